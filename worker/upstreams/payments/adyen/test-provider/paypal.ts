// PayPal in the test provider, as Adyen's Checkout API answers it (decision 054): /payments
// answers Pending with an sdk action (PayPal's order id and a paymentData); /paypal/updateOrder
// takes a new amount for a waiting payment from the holder of its current paymentData and
// replaces the paymentData; /payments/details with PayPal's approval (orderID) and the current
// paymentData authorises the payment for the amount it has then. No PayPal lightbox runs here:
// the approval is whatever the caller sends.
import { paypalUpdateOrderRequestSchema, type PaymentDetailsRequest, type PaymentResponse, type PaypalUpdateOrderResponse } from '../types';
import { ProviderError, parseRequest } from './errors';
import { AUTHORISED } from './outcome';
import * as store from './store';

type NewPayment = Omit<store.PaymentRow, 'result_code' | 'refusal_reason' | 'refusal_reason_code'>;

/** A PayPal payment waiting for the shopper: Pending, with the action the PayPal component takes. */
export async function startPayPal(db: D1Database, payment: NewPayment): Promise<PaymentResponse> {
  const sdkToken = `EC-${store.newPspReference()}`;
  const paymentData = store.randomToken(48);
  await store.savePayPalPayment(
    db,
    { ...payment, result_code: 'Pending', refusal_reason: null, refusal_reason_code: null },
    sdkToken,
    paymentData,
  );
  return {
    resultCode: 'Pending',
    pspReference: payment.psp_reference,
    merchantReference: payment.merchant_reference,
    action: { type: 'sdk', paymentMethodType: 'paypal', paymentData, sdkData: { token: sdkToken } },
    paymentMethod: { type: 'paypal' },
  };
}

/** /paypal/updateOrder: the payment's new amount, for the holder of its current paymentData only. */
export async function updatePayPalOrder(db: D1Database, body: unknown): Promise<PaypalUpdateOrderResponse> {
  const request = parseRequest(paypalUpdateOrderRequestSchema, body);
  // The shop pays through /payments (the advanced flow): no sessions here.
  if (!request.pspReference)
    throw new ProviderError(422, '702', 'Unexpected input: pspReference: required (no /sessions in the test provider)');
  const payment = await store.findPayment(db, request.pspReference);
  if (!payment || payment.method_type !== 'paypal') {
    throw new ProviderError(
      422,
      '167',
      `Original pspReference required for this operation (${request.pspReference} is not a PayPal payment)`,
    );
  }
  if (request.amount.currency !== payment.currency) {
    throw new ProviderError(422, '137', `Invalid amount specified (amount.currency: the payment is in ${payment.currency})`);
  }
  const next = store.randomToken(48);
  const updated = await store.updatePayPalAmount(db, payment.psp_reference, request.paymentData, request.amount.value, next);
  if (updated) return { paymentData: next, status: 'success' };
  if (payment.result_code !== 'Pending' || payment.reversed_at) {
    throw new ProviderError(422, '702', `The PayPal payment ${payment.psp_reference} is no longer waiting for the shopper`);
  }
  throw new ProviderError(422, '702', 'Invalid paymentData: it is not the current paymentData of this payment');
}

/** PayPal's approval of the payment holding this paymentData: Authorised for its amount now, once. */
export async function approvePayPal(db: D1Database, request: PaymentDetailsRequest): Promise<store.PaymentRow> {
  const orderId = request.details.orderID ?? '';
  if (!request.paymentData) throw new ProviderError(422, '702', 'Unexpected input: paymentData: required with details.orderID');
  const row = await store.approvePayPal(db, request.paymentData, orderId, AUTHORISED);
  if (!row) throw new ProviderError(422, '702', 'Invalid paymentData: unknown, replaced by an update, or already used');
  return row;
}
