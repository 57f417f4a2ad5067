#!/usr/bin/env bash
# Finds a Chromium for Playwright; on a fresh Debian machine (root, no browser) installs
# Debian's `chromium` package, since Playwright cannot download its own browser here.
set -euo pipefail
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "chromium: $candidate"
    exit 0
  fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "chromium: not found, installing Debian's chromium package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
  echo "chromium: $(/usr/bin/chromium --version)"
  exit 0
fi
echo "No Chromium found. Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
