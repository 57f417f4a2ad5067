// The price filter (decision 053) as a shopper uses it: two amount fields in the market's
// currency on listings and search, applied in the app once hydrated and by the browser's own
// form submission before.
import type { Page } from '@playwright/test';
import { expect, holdChunk, hydrated, test } from './fixtures';

/** The final prices (minor units) of the cards in the grid. */
const gridPrices = (page: Page) =>
  page.locator('.product-grid [data-price-final]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-price-final'))));

/** Waits for a grid of at least one card, each priced from `min` to `max` (minor units); its prices. */
async function expectGridWithin(page: Page, min: number, max: number) {
  const outside = async () => {
    const prices = await gridPrices(page);
    return prices.length === 0 ? ['no cards'] : prices.filter((p) => p < min || p > max);
  };
  await expect.poll(outside).toEqual([]);
  return gridPrices(page);
}

async function typeRange(page: Page, min: string, max: string) {
  await page.getByRole('spinbutton', { name: 'Min' }).fill(min);
  await page.getByRole('spinbutton', { name: 'Max' }).fill(max);
}

test.describe('price filter on a listing', () => {
  test('a range typed and applied with the keyboard filters the grid, in the app, from page 1', async ({ page }) => {
    await page.goto('/uk/adults/socks?sortBy=newest&page=2');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    const all = Number(await page.locator('.listing').getAttribute('data-total'));
    await typeRange(page, '8', '9');
    await page.getByRole('spinbutton', { name: 'Max' }).press('Enter');
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?priceMin=8&priceMax=9&sortBy=newest$/);
    await expect(page.locator('.listing')).toHaveAttribute('data-page', '1');
    await expect(page.locator('.listing')).not.toHaveAttribute('data-total', String(all));
    const prices = await expectGridWithin(page, 800, 900);
    expect(String(await page.locator('.listing').getAttribute('data-total'))).toBe(String(prices.length));
    // Shown as an active filter, and cleared with the others.
    await expect(page.locator('.price-range-active')).toContainText('£8.00 – £9.00');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?sortBy=newest$/);
    await expect(page.locator('.listing')).toHaveAttribute('data-total', String(all));
    await expect(page.getByRole('spinbutton', { name: 'Min' })).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  });

  test('min above max is refused with a message, and nothing changes', async ({ page }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    await typeRange(page, '9', '8');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'minimum no higher than the maximum' })).toBeVisible();
    await expect(page).toHaveURL(/\/uk\/adults\/socks$/);
  });

  test('a range applied before the page hydrates is the browser’s own GET, answered filtered by the server', async ({ page }) => {
    const entry = await holdChunk(page, /\/assets\/entry-client-[^/]+\.js$/);
    await page.goto('/uk/adults/socks?colours=pink', { waitUntil: 'commit' });
    await page.getByRole('spinbutton', { name: 'Min' }).waitFor();
    await typeRange(page, '8', '9');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/priceMin=8&priceMax=9/, { waitUntil: 'commit' });
    expect(new URL(page.url()).searchParams.get('colours')).toBe('pink');
    await page.locator('.product-grid').waitFor();
    await expectGridWithin(page, 800, 900);
    entry.release();
    await hydrated(page);
    await expect(page.getByRole('spinbutton', { name: 'Min' })).toHaveValue('8');
  });
});

test.describe('price filter in a KRW market (gl for KR)', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'KR' } });

  test('filters in whole won', async ({ page }) => {
    await page.goto('/gl/adults/socks');
    await hydrated(page);
    await expect(page.locator('.price-range legend')).toContainText('KRW');
    await typeRange(page, '14000', '15000');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/gl\/adults\/socks\?priceMin=14000&priceMax=15000$/);
    await expectGridWithin(page, 14_000, 15_000);
  });
});

test.describe('price filter on search results', () => {
  test('a range narrows the results and a link clears it', async ({ page }) => {
    await page.goto('/uk/search/2?term=sock');
    await hydrated(page);
    await typeRange(page, '', '6');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/uk\/search\?term=sock&priceMax=6$/);
    await expectGridWithin(page, 0, 600);
    await page.getByRole('link', { name: 'Clear price' }).click();
    await expect(page).toHaveURL(/\/uk\/search\?term=sock$/);
  });
});
