// The split test in a real browser (decision 039): the e2e server runs the registry's
// product-page experiment (nl, be). A new visitor is drawn at the edge: the variant is in the first
// HTML, stays across reloads without layout shift, and is reported once per page view with the
// split-test flag; the variant's page passes axe. Each test here starts as a new visitor.
import AxeBuilder from '@axe-core/playwright';
import type { APIResponse, Browser, Page } from '@playwright/test';
import { PINK } from './checkout-helpers';
import { expect, holdChunk, hydrated, test } from './fixtures';

test.use({ storedExperiments: null });

const PRODUCT = '/nl/product/ARG-COPENHAGEN-AVOCADO-PINK';
const VARIANTS = ['control', 'buy-box-first'] as const;
type Variant = (typeof VARIANTS)[number];
type Entry = Record<string, unknown> & { event: string };

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Entry[]);
/** Event names in order, without impressions and clicks (their timing is the tracker's). */
const events = async (page: Page) =>
  (await dataLayer(page)).map((e) => e.event).filter((n) => n !== 'product-impressions' && n !== 'product-click');

/** The variant an HTML document shows: the buy box before the short description, or after it. */
function variantOfHtml(html: string): Variant {
  const buyBox = html.indexOf('class="buy-box"');
  const short = html.indexOf('class="product-summary__short"');
  expect(buyBox).toBeGreaterThan(0);
  expect(short).toBeGreaterThan(0);
  return buyBox < short ? 'buy-box-first' : 'control';
}

/** The variant the live page shows (DOM order of the same two elements). */
const variantOfPage = (page: Page): Promise<Variant> =>
  page.evaluate(() => {
    const buyBox = document.querySelector('.product-summary .buy-box');
    const short = document.querySelector('.product-summary .product-summary__short');
    if (!buyBox || !short) throw new Error('no product summary');
    return buyBox.compareDocumentPosition(short) & Node.DOCUMENT_POSITION_FOLLOWING ? 'buy-box-first' : 'control';
  });

/** The assignment in the experiment cookie the browser holds. */
async function cookieVariant(page: Page): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'argyle_experiments');
  return cookie?.value.match(/pdp-buy-box-first:([a-z-]+)/)?.[1];
}

const setCookieOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);

/**
 * Sums the layout shifts (none with recent input) from the start of each document, and names the
 * elements that moved (with their boxes before and after) for the failure message.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    const name = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).trim().replace(/\s+/g, '.')}` : ''}`
        : String(node?.nodeName);
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const sources = (entry.sources ?? []).map((s) => `${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`);
        w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${sources.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts.join(' | ') };
  });

/** Another visitor, forced into `assignment` with the cookie (and past the cookie banner), on `path` once hydrated. */
async function openAs(browser: Browser, baseURL: string | undefined, assignment: Variant | 'out', path = PRODUCT) {
  const url = baseURL ?? '';
  const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { 'cf-ipcountry': 'XX' } });
  await context.addCookies([
    { name: 'argyle_consent', value: 'necessary', url },
    { name: 'argyle_experiments', value: `pdp-buy-box-first:${assignment}`, url },
  ]);
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  return { context, page };
}

