// Audience segments in a real browser (decision 038): a utm landing finds its segment
// from the CMS, keeps it for the session, shows the segment's popup (a modal dialog with the
// newsletter sign-up) once, hides the regular newsletter where the segment says so, and puts the
// segment's upsell on the basket. Requests off this server are blocked.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PINK } from './checkout-helpers';
import { expect, hydrated, test } from './fixtures';

type Entry = Record<string, unknown> & { event: string };

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Entry[]);
const names = async (page: Page) => (await dataLayer(page)).map((e) => e.event);
const popup = (page: Page) => page.getByRole('dialog', { name: 'Unwrap 10% off your gifts' });

const GIFT_GUIDE = { segmentId: 'gift-guide', popupIdentifier: 'gift-guide-popup-2026' };
const GIFT_LANDING = '/uk/adults/socks?utm_source=instagram&utm_medium=social&utm_campaign=xmas-2026';

/**
 * Moves the page's paused clock on in small steps until `done`, with real time between them for
 * the network (more of it on a busy machine), so little page time passes meanwhile.
 */
async function stepUntil(page: Page, done: () => Promise<boolean>, limitMs: number, stepMs = 10) {
  for (let spent = 0; spent < limitMs; spent += stepMs) {
    if (await done()) return;
    await page.clock.runFor(stepMs);
    await page.waitForTimeout(150);
  }
  throw new Error(`not done within ${limitMs} ms of page time`);
}

/**
 * Waits until the page view's segment work has decided (the segment code marks <html>), so that
 * "no popup" means none is coming, not that it has not come yet.
 */
async function segmentsDone(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-segments-done', '', { timeout: 15_000 });
}

/** Lands from the gift-guide link and waits for its popup. */
async function landWithPopup(page: Page) {
  await page.goto(GIFT_LANDING);
  await hydrated(page);
  await expect(popup(page)).toBeVisible({ timeout: 15_000 });
  return popup(page);
}

test.beforeEach(async ({ page }) => {
  await page.context().route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
});

