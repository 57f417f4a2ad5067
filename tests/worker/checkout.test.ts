// /api/checkout and /api/adyen/webhook through the whole worker: the embedded cart service, the
// embedded commerce backend (orders in D1) and the embedded Adyen test provider. Every payment
// call and order error of docs/spec/commerce-core.md §7 and §8, the card, refusal and redirect paths, forged
// redirect results and webhooks, and concurrent submits of one payment.
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_ADYEN_HMAC_KEY } from '../../scripts/dev-secrets';
import { withSignature } from '../../worker/upstreams/payments/adyen/hmac';
import type { CartAnswer } from '../../contract/cart';
import type { Order, OrderSession, PaymentResult } from '../../contract/orders';
import { seedTestCatalogue } from './catalogue-db';
import {
  address,
  call,
  card,
  cartFor,
  confirmation,
  decide,
  details,
  information,
  json,
  notification,
  orderSession,
  pay,
  PINK,
  refusal,
  resultOf,
  signedItem,
  US_ONLY,
  webhook,
} from './checkout-api';
import { applyPaymentMigrations } from './test-provider-db';
import { ORIGIN } from './fetch';

beforeAll(async () => {
  await seedTestCatalogue();
  await applyPaymentMigrations();
});

describe('payment methods', () => {
  it('answers the provider methods for the market, the client key, the environment and the amount', async () => {
    const token = await cartFor();
    const res = await call('GET', '/api/checkout/payment-methods', { token });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = await json<{
      paymentMethodsResponse: { paymentMethods: { type: string }[] };
      clientKey: string;
      environment: string;
      amount: { value: number; currency: string };
    }>(res);
    expect(answer.clientKey).toBe('test_ARGYLEEMBEDDEDPROVIDER00000000');
    expect(answer.environment).toBe('test');
    expect(answer.amount.currency).toBe('EUR');
    expect(answer.amount.value).toBeGreaterThan(2 * 1595 - 1);
    expect(answer.paymentMethodsResponse.paymentMethods.map((m) => m.type)).toContain('sepadirectdebit');
  });

  it('refuses a call without a cart token: 401 UNAUTHORIZED', async () => {
    expect(await refusal(await call('GET', '/api/checkout/payment-methods'))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Cart token is missing',
    });
  });
});

describe('order session', () => {
  it('creates the order session (201) and reuses the pending order of the same cart', async () => {
    const token = await cartFor();
    const res = await call('POST', '/api/checkout/order-session', { token, body: information() });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { orderSession: first } = await json<{ orderSession: OrderSession }>(res, 201);
    expect(first.order).toMatchObject({
      status: 'pending',
      orderNumber: null,
      market: 'DE',
      storefront: 'de',
      currency: 'EUR',
      itemsCount: 2,
      externalTaxAmount: 0,
    });
    expect(first.order.address.billing).toEqual(address());
    expect(first.order.contact).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', telephone: '+49 30 1234567' });
    expect(first.order.shippingMethod.name).not.toBe('');
    expect(first.paymentSession).toMatchObject({ reference: first.order.id, amount: { value: first.order.priceTotal, currency: 'EUR' } });
    const second = await orderSession(token, {}, information(address({ city: 'Hamburg' })));
    expect(second.order.id).toBe(first.order.id);
    expect(second.order.address.shipping.city).toBe('Hamburg');
  });

  it.each([
    ['shipping address', information(address({ city: '' })), 'Invalid or incomplete shipping address'],
    ['billing address', { ...information(), useShippingForBilling: false }, 'Invalid or incomplete billing address'],
    ['contact', information(address(), { agreements: false }), 'Invalid or incomplete contact object'],
  ])('refuses an incomplete %s with 400 and the spec message', async (_, info, message) => {
    const token = await cartFor();
    expect(await refusal(await call('POST', '/api/checkout/order-session', { token, body: info }))).toMatchObject({ status: 400, message });
  });

  it('takes a UK county by its full name (the GB region list names counties, no short codes)', async () => {
    const uk = { storefront: 'uk', country: 'GB' };
    const token = await cartFor(uk);
    const leeds = address({
      street0: '12 Analytical Row',
      city: 'Leeds',
      postCode: 'LS1 4AP',
      country: 'GB',
      region: 'East Riding of Yorkshire',
    });
    const session = await orderSession(token, uk, information(leeds));
    expect(session.order.address.shipping.region).toBe('East Riding of Yorkshire');
  });

  it('refuses a malformed body with 400 naming the field', async () => {
    const token = await cartFor();
    const res = await call('POST', '/api/checkout/order-session', { token, body: { address: {} } });
    expect(await refusal(res)).toMatchObject({ status: 400, code: 'bad_request', message: expect.stringContaining('address.billing') });
  });

  it('refuses a cart without a shipping method: MISSING_SHIPPING_OPTION_ERROR', async () => {
    const token = await cartFor({ shipping: false });
    expect(await refusal(await call('POST', '/api/checkout/order-session', { token, body: information() }))).toEqual({
      status: 422,
      code: 'MISSING_SHIPPING_OPTION_ERROR',
      message: 'No shipment line found in order',
    });
  });

  it('adds US sales tax, and refuses a zip of another state with TAX_JAR_ERROR in the shop words', async () => {
    const us = { storefront: 'us', country: 'US' };
    const token = await cartFor({ ...us, sku: US_ONLY });
    const ny = address({ street0: '1 Main St', city: 'New York', postCode: '10001', country: 'US', region: 'NY' });
    const session = await orderSession(token, us, information(ny));
    expect(session.order.externalTaxAmount).toBe(Math.round(((session.order.priceProducts - session.order.priceDiscount) * 4) / 100));
    expect(session.order.priceTotal).toBe(
      session.order.priceProducts - session.order.priceDiscount + session.order.priceShipping + session.order.externalTaxAmount,
    );
    const res = await call('POST', '/api/checkout/order-session', { ...us, token, body: information({ ...ny, postCode: '90210' }) });
    expect(await refusal(res)).toEqual({ status: 422, code: 'TAX_JAR_ERROR', message: 'zip 90210 is not used within state NY' });
  });
});

