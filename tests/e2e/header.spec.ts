// Header (docs/spec/storefront-shell.md §2.4, §4, §9.5): desktop navigation menu, mobile menu and behaviours.
import type { Page } from '@playwright/test';
import { expect, holdChunk, hydrated, test } from './fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const header = (page: Page) => page.locator('header.site-header');
/** The cart link ('Basket' in the UK translations). */
const CART = /^(Basket|Cart)\b/;

// The category page loads its listing from the local worker, which can be slow on a busy machine.
const PAGE_TIMEOUT = { timeout: 20_000 };

/** The FAQ's page code: held back, a route change to it waits with the header on screen (it used to park the layout and re-run the header's effects; route-change.spec.ts). */
const FAQ_CHUNK = /\/assets\/faq-[^/]+\.js$/;
test.describe.configure({ timeout: 60_000 });

test.describe('desktop header (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('hovering a trigger opens its dropdown after the 200 ms delay; disabled links are hidden, highlighted ones blink', async ({
    page,
  }) => {
    await page.goto('/uk');
    await hydrated(page);
    const trigger = mainNav(page).getByRole('link', { name: 'Adults', exact: true });
    // The menu code loads at idle after hydration and replaces the plain links (decision 025):
    // watch the trigger it renders.
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Time from the first pointer move over the trigger to its dropdown opening.
    await trigger.evaluate((el) => {
      const w = window as unknown as { __enter?: number; __open?: number };
      el.addEventListener('pointermove', () => (w.__enter ??= performance.now()));
      new MutationObserver(() => {
        if (el.getAttribute('aria-expanded') === 'true') w.__open ??= performance.now();
      }).observe(el, { attributes: true });
    });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __enter?: number; __open?: number };
      return (w.__open ?? 0) - (w.__enter ?? 0);
    });
    expect(delay).toBeGreaterThanOrEqual(195);
    const dropdown = mainNav(page).locator('.nav-dropdown');
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByText('Shop by style')).toBeVisible();
    await expect(dropdown.getByRole('link', { name: 'Sneaker socks' })).toBeVisible();
    await expect(dropdown.getByRole('link', { name: /Knee-highs/ })).toHaveCount(0);
    await expect(dropdown.getByRole('link', { name: 'Merino wool' }).locator('.blink-dot')).toBeAttached();
    await expect(dropdown.getByRole('link', { name: 'Black' }).locator('.blink-dot')).toHaveCount(0);
    // Bottom area: cart icon and the newsletter slot; the header's own cart gives way.
    await expect(dropdown.getByRole('link', { name: CART })).toBeVisible();
    await expect(dropdown.locator('[data-newsletter-slot="dropdown"]')).toBeAttached();
    await expect(page.getByRole('link', { name: CART })).toHaveCount(1);
  });

  test('clicking a trigger navigates client-side and marks it active', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await mainNav(page).getByRole('link', { name: 'Kids', exact: true }).click();
    await expect(page).toHaveURL(/\/uk\/kids\/socks$/, PAGE_TIMEOUT);
    await expect(page.locator('[data-page-type="category"]')).toBeVisible(PAGE_TIMEOUT);
    const kids = mainNav(page).getByRole('link', { name: 'Kids', exact: true });
    await expect(kids).toHaveAttribute('data-active', '');
    await expect(kids).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Adults', exact: true })).not.toHaveAttribute('data-active');
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  });

  test('a trigger clicked as the pointer arrives is followed, and its dropdown stays closed while the pointer rests on it', async ({
    page,
  }) => {
    await page.goto('/uk');
    await hydrated(page);
    const kids = mainNav(page).getByRole('link', { name: 'Kids', exact: true });
    // The menu code has loaded.
    await expect(kids).toHaveAttribute('aria-expanded', 'false');
    // Pointer in and pressed at once: before the 200 ms hover delay has passed.
    await kids.click();
    await expect(page.locator('[data-page-type="category"]')).toBeVisible(PAGE_TIMEOUT);
    // Well past the hover delay, the pointer still on the trigger.
    await page.waitForTimeout(1000);
    await expect(kids).toHaveAttribute('aria-expanded', 'false');
    // Leaving and coming back is a hover again.
    await page.mouse.move(5, 400);
    await kids.hover();
    await expect(kids).toHaveAttribute('aria-expanded', 'true');
  });

  test('a category page loaded directly has its trigger active', async ({ page }) => {
    await page.goto('/uk/adults/socks?colours=black');
    await hydrated(page);
    await expect(mainNav(page).getByRole('link', { name: 'Adults', exact: true })).toHaveAttribute('data-active', '');
  });

  test('keyboard only: Tab to a trigger, ArrowDown opens, Escape closes and returns focus, Enter navigates', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const adults = mainNav(page).getByRole('link', { name: 'Adults', exact: true });
    // From the skip link (the first stop) past the top banner's link to the logo (the menu
    // toggle is mobile only).
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('complementary', { name: 'Announcement' }).getByRole('link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Argyle home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(adults).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(adults).toHaveAttribute('aria-expanded', 'true');
    const first = mainNav(page).getByRole('link', { name: 'All adult socks' });
    await expect(first).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Sneaker socks' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(adults).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).locator('.nav-dropdown')).toHaveCount(0);
    await expect(adults).toBeFocused();
    // Arrow keys move between triggers; Enter follows one.
    await page.keyboard.press('ArrowRight');
    const kids = mainNav(page).getByRole('link', { name: 'Kids', exact: true });
    await expect(kids).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: /^All kids/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/uk\/kids\/socks$/, PAGE_TIMEOUT);
    await expect(mainNav(page).locator('.nav-dropdown')).toHaveCount(0);
    await kids.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/uk\/kids\/socks$/, PAGE_TIMEOUT);
    await adults.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/uk\/adults\/socks$/, PAGE_TIMEOUT);
  });

  test('the category triggers give way while the search field is focused', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const adults = mainNav(page).getByRole('link', { name: 'Adults', exact: true });
    await page
      .getByRole('combobox', { name: 'Search' })
      .or(page.getByRole('textbox', { name: 'Search' }))
      .first()
      .focus();
    await expect(adults).toBeHidden();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(adults).toBeVisible();
  });

  test('after a route change that waited for its page code the header is shown at the top, the trigger clicked before not refocused', async ({
    page,
  }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    // A trigger clicked (soon after hydration: maybe before the menu code loaded and carried its focus over).
    const kids = mainNav(page).getByRole('link', { name: 'Kids', exact: true });
    await kids.click();
    await expect(page).toHaveURL(/\/uk\/kids\/socks$/, PAGE_TIMEOUT);
    await expect(kids).toHaveAttribute('aria-expanded', 'false');
    const faq = await holdChunk(page, FAQ_CHUNK);
    // Down to the footer: the header hides.
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true });
    await link.scrollIntoViewIfNeeded();
    await expect(header(page)).toHaveAttribute('data-hidden', 'true');
    await link.click();
    await expect.poll(faq.requested).toBe(true);
    faq.release();
    await expect(page.locator('[data-page-type="faq"]')).toBeVisible(PAGE_TIMEOUT);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header(page)).toHaveAttribute('data-hidden', 'false');
    // The trigger clicked two pages ago does not get focus back as the header is revealed.
    await expect(kids).not.toBeFocused();
  });

  test('the header hides after scrolling down 150 px and shows again on scrolling up', async ({ page }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    await page.evaluate(() => (document.body.style.minHeight = '5000px'));
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header(page)).toHaveAttribute('data-hidden', 'true');
    await expect.poll(async () => (await header(page).boundingBox())?.y ?? 0).toBeLessThan(-10);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header(page)).toHaveAttribute('data-hidden', 'false');
    await expect.poll(async () => (await header(page).boundingBox())?.y ?? -1).toBe(0);
  });

  test('the logo starts expanded and collapses after 4 s', async ({ page }) => {
    // A paused clock from before the page loads: the 4 s count from hydration, whatever the
    // machine's load (a running clock lets real seconds pass between hydration and the test).
    const start = Date.parse('2026-01-05T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto('/uk');
    await hydrated(page);
    const logo = page.getByRole('link', { name: 'Argyle home' });
    await expect(logo).toHaveAttribute('data-collapsed', 'false');
    await page.clock.runFor(3900);
    await expect(logo).toHaveAttribute('data-collapsed', 'false');
    await page.clock.runFor(200);
    await expect(logo).toHaveAttribute('data-collapsed', 'true');
  });

  test('the logo collapses at the first key press', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const logo = page.getByRole('link', { name: 'Argyle home' });
    await expect(logo).toHaveAttribute('data-collapsed', 'false');
    await page.keyboard.press('Shift');
    await expect(logo).toHaveAttribute('data-collapsed', 'true');
  });
});