test.describe('product-page split test', () => {
  test('the variant is in the raw first HTML, set in a Secure SameSite=Strict cookie, and kept with it', async ({
    playwright,
    baseURL,
  }) => {
    // A client with no cookie jar of its own: the cookie goes back only when the test sends it.
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'cf-ipcountry': 'XX' } });
    const first = await request.get(PRODUCT, { maxRedirects: 0 });
    expect(first.status()).toBe(200);
    const [cookie, ...others] = setCookieOf(first);
    expect(others).toEqual([]);
    const drawn = /^argyle_experiments=pdp-buy-box-first:(control|buy-box-first); Max-Age=15552000; Path=\/; Secure; SameSite=Strict$/.exec(
      cookie ?? '',
    )?.[1];
    expect(drawn, cookie).toBeDefined();
    expect(variantOfHtml(await first.text())).toBe(drawn);

    for (let i = 0; i < 3; i++) {
      const again = await request.get(PRODUCT, { headers: { cookie: `argyle_experiments=pdp-buy-box-first:${drawn}` } });
      expect(setCookieOf(again)).toEqual([]);
      expect(variantOfHtml(await again.text())).toBe(drawn);
    }
    await request.dispose();
  });

  test('a new visitor keeps the variant across 3 reloads, with no layout shift and an exposure per page view', async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto(PRODUCT);
    await hydrated(page);
    const variant = await cookieVariant(page);
    expect(VARIANTS).toContain(variant);
    expect(await variantOfPage(page)).toBe(variant);
    await expect.poll(() => events(page), { timeout: 15_000 }).toEqual(['page-view', 'experiment-exposure']);
    expect((await dataLayer(page))[1]).toEqual({
      event: 'experiment-exposure',
      experimentId: 'pdp-buy-box-first',
      variant,
      splitTest: true,
    });

    for (let i = 0; i < 3; i++) {
      await page.reload();
      await hydrated(page);
      expect(await cookieVariant(page)).toBe(variant);
      expect(await variantOfPage(page)).toBe(variant);
      await expect.poll(() => events(page), { timeout: 15_000 }).toEqual(['page-view', 'experiment-exposure']);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
      const { cls, shifts } = await layoutShift(page);
      expect(cls, shifts).toBe(0);
    }
  });

  test('a second visitor lands in the other variant; each sees and reports its own', async ({ browser, baseURL }) => {
    const seen: Variant[] = [];
    for (const variant of VARIANTS) {
      const { context, page } = await openAs(browser, baseURL, variant);
      expect(await variantOfPage(page)).toBe(variant);
      await expect.poll(() => events(page), { timeout: 15_000 }).toEqual(['page-view', 'experiment-exposure']);
      expect((await dataLayer(page))[1]).toMatchObject({ event: 'experiment-exposure', variant });
      seen.push(await variantOfPage(page));
      await context.close();
    }
    expect(seen).toEqual(['control', 'buy-box-first']);
  });

  test('the variant reaches a product page opened by a client-side navigation, after its page view', async ({ browser, baseURL }) => {
    const { context, page } = await openAs(browser, baseURL, 'buy-box-first', '/nl/adults/socks');
    await expect.poll(() => events(page), { timeout: 15_000 }).toEqual(['page-view']);
    await page.locator('.product-grid .product-card a').first().click();
    await expect(page.locator('[data-page-type="product"] .product-summary')).toBeVisible({ timeout: 20_000 });
    expect(await variantOfPage(page)).toBe('buy-box-first');
    await expect.poll(() => events(page), { timeout: 15_000 }).toEqual(['page-view', 'page-view', 'experiment-exposure']);
    await context.close();
  });

  test('leaving the product page sends no exposure for the next page, however long it loads', async ({ browser, baseURL }) => {
    const { context, page } = await openAs(browser, baseURL, 'buy-box-first');
    await expect.poll(() => events(page), { timeout: 15_000 }).toEqual(['page-view', 'experiment-exposure']);
    // The category's story held back: the product page stays on screen while the router's
    // location is already the category's.
    const story = await holdChunk(page, /\/api\/content\/nl\/stories\//);
    const category = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(1);
    const href = (await category.getAttribute('href')) ?? '';
    await category.click();
    await expect.poll(story.requested).toBe(true);
    await expect(page.locator('[data-page-type="product"]')).toBeVisible();
    story.release();
    await expect(page).toHaveURL(new URL(href, baseURL).href);
    await expect(page.locator('[data-page-type="category"]')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => events(page), { timeout: 15_000 }).toEqual(['page-view', 'experiment-exposure', 'page-view']);
    await context.close();
  });

  test('an out-of-traffic visitor sees the control and sends no exposure', async ({ browser, baseURL }) => {
    const { context, page } = await openAs(browser, baseURL, 'out');
    expect(await variantOfPage(page)).toBe('control');
    await expect.poll(() => events(page), { timeout: 15_000 }).toEqual(['page-view']);
    await page.waitForTimeout(500);
    expect(await events(page)).toEqual(['page-view']);
    await context.close();
  });

  test('the storefront flags its split-test events: add-to-cart carries the flag on nl', async ({ browser, baseURL }) => {
    const { context, page } = await openAs(browser, baseURL, 'buy-box-first');
    await page.locator(`.size-picker input[value="${PINK}"], input[value="${PINK}"]`).first().check();
    await page.locator('.buy-box__add').click();
    await expect(page.locator('header .cart-badge').first()).toHaveText('1');
    await expect
      .poll(async () => (await dataLayer(page)).find((e) => e.event === 'add-to-cart')?.splitTest, { timeout: 15_000 })
      .toBe(true);
    await context.close();
  });

  test('the variant passes axe (WCAG 2.1 AA and best practices)', async ({ browser, baseURL }) => {
    const { context, page } = await openAs(browser, baseURL, 'buy-box-first');
    expect(await variantOfPage(page)).toBe('buy-box-first');
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});
