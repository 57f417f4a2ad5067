// Shell: top banner, footer, country switcher (market switching) and the bouncing-balls canvas.
import type { Page } from '@playwright/test';
import { catalogueCountriesOfNextListing, expect, hydrated, test } from './fixtures';

const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

async function openSwitcher(page: Page) {
  await page.getByRole('contentinfo').getByTestId('country-switcher-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('top banner', () => {
  test('shows the GB message on /uk as a marquee linking to the shipping page', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const banner = page.getByTestId('top-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-message-key', 'GB');
    await expect(banner).toContainText('Free UK delivery');
    const message = (await banner.textContent()) ?? '';
    await expect(banner).toHaveAttribute('data-duration', String(Math.max(message.length / 7, 10)));
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/uk/shipping');
    await expect(banner).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    const animation = await banner.locator('.top-banner__track').evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe('top-banner-marquee');
  });

  test('uses the us link and colour on /us', async ({ page }) => {
    await page.goto('/us');
    const banner = page.getByTestId('top-banner');
    await expect(banner).toHaveAttribute('data-message-key', 'US');
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/us/faq/shipping');
    await expect(banner).toHaveCSS('background-color', 'rgb(31, 42, 68)');
  });

  test('hides once scrolled 40 px without moving the page, and comes back at the top', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 700 });
    await page.goto('/uk');
    await hydrated(page);
    const banner = page.getByTestId('top-banner');
    const header = page.locator('.site-header');
    const before = await banner.boundingBox();
    const mainTop = await page.locator('main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 39));
    await expect(banner).toHaveAttribute('data-hidden', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(banner).toHaveAttribute('data-hidden', 'true');
    await expect(banner).toBeHidden();
    expect(await page.locator('main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBe(mainTop);
    await expect(header).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())?.height).toBe(before?.height);
  });

  test('is not shown on checkout', async ({ page }) => {
    await page.goto('/uk/checkout/cart');
    await hydrated(page);
    await expect(page.locator('[data-page-type="checkout-cart"]')).toBeVisible();
    await expect(page.getByTestId('top-banner')).toHaveCount(0);
  });

  test('does not animate under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/uk');
    const animation = await page.locator('.top-banner__track').evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe('none');
  });
});

test.describe('footer', () => {
  test('renders both blocks, social links and bottom bar; external links open in a new tab', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'About Argyle' })).toBeVisible();
    await expect(footer.getByText('© 2026 Argyle Socks B.V.')).toBeVisible();

    const faq = footer.getByRole('link', { name: 'FAQ', exact: true });
    await expect(faq).toHaveAttribute('href', '/uk/faq');
    await expect(faq).not.toHaveAttribute('target', /.*/);
    for (const name of ['Track your order', 'Careers', 'Privacy policy', 'Terms & conditions']) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    for (const network of ['Instagram', 'Facebook', 'TikTok', 'Pinterest']) {
      const link = footer.getByRole('link', { name: `Argyle on ${network}` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer.locator('canvas')).toHaveAttribute('aria-hidden', 'true');
  });

  test('the bouncing balls run only while visible', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const balls = page.getByTestId('bouncing-balls');
    await expect(balls).toHaveAttribute('data-running', 'false');
    await balls.scrollIntoViewIfNeeded();
    await expect(balls).toHaveAttribute('data-running', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(balls).toHaveAttribute('data-running', 'false');
  });

  test('the bouncing balls pause while the tab is hidden and carry on when it is shown', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const balls = page.getByTestId('bouncing-balls');
    await balls.scrollIntoViewIfNeeded();
    await expect(balls).toHaveAttribute('data-running', 'true');
    // Headless Chromium never hides its tab: switch document.hidden as the browser would.
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await expect(balls).toHaveAttribute('data-running', 'false');
    await setHidden(false);
    await expect(balls).toHaveAttribute('data-running', 'true');
  });

  test('the bouncing balls draw a still frame and never run under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/uk');
    await hydrated(page);
    const balls = page.getByTestId('bouncing-balls');
    await balls.scrollIntoViewIfNeeded();
    await expect(balls).toHaveAttribute('data-still', 'true');
    await page.waitForTimeout(300);
    await expect(balls).toHaveAttribute('data-running', 'false');
  });
});

test.describe('country switcher', () => {
  test('opens from the footer with the keyboard; Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const opener = page.getByRole('contentinfo').getByTestId('country-switcher-open');
    await expect(opener).toContainText('United Kingdom (GBP)');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose your country' });
    await expect(dialog).toBeVisible();
    // The shippingDestination label ('Delivering to' in en-GB).
    await expect(dialog.getByTestId('country-switcher-current')).toContainText(/Delivering to|Shipping to/);
    await expect(dialog.getByTestId('country-switcher-current')).toContainText('United Kingdom');
    await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    await expect(dialog.getByRole('option')).toHaveCount(33);
    // Focus is inside the modal dialog.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('switches /eu from Sweden to Denmark in place: DKK, cookie set, no reload', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'argyle_country', value: 'SE', url: baseURL ?? '' }]);
    await page.goto('/eu');
    await hydrated(page);
    const opener = page.getByRole('contentinfo').getByTestId('country-switcher-open');
    await expect(opener).toContainText('Sweden (SEK)');
    await markPage(page);
    const dialog = await openSwitcher(page);
    await dialog.getByRole('combobox', { name: 'Country' }).selectOption('DK');
    await expect(dialog).toContainText('Prices and shipping options will be updated for Denmark.');
    await dialog.getByRole('button', { name: 'Change country' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toContainText('Denmark (DKK)');
    await expect(page.getByTestId('shipping-destination')).toContainText('DKK');
    await expect(page).toHaveURL(/\/eu$/);
    expect(await samePage(page)).toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'argyle_country');
    expect(cookie?.value).toBe('DK');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 179 * 24 * 3600);

    // The next page's data is loaded for Denmark only: the route loaders follow the switch.
    const countries = await catalogueCountriesOfNextListing(page);
    expect(countries.length).toBeGreaterThan(0);
    expect(new Set(countries)).toEqual(new Set(['DK']));
  });

  test('switching from /uk to Germany loads the de storefront on the same route', async ({ page, context }) => {
    await page.goto('/uk/faq');
    await hydrated(page);
    await markPage(page);
    const dialog = await openSwitcher(page);
    await dialog.getByRole('combobox', { name: 'Country' }).selectOption('DE');
    await dialog.getByRole('button', { name: 'Change country' }).click();
    await expect(page).toHaveURL(/\/de\/faq$/);
    await hydrated(page);
    expect(await samePage(page)).toBe(false);
    expect((await context.cookies()).find((c) => c.name === 'argyle_country')?.value).toBe('DE');
    await expect(page.getByRole('contentinfo').getByTestId('country-switcher-open')).toContainText('Deutschland (EUR)');
  });

  test('switching to Australia leaves for the external site', async ({ page }) => {
    await page.route('https://argyle.com.au/**', (route) => route.fulfill({ body: 'external', contentType: 'text/plain' }));
    await page.goto('/uk');
    await hydrated(page);
    const dialog = await openSwitcher(page);
    await dialog.getByRole('combobox', { name: 'Country' }).selectOption('AU');
    await dialog.getByRole('button', { name: 'Change country' }).click();
    await expect(page).toHaveURL(/^https:\/\/argyle\.com\.au\/?$/);
    await expect(page.locator('body')).toHaveText('external');
  });
});