describe('paying by card', () => {
  it('authorises a test card: one order number, confirmation, cart closed', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const confirmationBefore = await refusal(await confirmation(token, order.id));
    expect(confirmationBefore).toEqual({ status: 404, code: 'ORDER_NOT_FOUND', message: 'Could not find a session or order' });
    const result = await json<PaymentResult>(await pay(token, order.id, card()));
    expect(result).toEqual({ resultCode: 'Authorised', orderId: order.id });
    const paid = (await json<{ order: Order }>(await confirmation(token, order.id))).order;
    expect(paid).toMatchObject({ id: order.id, status: 'authorised', payment: { status: 'authorised', method: 'scheme' } });
    expect(paid.orderNumber).toMatch(/^AR\d{8}$/);
    // The provider's signed AUTHORISATION notification reached the webhook's service once.
    const events = await env.DB.prepare('SELECT event_code, success FROM payment_events WHERE merchant_reference = ?').bind(order.id).all();
    expect(events.results).toEqual([{ event_code: 'AUTHORISATION', success: 1 }]);
    // The cart cannot be paid (or changed) again.
    expect(await refusal(await call('POST', '/api/checkout/order-session', { token, body: information() }))).toMatchObject({
      status: 409,
      code: 'CART_CLOSED',
    });
    expect(await refusal(await call('PUT', '/api/cart', { token, body: { products: [{ id: PINK, quantity: 1 }] } }))).toMatchObject({
      code: 'CART_CLOSED',
    });
  });

  it('a refused card is PAYMENT_FAILED on confirmation; the retry is a new attempt and is authorised', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const refused = await json<PaymentResult>(await pay(token, order.id, card('4111111145551142', 'DECLINED')));
    expect(refused).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused', orderId: order.id });
    expect(await refusal(await confirmation(token, order.id))).toEqual({ status: 409, code: 'PAYMENT_FAILED', message: 'Refused' });
    expect(await json<PaymentResult>(await pay(token, order.id, card()))).toMatchObject({ resultCode: 'Authorised' });
    expect((await json<{ order: Order }>(await confirmation(token, order.id))).order.status).toBe('authorised');
  });

  it('20 concurrent submits of one payment make one provider payment and one order number', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    // Past 5 attempts a minute on one order the submits are refused before the provider (decision 048).
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(token, order.id, card())));
    const results = await Promise.all(answers.filter((r) => r.status !== 429).map((r) => json<PaymentResult>(r)));
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results.map((r) => r.resultCode))).toEqual(new Set(['Authorised']));
    const payments = await env.DB.prepare('SELECT COUNT(*) AS n FROM test_psp_payments WHERE merchant_reference = ?')
      .bind(order.id)
      .first<{ n: number }>();
    expect(payments?.n).toBe(1);
    const authorised = await env.DB.prepare("SELECT COUNT(*) AS n FROM order_status_log WHERE order_id = ? AND status = 'authorised'")
      .bind(order.id)
      .first<{ n: number }>();
    expect(authorised?.n).toBe(1);
    const paid = (await json<{ order: Order }>(await confirmation(token, order.id))).order;
    expect(paid.orderNumber).toMatch(/^AR\d{8}$/);
  });

  it('answers unknown orders and orders of another cart with 404 Could not find a session or order', async () => {
    const token = await cartFor();
    const other = await cartFor();
    const { order } = await orderSession(other);
    for (const id of ['no-such-order', order.id]) {
      expect(await refusal(await confirmation(token, id))).toEqual({
        status: 404,
        code: 'ORDER_NOT_FOUND',
        message: 'Could not find a session or order',
      });
      expect(await refusal(await pay(token, id, card()))).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    }
  });

  it('refuses to pay an order session the cart has outgrown (ORDER_OUTDATED), and pays the renewed one', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    await json<CartAnswer>(await call('PUT', '/api/cart', { token, body: { products: [{ id: PINK, quantity: 3 }] } }));
    expect(await refusal(await pay(token, order.id, card()))).toEqual({
      status: 409,
      code: 'ORDER_OUTDATED',
      message: 'The cart changed since the order session was created',
    });
    const renewed = await orderSession(token);
    expect(renewed.order).toMatchObject({ id: order.id, itemsCount: 3 });
    expect(await json<PaymentResult>(await pay(token, order.id, card()))).toMatchObject({ resultCode: 'Authorised' });
  });

  it('updates the payment method of the order session', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const res = await call('PATCH', `/api/checkout/order-session/${order.id}`, {
      token,
      body: { paymentMethod: { type: 'sepadirectdebit' } },
    });
    expect((await json<{ orderSession: OrderSession }>(res)).orderSession.order.payment.method).toBe('sepadirectdebit');
  });
});

