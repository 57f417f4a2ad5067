// A phone (390 × 844): the header on one row with the search box under it, the listing's first
// products on the first screen, its filters in a sheet opened from a "Filters" button beside the
// sort (decision 052). Wider screens keep the filters beside the grid.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, holdChunk, hydrated, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Filters' });
const filterButton = (page: Page) => page.getByRole('button', { name: /^Filters\b/ });
const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top);

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the header: menu toggle, logo and cart with its count on one row, the search box under them', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const logo = page.getByRole('link', { name: 'Argyle home' });
    const cart = page.getByRole('banner').getByRole('link', { name: /^(Cart|Basket)/ });
    const search = page.getByRole('textbox', { name: 'Search' });
    const middle = async (locator: typeof toggle) => {
      const box = (await locator.boundingBox())!;
      return { mid: box.y + box.height / 2, bottom: box.y + box.height };
    };
    const row = await middle(toggle);
    expect(Math.abs((await middle(logo)).mid - row.mid)).toBeLessThanOrEqual(4);
    expect(Math.abs((await middle(cart)).mid - row.mid)).toBeLessThanOrEqual(4);
    expect((await search.boundingBox())!.y).toBeGreaterThanOrEqual(row.bottom);
    // Two rows (44 px toggle, the search field, padding): 172 px when the cart took a row of its own.
    const height = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().height);
    console.log(`[phone-first] header height at 390 px: ${height} px`);
    expect(height).toBeLessThanOrEqual(120);
    // The prompt the search field shows on focus hangs below the header, not over the field.
    await search.click();
    const bubble = page.locator('.site-header .speech-bubble');
    await expect(bubble).toHaveText('Looking for something special?');
    const field = (await page.getByRole('combobox', { name: 'Search' }).boundingBox())!;
    expect((await bubble.boundingBox())!.y).toBeGreaterThanOrEqual(field.y + field.height);
  });

  for (const path of ['/de/adults/socks', '/de/search?term=stripe']) {
    test(`${path}: the first product shows on the first screen`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const card = await top(page, '.product-grid > li');
      console.log(`[phone-first] ${path}: first card top ${card} px`);
      expect(card).toBeGreaterThan(await top(page, 'h1'));
      expect(card).toBeLessThan(844);
    });
  }

  test('the filters are in a sheet; the sort is on the page, beside the button that counts the choices', async ({ page }) => {
    await page.goto('/uk/adults/socks?colours=black,navy-blue&materials=organic-cotton');
    await hydrated(page);
    await expect(page.locator('[data-facet="colours"]')).toBeHidden();
    await expect(filterButton(page)).toHaveText('Filters 3');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toBeVisible();
    await sort.selectOption('newest');
    await expect(page).toHaveURL(/sortBy=newest$/);

    await page.goto('/uk/adults/socks');
    await hydrated(page);
    await expect(filterButton(page)).toHaveText('Filters');
  });

  test('the sheet keeps focus inside, closes on Escape and hands focus back to the button', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/uk/adults/socks?colours=black');
    await hydrated(page);
    await filterButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).getByRole('button', { name: 'Close' })).toBeFocused();
    // The page behind is inert: Tab and Shift+Tab only ever land in the sheet, or past its ends
    // on the browser's own controls (the document loses focus, as a modal <dialog> lets it), and
    // from there back into the sheet.
    const focus = () =>
      page.evaluate(() => (!document.hasFocus() ? 'browser' : document.activeElement?.closest('dialog.filter-sheet') ? 'sheet' : 'page'));
    for (const key of ['Shift+Tab', 'Tab']) {
      const stops: string[] = [];
      for (let i = 0; i < 50; i++) {
        await page.keyboard.press(key);
        stops.push(await focus());
      }
      expect(stops, key).not.toContain('page');
      // Around the end and back in (some 40 controls in the sheet).
      const left = stops.indexOf('browser');
      if (left >= 0) expect(stops.slice(left), key).toContain('sheet');
      expect(stops.filter((stop) => stop === 'sheet').length, key).toBeGreaterThan(40);
    }
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(filterButton(page)).toBeFocused();
  });

  test('a value chosen in the sheet applies at once; "Clear all" clears them; the foot closes it on the results', async ({ page }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    const listing = page.locator('.listing');
    const total = await listing.getAttribute('data-total');
    await filterButton(page).click();
    await sheet(page).locator('[data-facet="colours"] label', { hasText: 'black' }).click();
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?colours=black$/);
    await expect(listing).not.toHaveAttribute('data-total', total ?? '');
    const found = await listing.getAttribute('data-total');
    await expect(sheet(page).getByRole('button', { name: `Show ${found} results` })).toBeVisible();
    await expect(filterButton(page)).toHaveText('Filters 1');

    await sheet(page).getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/uk\/adults\/socks$/);
    await expect(listing).toHaveAttribute('data-total', total ?? '');
    await expect(sheet(page).locator('[data-facet] input:checked')).toHaveCount(0);
    await expect(sheet(page).getByRole('link', { name: 'Clear all' })).toHaveCount(0);

    await sheet(page).locator('[data-facet="materials"] label', { hasText: 'organic cotton' }).click();
    await expect(page).toHaveURL(/materials=organic-cotton$/);
    await sheet(page)
      .getByRole('button', { name: /^Show \d+ results$/ })
      .click();
    await expect(sheet(page)).toBeHidden();
    await expect(filterButton(page)).toHaveText('Filters 1');
    await expect(page.locator('.product-grid > li').first()).toBeInViewport();
  });

  test('axe finds no WCAG 2.1 AA or best-practice violation in the open sheet', async ({ page }) => {
    await page.goto('/uk/adults/socks?colours=black');
    await hydrated(page);
    await filterButton(page).click();
    await expect(sheet(page)).toBeVisible();
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .include('.filter-sheet')
      .options({ resultTypes: ['violations'] })
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  // The sheet opens without the page's JavaScript (invoker commands on a native <dialog>): a
  // value ticked in it before hydration is applied once the page has hydrated.
  test('a colour ticked in the sheet before the page hydrates is applied once it has', async ({ page }) => {
    const entry = await holdChunk(page, /\/assets\/entry-client-[^/]+\.js$/);
    await page.goto('/uk/adults/socks', { waitUntil: 'commit' });
    const total = (await page.locator('.listing').getAttribute('data-total')) ?? '';
    await filterButton(page).click();
    await expect(sheet(page)).toBeVisible();
    await sheet(page).locator('[data-facet="colours"] label', { hasText: 'black' }).click();
    await sheet(page)
      .getByRole('button', { name: /^Show \d+ results$/ })
      .click();
    await expect(sheet(page)).toBeHidden();
    entry.release();
    await hydrated(page);
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?colours=black$/);
    await expect(page.locator('.listing')).not.toHaveAttribute('data-total', total);
    await expect(filterButton(page)).toHaveText('Filters 1');
  });

  test('search results: the price filter is in the sheet, and a range applied there counts on the button', async ({ page }) => {
    await page.goto('/uk/search?term=sock');
    await hydrated(page);
    await expect(page.getByRole('spinbutton', { name: 'Min' })).toBeHidden();
    await expect(filterButton(page)).toHaveText('Filters');
    const results = page.locator('.search-page');
    const unfiltered = (await results.getAttribute('data-total')) ?? '';
    await filterButton(page).click();
    await sheet(page).getByRole('spinbutton', { name: 'Max' }).fill('6');
    await sheet(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/uk\/search\?term=sock&priceMax=6$/);
    // The URL changes before the filtered results are in: wait for them, then read their count.
    await expect(results).not.toHaveAttribute('data-total', unfiltered);
    const found = await results.getAttribute('data-total');
    await sheet(page)
      .getByRole('button', { name: `Show ${found} results` })
      .click();
    await expect(sheet(page)).toBeHidden();
    await expect(filterButton(page)).toHaveText('Filters 1');
    await expect(page.locator('.product-grid > li').first()).toBeInViewport();
  });

  test('widened past the tablet breakpoint, an open sheet becomes the column beside the grid', async ({ page }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    await filterButton(page).click();
    await expect(sheet(page)).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(page.locator('.filter-sheet:modal')).toHaveCount(0);
    await expect(page.locator('[data-facet="colours"]')).toBeVisible();
    await expect(filterButton(page)).toBeHidden();
  });
});

test('from the tablet breakpoint up the filters stay beside the grid, no button or sheet', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 800 });
  await page.goto('/uk/adults/socks');
  await hydrated(page);
  await expect(filterButton(page)).toBeHidden();
  const filters = (await page.locator('.listing-filters').boundingBox())!;
  const grid = (await page.locator('.product-grid').boundingBox())!;
  expect(filters.x + filters.width).toBeLessThanOrEqual(grid.x);
  expect(Math.abs(filters.y - grid.y)).toBeLessThan(100);
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);
  await page.locator('[data-facet="colours"] label', { hasText: 'black' }).click();
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeVisible();
  await expect(page.locator('.filter-sheet__foot')).toBeHidden();
});
