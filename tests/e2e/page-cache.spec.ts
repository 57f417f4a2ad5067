// The edge page cache as shoppers meet it (docs/decisions/024): a page served from the cache
// to several shoppers still shows each one their own basket count and their own country, which
// the browser asks for after hydration.
import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const PRODUCT = '/uk/product/ARG-COPENHAGEN-AVOCADO-PINK';
const PINK = 'ARG-COPENHAGEN-AVOCADO-PINK-36-40';

const badge = (page: Page) => page.locator('header .cart-badge').first();
/** An answer stored in or served from the edge cache (earlier tests of the run may have stored the page). */
const CACHED = ['MISS', 'HIT', 'STALE'];
/** An answer from the copy the cache holds. */
const FROM_CACHE = ['HIT', 'STALE'];
const opener = (page: Page) => page.getByRole('contentinfo').getByTestId('country-switcher-open');

/** A shopper of their own: a fresh browser context (cookies, storage) from `country`. */
async function shopper(browser: Browser, baseURL: string | undefined, country: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'cf-ipcountry': country } });
  return { context, page: await context.newPage() };
}

test.describe('edge page cache', () => {
  // Several shoppers and page loads per test on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('a cached product page shows each shopper their own basket count', async ({ browser, baseURL }) => {
    // A tracking parameter stays out of the key (decision 049): the same entry as the plain page.
    const url = `${PRODUCT}?utm_content=e2e-${Date.now()}`;

    const buyer = await shopper(browser, baseURL, 'GB');
    await buyer.page.goto(PRODUCT);
    await hydrated(buyer.page);
    await buyer.page.getByRole('group', { name: /^Size/ }).locator(`input[value="${PINK}"]`).check();
    await buyer.page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(badge(buyer.page)).toHaveText('1');

    const browsing = await shopper(browser, baseURL, 'GB');
    const first = await browsing.page.goto(url);
    expect(CACHED).toContain(first?.headers()['x-cache']);
    await hydrated(browsing.page);
    await expect(badge(browsing.page)).toHaveAttribute('data-visible', 'false');

    // The buyer gets the page the other shopper's visit stored, and sees their own basket.
    const cached = await buyer.page.goto(url);
    expect(FROM_CACHE).toContain(cached?.headers()['x-cache']);
    expect(cached?.headers()['set-cookie']).toBeUndefined();
    await hydrated(buyer.page);
    await expect(badge(buyer.page)).toHaveAttribute('data-visible', 'true');
    await expect(badge(buyer.page)).toHaveText('1');

    // And the other shopper's basket stays empty on the same cached page.
    const again = await browsing.page.goto(url);
    expect(FROM_CACHE).toContain(again?.headers()['x-cache']);
    await hydrated(browsing.page);
    await expect(badge(browsing.page)).toHaveAttribute('data-visible', 'false');

    await buyer.context.close();
    await browsing.context.close();
  });

  test('a cached page stored for a British shopper takes a shopper in Sweden to their own market', async ({ browser, baseURL }) => {
    const url = `/uk/faq?utm_content=e2e-${Date.now()}`;
    const british = await shopper(browser, baseURL, 'GB');
    expect(CACHED).toContain((await british.page.goto(url))?.headers()['x-cache']);
    await hydrated(british.page);
    await expect(opener(british.page)).toContainText('United Kingdom (GBP)');

    // Sweden has no market on /uk: the same cached page, then the geo country from the browser's own call.
    const swedish = await shopper(browser, baseURL, 'SE');
    const geo = swedish.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/geo-country');
    expect(FROM_CACHE).toContain((await swedish.page.goto(url))?.headers()['x-cache']);
    // The answer (`{"countryCode":"SE"}`, tests/worker/markets.test.ts) is the browser's own call.
    expect((await geo).ok()).toBe(true);
    await swedish.page.waitForURL(/\/eu\/faq\?utm_content=/, { timeout: 45_000 });
    await hydrated(swedish.page);
    await expect(opener(swedish.page)).toContainText('Sweden (SEK)');

    await british.context.close();
    await swedish.context.close();
  });
});
