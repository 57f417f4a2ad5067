// The shop's checkout API as the browser calls it, for the worker tests of payments: carts with
// a shipping method, order sessions, test cards, the hosted test page's decision, signed
// notifications to the webhook.
import { env, exports } from 'cloudflare:workers';
import { expect, vi } from 'vitest';
import { DEV_ADYEN_HMAC_KEY } from '../../scripts/dev-secrets';
import { app } from '../../worker/app';
import { withSignature } from '../../worker/upstreams/payments/adyen/hmac';
import { createTestProvider } from '../../worker/upstreams/payments/adyen/test-provider';
import type { NotificationRequest, NotificationRequestItem } from '../../worker/upstreams/payments/adyen/types';
import type { CartAnswer } from '../../contract/cart';
import type { OrderSession, PaymentResult } from '../../contract/orders';
import { ORIGIN } from './fetch';

export const PINK = 'ARG-COPENHAGEN-AVOCADO-PINK-36-40'; // NL warehouse, EUR 15.95
export const US_ONLY = 'ARG-MARINA-TRIANGLE-WHITE-UP-41-46'; // US warehouse, USD 10.95

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  storefront?: string;
  country?: string;
  bindings?: Env;
}

export function call(method: string, path: string, options: CallOptions = {}) {
  const { storefront = 'de', country } = options;
  const query = new URLSearchParams({ storefront, ...(country ? { country } : {}) });
  const headers = new Headers({ origin: ORIGIN });
  // An API client: the token in the body, no cookie (decision 072).
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  else headers.set('x-cart-token', 'body');
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const request = new Request(`${ORIGIN}${path}?${query}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return Promise.resolve(options.bindings ? app.fetch(request, options.bindings) : exports.default.fetch(request));
}

export async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export async function refusal(res: Response) {
  return { status: res.status, ...((await res.json()) as { error: { code: string; message: string } }).error };
}

/** A cart with one line and, unless told otherwise, the market's first shipping method. */
export async function cartFor(
  options: { storefront?: string; country?: string; sku?: string; shipping?: boolean; bindings?: Env } = {},
): Promise<string> {
  const { sku = PINK, shipping = true } = options;
  const { token } = await json<CartAnswer>(
    await call('PUT', '/api/cart', { ...options, body: { products: [{ id: sku, quantity: 2 }] } }),
    201,
  );
  if (!shipping) return token;
  const country = options.country ?? 'DE';
  const { shippingMethods } = await json<{ shippingMethods: { id: string }[] }>(
    await call('GET', `/api/cart/shipments/${country}`, { ...options, token }),
  );
  const answer = await json<CartAnswer>(
    await call('PUT', '/api/cart', { ...options, token, body: { products: [{ id: shippingMethods[0]?.id, quantity: 1 }] } }),
  );
  return answer.token;
}

export const address = (overrides: Record<string, string> = {}) => ({
  street0: 'Hauptstraße 1',
  street1: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  postCode: '10115',
  city: 'Berlin',
  country: 'DE',
  region: '',
  ...overrides,
});

export const information = (shipping = address(), contact: Record<string, unknown> = {}) => ({
  address: { shipping, billing: address({ street0: '' }) },
  useShippingForBilling: true,
  contact: { email: 'ada@example.com', telephone: '+49 30 1234567', agreements: true, newsletterSubscription: false, ...contact },
});

export async function orderSession(token: string, options: CallOptions = {}, info: unknown = information()) {
  return (
    await json<{ orderSession: OrderSession }>(await call('POST', '/api/checkout/order-session', { ...options, token, body: info }), 201)
  ).orderSession;
}

export const card = (number = '4111111145551142', holderName = 'Ada Lovelace') => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName,
});

export const pay = (token: string, orderId: string, paymentMethod: unknown) =>
  call('POST', '/api/checkout/payments', { token, body: { orderId, paymentMethod } });
export const confirmation = (token: string, orderId: string) => call('GET', `/api/checkout/orders/${orderId}/confirmation`, { token });

/** The hosted test page's button: where it sends the shopper back (the worker-built returnUrl with the redirectResult). */
export async function decide(action: PaymentResult['action'], decision: 'approve' | 'refuse' | 'cancel'): Promise<URL> {
  const res = await exports.default.fetch(
    new Request(String(action?.['url']), {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: `decision=${decision}`,
      redirect: 'manual',
    }),
  );
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

export const resultOf = (back: URL) => back.searchParams.get('redirectResult') ?? '';

export const details = (token: string, orderId: string, redirectResult: string) =>
  call('POST', '/api/checkout/payments/details', { token, body: { orderId, details: { redirectResult } } });

/** An AUTHORISATION (or another event) as Adyen sends it, signed with the development HMAC key. */
export async function signedItem(
  fields: Pick<NotificationRequestItem, 'pspReference' | 'merchantReference'> & Partial<NotificationRequestItem>,
): Promise<NotificationRequestItem> {
  return withSignature(
    {
      merchantAccountCode: 'ArgyleEmbeddedTest',
      amount: { value: 100, currency: 'EUR' },
      eventCode: 'AUTHORISATION',
      success: 'true',
      ...fields,
    },
    DEV_ADYEN_HMAC_KEY,
  );
}

export const notification = (items: unknown[], live = 'false') => ({
  live,
  notificationItems: items.map((i) => ({ NotificationRequestItem: i })),
});

/** POST /api/adyen/webhook; with `bindings`, through the app with those instead of the test env. */
export function webhook(body: unknown, bindings?: Env) {
  const request = new Request(`${ORIGIN}/api/adyen/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return Promise.resolve(bindings ? app.fetch(request, bindings) : exports.default.fetch(request));
}

/**
 * Adyen's test API stood in for by the embedded test provider (as ArgyleECOM) behind the
 * platform's fetch, with faults injected around it: the shop runs as it does with ADYEN_API_KEY.
 */
export function faultyAdyen(fault: (path: string, forward: () => Promise<Response>, request: Request) => Promise<Response>) {
  const bindings = { ...env, ADYEN_API_KEY: 'AQE-test-key', ADYEN_MERCHANT_ACCOUNT: 'ArgyleECOM' } as Env;
  const notifications: NotificationRequest[] = [];
  const provider = createTestProvider({
    db: env.DB,
    hmacKey: DEV_ADYEN_HMAC_KEY,
    merchantAccount: 'ArgyleECOM',
    notify: (n) => void notifications.push(n),
    hostedPageBase: 'https://argyle.test/api/test-provider',
  });
  const realFetch = globalThis.fetch;
  const calls: Array<{ path: string; key: string | null }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith('https://checkout-test.adyen.com/')) return realFetch(input, init);
    const path = new URL(request.url).pathname;
    calls.push({ path, key: request.headers.get('idempotency-key') });
    return fault(path, () => provider(request), request);
  });
  /** Delivers the provider's notifications to the shop's webhook (as Adyen does, later). */
  const deliver = async () => {
    for (const n of notifications.splice(0)) expect(await (await webhook(n, bindings)).text()).toBe('[accepted]');
  };
  return { bindings, deliver, calls };
}
