#!/usr/bin/env bash
# Finds a Chromium for Playwright; on a fresh Debian machine (root) installs Debian's packages,
# since Playwright cannot download its own browser here. The e2e tests prefer Debian's
# `chromium-headless-shell` (what Playwright itself runs headless: no GPU process, about half
# the CPU of full `chromium --headless`; decision 065); bench:lighthouse needs `chromium`.
set -euo pipefail
have() { [ -n "$1" ] && [ -x "$1" ]; }
if have "${CHROMIUM_PATH:-}" || have /usr/bin/chromium-headless-shell; then
  echo "chromium: ${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "chromium: installing Debian's chromium-headless-shell and chromium packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium-headless-shell chromium fonts-dejavu-core >/dev/null
  echo "chromium: $(/usr/bin/chromium-headless-shell --version)"
  exit 0
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if have "$candidate"; then
    echo "chromium: $candidate (install chromium-headless-shell for faster e2e runs)"
    exit 0
  fi
done
echo "No Chromium found. Install one (Debian: apt-get install chromium-headless-shell) or set CHROMIUM_PATH." >&2
exit 1
