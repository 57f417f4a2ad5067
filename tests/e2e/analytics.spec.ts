// The tag manager's dataLayer in a real browser: the exact sequence of events for
// landing on a listing from a utm link and scrolling it, a search with a suggestion click, adding
// to the basket and changing it, and the checkout steps up to the purchase. Requests off this
// server are blocked.
import type { Page } from '@playwright/test';
import { expectSuccess, fillAddressStep, payWithSepa, PINK } from './checkout-helpers';
import { expect, hydrated, searchCombobox, test } from './fixtures';

type Entry = Record<string, unknown> & { event: string };
type Product = { id: string; sku: string; name: string; price: number; currency: string; list: string; position: number };

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Entry[]);
const names = async (page: Page, skip: string[] = []) => (await dataLayer(page)).map((e) => e.event).filter((n) => !skip.includes(n));
const impressions = async (page: Page) =>
  (await dataLayer(page)).filter((e) => e.event === 'product-impressions').map((e) => e.products as Product[]);

const UK = { storefront: 'uk', countryCode: 'GB', language: 'en', currency: 'GBP' };

/** SKUs of the grid's cards that are at least half in view, in grid order. */
const halfVisibleSkus = (page: Page, grid: string) =>
  page.evaluate((selector) => {
    return [...document.querySelectorAll<HTMLElement>(`${selector} .product-card`)]
      .filter((card) => {
        const r = card.getBoundingClientRect();
        const seen =
          Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)) *
          Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
        return seen >= (r.width * r.height) / 2;
      })
      .map((card) => card.dataset.sku ?? '');
  }, grid);

test.beforeEach(async ({ page }) => {
  await page.context().route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
});

