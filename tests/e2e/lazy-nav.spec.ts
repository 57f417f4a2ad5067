// The desktop navigation menu's code loads after hydration (decision 025): a shopper who points at
// or keys into the category bar before it has arrived still gets the dropdown they asked for.
import type { Page, Route } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** Holds back the menu chunk until `release` is called. */
async function holdMenuChunk(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/desktop-nav-menu-[^/]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('desktop navigation before its menu code has loaded', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the category triggers are links that work without the menu code', async ({ page }) => {
    await holdMenuChunk(page);
    await page.goto('/uk');
    await hydrated(page);
    const kids = mainNav(page).getByRole('link', { name: 'Kids', exact: true });
    await expect(kids).not.toHaveAttribute('aria-expanded');
    await kids.click();
    await expect(page).toHaveURL(/\/uk\/kids\/socks$/, { timeout: 20_000 });
  });

  test('a pointer resting on a trigger opens its dropdown once the menu has loaded', async ({ page }) => {
    const release = await holdMenuChunk(page);
    await page.goto('/uk');
    await hydrated(page);
    const adults = mainNav(page).getByRole('link', { name: 'Adults', exact: true });
    await adults.hover();
    release();
    await expect(adults).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).locator('.nav-dropdown')).toBeVisible();
  });

  test('ArrowDown on a focused trigger opens its dropdown and focuses its first link once loaded', async ({ page }) => {
    const release = await holdMenuChunk(page);
    await page.goto('/uk');
    await hydrated(page);
    await mainNav(page).getByRole('link', { name: 'Adults', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    release();
    const adults = mainNav(page).getByRole('link', { name: 'Adults', exact: true });
    await expect(adults).toHaveAttribute('aria-expanded', 'true');
    const dropdown = mainNav(page).locator('.nav-dropdown');
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('link').first()).toBeFocused();
  });
});
