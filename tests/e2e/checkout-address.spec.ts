// The checkout's address step in a real browser: from a filled basket to the payment
// step with the keyboard alone, errors shown at their fields and in a focused summary, typed
// values kept over a reload, IE without a postcode, a US region we cannot ship to refused, and
// a phone-width form without horizontal scrolling. Requests off this server are blocked, so the
// tests behave alike with or without internet.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// kv-seed/catalogue/products.json: variants with plenty of stock in the NL and the US warehouse.
const PINK = 'ARG-COPENHAGEN-AVOCADO-PINK-36-40';
const US_BLUE = 'ARG-COPENHAGEN-AVOCADO-BLUE-UP-36-40';

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.abort(),
  );
});

/** A basket with one pair (restored from ?items=), then on to the address step. */
async function toAddressStep(page: Page, storefront: string, sku = PINK) {
  await page.goto(`/${storefront}/checkout/cart?items=${sku}x1`);
  await hydrated(page);
  await page.getByRole('link', { name: 'Continue to address' }).click();
  await expect(page).toHaveURL(new RegExp(`/${storefront}/checkout/address$`));
  await expect(page.locator('#shipping-firstName')).toBeEditable();
}

async function fillShipping(page: Page, values: { postCode?: string; region?: string } = {}) {
  await page.locator('#shipping-firstName').fill('Ada');
  await page.locator('#shipping-lastName').fill('Lovelace');
  await page.locator('#shipping-street0').fill('12 Analytical Row');
  if (values.postCode !== undefined) await page.locator('#shipping-postCode').fill(values.postCode);
  await page.locator('#shipping-city').fill('Springfield');
  if (values.region) await page.locator('#shipping-region').selectOption({ label: values.region });
}

async function fillContact(page: Page) {
  await page.locator('#contact-email').fill('ada@example.com');
  await page.locator('#contact-telephone').fill('+1 555 0100');
  await page.locator('#contact-agreements').check();
}

const stepsNav = (page: Page) => page.getByRole('navigation', { name: 'Checkout' });

