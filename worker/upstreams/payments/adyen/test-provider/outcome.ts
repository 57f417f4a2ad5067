// What the test provider decides for a /payments request, before anything is stored: a final
// result (Authorised, Refused, Error, Cancelled), a redirect to the hosted test page, or PayPal's
// wait for the shopper's approval (Pending with an sdk action).
//
// Cards: Adyen's documented test cards, sent unencrypted with the `test_` prefix as Adyen's test
// environment takes them from server-side tests (`encryptedCardNumber: 'test_4111111145551142'`,
// `test_03`, `test_2030`, `test_737`). A holderName from Adyen's table of test refusal values
// (DECLINED, CARD_EXPIRED, NOT_ENOUGH_BALANCE, …) gives that result and refusal reason; Adyen's
// 3-D Secure test cards are challenged on the hosted page. SEPA: owner name and a valid IBAN.
import type { PaymentMethodDetails, PaymentRequest } from '../types';
import { ProviderError } from './errors';
import { normaliseIban } from './iban';
import { assertPayable } from './methods';

export type FinalOutcome = {
  resultCode: 'Authorised' | 'Refused' | 'Error' | 'Cancelled';
  refusalReason?: string;
  refusalReasonCode?: string;
};
export type Outcome = { brand?: string } & (
  FinalOutcome | { resultCode: 'RedirectShopper'; threeDS: boolean } | { resultCode: 'Pending'; sdk: 'paypal' }
);

/** Adyen's test card numbers this provider knows: brand, and whether 3-D Secure challenges it. */
const TEST_CARDS: Record<string, { brand: string; threeDS?: true }> = {
  '4111111145551142': { brand: 'visa' },
  '4111111111111111': { brand: 'visa' },
  '4988438843884305': { brand: 'visa' },
  '5555555555554444': { brand: 'mc' },
  '2222400070000005': { brand: 'mc' },
  '370000000000002': { brand: 'amex' },
  // 3-D Secure 2 and 1 test cards.
  '4917610000000000': { brand: 'visa', threeDS: true },
  '5454545454545454': { brand: 'mc', threeDS: true },
  '371449635398431': { brand: 'amex', threeDS: true },
  '4212345678901237': { brand: 'visa', threeDS: true },
  '5212345678901234': { brand: 'mc', threeDS: true },
};