test.describe('analytics dataLayer', () => {
  test('a listing from a utm link: one page view, the visible products in one batch; scrolling adds the rest in one batch, each once', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/uk/adults/socks?utm_source=newsletter&utm_medium=email&utm_campaign=winter-socks');
    await hydrated(page);
    await expect.poll(() => names(page), { timeout: 15_000 }).toEqual(['page-view', 'product-impressions']);
    const [view, first] = await dataLayer(page);
    expect(view).toEqual({ event: 'page-view', pageType: 'category', path: '/uk/adults/socks', market: UK, splitTest: true });

    const grid = '.product-grid';
    const all = await page.locator(`${grid} .product-card`).evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.sku ?? ''));
    expect(all.length).toBeGreaterThan(8);
    const visible = await halfVisibleSkus(page, grid);
    expect(visible.length).toBeGreaterThan(0);
    const firstProducts = first?.products as Product[];
    expect(firstProducts.map((p) => p.sku)).toEqual(visible);
    expect(firstProducts.map((p) => p.position)).toEqual(visible.map((sku) => all.indexOf(sku) + 1));
    // What a product is, from the listing API the page itself uses.
    const listing = (await (await page.request.get('/api/catalogue/uk/listing/adults/socks?country=GB')).json()) as {
      products: Array<{ id: string; sku: string; name: string; price: { final: number }; currency: string }>;
    };
    const one = listing.products[0];
    expect(firstProducts[0]).toEqual({
      id: one?.id,
      sku: one?.sku,
      name: one?.name,
      price: one?.price.final,
      currency: 'GBP',
      list: 'category',
      position: 1,
    });
    expect(first?.splitTest).toBe(false);

    // Scroll to the end of the grid with the page's clock stopped: the cards that came into view
    // go out together 500 ms (page time) after the last one, whatever real time scrolling took.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const end = await page.evaluate(() => document.querySelector('.product-grid')!.getBoundingClientRect().bottom + scrollY);
    for (let y = 0; y <= end; y += 300) {
      await page.evaluate((top) => scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(300);
    await page.clock.runFor(499);
    await page.waitForTimeout(200);
    expect(await names(page)).toEqual(['page-view', 'product-impressions']);
    await page.clock.runFor(1);
    await expect.poll(() => names(page)).toEqual(['page-view', 'product-impressions', 'product-impressions']);
    // Back at the top: the first cards are not reported again in this page view.
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.clock.runFor(1000);
    await page.waitForTimeout(200);
    expect(await names(page)).toEqual(['page-view', 'product-impressions', 'product-impressions']);
    const seen = (await impressions(page)).flat().map((p) => p.sku);
    expect(seen.toSorted()).toEqual(all.toSorted());
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('a search with a suggestion click: page view, click-search, the product page view; then a recommendation click', async ({
    page,
  }) => {
    await page.goto('/uk');
    await hydrated(page);
    await expect.poll(() => names(page), { timeout: 15_000 }).toEqual(['page-view']);
    await (await searchCombobox(page)).fill('dot');
    const option = page.locator('[role="option"][data-sku]').nth(1);
    await expect(option).toBeVisible();
    const sku = await option.getAttribute('data-sku');
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/uk/product/${sku}$`));
    await expect.poll(() => names(page, ['product-impressions'])).toEqual(['page-view', 'click-search', 'page-view']);
    expect((await dataLayer(page)).filter((e) => e.event !== 'product-impressions')).toEqual([
      { event: 'page-view', pageType: 'homepage', path: '/uk', market: UK, splitTest: true },
      { event: 'click-search', term: 'dot', productId: sku, type: 'suggestionClick', splitTest: false },
      { event: 'page-view', pageType: 'product', path: `/uk/product/${sku}`, market: UK, splitTest: true },
    ]);

    // The early-bird store holds the shown recommendations' ids; their impressions and a click follow.
    const cards = page.locator('.recommendations .product-card');
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => window.ebRecoIds?.length)).toBe(shown);
    await cards.first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await impressions(page)).flat().filter((p) => p.list === 'recommendations').length).toBeGreaterThan(0);
    const target = await cards.first().getAttribute('data-sku');
    const before = (await dataLayer(page)).length;
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/uk/product/${target}$`));
    // Impressions of cards scrolled into view may still come in between: the click, then the page view.
    const after = async () => (await dataLayer(page)).slice(before).filter((e) => e.event !== 'product-impressions');
    await expect.poll(async () => (await after()).map((e) => e.event)).toEqual(['product-click', 'page-view']);
    const [click] = await after();
    expect(click).toMatchObject({
      event: 'product-click',
      product: { sku: target, list: 'recommendations', position: 1 },
      splitTest: false,
    });
    // Cleared on navigation: only the new page's recommendations.
    const next = await page.locator('.recommendations .product-card').count();
    await expect.poll(() => page.evaluate(() => window.ebRecoIds?.length)).toBe(next);
  });

  test('add to basket, then more and remove in the basket: add-to-cart and remove-from-cart with the change', async ({ page }) => {
    await page.goto('/uk/product/ARG-COPENHAGEN-AVOCADO-PINK');
    await hydrated(page);
    await expect.poll(() => names(page, ['product-impressions']), { timeout: 15_000 }).toEqual(['page-view']);
    const name = (await page.locator('h1').textContent()) ?? '';
    await page.getByRole('group', { name: /^Size/ }).locator(`input[value="${PINK}"]`).check();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.locator('header .cart-badge').first()).toHaveText('1');
    const line = { sku: PINK, name, price: 1395, currency: 'GBP' };
    await expect.poll(() => names(page, ['product-impressions'])).toEqual(['page-view', 'add-to-cart']);
    expect((await dataLayer(page)).filter((e) => e.event === 'add-to-cart')).toEqual([
      { event: 'add-to-cart', line: { ...line, quantity: 1 }, splitTest: false },
    ]);

    await page.goto('/uk/checkout/cart');
    await hydrated(page);
    const basketLine = page.locator(`.basket-line[data-sku="${PINK}"]`);
    await expect(basketLine.getByTestId('line-quantity')).toHaveText('1');
    await expect.poll(() => names(page, ['product-impressions']), { timeout: 15_000 }).toEqual(['page-view', 'checkout-step']);
    await basketLine.getByRole('button', { name: '+ 1' }).click();
    await expect(basketLine.getByTestId('line-quantity')).toHaveText('2');
    await basketLine.getByRole('button', { name: /Remove/ }).click();
    await expect(basketLine).toHaveCount(0);
    await expect
      .poll(() => names(page, ['product-impressions']))
      .toEqual(['page-view', 'checkout-step', 'add-to-cart', 'remove-from-cart']);
    expect((await dataLayer(page)).filter((e) => e.event !== 'product-impressions')).toEqual([
      { event: 'page-view', pageType: 'checkout-cart', path: '/uk/checkout/cart', market: UK, splitTest: true },
      { event: 'checkout-step', step: 1, view: 'cart', splitTest: false },
      { event: 'add-to-cart', line: { ...line, quantity: 1 }, splitTest: false },
      { event: 'remove-from-cart', line: { ...line, quantity: 2 }, splitTest: false },
    ]);
  });

  test('the checkout steps in order, then the purchase on the success page (DE); the payment step’s events carried to it', async ({
    page,
  }) => {
    const DE = { storefront: 'de', countryCode: 'DE', language: 'de', currency: 'EUR' };
    await page.goto(`/de/checkout/cart?items=${PINK}x1`);
    await hydrated(page);
    await expect(page.locator('input[name="shipping-method"]:checked')).toHaveCount(1);
    await expect.poll(() => names(page, ['product-impressions']), { timeout: 15_000 }).toEqual(['page-view', 'checkout-step']);
    await page.getByRole('link', { name: 'Weiter zur Adresse' }).click();
    await fillAddressStep(
      page,
      { firstName: 'Erika', lastName: 'Mustermann', street0: 'Musterstraße 1', postCode: '10115', city: 'Berlin' },
      { email: 'erika@example.com', telephone: '+49301234567' },
    );
    const beforePayment = (await dataLayer(page)).filter((e) => e.event !== 'product-impressions');
    expect(beforePayment).toEqual([
      { event: 'page-view', pageType: 'checkout-cart', path: '/de/checkout/cart', market: DE, splitTest: true },
      { event: 'checkout-step', step: 1, view: 'cart', splitTest: false },
      { event: 'page-view', pageType: 'checkout-address', path: '/de/checkout/address', market: DE, splitTest: true },
      { event: 'checkout-step', step: 2, view: 'address', splitTest: false },
    ]);
    // The payment step is a page load of its own (decision 070): nothing loaded before runs there.
    const paymentLoad = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await paymentLoad;
    await expect(page.locator('[data-view="payment"][data-payment-loaded]')).toBeAttached({ timeout: 20_000 });
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length)).toBe(0);
    await payWithSepa(page, /SEPA/, /Name des Kontoinhabers/, /Kontonummer \(IBAN\)/, /Bezahlen/);
    await expectSuccess(page);
    const success = new URL(page.url()).pathname;
    // The success page's data layer: the payment step's events first, then its own page view and
    // purchase (a page of its own: its purchase may come before its page view's tracker has loaded).
    await expect.poll(async () => (await names(page, ['product-impressions'])).length).toBe(4);
    const events = (await dataLayer(page)).filter((e) => e.event !== 'product-impressions');
    expect(events.slice(0, 2)).toEqual([
      { event: 'page-view', pageType: 'checkout-payment', path: '/de/checkout/payment', market: DE, splitTest: true },
      { event: 'checkout-step', step: 3, view: 'payment', splitTest: false },
    ]);
    expect(events.slice(2).find((e) => e.event === 'page-view')).toEqual({
      event: 'page-view',
      pageType: 'checkout-success',
      path: success,
      market: DE,
      splitTest: true,
    });
    expect(events.slice(2).find((e) => e.event === 'purchase')).toMatchObject({
      event: 'purchase',
      splitTest: true,
      order: { orderNumber: await page.getByTestId('order-number').textContent(), currency: 'EUR', market: { language: 'de' } },
    });
  });

  test('no page view for an unnamed route (a page that is not found)', async ({ page }) => {
    const response = await page.goto('/uk/no-such-page-anywhere');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    // The tracker loads at idle after hydration: give it time, then nothing was sent; the next
    // page (the error page's link home) is counted, so the tracker was running.
    await page.waitForTimeout(2000);
    expect(await dataLayer(page)).toEqual([]);
    await page.getByRole('main').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/uk$/);
    await expect.poll(() => names(page)).toEqual(['page-view']);
  });
});
