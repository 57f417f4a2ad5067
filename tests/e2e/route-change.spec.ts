// A client-side route change keeps the layout (decision 043): while the next
// page's code or data is on its way, the header and footer stay as they are (the same nodes, on
// screen), the shopper's focus stays on the link they followed, and the page they are on stays
// until the next one is ready to take its place. The page code or data is held back so that the
// wait is long enough to see what happens during it.
import type { Page } from '@playwright/test';
import { expect, holdChunk, hydrated, test } from './fixtures';

const PAGE_TIMEOUT = { timeout: 20_000 };

/**
 * Watches the document from now (focus on the link to follow) until `stop()`, after every DOM change and every frame, and
 * says what went wrong so far (`problems()`, `stop()`): the header replaced, detached or hidden, the page shown
 * (`from`) gone or an error page in its place before the next one (`to`) is there, focus on
 * `<body>` before the next page is there.
 */
async function watchRouteChange(page: Page, pages: { from: string; to: string }) {
  await page.evaluate(({ from, to }) => {
    const header = document.querySelector('header.site-header');
    const problems = new Set<string>();
    const check = () => {
      const current = document.querySelector('header.site-header');
      if (current && current !== header) problems.add('the header was replaced');
      if (!header?.isConnected) problems.add('the header left the document');
      else if (!header.checkVisibility()) problems.add('the header was hidden');
      if (document.querySelector('main .error-page')) problems.add('an error page was shown');
      if (document.querySelector(to)) return;
      if (!document.querySelector(from)?.checkVisibility()) problems.add('the page left before the next one was ready');
      if (document.activeElement === document.body || !document.activeElement) problems.add('focus fell to <body>');
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, attributes: true });
    let frame = requestAnimationFrame(function each() {
      check();
      frame = requestAnimationFrame(each);
    });
    (window as unknown as { __watch: (stop: boolean) => string[] }).__watch = (stop) => {
      check();
      if (stop) {
        observer.disconnect();
        cancelAnimationFrame(frame);
      }
      return [...problems];
    };
  }, pages);
  const read = (stop: boolean) =>
    page.evaluate((stop) => (window as unknown as { __watch: (stop: boolean) => string[] }).__watch(stop), stop);
  return { problems: () => read(false), stop: () => read(true) };
}

/** Two frames: whatever the route change renders while waiting has been painted. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const isFocused = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el === document.activeElement);

test.describe('a route change waiting for the next page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('from a listing to a product page whose code is not loaded: the listing, the header and focus on the card stay', async ({
    page,
  }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    const code = await holdChunk(page, /\/assets\/product-[^/]+\.js$/);
    const card = page.locator('.product-grid .product-card').first();
    const sku = await card.getAttribute('data-sku');
    const link = `.product-grid .product-card[data-sku="${sku}"] a`;
    const productData = page.waitForResponse((r) => r.url().includes(`/api/catalogue/uk/product/${sku}`));
    await page.locator(link).focus();
    const watch = await watchRouteChange(page, { from: '[data-page-type="category"]', to: '[data-page-type="product"]' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/uk/product/${sku}$`));
    // The product's data is in: only its code is missing now.
    await productData;
    await expect.poll(code.requested).toBe(true);
    await twoFrames(page);
    expect(await watch.problems()).toEqual([]);
    await expect(page.locator('[data-page-type="category"]')).toBeVisible();
    expect(await isFocused(page, link)).toBe(true);
    code.release();
    await expect(page.locator('[data-page-type="product"]')).toBeVisible(PAGE_TIMEOUT);
    expect(await watch.stop()).toEqual([]);
  });

  test('from a listing to the FAQ whose code is not loaded: the footer link followed keeps focus throughout', async ({ page }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    const code = await holdChunk(page, /\/assets\/faq-[^/]+\.js$/);
    const faqStory = page.waitForResponse((r) => r.url().includes('/api/content/uk/stories/faq'));
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true });
    await link.focus();
    const watch = await watchRouteChange(page, { from: '[data-page-type="category"]', to: '[data-page-type="faq"]' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/uk\/faq$/);
    await faqStory;
    await expect.poll(code.requested).toBe(true);
    await twoFrames(page);
    expect(await watch.problems()).toEqual([]);
    await expect(page.locator('[data-page-type="category"]')).toBeVisible();
    await expect(link).toBeFocused();
    code.release();
    await expect(page.locator('[data-page-type="faq"]')).toBeVisible(PAGE_TIMEOUT);
    expect(await watch.stop()).toEqual([]);
    await expect(link).toBeFocused();
  });

  test('from one listing to another whose story is still loading: the first listing stays until the second is ready', async ({ page }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Kids', exact: true });
    // The menu code has loaded (its trigger carries aria-expanded): the link stays the same node.
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Held like a chunk: the request for the next listing's story.
    const story = await holdChunk(page, /\/api\/content\/uk\/stories\/categories\/kids\/socks/);
    await trigger.focus();
    const watch = await watchRouteChange(page, {
      from: '[data-story="uk/categories/adults/socks"]',
      to: '[data-story="uk/categories/kids/socks"]',
    });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/uk\/kids\/socks$/);
    await expect.poll(story.requested).toBe(true);
    await twoFrames(page);
    expect(await watch.problems()).toEqual([]);
    await expect(page.locator('[data-story="uk/categories/adults/socks"]')).toBeVisible();
    await expect(trigger).toBeFocused();
    story.release();
    await expect(page.locator('[data-story="uk/categories/kids/socks"]')).toBeVisible(PAGE_TIMEOUT);
    expect(await watch.stop()).toEqual([]);
    await expect(trigger).toBeFocused();
  });
});

test.describe('after a route change', () => {
  test('a followed card leaves with its page: focus starts at the new page, and the page is announced by its title', async ({ page }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    const announcer = page.locator('#route-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveText('');
    const card = page.locator('.product-grid .product-card').first();
    const name = (await card.locator('a').first().innerText()).split('\n')[0] ?? '';
    expect(name).not.toBe('');
    await card.locator('a').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-page-type="product"]')).toBeVisible(PAGE_TIMEOUT);
    await expect(page.locator('main')).toBeFocused();
    await expect.poll(() => page.title()).toContain(name);
    await expect(announcer).toHaveText(await page.title());
    // The next Tab goes on from the new page's start, not from the top of the document.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
  });

  test('a followed header link stays: it keeps focus, and the page is still announced', async ({ page }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Kids', exact: true });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-story="uk/categories/kids/socks"]')).toBeVisible(PAGE_TIMEOUT);
    await expect(page).toHaveTitle(/^Kids/);
    await expect(page.locator('#route-announcer')).toHaveText(await page.title());
    await expect(trigger).toBeFocused();
  });
});
