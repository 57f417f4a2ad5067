import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../contract/api-error';
import type { CheckoutInformation } from '../../../markets';
import type { OrderSession } from './payment-api';
import { withDefaults } from '../../i18n';
import { isPaid, messageOf, paymentFailureNotice, refusalMessage, sessionMatches, shopWords } from './use-payment-step';

/** A translate function that shows which key it was asked for. */
const t = (key: string) => `t:${key}`;

/** The CMS translations as seeded (kv-seed/content/datasources/translations.json). */
const SEEDED_TRANSLATIONS = JSON.parse(
  readFileSync(new URL('../../../kv-seed/content/datasources/translations.json', import.meta.url), 'utf8'),
) as Array<{ name: string; value: string; dimension_values?: Record<string, string> }>;

describe('payment step messages (docs/spec/commerce-core.md §8)', () => {
  it('shows a tax error with to_zip as zip and to_state as state', () => {
    const error = new ApiError(422, 'TAX_JAR_ERROR', 'to_zip 99999 is not used within to_state CA');
    expect(messageOf(error, t)).toEqual({ code: 'TAX_JAR_ERROR', message: 'zip 99999 is not used within state CA' });
  });

  it('shows other order errors with the server message and keeps the code', () => {
    expect(messageOf(new ApiError(400, 'MISSING_SHIPPING_OPTION_ERROR', 'No shipment line found in order'), t)).toEqual({
      code: 'MISSING_SHIPPING_OPTION_ERROR',
      message: 'No shipment line found in order',
    });
  });

  it("says in the shopper's language that the shop takes no payments (503 payments_unavailable)", () => {
    const error = new ApiError(503, 'payments_unavailable', 'Payments are not available in this shop at the moment. Your basket is kept.');
    expect(messageOf(error, t)).toEqual({ code: 'payments_unavailable', message: 't:paymentsUnavailable' });
  });
  it.each(['default', 'en-GB', 'de-DE', 'nl-NL', 'fr-FR'])(
    "shows Apple Pay's refusal codes in the shop's language (docs/spec/commerce-core.md §8 codes): %s",
    (locale) => {
      const dictionary = withDefaults(
        Object.fromEntries(SEEDED_TRANSLATIONS.map((e) => [e.name, (locale !== 'default' && e.dimension_values?.[locale]) || e.value])),
      );
      const t = (key: string) => dictionary[key] ?? key;
      for (const [code, key] of [
        ['apple_pay_country_error', 'error_applePayCountry'],
        ['apple_pay_us_billing_country_error', 'error_applePayUsBillingCountry'],
      ] as const) {
        const shown = messageOf(new ApiError(422, code, 'Apple Pay refused'), t);
        expect(shown).toEqual({ code, message: dictionary[key] });
        expect(shown.message).toMatch(/Apple Pay/);
        expect(shopWords(code, t)).toBe(dictionary[key]);
      }
      expect(shopWords('TAX_JAR_ERROR', t)).toBeUndefined();
    },
  );

  it('counts only a final paid result as paid; a refusal shows its reason', () => {
    expect(isPaid({ resultCode: 'Authorised', orderId: 'o' })).toBe(true);
    expect(isPaid({ resultCode: 'RedirectShopper', action: { type: 'redirect' }, orderId: 'o' })).toBe(false);
    expect(isPaid({ resultCode: 'Refused', refusalReason: 'Not enough balance', orderId: 'o' })).toBe(false);
    expect(refusalMessage({ resultCode: 'Refused', refusalReason: 'Not enough balance', orderId: 'o' })).toBe('Not enough balance');
    expect(refusalMessage({ resultCode: 'Cancelled', orderId: 'o' })).toBe('Cancelled');
  });
});

describe('a failed payment’s notice', () => {
  const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? JSON.stringify(vars) : ''}`;

  it('asks the shopper to wait after too many attempts (429), whatever the server said', () => {
    expect(paymentFailureNotice(t, 'Too many payment attempts for this order: at most 5 a minute', 'too_many_attempts')).toBe(
      'tooManyAttempts',
    );
    expect(paymentFailureNotice(t, 'Too many new carts', 'rate_limited')).toBe('tooManyAttempts');
  });

  it('shows a refusal’s reason, or a plain failure', () => {
    expect(paymentFailureNotice(t, 'Refused', 'Refused')).toBe('paymentRefused{"reason":"Refused"}');
    expect(paymentFailureNotice(t)).toBe('paymentFailed');
  });

  it('has English words for the wait', () => {
    expect(withDefaults({}).tooManyAttempts).toBe('Too many attempts. Please wait a minute and try again.');
  });
});

describe('reusing the stored order session', () => {
  const shipping = {
    street0: 'Musterstraße 1',
    street1: '',
    firstName: 'Erika',
    lastName: 'Mustermann',
    postCode: '10115',
    city: 'Berlin',
    country: 'DE',
    region: '',
  };
  const contact = { email: 'erika@example.com', telephone: '+49301234567', agreements: true, newsletterSubscription: false };
  const info: CheckoutInformation = { address: { shipping, billing: { ...shipping, city: '' } }, useShippingForBilling: true, contact };
  const session = {
    order: {
      id: 'o',
      address: { shipping, billing: shipping },
      contact: { firstName: 'Erika', lastName: 'Mustermann', email: contact.email, telephone: contact.telephone },
    },
  } as unknown as OrderSession;

  it('reuses it while address and contact are what it was made from (shipping serving as billing)', () => {
    expect(sessionMatches(session, info)).toBe(true);
  });

  it('makes a new one once the shopper changed the address or the contact', () => {
    expect(sessionMatches(session, { ...info, address: { ...info.address, shipping: { ...shipping, city: 'Hamburg' } } })).toBe(false);
    expect(sessionMatches(session, { ...info, contact: { ...contact, email: 'other@example.com' } })).toBe(false);
    expect(sessionMatches({ order: { id: 'o' } } as unknown as OrderSession, info)).toBe(false);
  });
});
