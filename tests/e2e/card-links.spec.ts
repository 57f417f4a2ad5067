// Product cards are plain anchors with one set of listeners on the document (decision 041): a
// plain click or Enter navigates client-side, a modified click is the browser's own (a new tab),
// pointing at a card preloads its product. A card tapped while the listing still hydrates also
// navigates client-side: taps-during-hydration.spec.ts.
import type { Page } from '@playwright/test';
import { apiCalls, expect, hydrated, test } from './fixtures';

const LISTING = '/uk/adults/socks';

type Marked = { __sameDocument?: boolean };
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as Marked).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as Marked).__sameDocument);

test.describe('product card links', () => {
  test('each card links to its product page; Enter on a focused card opens it client-side', async ({ page }) => {
    await page.goto(LISTING);
    await hydrated(page);
    await markDocument(page);
    const cards = page.locator('.product-grid .product-card');
    await expect(cards).toHaveCount(64);
    const links = await cards.evaluateAll((all) =>
      all.map((card) => ({ sku: (card as HTMLElement).dataset.sku, href: card.querySelector('a')?.getAttribute('href') })),
    );
    for (const { sku, href } of links) expect(href).toBe(`/uk/product/${sku}`);

    const sixth = links[5]!;
    await cards.nth(5).locator('a').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/uk/product/${sixth.sku}$`));
    await expect(page.locator('[data-page-type="product"]')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('a Ctrl or Cmd click opens the product in a new tab and leaves the listing as it is', async ({ page, context }) => {
    await page.goto(LISTING);
    await hydrated(page);
    await markDocument(page);
    const card = page.locator('.product-grid .product-card').first();
    const sku = await card.getAttribute('data-sku');
    const [tab] = await Promise.all([context.waitForEvent('page'), card.locator('a').click({ modifiers: ['ControlOrMeta'] })]);
    // The new tab opens on about:blank and then navigates (at once in the headless shell's
    // timing, decision 065): wait for the product's URL rather than the first document.
    await expect.poll(() => new URL(tab.url()).pathname).toBe(`/uk/product/${sku}`);
    await expect(tab.locator('[data-page-type="product"]')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
    expect(await sameDocument(page)).toBe(true);
    await tab.close();
  });

  test('pointing at a card preloads its product before the click', async ({ page }) => {
    await page.goto(LISTING);
    await hydrated(page);
    const calls = apiCalls(page);
    const card = page.locator('.product-grid .product-card').nth(2);
    const sku = await card.getAttribute('data-sku');
    await card.locator('a').hover();
    await expect.poll(() => calls.filter((path) => path === `/api/catalogue/uk/product/${sku}`).length).toBe(1);
    // Moving over the card's own parts does not preload again.
    await card.locator('.product-card__name').hover();
    await card.locator('img').hover();
    await page.waitForTimeout(300);
    expect(calls.filter((path) => path === `/api/catalogue/uk/product/${sku}`)).toHaveLength(1);
  });
});
