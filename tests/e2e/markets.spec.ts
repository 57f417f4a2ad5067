// Market switching as a shopper meets it (spec shell 4, decision 015): the geo switch on
// arrival, an explicit choice that it never overrides, and the configured external addresses.
import type { Page } from '@playwright/test';
import { catalogueCountriesOfNextListing, expect, hydrated, test } from './fixtures';

const opener = (page: Page) => page.getByRole('contentinfo').getByTestId('country-switcher-open');
const countryCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'argyle_country');

test.describe('a shopper in Sweden', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'SE' } });

  test('arriving on /uk/faq is switched once to the same page on /eu, priced in SEK', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    await page.goto('/uk/faq?ref=mail');
    // The switch follows hydration, which takes a while on a loaded machine.
    await page.waitForURL(/\/eu\/faq\?ref=mail$/, { timeout: 45_000 });
    await hydrated(page);
    await expect(opener(page)).toContainText('Sweden (SEK)');
    // No loop: the /eu page is where a Swedish shopper belongs.
    await page.waitForTimeout(1000);
    expect(documents).toEqual(['/uk/faq', '/eu/faq']);
    // Geo is no choice: nothing is written to the country cookie.
    expect(await countryCookie(page)).toBeUndefined();
  });

  test('with an explicit choice of the United Kingdom stays on /uk', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'argyle_country', value: 'GB', url: baseURL ?? '' }]);
    await page.goto('/uk/faq');
    await hydrated(page);
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/uk\/faq$/);
    await expect(opener(page)).toContainText('United Kingdom (GBP)');
    // The dialog still offers Sweden.
    await opener(page).click();
    await expect(page.getByTestId('country-switcher-suggestion')).toContainText('Sweden');
  });
});

test.describe('a shopper in New Zealand', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'NZ' } });

  test('arriving on /uk leaves for the configured New Zealand site', async ({ page }) => {
    await page.route('https://argyle.co.nz/**', (route) => route.fulfill({ body: 'nz', contentType: 'text/plain' }));
    await page.goto('/uk');
    await page.waitForURL(/^https:\/\/argyle\.co\.nz\/?$/, { timeout: 45_000 });
  });
});

test.describe('a page served without the geo market (as from a shared cache)', () => {
  // No geo header the worker can use, but the geo cookie from an earlier page says Denmark.
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'XX' } });

  test('switches /eu to Denmark in place after hydration: DKK, same page, loaders follow', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'argyle_geo', value: 'DK', url: baseURL ?? '' }]);
    await page.goto('/eu');
    await hydrated(page);
    await expect(opener(page)).toContainText('Denmark (DKK)');
    await expect(page.getByTestId('shipping-destination')).toContainText('DKK');
    await expect(page).toHaveURL(/\/eu$/);
    expect(await countryCookie(page)).toBeUndefined();
    const countries = await catalogueCountriesOfNextListing(page);
    expect(countries.length).toBeGreaterThan(0);
    expect(new Set(countries)).toEqual(new Set(['DK']));
  });
});

test.describe('country switcher', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'GB' } });

  test('leaves for the external address the deployment configures (from /api/country-code)', async ({ page }) => {
    await page.route('**/api/country-code?country-code=au*', (route) =>
      route.fulfill({
        json: {
          countryCode: 'AU',
          supported: false,
          storefrontCode: null,
          external: { url: 'https://au.configured.example' },
          market: null,
        },
      }),
    );
    await page.route('https://au.configured.example/**', (route) => route.fulfill({ body: 'configured', contentType: 'text/plain' }));
    await page.goto('/uk');
    await hydrated(page);
    await opener(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Country' }).selectOption('AU');
    await dialog.getByRole('button', { name: 'Change country' }).click();
    await expect(page).toHaveURL(/^https:\/\/au\.configured\.example\/?$/);
  });
});