test.describe('mobile header (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  const toggle = (page: Page) => page.getByRole('button', { name: 'Open menu' });
  const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

  test('shows the toggle, logo, cart and search instead of the category bar', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await expect(toggle(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toHaveAttribute('aria-controls', 'mobile-menu');
    await expect(page.getByRole('link', { name: 'Argyle home' })).toBeVisible();
    await expect(page.getByRole('link', { name: CART })).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
  });

  test('toggle opens the menu; a submenu slides in and back closes it; a link navigates and closes the menu; the scroll lock is removed', async ({
    page,
  }) => {
    await page.goto('/uk');
    await hydrated(page);
    await toggle(page).click();
    const dialog = menu(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('id', 'mobile-menu');
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /.*/);
    // Top padding: header height + 36 px.
    const headerHeight = await header(page).evaluate((el) => el.getBoundingClientRect().height);
    expect(await dialog.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop))).toBe(Math.round(headerHeight) + 36);
    await expect(dialog.locator('[data-newsletter-slot="menu"]')).toBeAttached();

    const opener = dialog.getByRole('button', { name: 'Adults', exact: true });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const submenu = dialog.getByRole('group', { name: 'Adults' });
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole('link', { name: 'Sneaker socks' })).toBeVisible();
    await expect(submenu.getByRole('link', { name: /Knee-highs/ })).toHaveCount(0);
    await expect(submenu.getByRole('link', { name: 'Merino wool' }).locator('.blink-dot')).toBeAttached();
    await submenu.getByRole('button', { name: 'Back' }).click();
    await expect(submenu).toBeHidden();
    await expect(opener).toBeFocused();

    await dialog.getByRole('button', { name: 'Kids', exact: true }).click();
    await dialog
      .getByRole('group', { name: 'Kids' })
      .getByRole('link', { name: /^All kids/ })
      .click();
    await expect(page).toHaveURL(/\/uk\/kids\/socks$/, PAGE_TIMEOUT);
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', /.*/);
    expect(await page.evaluate(() => document.body.style.pointerEvents)).not.toBe('none');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

    // Re-opening starts without a submenu.
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('group')).toHaveCount(0);
    await menu(page).getByRole('link', { name: 'Adults', exact: true }).click();
    await expect(page).toHaveURL(/\/uk\/adults\/socks$/, PAGE_TIMEOUT);
    await expect(menu(page)).toBeHidden();
  });

  // Decision 073: the code of first interactions is fetched at idle, and a tap before it lands
  // opens the control's frame at once.
  const MENU_CHUNK = /\/assets\/mobile-menu-[^/]+\.js$/;
  const DIALOG_CHUNK = /\/assets\/country-switcher-dialog-[^/]+\.js$/;

  test('a tap before the menu code has landed opens its frame at once; the menu fills it when the code lands', async ({ page }) => {
    const chunk = await holdChunk(page, MENU_CHUNK);
    await page.goto('/uk');
    await hydrated(page);
    await toggle(page).tap();
    const frame = page.locator('#mobile-menu.loading-frame');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(chunk.requested(), 'the code was asked for (at idle or at the tap)').toBe(true);
    chunk.release();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Adults', exact: true })).toBeVisible();
    await expect(frame).toHaveCount(0);
  });

  test('after hydration the menu and country dialog code is fetched at idle, before any tap, and is not in the HTML', async ({ page }) => {
    const fetched = (name: RegExp) => page.waitForRequest((request) => name.test(new URL(request.url()).pathname), { timeout: 20_000 });
    const menuCode = fetched(MENU_CHUNK);
    const dialogCode = fetched(DIALOG_CHUNK);
    const html = await (await page.goto('/uk'))?.text();
    expect(html).not.toMatch(/mobile-menu-[\w-]+\.js|country-switcher-dialog-[\w-]+\.js/);
    await hydrated(page);
    // No pointer, focus or key yet: only the idle queue can have asked for them.
    await Promise.all([menuCode, dialogCode]);
    await toggle(page).tap();
    await expect(menu(page)).toBeVisible();
    await expect(page.locator('.loading-frame')).toHaveCount(0);
  });

  test('Escape and the close button close the menu and return focus to the toggle; the market switch fires its event', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', /.*/);

    await toggle(page).click();
    await menu(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(menu(page)).toBeHidden();

    await page.evaluate(() =>
      window.addEventListener('argyle:open-country-switcher', () => ((window as unknown as { __switcher: number }).__switcher = 1)),
    );
    await toggle(page).click();
    await menu(page).getByRole('button', { name: 'Change country' }).click();
    await expect(menu(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __switcher?: number }).__switcher)).toBe(1);
  });
});
