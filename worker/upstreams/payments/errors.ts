// The commerce backend's refusals of payment calls (docs/spec/commerce-core.md §8, order errors), a Refusal
// (../refusal.ts) each: the spec's code where the spec names one, the HTTP status the backend
// answers with, and a message safe to show. The embedded backend throws them, the payments port
// rebuilds them from the backend's `{ error: { code, message } }`, and the shop API passes code
// and message on.
import { codesOf, Refusal, type StatusTable } from '../refusal';

export const PAYMENTS_ERROR_STATUS = {
  /** No or a bad cart token (the shop resets the cart). */
  UNAUTHORIZED: 401,
  CART_NOT_FOUND: 404,
  /** The cart was paid already: it cannot be paid twice. */
  CART_CLOSED: 409,
  /** The cart has no shipping method: 'No shipment line found in order'. */
  MISSING_SHIPPING_OPTION_ERROR: 422,
  /** US sales tax: the zip does not belong to the state (the shop API rewrites to_zip/to_state). */
  TAX_JAR_ERROR: 422,
  /** The cart changed (lines, shipping, discount) since the order session: create it again. */
  ORDER_OUTDATED: 409,
  /** A line of the order is no longer in stock at payment: the message names it (docs/spec/commerce-core.md §8). */
  OUT_OF_STOCK: 409,
  /** 'Could not find a session or order'. */
  ORDER_NOT_FOUND: 404,
  /** The order's payment failed; the message is its failedReason. */
  PAYMENT_FAILED: 409,
  /** The payment provider rejected the request: a forged or reused redirectResult, card data it cannot read. */
  PAYMENT_REJECTED: 422,
  /** Apple Pay is not offered for the shopper's country (docs/spec/commerce-core.md §8 codes): the shop shows its own text. */
  apple_pay_country_error: 422,
  /** A US order paid with Apple Pay whose billing address is outside the US: the shop shows its own text. */
  apple_pay_us_billing_country_error: 422,
  /** PayPal's shipping address is outside the order's country (PayPal shows its COUNTRY_ERROR, decision 054). */
  SHIPPING_COUNTRY_ERROR: 422,
  /** The shipping method chosen in PayPal is not one the market offers now (PayPal's METHOD_UNAVAILABLE). */
  SHIPPING_METHOD_UNAVAILABLE: 422,
  /** Invalid input: the message names the field or is the spec's checkout message. */
  bad_request: 400,
} as const satisfies StatusTable<string>;

export type PaymentsErrorCode = keyof typeof PAYMENTS_ERROR_STATUS;
export const PAYMENTS_ERROR_CODES = codesOf(PAYMENTS_ERROR_STATUS);

export class PaymentsError extends Refusal<PaymentsErrorCode> {
  override name = 'PaymentsError';
  constructor(code: PaymentsErrorCode, message: string) {
    super(code, message, PAYMENTS_ERROR_STATUS);
  }
}
