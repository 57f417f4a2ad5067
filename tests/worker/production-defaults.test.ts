// Safe production defaults (decision 044): wrangler.toml as deployed
// (ENVIRONMENT=production, no Adyen credentials, secrets of its own) takes no test payments.
// Every payment call is 503 payments_unavailable, the basket is kept and the hosted test page is
// 404, until ALLOW_TEST_PAYMENTS=true switches the embedded test provider on; live credentials
// pay through the company's live Adyen endpoint.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/app';
import type { CartAnswer } from '../../contract/cart';
import type { PaymentResult } from '../../contract/orders';
import { seedTestCatalogue } from './catalogue-db';
import { call, card, cartFor, information, json, orderSession, PINK } from './checkout-api';
import { ORIGIN } from './fetch';
import { applyPaymentMigrations } from './test-provider-db';

beforeAll(async () => {
  await seedTestCatalogue();
  await applyPaymentMigrations();
});

/** A production deployment as wrangler.toml ships it, with real secrets set and nothing else. */
const production = {
  ...env,
  ALLOW_TEST_PAYMENTS: '',
  CART_TOKEN_SECRET: 'a-production-cart-token-secret-of-40-chars',
  ADYEN_HMAC_KEY: 'ab'.repeat(32),
} as Env;
/** The same, with test payments switched on (a staging demo). */
const withTestPayments = { ...production, ALLOW_TEST_PAYMENTS: 'true' } as Env;

/** An order session for the cart, and a card payment of it. */
async function payByCard(bindings: Env, token: string, number: string) {
  const orderId = (await orderSession(token, { bindings })).order.id;
  const result = await json<PaymentResult>(
    await call('POST', '/api/checkout/payments', { token, bindings, body: { orderId, paymentMethod: card(number) } }),
  );
  return { orderId, result };
}

/** The hosted test page's GET, or its answer (POST), on these bindings. */
const hostedPage = (bindings: Env, page: URL, method = 'GET') =>
  app.fetch(
    new Request(page, {
      method,
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      ...(method === 'POST' ? { body: 'decision=approve' } : {}),
      redirect: 'manual',
    }),
    bindings,
  );

/** Every payment call of the shop API (docs/spec/commerce-core.md §7), with bodies that pass validation. */
const PAYMENT_CALLS: Array<[method: string, path: string, body?: unknown]> = [
  ['GET', '/api/checkout/payment-methods'],
  ['POST', '/api/checkout/order-session', information()],
  ['PATCH', '/api/checkout/order-session/o-1', { paymentMethod: { type: 'scheme' } }],
  ['POST', '/api/checkout/payments', { orderId: 'o-1', paymentMethod: card('4111111145551142') }],
  ['POST', '/api/checkout/payments/details', { orderId: 'o-1', details: { redirectResult: 'abc' } }],
  ['POST', '/api/checkout/paypal/update-order', { orderId: 'o-1', pspReference: 'PSP1', paymentData: 'data' }],
  ['GET', '/api/checkout/orders/o-1/confirmation'],
];

describe('a production config without a way to pay', () => {
  it('answers 503 payments_unavailable to every payment call and keeps the basket as it was', async () => {
    const token = await cartFor({ bindings: production });
    const before = await json<CartAnswer>(await call('GET', '/api/cart', { token, bindings: production }));
    for (const [method, path, body] of PAYMENT_CALLS) {
      const res = await call(method, path, { token, body, bindings: production });
      expect(res.status, `${method} ${path}`).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json(), `${method} ${path}`).toEqual({
        error: { code: 'payments_unavailable', message: 'Payments are not available in this shop at the moment. Your basket is kept.' },
      });
    }
    const after = await json<CartAnswer>(await call('GET', '/api/cart', { token, bindings: production }));
    expect(after.cart).toEqual(before.cart);
    expect(after.cart).toMatchObject({
      state: 'OPEN',
      items: expect.arrayContaining([expect.objectContaining({ id: PINK, quantity: 2 })]),
    });
  });

  it('answers 404 for the hosted test page, even for a payment that is waiting on it', async () => {
    // A redirect made while test payments were on (the same D1): its page exists there, not here.
    const token = await cartFor({ bindings: withTestPayments });
    const { result: redirect } = await payByCard(withTestPayments, token, '4212345678901237');
    const page = new URL(String(redirect.action?.['url']));
    expect(page.pathname).toMatch(/^\/api\/test-provider\/[\w-]{32}$/);
    expect((await hostedPage(withTestPayments, page)).status).toBe(200);

    const shown = await hostedPage(production, page);
    expect(shown.status).toBe(404);
    expect(await shown.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await hostedPage(production, page, 'POST')).status).toBe(404);
    // Nothing was decided: the page still answers where test payments are on.
    expect((await hostedPage(withTestPayments, page)).status).toBe(200);
  });
});

describe('ALLOW_TEST_PAYMENTS=true', () => {
  it('pays through the embedded test provider', async () => {
    const token = await cartFor({ bindings: withTestPayments });
    const methods = await json<{ clientKey: string; environment: string }>(
      await call('GET', '/api/checkout/payment-methods', { token, bindings: withTestPayments }),
    );
    expect(methods).toMatchObject({ clientKey: 'test_ARGYLEEMBEDDEDPROVIDER00000000', environment: 'test' });
    const { orderId, result } = await payByCard(withTestPayments, token, '4111111145551142');
    expect(result).toEqual({ resultCode: 'Authorised', orderId });
  });
});

describe('ADYEN_ENVIRONMENT=live', () => {
  it("calls the company's live Checkout endpoint with the live credentials, never the test one", async () => {
    const live = {
      ...production,
      ADYEN_ENVIRONMENT: 'live',
      ADYEN_CLIENT_KEY: 'live_ARGYLE',
      ADYEN_API_KEY: 'AQE-live-key',
      ADYEN_MERCHANT_ACCOUNT: 'ArgyleECOM',
      ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-argylesocks',
    } as Env;
    const token = await cartFor({ bindings: live });
    const seen: Array<{ url: string; apiKey: string | null; merchantAccount: unknown }> = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!/adyen/.test(new URL(request.url).hostname)) return realFetch(input, init);
      const body = (await request.json()) as { merchantAccount?: unknown };
      seen.push({ url: request.url, apiKey: request.headers.get('x-api-key'), merchantAccount: body.merchantAccount });
      return Response.json({ paymentMethods: [{ type: 'scheme', name: 'Cards' }] });
    });
    try {
      const methods = await json<{ clientKey: string; environment: string }>(
        await call('GET', '/api/checkout/payment-methods', { token, bindings: live }),
      );
      expect(methods).toMatchObject({ clientKey: 'live_ARGYLE', environment: 'live' });
    } finally {
      vi.restoreAllMocks();
    }
    expect(seen).toEqual([
      {
        url: 'https://1797a841fbb37ca7-argylesocks-checkout-live.adyenpayments.com/checkout/v71/paymentMethods',
        apiKey: 'AQE-live-key',
        merchantAccount: 'ArgyleECOM',
      },
    ]);
  });
});
