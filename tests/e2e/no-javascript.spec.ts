// The shop with JavaScript turned off (decisions 071, 072): its forms post to the worker and the
// page after the 303 shows the outcome. The newsletter never puts the address in a URL; the cart
// lives in an HttpOnly cookie; the payment step, which needs Adyen's Drop-in, says so.
import { fillAddressStep, PINK } from './checkout-helpers';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('newsletter sign-up without JavaScript: a POST, confirmed, no address in any URL', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  // Its own client address, so reruns stay under the sign-up rate limit.
  const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
  await page.route('**/forms/newsletter', (route) => route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': ip } }));
  const address = `nojs.${Date.now()}@example.com`;
  await page.goto('/uk?utm_source=mail');
  // Back to the page as the browser knew it (its Referer), never with the address.
  const block = page.locator('[data-component="newsletter_block"]');
  await block.getByRole('textbox', { name: 'Your email address' }).fill('not-an-address');
  await block.getByRole('textbox', { name: 'Your email address' }).press('Enter');
  await expect(page).toHaveURL(/\/uk\?utm_source=mail&outcome=newsletter-invalid$/);
  await expect(block.getByText('Please enter a valid email address')).toBeVisible();
  await block.getByRole('textbox', { name: 'Your email address' }).fill(address);
  await block.getByRole('textbox', { name: 'Your email address' }).press('Enter');
  await expect(page).toHaveURL(/\/uk\?utm_source=mail&outcome=newsletter-subscribed$/);
  await expect(block.getByRole('status')).toHaveText('Welcome to the Sock Club!');
  expect(urls.filter((url) => decodeURIComponent(url).includes('@'))).toEqual([]);
});

test('the payment step without JavaScript says plainly that it needs it', async ({ page }) => {
  await page.goto('/uk/checkout/payment');
  await expect(page.getByRole('alert')).toHaveText('Paying needs JavaScript: please turn it on.');
  await expect(page.getByText('Loading…')).toBeHidden();
});

test('the buying path without JavaScript: size, add, basket, quantity, removal, discount code, sign-up, search, filter, address', async ({
  page,
  context,
}) => {
  test.slow();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
  await page.route('**/forms/**', (route) => route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': ip } }));

  // Product: a size radio and "Add to basket", never disabled, post the form.
  await page.goto('/uk/product/ARG-COPENHAGEN-AVOCADO-PINK');
  const add = page.getByRole('button', { name: 'Add to basket' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page).toHaveURL(/\/uk\/product\/ARG-COPENHAGEN-AVOCADO-PINK\?outcome=cart-size-missing$/);
  await expect(page.getByRole('status').filter({ hasText: 'Select your size' })).toBeVisible();
  await page.getByRole('group', { name: /^Size/ }).locator(`input[value="${PINK}"]`).check();
  await add.click();
  await expect(page).toHaveURL(/\?outcome=cart-added$/);
  await expect(page.getByRole('status').filter({ hasText: /Added to your (cart|basket)/ })).toBeVisible();
  // The token is in an HttpOnly cookie, out of every script's reach.
  const cookie = (await context.cookies()).find((c) => c.name === 'argyle_cart_NL');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });

  // Basket: rendered by the server from the cookie, the first shipping method chosen.
  await page.goto('/uk/checkout/cart');
  const line = page.locator(`.basket-line[data-sku="${PINK}"]`);
  await expect(line.getByTestId('line-quantity')).toHaveText('1');
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  await line.getByRole('button', { name: /^\+ 1/ }).click();
  await expect(page).toHaveURL(/\/uk\/checkout\/cart\?outcome=cart-updated$/);
  await expect(line.getByTestId('line-quantity')).toHaveText('2');
  await expect(page.locator('.basket-totals [data-total="products"]')).toHaveText('£27.90');

  // A discount code that does not exist: the spec's refusal, worded for the shopper.
  await page.getByLabel('Discount code').fill('NO-SUCH-CODE');
  await page.getByLabel('Discount code').press('Enter');
  await expect(page).toHaveURL(/\?outcome=cart-refused-DISCOUNT_CODE_NOT_FOUND$/);
  await expect(page.getByRole('alert').filter({ hasText: 'This discount code is not valid' })).toBeVisible();

  await line.getByRole('button', { name: /^Remove/ }).click();
  await expect(page).toHaveURL(/\?outcome=cart-updated$/);
  await expect(page.getByRole('heading', { name: /empty/i })).toBeVisible();

  // Newsletter: a POST, confirmed.
  await page.goto('/uk');
  const signUp = page.locator('[data-component="newsletter_block"]').getByRole('textbox', { name: 'Your email address' });
  await signUp.fill(`nojs.walk.${Date.now()}@example.com`);
  await signUp.press('Enter');
  await expect(page).toHaveURL(/\/uk\?outcome=newsletter-subscribed$/);

  // Search is a GET form; a filter is a URL.
  const search = page.getByRole('search').getByRole('textbox').first();
  await search.fill('socks');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/uk\/search\?term=socks$/);
  await expect(page.locator('.product-card').first()).toBeVisible();
  await page.goto('/uk/adults/socks?colours=black');
  await expect(page.locator('#facet-colours-black')).toBeChecked();
  await expect(page.locator('.product-card').first()).toBeVisible();

  // The address step: checked on the server, the typed values kept, then on to payment.
  await page.goto('/uk/product/ARG-COPENHAGEN-AVOCADO-PINK');
  await page.getByRole('group', { name: /^Size/ }).locator(`input[value="${PINK}"]`).check();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page).toHaveURL(/\?outcome=cart-added$/);
  await page.goto('/uk/checkout/cart');
  await page.getByRole('link', { name: 'Continue to address' }).click();
  await expect(page).toHaveURL(/\/uk\/checkout\/address$/);
  // No postcode: the server refuses the step and keeps what was typed.
  await fillAddressStep(
    page,
    { firstName: 'Ada', lastName: 'Lovelace', street0: '12 Analytical Row', postCode: '', city: 'London' },
    { email: 'ada@example.com', telephone: '+44 20 7946 0000' },
  );
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/uk\/checkout\/address\?outcome=address-invalid$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Please check the following' })).toBeVisible();
  await expect(page.locator('#shipping-postCode')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#shipping-firstName')).toHaveValue('Ada');
  await expect(page.locator('#contact-agreements')).toBeChecked();
  await page.locator('#shipping-postCode').fill('SW1A 1AA');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/uk\/checkout\/payment\?outcome=address-complete$/);
  await expect(page.getByRole('alert')).toHaveText('Paying needs JavaScript: please turn it on.');

  // No e-mail address (the sign-up's, the contact's) in any URL this walk produced.
  expect(urls.filter((url) => decodeURIComponent(url).includes('@'))).toEqual([]);
});
