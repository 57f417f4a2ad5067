// field data (decision 037): a sampled page view sends one web-vitals beacon to
// /api/diagnostics/vitals when the shopper leaves it, and the worker accepts it (204); at a sample
// rate of 0 the browser loads no collector and sends nothing. The e2e server runs at
// VITALS_SAMPLE_RATE 0 (playwright.config.ts: no other spec's pages send beacons, which would
// share one client's rate limit); a test samples a page by rewriting its bootstrap to 1, which
// is where the browser reads the configured rate (tests/worker/vitals.test.ts checks the config
// reaches it).
import type { Page, Request } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const PRODUCT = '/uk/product/ARG-COPENHAGEN-AVOCADO-PINK';
const NEXT = '/uk/adults/socks';
const VITALS = '/api/diagnostics/vitals';
const isBeacon = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === VITALS;
const isCollector = (r: Request) => /\/assets\/collect-vitals-[\w-]+\.js$/.test(new URL(r.url()).pathname);

interface SentBeacon {
  url: string;
  queued: boolean;
  body: string;
}

/**
 * Records every navigator.sendBeacon call of the tab in sessionStorage, where the next page can
 * read it: Playwright does not report a keepalive request sent while a document unloads.
 */
async function recordBeacons(page: Page) {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const queued = send(url, data);
      const calls = JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-beacons', JSON.stringify([...calls, { url: String(url), queued, body: String(data) }]));
      return queued;
    };
  });
  return async () => {
    const calls = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as SentBeacon[]);
    return calls.filter((c) => new URL(c.url, 'http://x').pathname === VITALS);
  };
}

/** Serves `path` as sampled: its bootstrap says rate 1 where the server said 0. */
async function sampled(page: Page, path: string) {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('"vitalsSampleRate":0');
    await route.fulfill({ response, body: html.replace('"vitalsSampleRate":0', '"vitalsSampleRate":1') });
  });
}

function watchCollectors(page: Page) {
  const collectors: Request[] = [];
  page.on('request', (r) => isCollector(r) && collectors.push(r));
  return collectors;
}

/** Lets the browser reach idle time twice after hydration: when the collector loads if sampled. */
async function idle(page: Page) {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  }
}

/**
 * Waits until the browser has delivered the page's buffered paint and LCP entries to the
 * collector's observers: an observer registered now gets its buffered entries in the same
 * PerformanceObserver task as the collector's, after them. (web-vitals starts observing CLS
 * once it has seen the first paint; hidden before that, a beacon carries TTFB alone.)
 */
async function paintsObserved(page: Page) {
  for (const type of ['paint', 'largest-contentful-paint']) {
    await page.evaluate(
      (entryType) =>
        new Promise<void>((resolve) =>
          new PerformanceObserver((_, observer) => {
            observer.disconnect();
            resolve();
          }).observe({ type: entryType, buffered: true }),
        ),
      type,
    );
  }
}

/**
 * What the browser does when the shopper switches tab or app and back (headless Chromium never
 * hides a page). The page shows again afterwards: a collector that loads after a hide that came
 * too early must not find the page still hidden, or web-vitals ignores every paint (it counts
 * only what came before the page was first hidden) and reports TTFB alone.
 */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    // Back to Document's own getter ('visible').
    delete (document as { visibilityState?: unknown }).visibilityState;
  });
}

function expectProductBeacon(body: string) {
  const beacon = JSON.parse(body) as { metrics: Record<string, number> };
  expect(beacon).toMatchObject({ pageType: 'product', storefront: 'uk', market: 'GB', navigationType: 'navigate' });
  expect(Object.keys(beacon.metrics)).toEqual(expect.arrayContaining(['CLS', 'LCP', 'TTFB']));
  expect(beacon.metrics.TTFB).toBeGreaterThan(0);
  expect(beacon.metrics.LCP).toBeGreaterThan(0);
  expect(beacon.metrics.CLS).toBeGreaterThanOrEqual(0);
}

test.describe('web vitals beacons', () => {
  test('a page view sends one beacon when the page is hidden, with its page type, market and metrics; the worker answers 204', async ({
    page,
  }) => {
    const sentBeacons = await recordBeacons(page);
    await sampled(page, PRODUCT);
    const beacons: Request[] = [];
    page.on('request', (r) => isBeacon(r) && beacons.push(r));
    const collectorLoaded = page.waitForRequest(isCollector);
    await page.goto(PRODUCT);
    await hydrated(page);
    await collectorLoaded;
    await idle(page);
    await paintsObserved(page);
    expect(beacons).toHaveLength(0);

    // The collector's module may still be evaluating, or web-vitals may not have reported a metric
    // yet (a beacon needs one): hide again until the beacon goes. It goes once per page view.
    await expect
      .poll(async () => {
        await hide(page);
        return beacons.length;
      })
      .toBe(1);
    const [beacon] = beacons as [Request];
    expect(beacon.headers()['content-type']).toContain('text/plain');
    expectProductBeacon(beacon.postData() ?? '');
    expect((await beacon.response())?.status()).toBe(204);

    // Then leaving for good (pagehide): that page view has sent its beacon already.
    await page.goto(NEXT);
    await hydrated(page);
    expect(beacons).toHaveLength(1);
    expect(await sentBeacons()).toHaveLength(1);
  });

  test('leaving the page by a full navigation sends its one beacon, which the worker accepts', async ({ page }) => {
    const sentBeacons = await recordBeacons(page);
    await sampled(page, PRODUCT);
    const collectorLoaded = page.waitForRequest(isCollector);
    await page.goto(PRODUCT);
    await hydrated(page);
    await collectorLoaded;
    await idle(page);
    // As above: leaving before web-vitals has seen the first paint would report nothing to send.
    await paintsObserved(page);
    expect(await sentBeacons()).toEqual([]);

    await page.goto(NEXT);
    await hydrated(page);
    const sent = await sentBeacons();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.queued).toBe(true);
    expectProductBeacon(sent[0]!.body);
    // The same body as sendBeacon sends it (text/plain, same origin): accepted.
    const answer = await page.request.post(VITALS, {
      data: sent[0]!.body,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: new URL(page.url()).origin },
    });
    expect(answer.status()).toBe(204);
  });

  test('at sample rate 0 a page view loads no collector and sends no beacon', async ({ page }) => {
    const sentBeacons = await recordBeacons(page);
    const collectors = watchCollectors(page);
    await sampled(page, NEXT);
    await page.goto(PRODUCT);
    await hydrated(page);
    await idle(page);
    await hide(page);
    await page.goto(NEXT);
    await hydrated(page);
    await idle(page);
    // The listing page view is sampled (rewritten to 1) and has loaded its collector by now: the
    // product page's would have too.
    expect(collectors).toHaveLength(1);
    expect(await sentBeacons()).toEqual([]);
  });
});
