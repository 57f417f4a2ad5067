// Steps of the checkout that several specs share: the basket's test variant, paying with SEPA
// Direct Debit in the Drop-in of the embedded test provider, and arriving on the success page.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// kv-seed/catalogue/products.json: NL variants with plenty of stock.
export const PINK = 'ARG-COPENHAGEN-AVOCADO-PINK-36-40';
const IBAN = 'DE87123456781234567890'; // Adyen's documented SEPA test IBAN

/** Chooses SEPA in the Drop-in, fills owner and IBAN (labels in the page's language) and pays. */
export async function payWithSepa(page: Page, method: RegExp, owner: RegExp, iban: RegExp, pay: RegExp) {
  const dropIn = page.getByTestId('drop-in');
  await dropIn.getByText(method).first().click();
  await dropIn.getByLabel(owner).fill('Erika Mustermann');
  await dropIn.getByLabel(iban).fill(IBAN);
  await dropIn.getByRole('button', { name: pay }).click();
}

export async function expectSuccess(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/success\/[^/?]+/, { timeout: 20_000 });
  await expect(page.getByTestId('order-number')).toHaveText(/\S+/);
}

/** Fills the address step's shipping address and contact (by field id, any language) and agrees. */
export async function fillAddressStep(
  page: Page,
  shipping: Record<'firstName' | 'lastName' | 'street0' | 'postCode' | 'city', string>,
  contact: { email: string; telephone: string },
) {
  for (const [field, value] of Object.entries(shipping)) await page.locator(`#shipping-${field}`).fill(value);
  await page.locator('#contact-email').fill(contact.email);
  await page.locator('#contact-telephone').fill(contact.telephone);
  await page.locator('#contact-agreements').check();
}
