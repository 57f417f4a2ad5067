import { expect, hydrated, test } from './fixtures';

test.describe('third-party scripts', () => {
  test('the us storefront loads the audio accessibility script after it is interactive', async ({ page }) => {
    const loaded: string[] = [];
    await page.route('https://wsmcdn.audioeye.com/**', (route) => {
      loaded.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: 'window.__accessibilityLoaded = true;' });
    });
    await page.goto('/us');
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __accessibilityLoaded?: boolean }).__accessibilityLoaded))
      .toBe(true);
    expect(loaded).toEqual(['https://wsmcdn.audioeye.com/aem.js']);
    // It was added by the client, not parsed from the server's HTML.
    expect(await page.locator('script#argyle-accessibility[async]').count()).toBe(1);
  });

  test('no other storefront loads it', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('audioeye') && requests.push(r.url()));
    await page.goto('/uk');
    await hydrated(page);
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
  });
});
