// Cards after the first four are `content-visibility: auto` (decision 041): on a phone the cards
// far below the fold are skipped (not laid out or painted) until the shopper scrolls to them, and
// the page does not shift while it loads.
import type { Locator } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** False while the element sits in a subtree the browser skips for `content-visibility: auto`. */
const rendered = (element: Locator) => element.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }));

test.describe('off-screen product cards on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('cards far below the fold render once scrolled to; no layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { __shifts: shifts });
    });

    await page.goto('/uk/adults/socks');
    await hydrated(page);
    const cards = page.locator('.product-grid .product-card');
    await expect(cards).toHaveCount(64);
    expect(await rendered(cards.first().locator('.product-card__name'))).toBe(true);
    const last = cards.last().locator('.product-card__name');
    expect(await rendered(last)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(last)).toBe(true);
    await expect(last).toBeVisible();
  });
});
