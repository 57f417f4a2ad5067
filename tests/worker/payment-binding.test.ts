// Money is never wrong (decision 046): through the whole worker, with the embedded
// cart service, commerce backend and Adyen test provider. An authorisation pays its order only
// when it matches the attempt and the order's total, anything else is given back; the order does
// not change under a pending attempt; refunds and chargebacks count only for the winning payment;
// unknown outcomes (704, timeouts, 5xx) keep the attempt and its key; a notification is applied
// and recorded atomically; stock is checked at payment. Faults are injected at the provider, in
// D1 and in the cart object, and every test ends by reconciling the provider with the orders.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartAnswer } from '../../contract/cart';
import type { Order, PaymentResult } from '../../contract/orders';
import { seedTestCatalogue } from './catalogue-db';
import {
  call,
  card,
  cartFor,
  confirmation,
  decide,
  details,
  faultyAdyen,
  information,
  json,
  notification,
  orderSession,
  pay,
  PINK,
  refusal,
  resultOf,
  signedItem,
  webhook,
} from './checkout-api';
import { captureLogLines } from './log-lines';
import { expectReconciled, orderRow, providerPayments, runScheduled } from './payment-ledger';
import { applyPaymentMigrations } from './test-provider-db';

beforeAll(async () => {
  await seedTestCatalogue();
  await applyPaymentMigrations();
});

const logLines = captureLogLines();

const setQuantity = async (token: string, quantity: number) =>
  json<CartAnswer>(await call('PUT', '/api/cart', { token, body: { products: [{ id: PINK, quantity }] } }));

const klarna = { type: 'klarna' };

describe('an authorisation pays its order only for the amount the order costs', () => {
  it('a redirect started for a small basket, approved after the basket grew and a new order session, does not pay the larger order (finding 1)', async () => {
    const token = await cartFor();
    const small = await orderSession(token);
    const redirect = await json<PaymentResult>(await pay(token, small.order.id, klarna));
    expect(redirect.resultCode).toBe('RedirectShopper');
    await setQuantity(token, 10);
    const large = await orderSession(token);
    expect(large.order.id).toBe(small.order.id);
    expect(large.order.priceTotal).toBeGreaterThan(small.order.priceTotal);
    // The pending attempt was cancelled when the order changed: approving it now pays nothing.
    const back = await decide(redirect.action, 'approve');
    expect(await json<PaymentResult>(await details(token, small.order.id, resultOf(back)))).toEqual({
      resultCode: 'Cancelled',
      orderId: small.order.id,
    });
    expect(await refusal(await confirmation(token, small.order.id))).toMatchObject({ status: 404 });
    await expectReconciled(small.order.id, false);
    // The larger basket is then paid in full, by a new attempt.
    expect(await json<PaymentResult>(await pay(token, small.order.id, card()))).toMatchObject({ resultCode: 'Authorised' });
    const paid = (await json<{ order: Order }>(await confirmation(token, small.order.id))).order;
    expect(paid.priceTotal).toBe(large.order.priceTotal);
    await expectReconciled(small.order.id, true);
  });

  it('a signed notification authorising 1 cent does not pay the order: it is given back and logged at error (finding 1)', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    await json<PaymentResult>(await pay(token, order.id, klarna));
    const [pending] = await providerPayments(order.id);
    const cent = await signedItem({
      merchantReference: order.id,
      pspReference: pending?.psp_reference ?? '',
      amount: { value: 1, currency: 'EUR' },
    });
    expect(await (await webhook(notification([cent]))).text()).toBe('[accepted]');
    expect(await refusal(await confirmation(token, order.id))).toMatchObject({ status: 404 });
    const reversal = await env.DB.prepare('SELECT reason, amount_value FROM payment_reversals WHERE psp_reference = ?')
      .bind(pending?.psp_reference ?? '')
      .first();
    expect(reversal).toEqual({ reason: 'the amount differs from the attempt', amount_value: 1 });
    expect(logLines()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'Authorisation given back',
        orderId: order.id,
        expected: { value: order.priceTotal, currency: 'EUR' },
        received: { value: 1, currency: 'EUR' },
      }),
    );
  });

  it('an order can only be paid in its own currency', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    await json<PaymentResult>(await pay(token, order.id, klarna));
    const [pending] = await providerPayments(order.id);
    const pounds = await signedItem({
      merchantReference: order.id,
      pspReference: pending?.psp_reference ?? '',
      amount: { value: order.priceTotal, currency: 'GBP' },
    });
    await webhook(notification([pounds]));
    expect(await refusal(await confirmation(token, order.id))).toMatchObject({ status: 404 });
  });
});

