import { expect, hydrated, test } from './fixtures';

test.describe('first load and hydration', () => {
  test('a storefront homepage renders on the server and hydrates without errors', async ({ page }) => {
    const response = await page.goto('/uk');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('shipping-destination')).toContainText('United Kingdom (GBP)');
  });

  test('loads a page type’s code only when it is needed', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/uk');
    await hydrated(page);
    expect(scripts.some((s) => /\/catch-all-/.test(s))).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Adults', exact: true }).click();
    await expect(page).toHaveURL(/\/uk\/adults\/socks$/);
    await expect.poll(() => scripts.some((s) => /\/catch-all-/.test(s))).toBe(true);
  });
});

test.describe('static assets', () => {
  test('hashed client assets are cached for a year as immutable; build files are not public', async ({ page, request }) => {
    await page.goto('/uk');
    const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
    const css = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute('href');
    for (const path of [script, css]) {
      const res = await request.get(path ?? '');
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  });
});

test.describe('client-side navigation', () => {
  test('moves between page types without a full page load', async ({ page }) => {
    await page.goto('/de');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Kinder', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/kids\/socks$/);
    await expect(page.locator('[data-page-type="category"]')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Häufige Fragen' }).click();
    await expect(page).toHaveURL(/\/de\/faq$/);
    await expect(page.locator('[data-page-type="faq"]')).toBeVisible();
    await page.getByRole('link', { name: 'Warenkorb' }).click();
    await expect(page.locator('[data-page-type="checkout-cart"]')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/de\/faq$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('scrolls to the top on a route change', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 400 });
    await page.goto('/uk');
    await hydrated(page);
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1500);
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/uk\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('updates the document title for the new page', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/uk\/faq$/);
    await expect(page).toHaveTitle(/Argyle/);
    await expect(page).not.toHaveTitle(/Colourful organic cotton socks/);
  });
});

test.describe('error page', () => {
  test('a reserved path shows the error page with header, footer and a way back', async ({ page }) => {
    const response = await page.goto('/uk/undefined');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    const error = page.locator('.error-page');
    await expect(error).toHaveAttribute('data-status', '404');
    await expect(error.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await error.getByRole('link', { name: 'Back to the homepage' }).click();
    await expect(page).toHaveURL(/\/uk$/);
    await expect(page.locator('[data-page-type="homepage"]')).toBeVisible();
  });

  test('navigating client-side to an unknown checkout step shows the error page', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await page.evaluate(() => window.history.pushState({}, '', '/uk/checkout/nowhere'));
    await page.goBack();
    await page.goForward();
    await expect(page.locator('.error-page')).toHaveAttribute('data-status', '404');
  });
});

test.describe('geo redirect from /', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'DE' } });

  test('a visitor from Germany lands on the German storefront', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });
});

test.describe('new build detection', () => {
  test('after a new build is published, the next navigation is a full page load', async ({ page }) => {
    await page.clock.install();
    await page.goto('/uk');
    await hydrated(page);
    await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: 'newer-build', timestamp: Date.now() } }));
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.clock.runFor('05:01');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/uk\/faq$/);
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  });
});

test.describe('route prefetch', () => {
  test('hovering a link preloads its page code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/uk');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).hover();
    await expect.poll(() => scripts.some((s) => /\/faq-/.test(s))).toBe(true);
  });

  test('does not prefetch when the shopper saves data', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
    });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/uk');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).hover();
    await page.waitForTimeout(500);
    expect(scripts.some((s) => /\/faq-/.test(s))).toBe(false);
  });
});