test.describe('segments', () => {
  test('a listing from a gift-guide link: page view, the popup’s view and close, then the impressions in one batch after scrolling', async ({
    page,
  }) => {
    test.slow(); // several page loads on a shared 2-core machine
    // The page's clock stands still from the start and moves only in small steps, so the
    // impressions' 500 ms cannot pass before the popup has shown: the order is exact.
    // Paused a second ahead of now (a fixed date would lie in the past once that day has come).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(GIFT_LANDING, { waitUntil: 'commit' });
    await stepUntil(page, async () => (await page.locator('html[data-hydrated="true"]').count()) > 0, 2000);
    await stepUntil(page, () => popup(page).isVisible(), 450);
    expect(await names(page)).toEqual(['page-view', 'segment-popup']);
    const [view, shown] = await dataLayer(page);
    expect(view).toMatchObject({ event: 'page-view', pageType: 'category', path: '/uk/adults/socks' });
    expect(shown).toEqual({ event: 'segment-popup', action: 'view', ...GIFT_GUIDE, splitTest: false });

    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
    const end = await page.evaluate(() => document.querySelector('.product-grid')!.getBoundingClientRect().bottom + scrollY);
    for (let y = 0; y <= end; y += 300) {
      await page.evaluate((top) => scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(300);
    await page.clock.runFor(600);
    await expect.poll(() => names(page)).toEqual(['page-view', 'segment-popup', 'segment-popup', 'product-impressions']);
    const entries = await dataLayer(page);
    expect(entries[2]).toEqual({ event: 'segment-popup', action: 'close', ...GIFT_GUIDE, splitTest: false });
    const cards = await page.locator('.product-grid .product-card').count();
    expect((entries[3]?.products as unknown[]).length).toBe(cards);
    await page.clock.runFor(2000);
    expect(await names(page)).toEqual(['page-view', 'segment-popup', 'segment-popup', 'product-impressions']);
  });

  test('the segment holds on the next page without utm; a closed popup does not come back in the session', async ({ page }) => {
    test.slow(); // several page loads on a shared 2-core machine
    await landWithPopup(page);
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('utm') ?? '{}'))).toEqual({
      source: 'instagram',
      medium: 'social',
      campaign: 'xmas-2026',
    });

    // A page opened anew, no utm in its address: the session's segment still counts (the
    // upsell shows on the basket), and the popup it closed stays closed.
    await page.goto(`/uk/checkout/cart?items=${PINK}x1`);
    await hydrated(page);
    const upsell = page.locator('.basket-recommendations--basket-upsell');
    await expect(upsell).toBeVisible({ timeout: 15_000 });
    await expect(upsell.locator('[data-upsell="gift-guide"]')).toContainText('save 10% with your Sock Club code');
    await expect(upsell.locator('.product-card').first()).toBeVisible();
    // Its cards report impressions under their own list name.
    await upsell.locator('.product-card').first().scrollIntoViewIfNeeded();
    await expect
      .poll(
        async () =>
          (await dataLayer(page)).some((e) => (e.products as { list: string }[] | undefined)?.some((p) => p.list === 'basket-upsell')),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await page.goto('/uk/kids/socks');
    await hydrated(page);
    await segmentsDone(page);
    await expect(popup(page)).toHaveCount(0);
    expect((await names(page)).filter((n) => n === 'segment-popup')).toEqual([]);
  });

  test('the popup is a labelled modal: focus inside, Tab never reaches the page behind, Escape closes it; axe finds nothing', async ({
    page,
  }) => {
    test.slow(); // several page loads on a shared 2-core machine
    const dialog = await landWithPopup(page);
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Unwrap 10% off your gifts');
    await expect(dialog.getByRole('img', { name: 'Gift boxes and socks under a string of festive lights' })).toBeVisible();
    const image = dialog.locator('img.segment-popup__image--desktop');
    expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['1200', '800']);
    await expect(dialog.getByRole('textbox')).toBeFocused();
    // Tab and Shift+Tab go round the dialog's controls (past the last one, the browser's own UI
    // takes focus, as with any native modal): never to the page behind.
    const places: string[] = [];
    for (const key of [...Array(6).fill('Tab'), ...Array(6).fill('Shift+Tab')] as string[]) {
      await page.keyboard.press(key);
      places.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'outside the page';
          return active.closest('dialog.segment-popup') ? `dialog ${active.tagName.toLowerCase()}` : `page ${active.tagName.toLowerCase()}`;
        }),
      );
    }
    expect(places.filter((p) => p.startsWith('page '))).toEqual([]);
    expect(places.filter((p) => p.startsWith('dialog ')).length).toBeGreaterThanOrEqual(8);
    expect(new Set(places)).toContain('dialog a');
    expect(new Set(places)).toContain('dialog button');
    const results = await new AxeBuilder({ page }).include('dialog.segment-popup').setLegacyMode(true).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('on a phone the popup shows the mobile image with its own alt text', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/uk?utm_campaign=creator-collab-2026');
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Welcome, friend of the feed!' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('img', { name: 'A pair of colourful argyle socks' })).toBeVisible();
    await expect(dialog.locator('img.segment-popup__image--desktop')).toBeHidden();
  });

  test('submitting the popup subscribes: the newsletter event names the popup, the success text shows, and it never shows again', async ({
    page,
  }) => {
    test.slow(); // several page loads on a shared 2-core machine
    const dialog = await landWithPopup(page);
    // The shop's own validation first.
    await dialog.getByRole('button', { name: 'Get my code' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    const email = `popup-${Date.now()}@example.com`;
    await dialog.getByRole('textbox').fill(email);
    await dialog.getByRole('button', { name: 'Get my code' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your code is on its way. Check your inbox!');
    expect((await dataLayer(page)).filter((e) => e.event !== 'product-impressions').slice(1)).toEqual([
      { event: 'segment-popup', action: 'view', ...GIFT_GUIDE, splitTest: false },
      {
        event: 'newsletter',
        eventLabel: 'success',
        email,
        signupSource: 'gift-guide-popup-2026',
        identifier: 'regular-newsletter',
        splitTest: false,
      },
      { event: 'segment-popup', action: 'submit', ...GIFT_GUIDE, splitTest: false },
    ]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('newsletterInteraction') ?? '{}').type)).toBe('registered');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await names(page)).filter((n) => n === 'segment-popup')).toHaveLength(2);

    // A new session (a new tab of the same browser) from the same link: subscribed, no popup.
    const next = await page.context().newPage();
    await next.goto(GIFT_LANDING);
    await hydrated(next);
    await segmentsDone(next);
    await expect(popup(next)).toHaveCount(0);
  });

  test('a failed sign-up shows the popup’s error text and keeps the form', async ({ page }) => {
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'upstream_unavailable', message: 'x' } } }),
    );
    const dialog = await landWithPopup(page);
    await dialog.getByRole('textbox').fill('fails@example.com');
    await dialog.getByRole('button', { name: 'Get my code' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(dialog.getByRole('textbox')).toBeVisible();
    expect((await dataLayer(page)).find((e) => e.event === 'newsletter')).toMatchObject({
      eventLabel: 'fail',
      signupSource: 'gift-guide-popup-2026',
    });
  });

  test('a subscriber’s landing (utm_medium=email) gets no popup, nor does has_subscribed', async ({ page }) => {
    test.slow(); // several page loads on a shared 2-core machine
    await page.goto('/uk/adults/socks?utm_medium=email&utm_campaign=xmas-2026');
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('newsletterInteraction')), { timeout: 10_000 }).not.toBeNull();
    await segmentsDone(page);
    await expect(popup(page)).toHaveCount(0);

    const other = await page.context().browser()!.newContext();
    const second = await other.newPage();
    await second.context().addCookies([{ name: 'argyle_consent', value: 'necessary', url: page.url() }]);
    await second.goto(page.url().replace(/\?.*$/, '?utm_campaign=xmas-2026&has_subscribed=1'));
    await hydrated(second);
    await segmentsDone(second);
    await expect(popup(second)).toHaveCount(0);
    await other.close();
  });

  test('a newsletter-readers landing hides the newsletter without moving the page, and later pages hide it from the first paint', async ({
    page,
  }) => {
    test.slow(); // several page loads on a shared 2-core machine
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/uk?utm_source=newsletter&utm_campaign=newsletter-weekly');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-hide-newsletter', '', { timeout: 10_000 });
    await expect(page.locator('.cms-newsletter')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    // The header's sign-up prompt (the desktop dropdown's) is gone too.
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Adults', exact: true });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.nav-dropdown')).toBeVisible();
    await expect(page.locator('[data-newsletter-slot="dropdown"]')).toBeAttached();
    await expect(page.locator('[data-newsletter-slot="dropdown"]')).toBeHidden();

    // A later page, loaded anew: hidden before the body is parsed.
    await page.goto('/uk/happy-news', { waitUntil: 'commit' });
    await page.waitForSelector('.cms-newsletter', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hide-newsletter'))).toBe(true);
    await expect(page.locator('.cms-newsletter')).toBeHidden();
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });

  test('without a segment the homepage keeps its newsletter and the basket has no upsell', async ({ page }) => {
    test.slow(); // several page loads on a shared 2-core machine
    await page.goto('/uk?utm_campaign=winter-socks');
    await hydrated(page);
    await expect(page.locator('.cms-newsletter')).toBeVisible();
    await page.goto(`/uk/checkout/cart?items=${PINK}x1`);
    await hydrated(page);
    await expect(page.locator('.basket-recommendations--basket .product-card').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.basket-recommendations--basket-upsell')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hide-newsletter'))).toBe(false);
  });

  test('with the content service down the page works, without a popup', async ({ page }) => {
    await page.route('**/api/content/*/segments*', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'upstream_unavailable', message: 'down' } } }),
    );
    await page.goto(GIFT_LANDING);
    await hydrated(page);
    await segmentsDone(page);
    await expect(popup(page)).toHaveCount(0);
    await page.locator('.product-grid .product-card a').first().click();
    await expect(page.locator('[data-page-type="product"]')).toBeVisible({ timeout: 15_000 });
  });

  test.describe('before the cookie choice', () => {
    test.use({ storedConsent: null });

    test('the popup waits for the cookie banner to be answered', async ({ page }) => {
      test.slow(); // several page loads on a shared 2-core machine
      const segmentsRead = page.waitForResponse((r) => /\/api\/content\/uk\/segments/.test(r.url()));
      await page.goto(GIFT_LANDING);
      await hydrated(page);
      const banner = page.getByRole('button', { name: 'Only necessary' });
      await expect(banner).toBeVisible({ timeout: 15_000 });
      // The segment is known (its content read) and the popup is due, but waits for the choice.
      await segmentsRead;
      await page.waitForTimeout(1500);
      await expect(popup(page)).toHaveCount(0);
      await expect(page.locator('html')).not.toHaveAttribute('data-segments-done');
      await banner.click();
      await expect(popup(page)).toBeVisible({ timeout: 15_000 });
    });
  });
});