describe('redirects', () => {
  it('3-D Secure: redirect, approve on the hosted page, details confirm it server-side: authorised once', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const redirect = await json<PaymentResult>(await pay(token, order.id, card('4212345678901237')));
    expect(redirect.resultCode).toBe('RedirectShopper');
    const back = await decide(redirect.action, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/de/checkout/payment`);
    expect(back.searchParams.get('country')).toBe('DE');
    const redirectResult = resultOf(back);
    expect(await json<PaymentResult>(await details(token, order.id, redirectResult))).toEqual({
      resultCode: 'Authorised',
      orderId: order.id,
    });
    expect((await json<{ order: Order }>(await confirmation(token, order.id))).order.status).toBe('authorised');
    // A reload of the return page sends the same redirectResult again: the order stays paid, once.
    expect(await json<PaymentResult>(await details(token, order.id, redirectResult))).toMatchObject({ resultCode: 'Authorised' });
  });

  it('iDEAL refused on the hosted page: Refused, then PAYMENT_FAILED on confirmation', async () => {
    const token = await cartFor({ storefront: 'nl', country: 'NL' });
    const nl = { storefront: 'nl', country: 'NL' };
    const { order } = await orderSession(token, nl, information(address({ postCode: '1012 AB', city: 'Amsterdam', country: 'NL' })));
    const redirect = await json<PaymentResult>(
      await call('POST', '/api/checkout/payments', {
        ...nl,
        token,
        body: { orderId: order.id, paymentMethod: { type: 'ideal', issuer: '1121' } },
      }),
    );
    expect(redirect).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect', paymentMethodType: 'ideal' } });
    const result = await json<PaymentResult>(
      await call('POST', '/api/checkout/payments/details', {
        ...nl,
        token,
        body: { orderId: order.id, details: { redirectResult: resultOf(await decide(redirect.action, 'refuse')) } },
      }),
    );
    expect(result.resultCode).toBe('Refused');
    expect(await refusal(await call('GET', `/api/checkout/orders/${order.id}/confirmation`, { ...nl, token }))).toMatchObject({
      status: 409,
      code: 'PAYMENT_FAILED',
    });
  });

  it('a new attempt after a refusal clears the failure: while it waits on a redirect, nothing is paid or failed', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    await json<PaymentResult>(await pay(token, order.id, card('4111111145551142', 'DECLINED')));
    expect(await refusal(await confirmation(token, order.id))).toMatchObject({ status: 409, code: 'PAYMENT_FAILED' });
    expect(await json<PaymentResult>(await pay(token, order.id, card('4212345678901237')))).toMatchObject({
      resultCode: 'RedirectShopper',
    });
    expect(await refusal(await confirmation(token, order.id))).toEqual({
      status: 404,
      code: 'ORDER_NOT_FOUND',
      message: 'Could not find a session or order',
    });
    // Adyen delivers the first attempt's refusal late: it is about an attempt the shopper has left.
    const first = await env.DB.prepare('SELECT psp_reference FROM payment_attempts WHERE order_id = ? AND attempt = 1')
      .bind(order.id)
      .first<{ psp_reference: string }>();
    await env.DB.prepare('DELETE FROM payment_events WHERE psp_reference = ?')
      .bind(first?.psp_reference ?? '')
      .run();
    const late = await withSignature(
      {
        pspReference: first?.psp_reference ?? '',
        merchantAccountCode: 'ArgyleEmbeddedTest',
        merchantReference: order.id,
        amount: { value: 100, currency: 'EUR' },
        eventCode: 'AUTHORISATION',
        success: 'false' as const,
        reason: 'Refused',
      },
      DEV_ADYEN_HMAC_KEY,
    );
    const body = JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: late }] });
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/api/adyen/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    );
    expect(await res.text()).toBe('[accepted]');
    expect(await refusal(await confirmation(token, order.id))).toMatchObject({ status: 404 });
  });

  it('a redirectResult of another order does not pay this one', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const otherToken = await cartFor();
    const other = await orderSession(otherToken);
    await json<PaymentResult>(await pay(token, order.id, card('4212345678901237')));
    const otherRedirect = await json<PaymentResult>(await pay(otherToken, other.order.id, card('4212345678901237')));
    const stolen = resultOf(await decide(otherRedirect.action, 'approve'));
    expect(await refusal(await details(token, order.id, stolen))).toMatchObject({ status: 422, code: 'PAYMENT_REJECTED' });
    expect(await refusal(await confirmation(token, order.id))).toMatchObject({ status: 404 });
  });

  it('refuses a forged redirectResult and leaves the order unpaid', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const redirect = await json<PaymentResult>(await pay(token, order.id, card('4212345678901237')));
    expect(redirect).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET' } });
    expect(String(redirect.action?.['url'])).toMatch(/^https:\/\/argyle\.test\/api\/test-provider\//);
    const res = await call('POST', '/api/checkout/payments/details', {
      token,
      body: { orderId: order.id, details: { redirectResult: 'forged' } },
    });
    expect(await refusal(res)).toMatchObject({ status: 422, code: 'PAYMENT_REJECTED' });
    expect(await refusal(await confirmation(token, order.id))).toMatchObject({ status: 404 });
  });
});

describe('Adyen webhook', () => {
  it('refuses a forged signature and every notification without a configured key (401)', async () => {
    const forged = {
      ...(await signedItem({ merchantReference: 'some-order', pspReference: 'PSP1' })),
      additionalData: { hmacSignature: 'bm90IGEgc2lnbmF0dXJl' },
    };
    expect((await webhook(notification([forged]))).status).toBe(401);
    const signed = await signedItem({ merchantReference: 'some-order', pspReference: 'PSP2' });
    expect((await webhook(notification([signed]), { ...env, ADYEN_HMAC_KEY: '' } as Env)).status).toBe(401);
  });

  it('applies a signed AUTHORISATION of the pending attempt once: authorised with one number, a repeat is accepted and ignored', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    // A 3-D Secure payment waits on the hosted page; Adyen's notification comes first.
    await json<PaymentResult>(await pay(token, order.id, card('4212345678901237')));
    const attempt = await env.DB.prepare('SELECT psp_reference FROM payment_attempts WHERE order_id = ?')
      .bind(order.id)
      .first<{ psp_reference: string }>();
    const pspReference = attempt?.psp_reference ?? '';
    const signed = await signedItem({ merchantReference: order.id, pspReference, amount: { value: order.priceTotal, currency: 'EUR' } });
    const first = await webhook(notification([signed]));
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('[accepted]');
    const paid = (await json<{ order: Order }>(await confirmation(token, order.id))).order;
    expect(paid.status).toBe('authorised');
    expect(await (await webhook(notification([signed]))).text()).toBe('[accepted]');
    const log = await env.DB.prepare("SELECT COUNT(*) AS n FROM order_status_log WHERE order_id = ? AND status = 'authorised'")
      .bind(order.id)
      .first<{ n: number }>();
    expect(log?.n).toBe(1);
    // A later CAPTURE of that payment updates the status.
    await webhook(
      notification([
        await signedItem({
          merchantReference: order.id,
          pspReference: `CAPTURE${pspReference.slice(7)}`,
          originalReference: pspReference,
          eventCode: 'CAPTURE',
        }),
      ]),
    );
    expect((await json<{ order: Order }>(await confirmation(token, order.id))).order).toMatchObject({
      status: 'captured',
      orderNumber: paid.orderNumber,
    });
  });
});

describe('remote commerce backend (PAYMENTS_BASE_URL)', () => {
  it('sends the calls with the cart token as Authorization and an Idempotency-Key on POSTs, and validates the answers', async () => {
    const token = await cartFor();
    const seen: Array<{ method: string; url: string; authorization: string | null; key: string | null }> = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith('https://commerce.test/')) return realFetch(input, init);
      seen.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.get('authorization'),
        key: request.headers.get('idempotency-key'),
      });
      if (request.url.endsWith('/confirmation')) return Response.json({ failedReason: 'Refused' });
      return Response.json({ resultCode: 'Authorised' }); // no orderId: not the contract
    });
    try {
      const bindings = { ...env, PAYMENTS_BASE_URL: 'https://commerce.test/api' } as Env;
      const paid = await call('POST', '/api/checkout/payments', {
        token,
        bindings,
        body: { orderId: 'o-1', paymentMethod: { type: 'scheme' } },
      });
      expect(await refusal(paid)).toMatchObject({ status: 502, code: 'upstream_error' });
      const confirmed = await call('GET', '/api/checkout/orders/o-1/confirmation', { token, bindings });
      expect(await refusal(confirmed)).toEqual({ status: 409, code: 'PAYMENT_FAILED', message: 'Refused' });
    } finally {
      vi.restoreAllMocks();
    }
    expect(seen).toEqual([
      {
        method: 'POST',
        url: 'https://commerce.test/api/payments/adyen/payments',
        authorization: `Bearer ${token}`,
        key: expect.stringMatching(/^[0-9a-f]{40}$/),
      },
      {
        method: 'GET',
        url: 'https://commerce.test/api/payments/adyen/orders/o-1/confirmation',
        authorization: `Bearer ${token}`,
        key: null,
      },
    ]);
  });
});

describe('payments service down', () => {
  it("answers 503 when Adyen's test API (ADYEN_API_KEY set) does not answer, after calling it with the key and merchant account", async () => {
    const token = await cartFor();
    const seen: Array<{ url: string; apiKey: string | null; merchantAccount: unknown }> = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith('https://checkout-test.adyen.com/')) return realFetch(input, init);
      const body = (await request.json()) as { merchantAccount?: unknown };
      seen.push({ url: request.url, apiKey: request.headers.get('x-api-key'), merchantAccount: body.merchantAccount });
      throw new TypeError('Network connection lost.');
    });
    try {
      const bindings = { ...env, ADYEN_API_KEY: 'AQE-test-key', ADYEN_MERCHANT_ACCOUNT: 'ArgyleECOM' } as Env;
      const res = await call('GET', '/api/checkout/payment-methods', { token, bindings });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
    } finally {
      vi.restoreAllMocks();
    }
    expect(seen).toEqual([
      { url: 'https://checkout-test.adyen.com/v71/paymentMethods', apiKey: 'AQE-test-key', merchantAccount: 'ArgyleECOM' },
    ]);
  });

  it('answers 503 with Retry-After when the remote commerce backend does not answer', async () => {
    const token = await cartFor();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Network connection lost.'));
    try {
      const res = await call('GET', `/api/checkout/orders/some-order/confirmation`, {
        token,
        bindings: { ...env, PAYMENTS_BASE_URL: 'https://payments.down.test' },
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect((await res.json()) as unknown).toMatchObject({ error: { code: 'upstream_unavailable' } });
    } finally {
      vi.restoreAllMocks();
    }
  });
});
