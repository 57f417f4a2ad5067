import type { Page } from '@playwright/test';
import { expect, hydrated, searchCombobox, test } from './fixtures';

/** Suggest requests the page makes from now on, as URLs. */
function suggestRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/catalogue/uk/suggest') urls.push(url);
  });
  return urls;
}

/** Suggestion options (the list's empty state is an option too, without a sku). */
const suggestions = (page: Page) => page.locator('[role="option"][data-sku]');

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
const clickSearch = async (page: Page) => (await dataLayer(page)).filter((e) => e.event === 'click-search');

test.describe('header search box', () => {
  for (const { width, limit } of [
    { width: 1280, limit: '8' },
    { width: 390, limit: '4' },
  ]) {
    test(`asks for ${limit} suggestions from the third character, 500 ms after typing stops (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.clock.install();
      await page.goto('/uk');
      await hydrated(page);
      // The combobox loads at the first touch or focus of the plain field (decision 050).
      const box = await searchCombobox(page);
      // The installed clock follows real time until paused; from here only runFor moves it.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const requests = suggestRequests(page);
      await box.click();
      await box.pressSequentially('st');
      await page.clock.runFor(2000);
      await page.waitForTimeout(200); // real time: let any request surface
      expect(requests).toHaveLength(0);

      await box.pressSequentially('ri');
      // Real time for the keystrokes' effects, which start the debounce timer, to run before the
      // paused clock moves (React runs passive effects in a task after the commit).
      await page.waitForTimeout(200);
      await page.clock.runFor(499);
      await page.waitForTimeout(200);
      expect(requests).toHaveLength(0);
      await page.clock.runFor(1);
      await expect.poll(() => requests.length).toBe(1);
      const url = requests[0];
      expect(url?.searchParams.get('term')).toBe('stri');
      expect(url?.searchParams.get('limit')).toBe(limit);
      expect(url?.searchParams.get('country')).toBe('GB');

      // The answer renders as options (React Query notifies through timers: let the clock run).
      const options = suggestions(page);
      await expect(async () => {
        await page.clock.runFor(100);
        expect(await options.count()).toBeGreaterThan(0);
      }).toPass();
      expect(await options.count()).toBeLessThanOrEqual(Number(limit));
      await page.clock.runFor(2000);
      expect(requests).toHaveLength(1);
    });
  }

  test('ArrowDown and Enter open the highlighted suggestion client-side and track it', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    const box = await searchCombobox(page);
    await box.fill('stri');
    const first = suggestions(page).first();
    await expect(first).toBeVisible();
    const sku = await first.getAttribute('data-sku');
    expect(sku).toBeTruthy();
    await expect(first.locator('img')).toHaveAttribute('loading', 'lazy');

    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('data-focused', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/uk/product/${sku}$`));
    await expect(page.locator('[data-page-type="product"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    expect(await clickSearch(page)).toEqual([
      { event: 'click-search', term: 'stri', productId: sku, type: 'suggestionClick', splitTest: false },
    ]);
    // The box is cleared and closed.
    await expect(box).toHaveValue('');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('a click on a suggestion opens its product page', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await (await searchCombobox(page)).fill('dot');
    const option = suggestions(page).nth(1);
    await expect(option).toBeVisible();
    const sku = await option.getAttribute('data-sku');
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/uk/product/${sku}$`));
    expect(await clickSearch(page)).toEqual([
      { event: 'click-search', term: 'dot', productId: sku, type: 'suggestionClick', splitTest: false },
    ]);
  });

  test('Enter without a highlighted suggestion opens the search results', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    const box = await searchCombobox(page);
    await box.fill('argyle');
    await expect(suggestions(page).first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/uk\/search\?term=argyle$/);
    await expect(page.locator('[data-page-type="search"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    expect(await clickSearch(page)).toEqual([
      { event: 'click-search', term: 'argyle', productId: '', type: 'searchClick', splitTest: false },
    ]);
  });

  test('Enter on an empty box does nothing', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await (await searchCombobox(page)).press('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/uk$/);
    expect(await clickSearch(page)).toEqual([]);
  });

  test('tells the shopper when nothing matches, and says No options before a term', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const box = await searchCombobox(page);
    await box.focus();
    await expect(page.getByRole('listbox')).toContainText('No options');
    await box.fill('qqxzvw');
    await expect(page.getByRole('listbox')).toContainText('No results for “qqxzvw”');
    await expect(suggestions(page)).toHaveCount(0);
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('a failed suggestion request is logged and shows no suggestions', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.route('**/api/catalogue/uk/suggest*', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'upstream', message: 'down' } } }),
    );
    await page.goto('/uk');
    await hydrated(page);
    await (await searchCombobox(page)).fill('stri');
    await expect.poll(() => logged.some((l) => l.includes('Search suggestions failed'))).toBe(true);
    await expect(suggestions(page)).toHaveCount(0);
  });

  test('is left out on checkout and FAQ pages', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('textbox', { name: 'Search' })).toBeVisible();
    for (const path of ['/uk/faq', '/uk/checkout/cart']) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('textbox', { name: 'Search' })).toHaveCount(0);
      await expect(page.getByRole('combobox')).toHaveCount(0);
    }
  });

  test('disappears on a client-side move to the FAQ', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('textbox', { name: 'Search' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/uk\/faq$/);
    await expect(page.getByRole('banner').getByRole('textbox', { name: 'Search' })).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
  });
});

test('on a desktop the combobox loads at the first focus of the field, not at idle', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop() ?? '';
    if (name.startsWith('search-combobox-')) chunks.push(name);
  });
  await page.goto('/uk');
  await hydrated(page);
  for (let i = 0; i < 3; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForTimeout(500);
  expect(chunks).toEqual([]);
  await page.getByRole('textbox', { name: 'Search' }).focus();
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  expect(chunks).toHaveLength(1);
});

test.describe('search box on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('loads the combobox at the first touch, not at idle, and no desktop menu code at all', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      const name = new URL(r.url()).pathname.split('/').pop() ?? '';
      if (/^(search-combobox|desktop-nav-menu)-/.test(name)) chunks.push(name);
    });
    await page.goto('/uk');
    await hydrated(page);
    // Idle time after hydration, when a desktop loads both.
    for (let i = 0; i < 3; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForTimeout(500);
    expect(chunks).toEqual([]);

    await page.getByRole('textbox', { name: 'Search' }).tap();
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await box.pressSequentially('str');
    await expect(box).toHaveValue('str');
    expect(chunks.filter((c) => c.startsWith('desktop-nav-menu'))).toEqual([]);
  });
});

test.describe('search box before the combobox loads', () => {
  test.use({ javaScriptEnabled: false });

  test('is a plain search form that searches without JavaScript', async ({ page }) => {
    await page.goto('/uk');
    await page.getByRole('textbox', { name: 'Search' }).fill('stripe');
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/uk\/search\?term=stripe$/);
    await expect(page.locator('.search-page')).toHaveAttribute('data-total', /\d+/);
  });
});

test.describe('search box while the combobox chunk loads', () => {
  /** Holds the combobox chunk back until the returned function is called. */
  async function holdCombobox(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/search-combobox-*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('keeps the typed text and the focus when the combobox takes over', async ({ page }) => {
    const release = await holdCombobox(page);
    await page.goto('/uk');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'Search' }).fill('str');
    release();
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('str');
  });

  test('does not take the focus back once the shopper has moved on', async ({ page }) => {
    const release = await holdCombobox(page);
    await page.goto('/uk');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'Search' }).focus();
    await page.locator('main').focus();
    release();
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeAttached();
    await expect(page.locator('main')).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Adults', exact: true })).toBeVisible();
  });
});