describe('a second authorisation of a paid order', () => {
  it('is given back automatically and logged at error: two tabs, a method switched mid-redirect (finding 2)', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const tabA = await json<PaymentResult>(await pay(token, order.id, klarna));
    expect(tabA.resultCode).toBe('RedirectShopper');
    expect(await json<PaymentResult>(await pay(token, order.id, card()))).toMatchObject({ resultCode: 'Authorised' });
    // Tab A's shopper approves Klarna too, and comes back.
    const back = await decide(tabA.action, 'approve');
    expect(await json<PaymentResult>(await details(token, order.id, resultOf(back)))).toEqual({
      resultCode: 'Authorised',
      orderId: order.id,
    });
    await vi.waitFor(() => expectReconciled(order.id, true)); // the reversal goes out in the background
    expect(logLines()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'Authorisation given back',
        orderId: order.id,
        reason: 'the order was paid by another authorisation',
      }),
    );
  });

  it('two tabs paying one order at once give one charge', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const sepa = { type: 'sepadirectdebit', ownerName: 'Ada Lovelace', iban: 'DE89370400440532013000' };
    const results = await Promise.all(
      [pay(token, order.id, card()), pay(token, order.id, sepa)].map(async (r) => json<PaymentResult>(await r)),
    );
    // One tab pays; the other pays too (its payment is given back) or learns the attempt is in
    // progress (Pending: its success page waits for the confirmation).
    expect(results.map((r) => r.resultCode)).toContain('Authorised');
    for (const result of results) expect(['Authorised', 'Pending']).toContain(result.resultCode);
    await expectReconciled(order.id, true);
  });

  it('a REFUND naming another payment of the order leaves the paid order as it is; one naming the winning payment refunds it (finding 2)', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const tabA = await json<PaymentResult>(await pay(token, order.id, klarna));
    await json<PaymentResult>(await pay(token, order.id, card()));
    const { psp_reference: winner } = (await orderRow(order.id))!;
    const [other] = (await providerPayments(order.id)).filter((p) => p.psp_reference !== winner);
    expect(tabA.resultCode).toBe('RedirectShopper');
    for (const eventCode of ['REFUND', 'CANCELLATION', 'CHARGEBACK']) {
      const item = await signedItem({
        merchantReference: order.id,
        pspReference: `MOD${eventCode}`.padEnd(16, '0'),
        originalReference: other?.psp_reference ?? '',
        eventCode,
      });
      await webhook(notification([item]));
    }
    expect((await json<{ order: Order }>(await confirmation(token, order.id))).order.status).toBe('authorised');
    const refund = await signedItem({
      merchantReference: order.id,
      pspReference: 'REFUNDWINNER0000',
      originalReference: winner ?? '',
      eventCode: 'REFUND',
    });
    await webhook(notification([refund]));
    expect((await json<{ order: Order }>(await confirmation(token, order.id))).order.status).toBe('refunded');
  });
});

const timeout = () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
const answer = (status: number, body: unknown) => Response.json(body, { status });

