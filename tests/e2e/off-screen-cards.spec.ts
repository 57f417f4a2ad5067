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

  // Their blurred placeholders are in the page (data URIs, decision 068): no request for any, and
  // one far below the fold is not drawn until it comes near (decision 040).
  test('placeholders come with the page; a card far below the fold draws its own only as it comes near', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/images/products/')) images.push(`${url.pathname}${url.search}`);
    });
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    const cards = page.locator('.product-grid .product-card');
    await expect(cards).toHaveCount(64);
    const skus = await cards.evaluateAll((all) => all.map((card) => (card as HTMLElement).dataset.sku ?? ''));
    const background = (i: number) =>
      cards
        .nth(i)
        .locator('.product-card__media')
        .evaluate((e) => getComputedStyle(e).backgroundImage);
    // The first row shows its placeholders from the start (behind its eager images).
    expect(await background(0)).toContain('data:image/webp;base64,');
    expect(images.some((url) => url.startsWith(`/images/products/${skus[0]}/single?v=`))).toBe(true);
    // The last card's is not drawn, and its lazy image not fetched, until it comes near.
    expect(await background(63)).toBe('none');
    expect(images.some((url) => url.includes(`/${skus[63]}/`))).toBe(false);
    await cards.nth(63).scrollIntoViewIfNeeded();
    await expect.poll(() => background(63)).toContain('data:image/webp;base64,');
    // No placeholder was ever asked of the image service.
    expect(images.filter((url) => /[?&]width=90\b|placeholder=/.test(url))).toEqual([]);
  });
});
