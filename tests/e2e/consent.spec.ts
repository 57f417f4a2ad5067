// Cookie banner, consent and the tag manager (decision 036). The e2e server has a valid
// tag-manager id on uk, an invalid one on fr and none elsewhere (playwright.config.ts). Every
// request to the tag manager's host is intercepted with page.route, never sent to the network.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated, hydratedAt, recordHydrationMoment, test } from './fixtures';

// A first visit: no stored choice.
test.use({ storedConsent: null });

const TAG_MANAGER = 'https://www.googletagmanager.com/**';

/** Requests to the tag manager's host from now on, each answered with a stand-in script. */
async function tagManagerRequests(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(TAG_MANAGER, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__tagManagerRuns = (window.__tagManagerRuns || 0) + 1;' });
  });
  return requests;
}

/** Every string the page writes to document.cookie (the attributes are not readable back). */
async function recordCookieWrites(page: Page) {
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { __cookieWrites: string[] }).__cookieWrites = writes;
    const property = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      get: () => property.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        property.set!.call(document, value);
      },
    });
  });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies, but make them socks' });

test.describe('cookie banner and tag manager', () => {
  test('a first visit shows the CMS banner after hydration, fixed, moving nothing, and loads no tag manager', async ({ page }) => {
    const requests = await tagManagerRequests(page);
    await recordHydrationMoment(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => shifts.push((e as unknown as { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: true,
      });
    });
    // Cached HTML is the same for everyone: the server never renders the banner.
    const serverHtml = await (await page.request.get('/uk')).text();
    expect(serverHtml).not.toContain('cookie-banner');

    await page.goto('/uk');
    await hydrated(page);
    const header = await page.locator('header').first().boundingBox();
    const shiftsBefore = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.length);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/uk/faq/cookie-policy');
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await page.locator('header').first().boundingBox()).toEqual(header);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.length)).toBe(shiftsBefore);

    // Its code and story were fetched after hydration, not before.
    const hydration = await hydratedAt(page);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      return {
        storyAt: resources.find((e) => e.name.includes('/stories/cookie-banner'))?.startTime ?? -1,
        codeAt: resources.find((e) => /\/consent-ui[-.][^/]*\.js$/.test(e.name))?.startTime ?? -1,
      };
    });
    expect(hydration).toBeGreaterThan(0);
    expect(timing.storyAt).toBeGreaterThan(hydration);
    expect(timing.codeAt).toBeGreaterThan(hydration);

    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
  });

  test('Accept all loads the tag manager exactly once, stores the choice for 180 days, and a reload keeps it', async ({
    page,
    context,
  }) => {
    await recordCookieWrites(page);
    const requests = await tagManagerRequests(page);
    await page.goto('/uk');
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2E0001']);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagManagerRuns?: number }).__tagManagerRuns)).toBe(1);
    expect(await page.evaluate(() => window.dataLayer?.filter((e) => e.event === 'gtm.js').length)).toBe(1);

    const writes = await page.evaluate(() => (window as unknown as { __cookieWrites: string[] }).__cookieWrites);
    expect(writes.filter((w) => w.startsWith('argyle_consent='))).toEqual([
      // http here, so no Secure (the unit test covers https).
      'argyle_consent=necessary.functional.analytics.marketing; path=/; max-age=15552000; samesite=lax',
    ]);
    const cookie = (await context.cookies()).find((c) => c.name === 'argyle_consent');
    expect(cookie).toMatchObject({ value: 'necessary.functional.analytics.marketing', sameSite: 'Lax', path: '/' });
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 15_552_000))).toBeLessThan(120);

    await page.reload();
    await hydrated(page);
    // One tag manager per page view, and no banner again.
    await expect.poll(() => requests.length).toBe(2);
    await page.waitForTimeout(1000);
    await expect(banner(page)).toHaveCount(0);
    expect(requests).toHaveLength(2);
  });

  test('Only necessary, chosen with the keyboard, loads no tag manager, hands focus to the page, and survives a reload', async ({
    page,
  }) => {
    const requests = await tagManagerRequests(page);
    await page.goto('/uk');
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    // Right after the skip link in the tab order.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const reject = banner(page).getByRole('button', { name: 'Only necessary' });
    for (let i = 0; i < 5 && !(await reject.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(reject).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();

    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1500);
    await expect(banner(page)).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('the footer opens the settings: a labelled modal dialog; Escape closes it and returns focus; a saved choice loads the tag manager', async ({
    page,
    context,
  }) => {
    const requests = await tagManagerRequests(page);
    await page.goto('/uk');
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Only necessary' }).click();

    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await opener.click();
    const settings = page.getByRole('dialog', { name: 'Your cookie settings' });
    await expect(settings).toBeVisible();
    await expect(settings.getByRole('checkbox', { name: 'Strictly necessary' })).toBeChecked();
    await expect(settings.getByRole('checkbox', { name: 'Strictly necessary' })).toBeDisabled();
    await expect(settings.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(opener).toBeFocused();
    expect(requests).toEqual([]);

    await opener.click();
    await settings.getByRole('checkbox', { name: 'Analytics' }).check();
    await settings.getByRole('button', { name: 'Save my choices' }).click();
    await expect(settings).toBeHidden();
    await expect.poll(() => requests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2E0001']);
    expect((await context.cookies()).find((c) => c.name === 'argyle_consent')?.value).toBe('necessary.analytics');
  });

  test('with an invalid id, consent loads no tag manager and the console says why', async ({ page }) => {
    const requests = await tagManagerRequests(page);
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto('/fr');
    await hydrated(page);
    await page.getByRole('region', { name: 'Des cookies, version chaussettes' }).getByRole('button', { name: 'Tout accepter' }).click();
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
    expect(messages).toContain(
      'Tag manager not loaded: the configured id "gtm-e2e-invalid" does not match GTM- followed by upper-case letters or digits',
    );
  });

  test('a storefront without an id loads no tag manager even with consent; its banner speaks its language', async ({ page }) => {
    const requests = await tagManagerRequests(page);
    await page.goto('/de');
    await hydrated(page);
    const german = page.getByRole('region', { name: 'Cookies? Gern, aber mit Socken' });
    await expect(german.getByRole('link', { name: 'Cookie-Richtlinie' })).toHaveAttribute('href', '/de/faq/cookie-policy');
    await german.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
  });

  test('the banner and the settings dialog pass axe (WCAG 2.1 AA)', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    const check = async (selector: string) =>
      (
        await new AxeBuilder({ page }).setLegacyMode(true).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
      ).violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
    expect(await check('.cookie-banner')).toEqual([]);
    await banner(page).getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Your cookie settings' })).toBeVisible();
    expect(await check('.cookie-settings')).toEqual([]);
  });
});
