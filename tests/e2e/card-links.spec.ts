// Product cards are plain anchors with one set of listeners on the document (decision 041): a
// plain click or Enter navigates client-side, a modified click is the browser's own (a new tab),
// pointing at a card preloads its product, and a card whose group has not hydrated yet
// (decision 040) already navigates client-side.
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
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe(`/uk/product/${sku}`);
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

  test('a card whose group has not hydrated yet opens its product client-side', async ({ page }) => {
    // Holds the tasks in which later groups of cards hydrate (hydrate-later.tsx posts them as
    // MessageChannel messages, next-task.ts) until the test releases them: the first is posted
    // once hydrateRoot has returned (the entry's `argyle:hydrated-root` mark), each other from the
    // group before. The start's own tasks, Preact's re-renders after hydration (posted during it,
    // preact-render-queue.ts) and its effects (from its `diffed` hook, preact-effects.ts) go on.
    await page.addInitScript(() => {
      const held: Array<() => void> = [];
      let holding = true;
      const Real = window.MessageChannel;
      window.MessageChannel = class extends Real {
        constructor() {
          super();
          const post = this.port2.postMessage.bind(this.port2);
          this.port2.postMessage = (message: unknown) => {
            const hydrating = performance.getEntriesByName('argyle:hydrated-root').length > 0;
            if (holding && hydrating && !new Error().stack?.includes('diffed')) held.push(() => post(message));
            else post(message);
          };
        }
      };
      const release = () => {
        holding = false;
        held.splice(0).forEach((send) => send());
      };
      Object.assign(window, { __holding: () => held.length > 0, __release: release });
    });
    await page.goto(LISTING);
    await page.waitForFunction(() => (window as unknown as { __holding: () => boolean }).__holding());
    await markDocument(page);
    const card = page.locator('.product-grid .product-card').last();
    const sku = await card.getAttribute('data-sku');
    await card.locator('a').click();
    await expect(page).toHaveURL(new RegExp(`/uk/product/${sku}$`));
    await expect(page.locator('[data-page-type="product"]')).toBeVisible();
    expect(await page.locator('html[data-hydrated="true"]').count(), 'the listing had not finished hydrating').toBe(0);
    await page.evaluate(() => (window as unknown as { __release: () => void }).__release());
    await expect(page.locator('.recommendations .product-card').first()).toBeVisible();
    // The listing's cards, hydrated or not, are gone.
    await expect(page.locator('.product-grid')).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
  });
});
