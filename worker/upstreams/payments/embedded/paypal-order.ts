// A shipping change in PayPal's lightbox (decision 054): what the embedded backend asks Adyen's
// /paypal/updateOrder for. The amount is always the order's total as the backend priced it from
// the cart; the shopper's side sends identifiers only. Only the order's waiting PayPal attempt
// may be updated, and its amount moves with the order's total, so the payment rule (decision
// 046) still holds: an authorisation pays only for the total.
import type { ShippingMethod } from '../../../../contract/cart';
import type { DeliveryMethod, PaypalUpdateOrderRequest } from '../adyen/types';
import { PaymentsError } from '../errors';
import type { AttemptRow, OrderSnapshot } from './orders-db';

/** The order's attempt when it is a PayPal payment waiting for the shopper (and the one named), else a refusal. */
export function waitingPayPal(attempt: AttemptRow | null, pspReference: string | undefined): AttemptRow & { psp_reference: string } {
  const waiting =
    attempt?.method === 'paypal' && attempt.psp_reference && !attempt.superseded_at && attempt.result_code === 'Pending' ? attempt : null;
  if (!waiting?.psp_reference || (pspReference !== undefined && pspReference !== waiting.psp_reference)) {
    throw new PaymentsError('PAYMENT_REJECTED', 'No PayPal payment of this order is waiting for the shopper');
  }
  return waiting as AttemptRow & { psp_reference: string };
}

/** The shipping method chosen in PayPal, when it is one the market offers now. */
export function chosenMethod(methods: ShippingMethod[], id: string): ShippingMethod {
  const method = methods.find((m) => m.id === id && m.available);
  if (!method) throw new PaymentsError('SHIPPING_METHOD_UNAVAILABLE', `Shipping method ${id} is not offered for this order`);
  return method;
}

/**
 * The market's shipping methods as PayPal shows them: the order's own at what the cart charges,
 * the others at their listed price (choosing one reprices the order through the cart).
 */
export function deliveryMethodsOf(snapshot: OrderSnapshot, methods: ShippingMethod[], selectedId: string): DeliveryMethod[] {
  const cost = (value: number) => ({ value: Math.max(0, value), currency: snapshot.currency });
  return methods
    .filter((m) => m.available)
    .map((m) => ({
      reference: m.id,
      description: m.title,
      type: 'Shipping' as const,
      amount: cost(m.id === selectedId ? snapshot.priceShipping : m.price - m.discountAmount),
      selected: m.id === selectedId,
    }));
}

/** Adyen's request: the order's total, its delivery methods, and the sales tax added on top (US). */
export function updateOrderRequest(
  pspReference: string,
  paymentData: string,
  snapshot: OrderSnapshot,
  deliveryMethods: DeliveryMethod[],
): PaypalUpdateOrderRequest {
  const amount = { value: snapshot.priceTotal, currency: snapshot.currency };
  return {
    pspReference,
    paymentData,
    amount,
    ...(deliveryMethods.some((m) => m.selected) ? { deliveryMethods } : {}),
    ...(snapshot.externalTaxAmount > 0 ? { taxTotal: { amount: { value: snapshot.externalTaxAmount, currency: snapshot.currency } } } : {}),
  };
}
