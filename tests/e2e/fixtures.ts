// Shared e2e fixtures: fail a test on any uncaught page error or React hydration warning, and
// start as a shopper who has answered the cookie banner (storedConsent) and is outside the
// running split test (storedExperiments).
import { test as base, expect, type Page, type Route } from '@playwright/test';

export const test = base.extend<{
  pageErrors: string[];
  storedConsent: 'necessary' | null;
  storedExperiments: string | null;
  realImages: boolean;
  storedImages: void;
}>({
  // A shopper who already chose "Only necessary" (decision 036), so the cookie banner does not
  // cover the pages other specs click through and no tag manager loads. consent.spec.ts sets
  // null: a first visit, banner and all.
  storedConsent: ['necessary', { option: true }],
  // Outside the split test the e2e server runs (decision 039), so other specs see the control
  // and no exposure events. experiments.spec.ts sets null: a new visitor, drawn at the edge.
  storedExperiments: ['pdp-buy-box-first:out', { option: true }],
  context: async ({ context, storedConsent, storedExperiments, baseURL }, use) => {
    if (storedConsent) await context.addCookies([{ name: 'argyle_consent', value: storedConsent, url: baseURL ?? '' }]);
    if (storedExperiments) await context.addCookies([{ name: 'argyle_experiments', value: storedExperiments, url: baseURL ?? '' }]);
    await use(context);
  },
  // Photos and CMS images from the image service (decision 068) only where a test is about them
  // (`test.use({ realImages: true })`): elsewhere one small stored WebP answers them. The local
  // service shoots a product's first photo and transforms every variant with sharp, seconds of
  // the 2-core machine's CPU per page of cards that the test does not look at. images.test.ts
  // tests the service's real bytes; product, carousel and image specs load real ones here.
  realImages: [false, { option: true }],
  storedImages: [
    async ({ page, realImages }, use) => {
      if (!realImages) await storedPhotos(page);
      await use();
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // Production React reports hydration failures as "Minified React error #418/#423/#425".
        if (message.type() === 'error' && /hydrat|did not match|Minified React error/i.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The header's search combobox, as a shopper gets it: its code loads at the first touch or focus
 * of the plain search field (decision 050), so the field is clicked first.
 */
export async function searchCombobox(page: Page) {
  const box = page.getByRole('combobox', { name: 'Search' });
  const plain = page.getByRole('textbox', { name: 'Search' });
  await expect(plain.or(box).first()).toBeVisible();
  if (await plain.isVisible()) await plain.click();
  await box.waitFor();
  return box;
}

/** Waits until React has hydrated the server-rendered document. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/**
 * Records the moment of hydration on the page's own clock (comparable with resource timing's
 * startTime), for `hydratedAt(page)` to read once the page has hydrated.
 */
export async function recordHydrationMoment(page: Page) {
  await page.addInitScript(() => {
    // <html> may not exist yet when this runs: watch the document for it.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated !== 'true') return;
      (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
}

/** The moment `recordHydrationMoment` recorded (page clock, ms). */
export const hydratedAt = (page: Page) => page.evaluate(() => (window as unknown as { __hydratedAt: number }).__hydratedAt);

/** Records the layout shifts not caused by input from the page's start, for `layoutShifts(page)`. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { __shifts: shifts });
  });
}

/** The shifts `recordLayoutShifts` recorded so far (their scores). */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);

/** API calls a page makes from now on (after hydration there should be none). */
export function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    // The geo handshake (once a session, after hydration; decision 024) is not a data call.
    if (path.startsWith('/api/') && path !== '/api/geo-country') calls.push(path);
  });
  return calls;
}

/**
 * Opens the Kids listing from the main navigation and returns the `country` of every catalogue
 * call it made: after a market switch, the route loaders must ask for the new market only.
 */
export async function catalogueCountriesOfNextListing(page: Page): Promise<string[]> {
  const countries: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/catalogue/')) countries.push(url.searchParams.get('country') ?? '');
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Kids', exact: true }).click();
  await expect(page.locator('[data-page-type="category"]')).toBeVisible({ timeout: 20_000 });
  return countries;
}

/**
 * Holds back the requests whose URL matches `name` until `release()`: a page's code chunk or an
 * API answer, what a shopper meets while either loads. `requested()` says whether the page has
 * asked for it yet.
 */
export async function holdChunk(page: Page, name: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(name, async (route: Route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release: () => release(), requested: () => requested };
}

/**
 * Answers the page's product photos and CMS images with one small stored WebP. The local image
 * service takes seconds for a product's first photo (its photo shoot, decision 068), and a listing
 * asks for thirty at once: they would hold all six of the browser's HTTP/1.1 connections to
 * `wrangler dev`, so an API call a filter makes waits behind them for longer than a test's
 * assertion. Production serves HTTP/2 and Cloudflare's own transforms.
 */
async function storedPhotos(page: Page) {
  await page.route(/\/images\/(products|content)\//, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'image/webp', body: TINY_WEBP, headers: { 'cache-control': 'no-store' } }),
  );
}

/** A 1×1 light grey WebP (lossless). */
const TINY_WEBP = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQ97rXvf+BiOh/AAA=', 'base64');
