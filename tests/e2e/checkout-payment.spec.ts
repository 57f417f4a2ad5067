// The payment step and the success page in a real browser against the embedded commerce backend
// and its embedded Adyen test provider, every request off this machine aborted: a basket to an
// order in DE (tax), FR (no tax) and CH (francs), with SEPA Direct Debit typed into the Drop-in,
// Klarna through the provider's hosted page (approve, or refuse and pay again), and reloads on the
// payment step and the success page (the purchase event goes out once).
import type { Page } from '@playwright/test';
import { expectSuccess, payWithSepa, PINK } from './checkout-helpers';
import { expect, hydrated, test } from './fixtures';

const address = (country: string, postCode: string, city: string) => ({
  street0: 'Musterstraße 1',
  street1: '',
  firstName: 'Erika',
  lastName: 'Mustermann',
  postCode,
  city,
  country,
  region: '',
});

/** Blocks the internet; seeds the address step's result (its UI is another helper's slice) and fills the basket. */
async function seedCheckout(
  page: Page,
  storefront: string,
  country: string,
  postCode: string,
  city: string,
  newsletterSubscription = false,
) {
  await page.context().route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  const state = {
    completed: ['cart', 'address'],
    information: {
      address: { shipping: address(country, postCode, city), billing: address(country, postCode, city) },
      useShippingForBilling: true,
      contact: { email: 'erika@example.com', telephone: '+49301234567', agreements: true, newsletterSubscription },
    },
    orderSession: null,
  };
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      sessionStorage.setItem(key as string, value as string);
    },
    [`argyle_checkout_${storefront}_${country.toLowerCase()}`, JSON.stringify(state)],
  );
  // A basket with a shipping method (the basket picks the first one).
  await page.goto(`/${storefront}/checkout/cart?items=${PINK}x2`);
  await expect(page.locator(`.basket-line[data-sku="${PINK}"]`)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('input[name="shipping-method"]:checked')).toHaveCount(1);
}

/** A seeded checkout on its payment step, the Drop-in loaded. */
async function prepare(page: Page, storefront: string, country: string, postCode: string, city: string, newsletterSubscription = false) {
  await seedCheckout(page, storefront, country, postCode, city, newsletterSubscription);
  await page.goto(`/${storefront}/checkout/payment`);
  await expect(page.locator('[data-view="payment"][data-payment-loaded]')).toBeAttached({ timeout: 20_000 });
}

const purchases = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'purchase') as Array<{ order: Record<string, unknown> }>);

