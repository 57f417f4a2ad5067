// The cart in a real browser against the embedded cart service: add from a product page, the
// header badge, the basket (quantity, remove, shipping method, discount code, totals), restore
// from `?items=`, a reload keeping the cart, another browser not seeing it, and an in-place
// market switch repricing it.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// kv-seed/catalogue/products.json: NL variants with plenty of stock.
const PINK = 'ARG-COPENHAGEN-AVOCADO-PINK-36-40'; // £13.95, €15.95
const BURGUNDY = 'ARG-BRIGHTON-STRIPE-BURGUNDY-41-46'; // £13.95

const basketLine = (page: Page, sku: string) => page.locator(`.basket-line[data-sku="${sku}"]`);
const total = (page: Page, name: string) => page.locator(`.basket-totals [data-total="${name}"]`);

test.describe('cart', () => {
  test('adds a size from the product page: the badge counts it and the basket shows it', async ({ page }) => {
    await page.goto('/uk/product/ARG-COPENHAGEN-AVOCADO-PINK');
    await hydrated(page);
    await page.getByRole('group', { name: /^Size/ }).locator(`input[value="${PINK}"]`).check();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Added to your (cart|basket)/ })).toBeVisible();
    const badge = page.locator('header .cart-badge').first();
    await expect(badge).toHaveAttribute('data-visible', 'true');
    await expect(badge).toHaveText('1');

    await page.goto('/uk/checkout/cart');
    await hydrated(page);
    await expect(basketLine(page, PINK)).toContainText('36-40');
    await expect(basketLine(page, PINK).getByTestId('line-quantity')).toHaveText('1');
    await expect(total(page, 'products')).toHaveText('£13.95');
    // The first shipping method is chosen for a cart without one.
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
    await expect(total(page, 'shipping')).toHaveText('£3.95');
    await expect(total(page, 'total')).toHaveText('£17.90');
  });

  test('changes quantity, shipping method and discount code, and removes the line', async ({ page }) => {
    await page.goto(`/uk/checkout/cart?items=${PINK}x1`);
    await hydrated(page);
    const line = basketLine(page, PINK);
    await expect(line.getByTestId('line-quantity')).toHaveText('1');

    await line.getByRole('button', { name: `+ 1` }).click();
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    await expect(total(page, 'products')).toHaveText('£27.90');
    await expect(page.locator('header .cart-badge').first()).toHaveText('2');

    await page.getByRole('radio', { name: /Express delivery/ }).check();
    await expect(total(page, 'shipping')).toHaveText('£8.95');
    await expect(total(page, 'total')).toHaveText('£36.85');

    const code = page.getByLabel('Discount code');
    await code.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This discount code is not valid' })).toBeVisible();
    await code.fill('ARGYLE10');
    await code.press('Enter');
    await expect(total(page, 'discount')).toHaveText('−£2.79');
    await expect(total(page, 'total')).toHaveText('£34.06');
    await page
      .locator('.discount-code')
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(total(page, 'discount')).toHaveCount(0);

    // Over £40 standard shipping is free.
    await line.getByRole('button', { name: `+ 1` }).click();
    await line.getByRole('button', { name: `+ 1` }).click();
    await expect(line.getByTestId('line-quantity')).toHaveText('4');
    await page.getByRole('radio', { name: /Standard delivery/ }).check();
    await expect(total(page, 'shipping')).toHaveText(/Free (shipping|delivery)/);
    await expect(page.locator('.free-shipping-bar')).toHaveAttribute('data-reached', 'true');

    await line.getByRole('button', { name: /Remove/ }).click();
    await expect(page.getByRole('heading', { name: /Your (cart|basket) is empty/ })).toBeVisible();
  });

  test('restores a cart from ?items=, skipping entries that are not valid, and keeps it over a reload', async ({ page }) => {
    await page.goto(`/uk/checkout/cart?items=${PINK}x2,${BURGUNDY}x1,ARG-NO-SUCH-SOCK-36-40x1,${PINK}xtwo`);
    await hydrated(page);
    await expect(basketLine(page, PINK).getByTestId('line-quantity')).toHaveText('2');
    await expect(basketLine(page, BURGUNDY).getByTestId('line-quantity')).toHaveText('1');
    await expect(page.locator('.basket-line')).toHaveCount(2);
    // Basket recommendations: at most 8 (the basket widget limit).
    await expect(page.locator('.basket-recommendations__list > li').first()).toBeVisible();
    expect(await page.locator('.basket-recommendations__list > li').count()).toBeLessThanOrEqual(8);

    await page.goto('/uk/checkout/cart');
    await hydrated(page);
    await expect(page.locator('.basket-line')).toHaveCount(2);
    await expect(page.locator('header .cart-badge').first()).toHaveText('3');
  });

  test("another browser does not see this shopper's cart", async ({ page, browser }) => {
    await page.goto(`/uk/checkout/cart?items=${PINK}x1`);
    await hydrated(page);
    await expect(basketLine(page, PINK)).toBeVisible();

    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto('/uk/checkout/cart');
    await hydrated(stranger);
    await expect(stranger.getByRole('heading', { name: /Your (cart|basket) is empty/ })).toBeVisible();
    await expect(stranger.locator('.basket-line')).toHaveCount(0);
    await other.close();
  });

  test('an in-place market switch moves the cart to the new country and reprices it', async ({ page }) => {
    await page.goto(`/eu/checkout/cart?items=${PINK}x1`);
    await hydrated(page);
    await expect(total(page, 'products')).toContainText('€');
    await page.getByTestId('country-switcher-open').click();
    await page.getByTestId('country-switcher').locator('select[name="country"]').selectOption('SE');
    await page
      .getByTestId('country-switcher')
      .getByRole('button', { name: /Change country/ })
      .click();
    await expect(total(page, 'products')).toContainText('kr');
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
    await expect(total(page, 'shipping')).toContainText('89');
  });

  test('the basket works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/uk/checkout/cart?items=${PINK}x1`);
    await hydrated(page);
    await expect(basketLine(page, PINK)).toBeVisible();
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((e) => `${e.tagName}.${e.className}`),
    );
    expect(wide).toEqual([]);
  });
});
