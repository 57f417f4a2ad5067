// The payments port: one typed client for the commerce backend's payment calls (schemas.ts,
// docs/spec/commerce-core.md §7), over either origin: the backend at PAYMENTS_BASE_URL, or the embedded one
// (orders in D1, embedded/). The cart token travels as Authorization, every POST carries an
// Idempotency-Key derived from what it asks, every answer is validated. Refusals are PaymentsError with the backend's code;
// a backend that is down or answers what we cannot read is an UpstreamError('payments', …).
import type { Logger } from '../../log';
import { invalidAnswer, UpstreamError } from '../errors';
import { PaymentsError } from './errors';
import { idempotencyKey } from './embedded/idempotency';
import {
  confirmationSchema,
  orderSessionSchema,
  paymentMethodsResponseSchema,
  paymentResultSchema,
  paymentsErrorResponseSchema,
  paypalUpdateResultSchema,
  type OrderSessionRequest,
  type OrderUpdateRequest,
  type PaymentMethodsRequest,
} from './schemas';
import type { Order, OrderSession, PaymentMethodsAnswer, PaymentResult, PaypalUpdateResult } from '../../../contract/orders';
import type { PaymentDetailsRequest, PaymentRequest, PaypalUpdateRequest } from '../../../contract/payments';

/** Payments wait on the provider (and 3-D Secure checks): longer than the cart's 8 s. */
export const PAYMENTS_TIMEOUT_MS = 20_000;

export interface PaymentsPort {
  paymentMethods(token: string, input: PaymentMethodsRequest): Promise<PaymentMethodsAnswer['paymentMethodsResponse']>;
  /** The cart's order session: created, or its pending order updated (docs/spec/commerce-core.md §4). */
  createOrderSession(token: string, input: OrderSessionRequest): Promise<OrderSession>;
  updateOrder(token: string, input: OrderUpdateRequest): Promise<OrderSession>;
  pay(token: string, input: PaymentRequest): Promise<PaymentResult>;
  paymentDetails(token: string, input: PaymentDetailsRequest): Promise<PaymentResult>;
  paypalUpdateOrder(token: string, input: PaypalUpdateRequest): Promise<PaypalUpdateResult>;
  /** The paid order; a failedReason is a PaymentsError PAYMENT_FAILED (docs/spec/commerce-core.md §7). */
  confirmation(token: string, orderId: string): Promise<Order>;
}

export interface PaymentsClientOptions {
  fetch: typeof fetch;
  baseUrl: string;
  requestId?: string | undefined;
  log?: Logger | undefined;
}

type Schema<T> = {
  safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/**
 * A POST's Idempotency-Key: derived from the cart (its token), the call and its body (which names
 * the order, and the payment method of the attempt), so a retry of the same request replays the
 * backend's first answer and a new attempt gets a new key (decision 046).
 */
const keyOf = (path: string, token: string, body: unknown) => idempotencyKey(path, token, JSON.stringify(body ?? null));

export function createPaymentsClient(options: PaymentsClientOptions): PaymentsPort {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function call<T>(schema: Schema<T>, method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await options.fetch(`${baseUrl}/${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(method === 'POST' ? { 'content-type': 'application/json', 'idempotency-key': await keyOf(path, token, body) } : {}),
          ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(PAYMENTS_TIMEOUT_MS),
      });
    } catch (error) {
      throw new UpstreamError('payments', `Payments request failed: ${(error as Error).message}`, { cause: error });
    }
    const json = (await res.json().catch(() => undefined)) as unknown;
    if (!res.ok) {
      const refusal = paymentsErrorResponseSchema.safeParse(json);
      if (refusal.success && res.status < 500) throw new PaymentsError(refusal.data.error.code, refusal.data.error.message);
      throw new UpstreamError('payments', `Payments service answered ${res.status} for ${method} ${path}`, { status: res.status });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalidAnswer('payments', `Invalid answer to ${method} ${path}: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    return parsed.data;
  }

  return {
    paymentMethods: (token, input) => call(paymentMethodsResponseSchema, 'POST', 'payments/adyen/paymentmethods', token, input),
    createOrderSession: (token, input) => call(orderSessionSchema, 'POST', 'carts/adyen/orders', token, input),
    updateOrder: (token, input) => call(orderSessionSchema, 'POST', 'carts/orders', token, input),
    pay: (token, input) => call(paymentResultSchema, 'POST', 'payments/adyen/payments', token, input),
    paymentDetails: (token, input) => call(paymentResultSchema, 'POST', 'payments/adyen/payments/details', token, input),
    paypalUpdateOrder: (token, input) => call(paypalUpdateResultSchema, 'POST', 'payments/adyen/payments/paypal/updateOrder', token, input),
    async confirmation(token, orderId) {
      const answer = await call(confirmationSchema, 'GET', `payments/adyen/orders/${encodeURIComponent(orderId)}/confirmation`, token);
      if ('failedReason' in answer) {
        options.log?.('info', 'Payment failed', { orderId, failedReason: answer.failedReason });
        throw new PaymentsError('PAYMENT_FAILED', answer.failedReason);
      }
      return answer.order;
    },
  };
}