describe('unknown outcomes keep the attempt and its key (finding 3)', () => {
  it("Adyen's 704 (request in progress) answers Pending, and the retry replays the same attempt: one payment", async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    let first = true;
    const adyen = faultyAdyen(async (path, forward) => {
      if (path.endsWith('/payments') && first) {
        first = false;
        return answer(422, { status: 422, errorCode: '704', message: 'request already processed or in progress', errorType: 'validation' });
      }
      return forward();
    });
    const payCall = () =>
      call('POST', '/api/checkout/payments', { token, bindings: adyen.bindings, body: { orderId: order.id, paymentMethod: card() } });
    expect(await json<PaymentResult>(await payCall())).toEqual({ resultCode: 'Pending', orderId: order.id });
    expect(await json<PaymentResult>(await payCall())).toMatchObject({ resultCode: 'Authorised' });
    const attempts = await env.DB.prepare('SELECT COUNT(*) AS n FROM payment_attempts WHERE order_id = ?')
      .bind(order.id)
      .first<{ n: number }>();
    expect(attempts?.n).toBe(1);
    await adyen.deliver();
    await expectReconciled(order.id, true);
  });

  it.each([
    ['times out after the provider made the payment', () => timeout()],
    [
      'answers 500 after the provider made the payment',
      () => Promise.resolve(answer(500, { status: 500, errorCode: '000', message: 'boom', errorType: 'internal' })),
    ],
  ])(
    'the payment origin %s: Pending (no 5xx), the attempt stays open, the notification pays the order and the retry sees it paid',
    async (_, fail) => {
      const token = await cartFor();
      const { order } = await orderSession(token);
      let faults = 1;
      const adyen = faultyAdyen(async (path, forward) => {
        const response = await forward();
        if (path.endsWith('/payments') && faults-- > 0) return fail();
        return response;
      });
      const payCall = () =>
        call('POST', '/api/checkout/payments', { token, bindings: adyen.bindings, body: { orderId: order.id, paymentMethod: card() } });
      expect(await json<PaymentResult>(await payCall())).toEqual({ resultCode: 'Pending', orderId: order.id });
      expect(await refusal(await confirmation(token, order.id))).toMatchObject({ status: 404 });
      await adyen.deliver();
      expect((await json<{ order: Order }>(await confirmation(token, order.id))).order.status).toBe('authorised');
      expect(await json<PaymentResult>(await payCall())).toMatchObject({ resultCode: 'Authorised' });
      expect(adyen.calls.filter((c) => c.path.endsWith('/payments'))).toHaveLength(1);
      await expectReconciled(order.id, true);
    },
  );

  it('the payment origin times out before the payment: Pending, and the retry replays the same Idempotency-Key and pays once', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    let faults = 1;
    const adyen = faultyAdyen(async (path, forward) => (path.endsWith('/payments') && faults-- > 0 ? timeout() : forward()));
    const payCall = () =>
      call('POST', '/api/checkout/payments', { token, bindings: adyen.bindings, body: { orderId: order.id, paymentMethod: card() } });
    expect(await json<PaymentResult>(await payCall())).toEqual({ resultCode: 'Pending', orderId: order.id });
    expect(await json<PaymentResult>(await payCall())).toMatchObject({ resultCode: 'Authorised' });
    const keys = adyen.calls.filter((c) => c.path.endsWith('/payments')).map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await adyen.deliver();
    await expectReconciled(order.id, true);
  });

  it('the remote commerce client derives its Idempotency-Key from the cart, the call and the attempt it asks for', async () => {
    const token = await cartFor();
    const keys: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith('https://commerce.test/')) return realFetch(input, init);
      keys.push(request.headers.get('idempotency-key') ?? '');
      return Response.json({ error: { code: 'ORDER_NOT_FOUND', message: 'Could not find a session or order' } }, { status: 404 });
    });
    const bindings = { ...env, PAYMENTS_BASE_URL: 'https://commerce.test/api' } as Env;
    const payWith = (paymentMethod: unknown) =>
      call('POST', '/api/checkout/payments', { token, bindings, body: { orderId: 'o-1', paymentMethod } });
    await payWith(card());
    await payWith(card());
    await payWith({ type: 'sepadirectdebit' });
    expect(keys[0]).toMatch(/^[0-9a-f]{40}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

/** D1 that fails every statement whose SQL matches, alone or in a batch (the batch then rolls back). */
function failingDb(db: D1Database, matches: (sql: string) => boolean): D1Database {
  const sqlOf = new WeakMap<object, string>();
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const failing = matches(sql);
    const proxy = new Proxy(statement, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), sql);
        if (failing && ['run', 'first', 'all', 'raw'].includes(String(key))) return () => Promise.reject(new Error('D1_ERROR: injected'));
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    sqlOf.set(proxy, sql);
    return proxy;
  };
  return new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (key === 'batch')
        return (statements: D1PreparedStatement[]) =>
          statements.some((s) => matches(sqlOf.get(s) ?? '')) ? Promise.reject(new Error('D1_ERROR: injected')) : target.batch(statements);
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('the webhook applies an event and records it together (finding 4)', () => {
  it('D1 failing between the event record and the order update: 5xx, nothing recorded, and the retry pays the order', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    await json<PaymentResult>(await pay(token, order.id, klarna));
    const [pending] = await providerPayments(order.id);
    const item = await signedItem({
      merchantReference: order.id,
      pspReference: pending?.psp_reference ?? '',
      amount: { value: order.priceTotal, currency: 'EUR' },
    });
    const broken = { ...env, DB: failingDb(env.DB, (sql) => /UPDATE orders SET status = 'authorised'/.test(sql)) } as Env;
    const failed = await webhook(notification([item]), broken);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const seen = await env.DB.prepare('SELECT COUNT(*) AS n FROM payment_events WHERE psp_reference = ?')
      .bind(pending?.psp_reference ?? '')
      .first<{ n: number }>();
    expect(seen?.n).toBe(0);
    expect(await (await webhook(notification([item]))).text()).toBe('[accepted]');
    expect((await json<{ order: Order }>(await confirmation(token, order.id))).order.status).toBe('authorised');
  });

  it('refuses notifications for another merchant account or environment (403)', async () => {
    const item = await signedItem({
      merchantReference: 'some-order',
      pspReference: 'PSPACCOUNT000001',
      merchantAccountCode: 'SomeoneElse',
    });
    expect((await webhook(notification([item]))).status).toBe(403);
    const live = await signedItem({ merchantReference: 'some-order', pspReference: 'PSPLIVE000000001' });
    expect((await webhook(notification([live], 'true'))).status).toBe(403);
  });
});

