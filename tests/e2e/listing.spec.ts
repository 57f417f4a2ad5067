import { apiCalls, expect, holdChunk, hydrated, test } from './fixtures';

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

  test('a menu filter link shows its value chosen; more values and the sort are written as slugs', async ({ page }) => {
    await page.goto('/uk/adults/socks?colours=navy-blue&page=2');
    await hydrated(page);
    await expect(page.locator('#facet-colours-navy-blue')).toBeChecked();
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.locator('[data-facet="materials"] label', { hasText: 'organic cotton' }).click();
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?colours=navy-blue&materials=organic-cotton$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByLabel('Sort by').selectOption('newest');
    await expect(page).toHaveURL(/\?colours=navy-blue&materials=organic-cotton&sortBy=newest$/);
    await expect(page.locator('#facet-materials-organic-cotton')).toBeChecked();
    for (const facet of ['colours', 'materials', 'features', 'sizes']) await expect(page.locator(`[data-facet="${facet}"]`)).toBeVisible();
  });

  test('a tag listing from the menu lists its badge', async ({ page }) => {
    await page.goto('/uk/tag/bestsellers');
    await hydrated(page);
    await expect(page.locator('[data-page-type="category"]')).toBeVisible();
    await expect(page.locator('.product-grid > li').first()).toBeVisible();
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

  test('the last card, hydrated in a later pass than the page (decision 050), opens the product page client-side', async ({ page }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const cards = page.locator('.product-grid > li');
    await expect(cards).toHaveCount(64);
    const card = cards.last().locator('a');
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('[data-page-type="product"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  // A box changed before the page's JavaScript ran has no handler, and React keeps the box as the
  // shopper left it when hydrating (decision 050). The filter must still apply.
  test('a colour ticked before the page hydrates is applied once it has', async ({ page }) => {
    const entry = await holdChunk(page, /\/assets\/entry-client-[^/]+\.js$/);
    // Not until DOMContentLoaded: that waits for the held module script.
    await page.goto('/uk/adults/socks', { waitUntil: 'commit' });
    const total = (await page.locator('.listing').getAttribute('data-total')) ?? '';
    expect(Number(total)).toBeGreaterThan(0);
    await page.locator('[data-facet="colours"] label', { hasText: 'black' }).click();
    await expect(page.locator('#facet-colours-black')).toBeChecked();
    entry.release();
    await hydrated(page);
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?colours=black$/);
    await expect(page.locator('#facet-colours-black')).toBeChecked();
    await expect(page.locator('.product-grid > li')).not.toHaveCount(0);
    await expect(page.locator('.listing')).not.toHaveAttribute('data-total', total);
  });

  test('a sort chosen before the page hydrates is applied once it has', async ({ page }) => {
    const entry = await holdChunk(page, /\/assets\/entry-client-[^/]+\.js$/);
    await page.goto('/uk/adults/socks', { waitUntil: 'commit' });
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption('price-asc');
    entry.release();
    await hydrated(page);
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?sortBy=price-asc$/);
    await expect(sort).toHaveValue('price-asc');
  });

  test('a sort and a colour both chosen before the page hydrates are both applied', async ({ page }) => {
    const entry = await holdChunk(page, /\/assets\/entry-client-[^/]+\.js$/);
    await page.goto('/uk/adults/socks', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await page.locator('[data-facet="colours"] label', { hasText: 'black' }).click();
    entry.release();
    await hydrated(page);
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?colours=black&sortBy=price-asc$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    await expect(page.locator('#facet-colours-black')).toBeChecked();
  });

  test('choices made faster than the page re-renders all apply: each builds on the one before', async ({ page }) => {
    await page.goto('/uk/adults/socks?sortBy=newest');
    await hydrated(page);
    // Three boxes in one task: no render, and so no new query string, between them.
    await page.evaluate(() => {
      for (const id of ['facet-colours-black', 'facet-colours-navy-blue', 'facet-materials-organic-cotton'])
        document.querySelector<HTMLElement>(`label[for="${id}"]`)?.click();
    });
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?colours=black,navy-blue&materials=organic-cotton&sortBy=newest$/);
    for (const id of ['facet-colours-black', 'facet-colours-navy-blue', 'facet-materials-organic-cotton'])
      await expect(page.locator(`#${id}`)).toBeChecked();
    // Unticking one and changing the sort in one task keeps the rest.
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('label[for="facet-colours-black"]')?.click();
      const sort = document.querySelector<HTMLSelectElement>('.listing-sort select');
      if (sort) {
        sort.value = 'price-desc';
        sort.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?colours=navy-blue&materials=organic-cotton&sortBy=price-desc$/);
    await expect(page.locator('#facet-colours-black')).not.toBeChecked();
  });

  test('a colour ticked after the page hydrated but before the filters did is applied, and one cleared is dropped', async ({ page }) => {
    // Clicks at the moment hydrateRoot returns (the entry's mark): the page is hydrated, the filters' group not yet.
    await page.addInitScript(() => {
      const mark = performance.mark.bind(performance);
      performance.mark = (name: string, options?: PerformanceMarkOptions) => {
        const entry = mark(name, options);
        if (name === 'argyle:hydrated-root') {
          document.querySelector<HTMLElement>('label[for="facet-colours-black"]')?.click();
          document.querySelector<HTMLElement>('label[for="facet-materials-organic-cotton"]')?.click();
        }
        return entry;
      };
    });
    await page.goto('/uk/adults/socks?materials=organic-cotton');
    await hydrated(page);
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?colours=black$/);
    await expect(page.locator('#facet-colours-black')).toBeChecked();
    await expect(page.locator('#facet-materials-organic-cotton')).not.toBeChecked();
  });
});
