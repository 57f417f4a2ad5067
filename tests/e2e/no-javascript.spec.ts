// The shop with JavaScript turned off (decision 071): its forms post to the worker and the page
// after the 303 shows the outcome. The newsletter never puts the address in a URL; the payment
// step, which needs Adyen's Drop-in, says so.
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
