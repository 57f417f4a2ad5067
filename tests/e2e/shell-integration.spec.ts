import { expect, hydrated, test } from './fixtures';

test.describe('shell pieces working together', () => {
  test('the mobile menu’s change-country button opens the country switcher', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/uk');
    await hydrated(page);
    await page.locator('.menu-toggle').click();
    await page
      .locator('.mobile-menu')
      .getByRole('button', { name: /country/i })
      .click();
    await expect(page.getByTestId('country-switcher')).toHaveAttribute('open', '');
    await expect(page.getByTestId('country-switcher').locator('select')).toBeVisible();
  });

  test('the desktop dropdown and the mobile menu hold a newsletter sign-up', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/uk');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Adults' }).hover();
    await expect(page.locator('[data-newsletter-form="dropdown"] input[type="email"]')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.locator('.menu-toggle').click();
    await expect(page.locator('[data-newsletter-form="menu"] input[type="email"]')).toBeVisible();
  });
});
