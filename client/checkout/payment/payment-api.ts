// The worker's /api/checkout/* as the payment step and the success page call it: the market in
// the query and the cart token as the Authorization header, exactly like /api/cart.
import type { CheckoutInformation } from '../../../markets';
import type { Order, OrderSession, PaymentMethodsAnswer, PaymentResult } from '../../../worker/upstreams/payments/types';
import { readCartToken } from '../../cart/cart-token';
import { getJson, type ApiFetch } from '../../queries/api';

export type { Order, OrderSession, PaymentMethodsAnswer, PaymentResult } from '../../../worker/upstreams/payments/types';

export interface CheckoutScope {
  api: ApiFetch;
  storefront: string;
  country: string;
  /** The warehouse region whose cart token pays. */
  region: string;
}

function call<T>(s: CheckoutScope, path: string, method = 'GET', body?: unknown): Promise<T> {
  const token = readCartToken(s.region);
  const query = `storefront=${encodeURIComponent(s.storefront)}&country=${encodeURIComponent(s.country)}`;
  return getJson<T>(s.api, `/api/checkout/${path}?${query}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export const fetchPaymentMethods = (s: CheckoutScope) => call<PaymentMethodsAnswer>(s, 'payment-methods');

export const createOrderSession = (s: CheckoutScope, information: CheckoutInformation) =>
  call<{ orderSession: OrderSession }>(s, 'order-session', 'POST', information).then((r) => r.orderSession);

/** `data` is the Drop-in's state.data; only the method and the browser's details travel. */
export const makePayment = (s: CheckoutScope, orderId: string, data: Record<string, unknown>) =>
  call<PaymentResult>(s, 'payments', 'POST', { orderId, paymentMethod: data.paymentMethod, browserInfo: data.browserInfo });

export const submitPaymentDetails = (s: CheckoutScope, orderId: string, details: Record<string, unknown>) =>
  call<PaymentResult>(s, 'payments/details', 'POST', { orderId, details });

export const fetchConfirmation = (s: CheckoutScope, orderId: string) =>
  call<{ order: Order }>(s, `orders/${encodeURIComponent(orderId)}/confirmation`).then((r) => r.order);
