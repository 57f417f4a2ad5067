// Product page in a real browser: hydration from the server's data, choosing a size with the
// keyboard, add to cart (the cart answers, the page stays, the bubble shows), linked
// colours navigating client-side, gallery images, and the size guide dialog.
import { readFileSync } from 'node:fs';
import { apiCalls, expect, hydrated, test } from './fixtures';

interface SeedProduct {
  sku: string;
  name: string;
  ageGroup: string;
  linkedProducts: string[];
  variants: Array<{ sku: string; stock: { nl: number } }>;
}

// The gallery's photos come from the local image service (decision 068), not the stored stand-in.
test.use({ realImages: true });

const catalogue = JSON.parse(readFileSync('kv-seed/catalogue/products.json', 'utf8')) as SeedProduct[];
const bySku = new Map(catalogue.map((p) => [p.sku, p]));
const nl = (p: SeedProduct) => p.variants.filter((v) => !v.sku.includes('-UP'));
const inStock = (p: SeedProduct | undefined) => !!p && nl(p).length >= 2 && nl(p).every((v) => v.stock.nl > 10);

/** An adult product sold from the NL warehouse with every size in stock, and a linked colour like it. */
const product = catalogue.find((p) => p.ageGroup === 'adults' && inStock(p) && p.linkedProducts.some((s) => inStock(bySku.get(s))));
if (!product) throw new Error('no suitable product in kv-seed/catalogue/products.json');
const linked = bySku.get(product.linkedProducts.find((s) => inStock(bySku.get(s))) ?? '') as SeedProduct;
const path = `/uk/product/${product.sku}`;

test.describe('product page', () => {
  test('hydrates from the server’s data without asking the API again', async ({ page }) => {
    const calls = apiCalls(page);
    await page.goto(path);
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  });

  test('a size is chosen with the keyboard; add to cart puts that size in the cart and stays', async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const add = page.getByRole('button', { name: 'Add to basket' });
    await expect(add).toBeDisabled();

    const sizes = page.getByRole('group', { name: /^Size/ }).getByRole('radio');
    await expect(sizes).toHaveCount(nl(product).length);
    await sizes.first().focus();
    await page.keyboard.press('Space');
    await expect(sizes.first()).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(sizes.nth(1)).toBeChecked();
    await expect(sizes.first()).not.toBeChecked();
    await expect(add).toBeEnabled();

    const cartCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/cart' && r.method() === 'PUT');
    await add.click();
    const request = await cartCall;
    const variant = await sizes.nth(1).getAttribute('value');
    expect(request.postDataJSON()).toEqual({ products: [{ id: variant, quantity: 1, increment: true }] });
    await expect(page.getByRole('status').filter({ hasText: /Added to your (cart|basket)/ })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });

  test('a linked colour opens that product client-side', async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.locator(`a.linked-colour[data-sku="${linked.sku}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/uk/product/${linked.sku}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(linked.name);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    // The new product starts without a chosen size.
    await expect(page.getByRole('button', { name: 'Add to basket' })).toBeDisabled();
  });

  test('gallery images load', async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const images = page.locator('.gallery__image');
    const count = await images.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const image = images.nth(i);
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('alt', /\S/);
      // A real photo: naturalWidth (CSS pixels of the chosen srcset width) is the slot's width, not one pixel.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(1);
    }
  });

  test('the size guide opens from the keyboard and closes with Escape', async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const open = page.getByRole('button', { name: 'Size guide' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-component="size_guide"] table')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an unknown product shows the not-found page', async ({ page }) => {
    const res = await page.goto('/uk/product/ARG-DOES-NOT-EXIST');
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('.error-page[data-status="404"]')).toBeVisible();
  });
});
