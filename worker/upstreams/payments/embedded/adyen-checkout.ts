// The embedded commerce backend's side of Adyen's Checkout API (v71): /paymentMethods,
// /payments, /payments/details, /paypal/updateOrder and /payments/{pspReference}/reversals over
// an injected fetch, either the embedded test provider or Adyen's API (X-API-Key). A provider
// that is down or times out is an UpstreamError('payments'); one that refuses the request (4xx,
// Adyen's error body) is AdyenRefusal, with Adyen's errorCode.
import { invalidAnswer, UpstreamError } from '../../errors';
import {
  paypalUpdateOrderResponseSchema,
  type ModificationResponse,
  type PaymentDetailsResponse,
  type PaymentMethodsResponse,
  type PaymentResponse,
  type PaypalUpdateOrderRequest,
  type PaypalUpdateOrderResponse,
} from '../adyen/types';

/** The embedded test provider answers on any host. */
export const EMBEDDED_PROVIDER_URL = 'https://adyen.embedded/v71';

const ADYEN_TIMEOUT_MS = 15_000;

export class AdyenRefusal extends Error {
  override name = 'AdyenRefusal';
  constructor(
    readonly status: number,
    message: string,
    /** Adyen's errorCode ('704': the request with this Idempotency-Key is already in progress). */
    readonly errorCode?: string,
  ) {
    super(message);
  }
}

/**
 * Whether a failed call leaves the payment's outcome unknown: Adyen's 704 (a request with this
 * Idempotency-Key is already in progress), a timeout or a 5xx. The attempt stays open, a retry
 * replays its key and the AUTHORISATION notification settles it (decision 046).
 */
export const outcomeUnknown = (error: unknown): boolean =>
  error instanceof UpstreamError || (error instanceof AdyenRefusal && error.errorCode === '704');

export interface AdyenCheckoutOptions {
  fetch: typeof fetch;
  baseUrl: string;
  merchantAccount: string;
  apiKey?: string | undefined;
}

export type AdyenCheckout = ReturnType<typeof createAdyenCheckout>;

export function createAdyenCheckout(options: AdyenCheckoutOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  /** `merchantAccount: false`: a call whose documented request has none (/paypal/updateOrder). */
  async function post<T>(path: string, body: Record<string, unknown>, idempotencyKey?: string, merchantAccount = true): Promise<T> {
    let res: Response;
    try {
      res = await options.fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: JSON.stringify(merchantAccount ? { merchantAccount: options.merchantAccount, ...body } : body),
        signal: AbortSignal.timeout(ADYEN_TIMEOUT_MS),
      });
    } catch (error) {
      throw new UpstreamError('payments', `Adyen ${path} failed: ${(error as Error).message}`, { cause: error });
    }
    const json = (await res.json().catch(() => undefined)) as { message?: unknown; errorCode?: unknown } | undefined;
    if (res.ok && json) return json as T;
    if (res.status >= 400 && res.status < 500 && res.status !== 429) {
      const message = typeof json?.message === 'string' ? json.message : `Adyen refused ${path}`;
      throw new AdyenRefusal(res.status, message, typeof json?.errorCode === 'string' ? json.errorCode : undefined);
    }
    throw new UpstreamError('payments', `Adyen answered ${res.status} for ${path}`, { status: res.status >= 500 ? res.status : 502 });
  }

  return {
    paymentMethods: (body: Record<string, unknown>) => post<PaymentMethodsResponse>('/paymentMethods', body),
    payments: (body: Record<string, unknown>, idempotencyKey: string) => post<PaymentResponse>('/payments', body, idempotencyKey),
    details: (body: Record<string, unknown>, idempotencyKey: string) =>
      post<PaymentDetailsResponse>('/payments/details', body, idempotencyKey),
    /** PayPal's new amount and delivery methods; an answer we cannot read is an UpstreamError. */
    async paypalUpdateOrder(body: PaypalUpdateOrderRequest, idempotencyKey: string): Promise<PaypalUpdateOrderResponse> {
      const answer = paypalUpdateOrderResponseSchema.safeParse(await post('/paypal/updateOrder', body, idempotencyKey, false));
      if (!answer.success) throw invalidAnswer('payments', 'Adyen answered /paypal/updateOrder with a body we cannot read');
      return answer.data;
    },
    /** Cancels the payment, or refunds it once captured (Adyen's /reversals). */
    reversal: (pspReference: string, reference: string, idempotencyKey: string) =>
      post<ModificationResponse>(`/payments/${encodeURIComponent(pspReference)}/reversals`, { reference }, idempotencyKey),
  };
}