/** Klarna in the Drop-in redirects to the provider's hosted page, where the shopper decides. */
async function payWithKlarna(page: Page, decision: 'Approve' | 'Refuse') {
  const dropIn = page.getByTestId('drop-in');
  await dropIn.getByText('Klarna').first().click();
  await dropIn.getByRole('button', { name: /Klarna/ }).click();
  await expect(page).toHaveURL(/\/api\/test-provider\//);
  await page.getByRole('button', { name: decision }).click();
}

test.describe('checkout payment', () => {
  test('DE: SEPA in the Drop-in pays; the success page shows the order with VAT; the purchase event goes out once, even on reload', async ({
    page,
  }) => {
    await prepare(page, 'de', 'DE', '10115', 'Berlin');
    await expect(page.locator('.order-summary')).toContainText('Berlin');
    await expect(page.getByTestId('order-tax')).toBeVisible();
    await payWithSepa(page, /SEPA/, /Name des Kontoinhabers/, /Kontonummer \(IBAN\)/, /Bezahlen/);
    await expectSuccess(page);
    await expect(page.getByTestId('payment-method')).toHaveText('SEPA Direct Debit');
    await expect(page.getByTestId('order-tax')).toBeVisible();
    const [event, ...more] = await purchases(page);
    expect(more).toEqual([]);
    expect(event?.order).toMatchObject({
      orderNumber: await page.getByTestId('order-number').textContent(),
      currency: 'EUR',
      market: { language: 'de' },
      contact: { email: 'erika@example.com', firstName: 'Erika', lastName: 'Mustermann', telephone: '+49301234567' },
      payment: { method: 'sepadirectdebit' },
      address: { shipping: { street0: 'Musterstraße 1', street1: '', city: 'Berlin', postCode: '10115', country: 'DE' } },
    });
    // Cart and checkout are reset once the order is confirmed.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('argyle_checkout_de_de'))).toBeNull();

    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(String(event?.order.orderNumber));
    expect(await purchases(page)).toEqual([]);
  });

  test('FR: no tax line; a reload on the payment step keeps the order session; SEPA pays; the opted-in contact is signed up', async ({
    page,
  }) => {
    await prepare(page, 'fr', 'FR', '75001', 'Paris', true);
    const stored = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('argyle_checkout_fr_fr') ?? '{}').orderSession?.order?.id as string);
    const orderId = await stored();
    expect(orderId).toBeTruthy();
    await expect(page.getByTestId('order-tax')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-view="payment"][data-payment-loaded]')).toBeAttached({ timeout: 20_000 });
    expect(await stored()).toBe(orderId);
    const signUp = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/newsletter' && r.method() === 'POST');
    await payWithSepa(page, /SEPA/, /Nom du titulaire/, /Numéro de compte \(IBAN\)/, /Payer/);
    await expectSuccess(page);
    expect((await signUp).postDataJSON()).toEqual({ store: 'fr', email: 'erika@example.com', countryCode: 'FR', checkout: true });
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'newsletter').map((e) => e.signupSource)))
      .toEqual(['checkout']);
    expect(page.url()).toContain(`/checkout/success/${orderId}`);
    await expect(page.getByTestId('order-tax')).toHaveCount(0);
    await expect(page.getByTestId('order-total')).toContainText('€');
    expect(await purchases(page)).toHaveLength(1);
  });

  test('CH: Klarna goes to the hosted page, Approve comes back with redirectResult and lands on success in francs', async ({ page }) => {
    await prepare(page, 'ch', 'CH', '8001', 'Zürich');
    await payWithKlarna(page, 'Approve');
    await expectSuccess(page);
    expect(page.url()).not.toContain('redirectResult');
    await expect(page.getByTestId('payment-method')).toHaveText('Klarna');
    await expect(page.getByTestId('order-total')).toContainText('CHF');
    expect(await purchases(page)).toHaveLength(1);
  });

  test('UK: from an empty basket through the product page, the typed address step and Klarna to an order in pounds', async ({ page }) => {
    await page.context().route(
      (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    await page.goto('/uk/product/ARG-COPENHAGEN-AVOCADO-PINK');
    await hydrated(page);
    await page.getByRole('group', { name: /^Size/ }).locator(`input[value="${PINK}"]`).check();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.locator('header .cart-badge').first()).toHaveText('1');
    await page.goto('/uk/checkout/cart');
    await hydrated(page);
    await expect(page.locator('input[name="shipping-method"]:checked')).toHaveCount(1);
    await page.getByRole('link', { name: 'Continue to address' }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Surname').fill('Lovelace');
    await page.getByLabel('Street').fill('12 Analytical Row');
    await page.getByLabel('Postcode').fill('LS1 4AP');
    await page.getByLabel('Town/city').fill('Leeds');
    await page.locator('#contact-email').fill('ada@example.com');
    await page.locator('#contact-telephone').fill('+44 113 496 0000');
    await page.locator('#contact-agreements').check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/uk\/checkout\/payment/);
    await expect(page.locator('[data-view="payment"][data-payment-loaded]')).toBeAttached({ timeout: 20_000 });
    await expect(page.locator('.order-summary')).toContainText('Leeds');
    await payWithKlarna(page, 'Approve');
    await expectSuccess(page);
    await expect(page.getByTestId('order-total')).toContainText('£');
    const [event, ...more] = await purchases(page);
    expect(more).toEqual([]);
    expect(event?.order).toMatchObject({
      currency: 'GBP',
      payment: { method: 'klarna' },
      address: { shipping: { city: 'Leeds', country: 'GB' } },
    });
    // The cart is gone once the order is confirmed: the header badge is empty again.
    await expect(page.locator('header .cart-badge').first()).not.toHaveAttribute('data-visible', 'true');
  });

  test('DE: a shop that takes no payments says so in German, and the basket is kept', async ({ page }) => {
    // This server takes test payments; the answer of one that takes none (503 payments_unavailable,
    // tests/worker/production-defaults.test.ts) is played to the browser here.
    await page.route(
      (url) => url.pathname.startsWith('/api/checkout/'),
      (route) =>
        route.fulfill({
          status: 503,
          json: {
            error: { code: 'payments_unavailable', message: 'Payments are not available in this shop at the moment. Your basket is kept.' },
          },
        }),
    );
    await seedCheckout(page, 'de', 'DE', '10115', 'Berlin');
    await page.goto('/de/checkout/payment');
    await expect(page.getByTestId('payment-error')).toContainText(
      'Wir können gerade keine Zahlungen annehmen. Dein Warenkorb bleibt gespeichert',
    );
    await expect(page.getByTestId('drop-in')).toHaveCount(0);
    await page.goto('/de/checkout/cart');
    await expect(page.locator(`.basket-line[data-sku="${PINK}"]`)).toBeVisible();
  });

  test('DE: Klarna refused on the hosted page shows the reason; paying again with SEPA succeeds', async ({ page }) => {
    await prepare(page, 'de', 'DE', '80331', 'München');
    await payWithKlarna(page, 'Refuse');
    await expect(page).toHaveURL(/\/de\/checkout\/payment\?country=DE$/);
    await expect(page.getByTestId('payment-error')).toContainText('Deine Zahlung war nicht erfolgreich (Refused)');
    await expect(page.locator('[data-view="payment"][data-payment-loaded]')).toBeAttached({ timeout: 20_000 });
    await payWithSepa(page, /SEPA/, /Name des Kontoinhabers/, /Kontonummer \(IBAN\)/, /Bezahlen/);
    await expectSuccess(page);
    await expect(page.getByTestId('payment-method')).toHaveText('SEPA Direct Debit');
  });

  test('DE: picking a method in the Drop-in records it on the order session (PATCH), with the server’s amount', async ({ page }) => {
    await prepare(page, 'de', 'DE', '10115', 'Berlin');
    const patched = page.waitForResponse(
      (r) =>
        r.request().method() === 'PATCH' &&
        r.url().includes('/api/checkout/order-session/') &&
        /"klarna"/.test(r.request().postData() ?? ''),
    );
    await page.getByTestId('drop-in').getByText('Klarna').first().click();
    const response = await patched;
    expect(response.request().postDataJSON()).toEqual({ paymentMethod: { type: 'klarna' } });
    expect(response.status()).toBe(200);
    const { orderSession } = (await response.json()) as {
      orderSession: { order: { payment: { method: string }; priceTotal: number }; paymentSession: { amount: { value: number } } };
    };
    expect(orderSession.order.payment.method).toBe('klarna');
    expect(orderSession.paymentSession.amount.value).toBe(orderSession.order.priceTotal);
  });
});
