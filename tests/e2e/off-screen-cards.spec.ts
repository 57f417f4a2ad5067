// Cards after the first four are `content-visibility: auto` (decision 041): on a phone the cards
// far below the fold are skipped (not laid out or painted) until the shopper scrolls to them, and
// the page does not shift while it loads.
import type { Locator } from '@playwright/test';
import { expect, hydrated, layoutShifts, recordLayoutShifts, test } from './fixtures';

/** False while the element sits in a subtree the browser skips for `content-visibility: auto`. */
const rendered = (element: Locator) => element.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }));

test.describe('off-screen product cards on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('cards far below the fold render once scrolled to; no layout shift', async ({ page }) => {
    await recordLayoutShifts(page);

    await page.goto('/uk/adults/socks');
    await hydrated(page);
    const cards = page.locator('.product-grid .product-card');
    await expect(cards).toHaveCount(64);
    expect(await rendered(cards.first().locator('.product-card__name'))).toBe(true);
    const last = cards.last().locator('.product-card__name');
    expect(await rendered(last)).toBe(false);
    expect(await layoutShifts(page)).toEqual([]);

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(last)).toBe(true);
    await expect(last).toBeVisible();
  });

  // Their blurred placeholders are not fetched before then (decision 040): each is an SVG document
  // the main thread parses, lays out and blurs.
  test('a card far below the fold fetches its placeholder only as it comes near the viewport', async ({ page }) => {
    const placeholders: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.searchParams.get('placeholder') === '1') placeholders.push(url.pathname);
    });
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    const cards = page.locator('.product-grid .product-card');
    await expect(cards).toHaveCount(64);
    const skus = await cards.evaluateAll((all) => all.map((card) => (card as HTMLElement).dataset.sku ?? ''));
    const placeholderOf = (i: number) => `/images/products/${skus[i]}.svg`;
    const background = (i: number) =>
      cards
        .nth(i)
        .locator('.product-card__media')
        .evaluate((e) => getComputedStyle(e).backgroundImage);
    // The first row shows its placeholders from the start (behind its eager images).
    expect(placeholders).toContain(placeholderOf(0));
    expect(await background(0)).toContain('placeholder=1&width=90&quality=1');
    // The last card's is neither fetched nor drawn until it comes near.
    expect(placeholders).not.toContain(placeholderOf(63));
    expect(await background(63)).toBe('none');
    await cards.nth(63).scrollIntoViewIfNeeded();
    await expect.poll(() => background(63)).toContain('placeholder=1&width=90&quality=1');
    await expect.poll(() => placeholders).toContain(placeholderOf(63));
  });
});