test.describe('checkout address step', () => {
  test('is completed with the keyboard alone and opens the payment step', async ({ page }) => {
    await page.goto(`/uk/checkout/cart?items=${PINK}x1`);
    await hydrated(page);
    // The payment step is not reachable yet: no link.
    await expect(stepsNav(page).getByRole('link', { name: /Payment/ })).toHaveCount(0);
    const next = page.getByRole('link', { name: 'Continue to address' });
    await expect(next).toBeVisible();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/uk\/checkout\/address$/);

    // Tab order follows the form: every field is reached and labelled.
    const first = page.getByLabel('First name');
    await expect(first).toHaveAttribute('autocomplete', 'shipping given-name');
    await first.focus();
    for (const [label, text, autocomplete] of [
      ['First name', 'Ada', 'shipping given-name'],
      ['Surname', 'Lovelace', 'shipping family-name'],
      ['Street', '12 Analytical Row', 'shipping address-line1'],
      ['Flat, floor, etc.', 'Flat 2', 'shipping address-line2'],
      ['Postcode', 'LS1 4AP', 'shipping postal-code'],
      ['Town/city', 'Leeds', 'shipping address-level2'],
    ] as const) {
      await expect(page.getByLabel(label)).toBeFocused();
      await expect(page.getByLabel(label)).toHaveAttribute('autocomplete', autocomplete);
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    const county = page.getByLabel('County');
    await expect(county).toBeFocused();
    await expect(county).toHaveAttribute('autocomplete', 'shipping address-level1');
    await page.keyboard.type('West Yorkshire');
    await expect(county).toHaveValue('West Yorkshire');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Use my delivery address for billing')).toBeFocused();
    await expect(page.getByLabel('Use my delivery address for billing')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Phone number')).toHaveAttribute('autocomplete', 'tel');
    await page.keyboard.type('0113 496 0000');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /newsletter/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/uk\/checkout\/payment$/);
    await expect(stepsNav(page).getByRole('link', { name: /2\. Address/ })).toHaveAccessibleName(/^2\. Address\s*completed$/);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('argyle_checkout_uk_gb') ?? 'null'));
    expect(stored).toMatchObject({
      completed: ['cart', 'address'],
      information: {
        useShippingForBilling: true,
        address: {
          shipping: { firstName: 'Ada', street1: 'Flat 2', postCode: 'LS1 4AP', city: 'Leeds', region: 'West Yorkshire', country: 'GB' },
          billing: { firstName: 'Ada', city: 'Leeds', country: 'GB' },
        },
        contact: { email: 'ada@example.com', telephone: '0113 496 0000', agreements: true, newsletterSubscription: false },
      },
    });

    // Back to the address: what was sent shows again; changing it removes the step, so the
    // payment step waits until the address is sent again.
    await stepsNav(page)
      .getByRole('link', { name: /2\. Address/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Town/city')).toHaveValue('Leeds');
    await expect(stepsNav(page).getByRole('link', { name: /3\. Payment/ })).toBeVisible();
    await page.getByLabel('Town/city').focus();
    await page.keyboard.type('!');
    await expect(stepsNav(page).getByRole('link', { name: /3\. Payment/ })).toHaveCount(0);
  });

  test('an empty submit shows each error at its field and focuses the summary, at phone width without horizontal scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await toAddressStep(page, 'uk');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'Please check the following' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('listitem')).toHaveCount(8);
    const first = page.locator('#shipping-firstName');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('Please fill in First name');
    await expect(page.locator('#contact-agreements')).toHaveAccessibleDescription(
      'Please accept the terms and conditions and the privacy policy to continue',
    );
    // Optional fields are never in error.
    await expect(page.locator('#shipping-street1')).not.toHaveAttribute('aria-invalid');
    await expect(page).toHaveURL(/\/uk\/checkout\/address$/);

    // A summary entry takes the shopper to its field; fixing it clears that error.
    await summary.getByRole('link', { name: 'Please fill in Town/city' }).press('Enter');
    await expect(page.locator('#shipping-city')).toBeFocused();
    await page.keyboard.type('Leeds');
    await expect(page.locator('#shipping-city')).not.toHaveAttribute('aria-invalid');
    await expect(summary.getByRole('listitem')).toHaveCount(7);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });

  test('keeps what the shopper typed over a reload; continue shopping and start over', async ({ page }) => {
    await page.goto('/uk/adults/socks');
    await hydrated(page);
    await toAddressStep(page, 'uk');
    await page.locator('#shipping-firstName').fill('Grace');
    await page.locator('#contact-email').fill('grace@example.com');
    await page.getByLabel('Use my delivery address for billing').uncheck();
    await page.locator('#billing-city').fill('Bath');
    await page.reload();
    await hydrated(page);
    await expect(page.locator('#shipping-firstName')).toHaveValue('Grace');
    await expect(page.locator('#contact-email')).toHaveValue('grace@example.com');
    await expect(page.getByLabel('Use my delivery address for billing')).not.toBeChecked();
    await expect(page.locator('#billing-city')).toHaveValue('Bath');
    await expect(page.locator('#billing-city')).toHaveAttribute('autocomplete', 'billing address-level2');

    // The way back is the last listing page; starting over forgets the checkout and opens the cart.
    await expect(stepsNav(page).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/uk/adults/socks');
    await stepsNav(page).getByRole('button', { name: 'Start checkout again' }).click();
    await expect(page).toHaveURL(/\/uk\/checkout\/cart$/);
    expect(await page.evaluate(() => sessionStorage.getItem('argyle_checkout_uk_gb'))).toBeNull();
  });

  test('accepts an Irish address without a postcode', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'argyle_country', value: 'IE', url: baseURL ?? '' }]);
    await toAddressStep(page, 'eu');
    await expect(page.locator('.address-country')).toContainText('Ireland');
    await expect(page.locator('label[for="shipping-postCode"]')).toContainText('(Optional)');
    await fillShipping(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/eu\/checkout\/payment$/);
  });

  test('refuses a US region we cannot ship to, naming it, and goes on with a state we ship to', async ({ page }) => {
    await toAddressStep(page, 'us', US_BLUE);
    await fillShipping(page, { postCode: '62704', region: 'Guam' });
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const region = page.locator('#shipping-region');
    await expect(region).toHaveAttribute('aria-invalid', 'true');
    await expect(region).toHaveAccessibleDescription('Unfortunately we can’t ship to Guam yet.');
    await expect(page.getByRole('alert')).toContainText('Unfortunately we can’t ship to Guam yet.');
    await expect(page).toHaveURL(/\/us\/checkout\/address$/);

    await region.selectOption({ label: 'Illinois' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/us\/checkout\/payment$/);
  });
});
