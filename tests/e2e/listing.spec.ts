import { apiCalls, expect, hydrated, test } from './fixtures';

test.describe('listing pages', () => {
  test('a filter change keeps it in the URL, drops the page and scrolls to the top', async ({ page }) => {
    await page.goto('/uk/adults/socks?page=2');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.locator('[data-facet="colours"] label', { hasText: 'black' }).click();
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?colours=black$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const cards = page.locator('.product-grid > li');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('[data-facet="colours"] input:checked')).toHaveCount(1);
  });

  test('filters and pages work with the keyboard and without a full reload', async ({ page }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    const calls = apiCalls(page);
    await page.locator('[data-facet="materials"] input').first().focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/materials=/);
    await expect.poll(() => calls.some((c) => c.startsWith('/api/catalogue/uk/listing/adults/socks'))).toBe(true);
    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await expect(page).toHaveURL(/\/uk\/adults\/socks$/);
    await page.getByRole('navigation', { name: 'Page' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(page.locator('.listing')).toHaveAttribute('data-page', '2');
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  });

  test('a product card opens the product page', async ({ page }) => {
    await page.goto('/de/kids/socks');
    await hydrated(page);
    const card = page.locator('.product-grid > li a').first();
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('[data-page-type="product"]')).toBeVisible();
  });
});