/** Adyen's test refusal values for holderName: result code, refusal reason and its code. */
const HOLDER_NAME_RESULTS: Record<string, FinalOutcome> = {
  UNKNOWN: { resultCode: 'Error', refusalReason: 'Unknown', refusalReasonCode: '0' },
  APPROVED: { resultCode: 'Authorised' },
  DECLINED: { resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' },
  REFERRAL: { resultCode: 'Refused', refusalReason: 'Referral', refusalReasonCode: '3' },
  ERROR: { resultCode: 'Error', refusalReason: 'Acquirer Error', refusalReasonCode: '4' },
  BLOCK_CARD: { resultCode: 'Refused', refusalReason: 'Blocked Card', refusalReasonCode: '5' },
  CARD_EXPIRED: { resultCode: 'Refused', refusalReason: 'Expired Card', refusalReasonCode: '6' },
  INVALID_AMOUNT: { resultCode: 'Refused', refusalReason: 'Invalid Amount', refusalReasonCode: '7' },
  INVALID_CARD: { resultCode: 'Refused', refusalReason: 'Invalid Card Number', refusalReasonCode: '8' },
  ISSUER_UNAVAILABLE: { resultCode: 'Refused', refusalReason: 'Issuer Unavailable', refusalReasonCode: '9' },
  NOT_SUPPORTED: { resultCode: 'Refused', refusalReason: 'Not supported', refusalReasonCode: '10' },
  NOT_3D_AUTHENTICATED: { resultCode: 'Refused', refusalReason: '3D Not Authenticated', refusalReasonCode: '11' },
  NOT_ENOUGH_BALANCE: { resultCode: 'Refused', refusalReason: 'Not enough balance', refusalReasonCode: '12' },
  ACQUIRER_FRAUD: { resultCode: 'Refused', refusalReason: 'Acquirer Fraud', refusalReasonCode: '14' },
  CANCELLED: { resultCode: 'Cancelled', refusalReason: 'Cancelled', refusalReasonCode: '15' },
  SHOPPER_CANCELLED: { resultCode: 'Cancelled', refusalReason: 'Shopper Cancelled', refusalReasonCode: '16' },
  FRAUD: { resultCode: 'Refused', refusalReason: 'FRAUD', refusalReasonCode: '20' },
  CVC_DECLINED: { resultCode: 'Refused', refusalReason: 'CVC Declined', refusalReasonCode: '24' },
  RESTRICTED_CARD: { resultCode: 'Refused', refusalReason: 'Restricted Card', refusalReasonCode: '25' },
  DECLINED_NON_GENERIC: { resultCode: 'Refused', refusalReason: 'Declined Non Generic', refusalReasonCode: '27' },
};

export const AUTHORISED: FinalOutcome = { resultCode: 'Authorised' };
export const REFUSED: FinalOutcome = { resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' };
export const NOT_3D_AUTHENTICATED = HOLDER_NAME_RESULTS.NOT_3D_AUTHENTICATED!;
export const CVC_DECLINED = HOLDER_NAME_RESULTS.CVC_DECLINED!;
export const EXPIRED_CARD = HOLDER_NAME_RESULTS.CARD_EXPIRED!;

/** The value of a `test_`-prefixed card field; real encrypted data needs Adyen itself. */
function testField(
  pm: PaymentMethodDetails,
  field: 'encryptedCardNumber' | 'encryptedExpiryMonth' | 'encryptedExpiryYear' | 'encryptedSecurityCode',
) {
  const value = pm[field];
  if (value === undefined) return undefined;
  if (!value.startsWith('test_')) {
    throw new ProviderError(
      422,
      '174',
      `Unable to decrypt data (paymentMethod.${field}): the embedded test provider takes Adyen test cards with the test_ prefix`,
    );
  }
  return value.slice('test_'.length);
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardOutcome(pm: PaymentMethodDetails, now: Date): Outcome {
  const number = testField(pm, 'encryptedCardNumber')?.replace(/\s+/g, '');
  if (!number) throw new ProviderError(422, '702', 'Unexpected input: paymentMethod.encryptedCardNumber: required');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) throw new ProviderError(422, '101', 'Invalid card number');
  const month = Number(testField(pm, 'encryptedExpiryMonth'));
  const year = Number(testField(pm, 'encryptedExpiryYear'));
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2100) {
    throw new ProviderError(422, '129', 'Expiry Date Invalid (paymentMethod.encryptedExpiryMonth, encryptedExpiryYear)');
  }
  const card = TEST_CARDS[number];
  const brand = card?.brand ?? 'visa';
  const byHolderName = pm.holderName ? HOLDER_NAME_RESULTS[pm.holderName.trim().toUpperCase()] : undefined;
  if (byHolderName) return { ...byHolderName, brand };
  if (!card) return { ...REFUSED, brand };
  // The card is valid through the end of its expiry month.
  if (new Date(Date.UTC(year, month, 1)) <= now) return { ...EXPIRED_CARD, brand };
  const cvc = testField(pm, 'encryptedSecurityCode');
  if (cvc !== undefined && cvc !== (brand === 'amex' ? '7373' : '737')) return { ...CVC_DECLINED, brand };
  return card.threeDS ? { resultCode: 'RedirectShopper', threeDS: true, brand } : { ...AUTHORISED, brand };
}

/** A string field of the loose payment method, else undefined. */
const text = (pm: PaymentMethodDetails, key: string) => (typeof pm[key] === 'string' ? (pm[key] as string) : undefined);

function sepaOutcome(pm: PaymentMethodDetails): Outcome {
  // Checkout API v71 (and Adyen Web 6's SEPA component) send ownerName and iban; the older sepa.* keys still count.
  const owner = text(pm, 'ownerName') ?? pm['sepa.ownerName'];
  const iban = text(pm, 'iban') ?? pm['sepa.ibanNumber'];
  if (!owner?.trim()) throw new ProviderError(422, '702', 'Unexpected input: paymentMethod.sepa.ownerName: required');
  if (!normaliseIban(iban ?? '')) throw new ProviderError(422, '161', 'Invalid iban (paymentMethod.sepa.ibanNumber)');
  return AUTHORISED;
}

/** The outcome of a /payments request, or a ProviderError (422) for what Adyen would refuse. */
export function outcomeOf(request: PaymentRequest, now = new Date()): Outcome {
  const type = assertPayable(request.paymentMethod.type, request.countryCode, request.amount.currency);
  switch (type) {
    case 'scheme':
      return cardOutcome(request.paymentMethod, now);
    case 'sepadirectdebit':
      return sepaOutcome(request.paymentMethod);
    // PayPal waits for the shopper's approval in PayPal's lightbox, as Adyen answers it.
    case 'paypal':
      return { resultCode: 'Pending', sdk: 'paypal' };
    default:
      return { resultCode: 'RedirectShopper', threeDS: false };
  }
}
