// Which payment methods the test provider offers, as an Adyen merchant account configured for
// the shop's markets would: SEPA Direct Debit for euro payments, iDEAL in the Netherlands,
// Klarna (pay later, a redirect) in its countries in their own currency, and cards and PayPal
// only when the Drop-in can reach Adyen's network (their fields and scripts are Adyen's and PayPal's).
import type { PaymentMethod, PaymentMethodsRequest } from '../types';
import { ProviderError } from './errors';

/** Klarna's countries and the currency it takes in each. */
const KLARNA_CURRENCIES: Record<string, string> = {
  AT: 'EUR',
  DE: 'EUR',
  FI: 'EUR',
  NL: 'EUR',
  DK: 'DKK',
  NO: 'NOK',
  SE: 'SEK',
  CH: 'CHF',
  GB: 'GBP',
};

const METHODS = {
  scheme: { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] },
  sepadirectdebit: { type: 'sepadirectdebit', name: 'SEPA Direct Debit' },
  ideal: { type: 'ideal', name: 'iDEAL' },
  klarna: { type: 'klarna', name: 'Pay later with Klarna.' },
  paypal: { type: 'paypal', name: 'PayPal' },
} as const satisfies Record<string, PaymentMethod>;

type MethodType = keyof typeof METHODS;

/** Why the method is not offered for this country and currency, or null when it is. */
function unavailable(type: MethodType, countryCode: string | undefined, currency: string | undefined, cardsAndPayPal: boolean) {
  switch (type) {
    case 'scheme':
    case 'paypal':
      return cardsAndPayPal ? null : 'needs Adyen’s network';
    case 'sepadirectdebit':
      return currency === 'EUR' ? null : 'takes EUR only';
    case 'ideal':
      return currency === 'EUR' && (!countryCode || countryCode === 'NL') ? null : 'takes EUR in NL only';
    case 'klarna':
      return countryCode && KLARNA_CURRENCIES[countryCode] === currency ? null : 'not offered for this country and currency';
  }
}

/** The /paymentMethods answer for a request (amount's currency decides; no amount: no euro methods). */
export function paymentMethodsFor(request: PaymentMethodsRequest, cardsAndPayPal: boolean): PaymentMethod[] {
  const currency = request.amount?.currency;
  const allowed = request.allowedPaymentMethods;
  const blocked = request.blockedPaymentMethods ?? [];
  return (Object.keys(METHODS) as MethodType[])
    .filter((type) => !unavailable(type, request.countryCode, currency, cardsAndPayPal))
    .filter((type) => (!allowed || allowed.includes(type)) && !blocked.includes(type))
    .map((type): PaymentMethod => structuredClone(METHODS[type]));
}

/**
 * Refuses a /payments method the account cannot take here (Adyen's 905 errors). Cards are always
 * taken from the API, with Adyen's test card numbers, so the card path is testable offline.
 */
export function assertPayable(type: string, countryCode: string | undefined, currency: string): MethodType {
  if (!(type in METHODS)) throw new ProviderError(422, '905', `Payment details are not supported (paymentMethod.type: ${type})`);
  const method = type as MethodType;
  if (method === 'scheme' || method === 'paypal') return method;
  // Klarna needs the country to know its currency; the others check what they are given.
  const reason = unavailable(method, countryCode, currency, false);
  if (reason)
    throw new ProviderError(422, '905_1', `Could not find an acquirer account for the provided currency (${currency}): ${type} ${reason}`);
  return method;
}