describe('the cart object failing mid-write', () => {
  it('a paid order whose cart could not be closed is not paid twice', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const carts = env.CARTS;
    const broken = {
      ...env,
      CARTS: {
        idFromName: (name: string) => carts.idFromName(name),
        get: (id: DurableObjectId) => {
          const stub = carts.get(id);
          return new Proxy(stub, {
            get: (target, key) => (key === 'close' ? () => Promise.reject(new Error('Durable Object reset')) : Reflect.get(target, key)),
          });
        },
      },
    } as unknown as Env;
    const paid = await call('POST', '/api/checkout/payments', {
      token,
      bindings: broken,
      body: { orderId: order.id, paymentMethod: card() },
    });
    expect(await json<PaymentResult>(paid)).toMatchObject({ resultCode: 'Authorised' });
    expect(await json<PaymentResult>(await pay(token, order.id, card('5555555555554444')))).toMatchObject({ resultCode: 'Authorised' });
    expect(await refusal(await call('POST', '/api/checkout/order-session', { token, body: information() }))).toMatchObject({
      status: 409,
      code: 'CART_CLOSED',
    });
    await expectReconciled(order.id, true);
  });
});

describe('stock at payment (finding 8)', () => {
  it('refuses to pay an order with a line no longer in stock (OUT_OF_STOCK naming it); the basket names the line', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const before = await env.DB.prepare('SELECT stock_nl FROM variants WHERE sku = ?').bind(PINK).first<{ stock_nl: number }>();
    await env.DB.prepare('UPDATE variants SET stock_nl = 0 WHERE sku = ?').bind(PINK).run();
    try {
      const res = await pay(token, order.id, card());
      expect(await refusal(res)).toEqual({
        status: 409,
        code: 'OUT_OF_STOCK',
        message: expect.stringMatching(/^Out of stock: .+ \(36-40\)$/),
      });
      const { cart } = await json<CartAnswer>(await call('GET', '/api/cart', { token }));
      expect(cart.items.find((i) => i.sku === PINK)?.stockStatus).toBe('no-stock');
      expect(await providerPayments(order.id)).toEqual([]);
    } finally {
      await env.DB.prepare('UPDATE variants SET stock_nl = ? WHERE sku = ?')
        .bind(before?.stock_nl ?? 0, PINK)
        .run();
    }
  });
});

describe('reversals the provider did not take', () => {
  it('are sent again by the scheduled trigger until the provider takes them', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const tabA = await json<PaymentResult>(await pay(token, order.id, klarna));
    await json<PaymentResult>(await pay(token, order.id, card()));
    await json<PaymentResult>(await details(token, order.id, resultOf(await decide(tabA.action, 'approve'))));
    await vi.waitFor(() => expectReconciled(order.id, true)); // the reversal goes out in the background
    // As if the provider had been down when the second authorisation was given back.
    await env.DB.batch([
      env.DB.prepare("UPDATE payment_reversals SET status = 'pending' WHERE order_id = ?").bind(order.id),
      env.DB.prepare(
        'DELETE FROM test_psp_modifications WHERE payment_psp_reference IN (SELECT psp_reference FROM test_psp_payments WHERE merchant_reference = ?)',
      ).bind(order.id),
      env.DB.prepare('UPDATE test_psp_payments SET reversed_at = NULL WHERE merchant_reference = ?').bind(order.id),
    ]);
    const kept = (await providerPayments(order.id)).filter((p) => p.result_code === 'Authorised' && !p.reversed_at);
    expect(kept).toHaveLength(2);
    await runScheduled();
    await expectReconciled(order.id, true);
  });
});
