// End-to-end tests in a real Chromium (Debian's package; see scripts/ensure-chromium.sh)
// against `wrangler dev` serving the built client with the embedded origins.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { DEV_VAR_ARGS } from './scripts/dev-secrets';

// E2E_PORT lets two runs on one machine use separate servers (and separate local state).
const PORT = Number(process.env.E2E_PORT ?? 8790);
const STATE = `.wrangler/e2e-${PORT}`;
/** The server's CONTENT_PREVIEW_SECRET: `?bust=<it>` makes a test an editor (docs/decisions/014). */
export const E2E_PREVIEW_SECRET = 'e2e-content-preview-secret';
/** The server's tag-manager ids (decision 036): a valid one on uk, an invalid one on fr, none elsewhere. */
export const E2E_TAG_MANAGER_IDS = 'uk=GTM-E2E0001,fr=gtm-e2e-invalid';
/**
 * No page view sends web vitals (decision 037): every test's browser is one client to the
 * beacons' rate limit, so vitals.spec.ts samples its own pages (it rewrites the bootstrap).
 */
export const E2E_VITALS_SAMPLE_RATE = 0;
/** The server's split tests (decision 039): the registry's one runs (nl, be); the fixture keeps other specs out of it. */
export const E2E_EXPERIMENTS = 'pdp-buy-box-first=on';
/**
 * No AVIF (decision 068): the local Images binding (sharp) takes seconds per AVIF variant on the
 * 2-core CI machine, and pages wait for their eager images; the worker tests cover AVIF.
 */
export const E2E_IMAGE_FORMATS = 'webp,jpeg';
// Debian's headless shell first: it is what Playwright runs headless with its own browsers, and
// runs the suite in about 60 % of the time of full Chromium's headless mode (decision 065).
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Two cores run wrangler dev (unbundled, local D1 and KV) and two Chromiums at once: a first
  // page load can take several seconds, so tests and assertions get room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // wrangler dev reports every request as coming from the US (request.cf.country); without this,
    // the geo market switch (decision 015) would send every visitor of /uk to /us. Tests that are
    // about geo set their own country.
    extraHTTPHeaders: { 'cf-ipcountry': 'XX' },
    // A failing test keeps its trace (actions, DOM snapshots, network, console) but no screencast:
    // recording frames for every test, passing or not, cost about 40 % of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: `npm run seed:local -- --persist-to ${STATE} && npx wrangler dev --port ${PORT} --persist-to ${STATE} --log-level warn --var CONTENT_PREVIEW_SECRET:${E2E_PREVIEW_SECRET} --var TAG_MANAGER_IDS:${E2E_TAG_MANAGER_IDS} --var VITALS_SAMPLE_RATE:${E2E_VITALS_SAMPLE_RATE} --var EXPERIMENTS:${E2E_EXPERIMENTS} --var IMAGE_FORMATS:${E2E_IMAGE_FORMATS} ${DEV_VAR_ARGS.join(' ')}`,
    url: `http://localhost:${PORT}/builds/latest.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    env: { WRANGLER_SEND_METRICS: 'false' },
  },
});
