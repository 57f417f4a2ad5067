// Money, part two (decision 070), through the whole worker with the embedded cart service,
// commerce backend and Adyen test provider: notifications for other channels' references are
// acknowledged and never reversed, reversals are tried a bounded number of times, repricing reads
// the order's market, the order's own lines are checked against stock at payment and at every
// approval, a given-back authorisation closes its attempt, a notification that pays an order
// closes its cart, and a paid order's status only moves forward.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PaymentResult } from '../../contract/orders';
import { MAX_REVERSAL_TRIES } from '../../worker/upstreams/payments/embedded/reversals';
import { seedTestCatalogue } from './catalogue-db';
import {
  address,
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
import { expectReconciled, orderRow, providerPayments, reversalOf, runScheduled } from './payment-ledger';
import { applyPaymentMigrations } from './test-provider-db';

beforeAll(async () => {
  await seedTestCatalogue();
  await applyPaymentMigrations();
});

const logLines = captureLogLines();
const klarna = { type: 'klarna' };
/** NL warehouse, EUR 15.95 like PINK, 215 units. */
const BURGUNDY = 'ARG-BRIGHTON-STRIPE-BURGUNDY-41-46';

/** Sets a variant's units in the NL warehouse for one test. */
const stockChanges: Array<{ sku: string; units: number }> = [];
async function setStock(sku: string, units: number) {
  const before = await env.DB.prepare('SELECT stock_nl FROM variants WHERE sku = ?').bind(sku).first<{ stock_nl: number }>();
  stockChanges.push({ sku, units: before?.stock_nl ?? 0 });
  await env.DB.prepare('UPDATE variants SET stock_nl = ? WHERE sku = ?').bind(units, sku).run();
}
afterEach(async () => {
  for (const { sku, units } of stockChanges.splice(0).reverse()) {
    await env.DB.prepare('UPDATE variants SET stock_nl = ? WHERE sku = ?').bind(units, sku).run();
  }
});

describe('notifications for references that are not ours (finding 1)', () => {
  it('a signed AUTHORISATION naming a waiting Klarna payment under a POS reference is acknowledged, logged at warn, and reverses nothing', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const redirect = await json<PaymentResult>(await pay(token, order.id, klarna));
    expect(redirect.resultCode).toBe('RedirectShopper');
    const [waiting] = await providerPayments(order.id);
    const pspReference = waiting?.psp_reference ?? '';
    const pos = await signedItem({
      merchantReference: 'POS-STORE-0043',
      pspReference,
      amount: { value: order.priceTotal, currency: 'EUR' },
    });
    expect(await (await webhook(notification([pos]))).text()).toBe('[accepted]');
    expect(await reversalOf(pspReference)).toBeNull();
    expect(await providerPayments(order.id)).toEqual([expect.objectContaining({ reversed_at: null, modification: null })]);
    expect(logLines()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'Notification for a reference that is not ours: acknowledged, not applied',
        merchantReference: 'POS-STORE-0043',
        pspReference,
      }),
    );
    expect(logLines().filter((l) => l['level'] === 'error')).toEqual([]);
    // The same notification again is a duplicate, still acknowledged.
    expect(await (await webhook(notification([pos]))).text()).toBe('[accepted]');
    // The shopper's own payment still pays their order.
    const back = await decide(redirect.action, 'approve');
    expect(await json<PaymentResult>(await details(token, order.id, resultOf(back)))).toEqual({
      resultCode: 'Authorised',
      orderId: order.id,
    });
    await expectReconciled(order.id, true);
  });

  it('a REFUND or CANCELLATION under another channel’s reference changes nothing and is acknowledged', async () => {
    for (const eventCode of ['REFUND', 'CANCELLATION', 'CHARGEBACK']) {
      const item = await signedItem({
        merchantReference: 'PBL-LINK-7781',
        pspReference: `FOREIGN${eventCode}`.padEnd(16, '0'),
        originalReference: 'FOREIGNPAYMENT01',
        eventCode,
      });
      expect(await (await webhook(notification([item]))).text()).toBe('[accepted]');
    }
    const reversals = await env.DB.prepare("SELECT COUNT(*) AS n FROM payment_reversals WHERE order_id = 'PBL-LINK-7781'").first<{
      n: number;
    }>();
    expect(reversals?.n).toBe(0);
  });

  it(`a reversal the provider keeps refusing is tried ${MAX_REVERSAL_TRIES} times, then left failed and logged at error for an operator`, async () => {
    expect(MAX_REVERSAL_TRIES).toBe(12);
    const pspReference = 'UNKNOWNPSP000001';
    const at = new Date(0).toISOString();
    await env.DB.prepare(
      `INSERT INTO payment_reversals (psp_reference, order_id, amount_value, currency, reason, status, tries, created_at, updated_at)
       VALUES (?, 'o-unknown', 995, 'EUR', 'the amount differs from the attempt', 'pending', 0, ?, ?)`,
    )
      .bind(pspReference, at, at)
      .run();
    for (let run = 1; run < MAX_REVERSAL_TRIES; run++) await runScheduled();
    expect(await reversalOf(pspReference)).toMatchObject({ status: 'pending', tries: MAX_REVERSAL_TRIES - 1 });
    expect(logLines()).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'Reversal not sent; the scheduled trigger retries it', pspReference }),
    );
    await runScheduled();
    expect(await reversalOf(pspReference)).toMatchObject({ status: 'failed', tries: MAX_REVERSAL_TRIES });
    expect(logLines()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'Reversal failed for good: cancel or refund this payment by hand in the Customer Area',
        pspReference,
        orderId: 'o-unknown',
        amount: { value: 995, currency: 'EUR' },
      }),
    );
    // Not tried again.
    await runScheduled();
    expect((await reversalOf(pspReference))?.tries).toBe(MAX_REVERSAL_TRIES);
  });
});

const PAYPAL = { type: 'paypal', subtype: 'sdk' };
type SdkResult = PaymentResult & { action: { paymentData: string; sdkData: { token: string } } };
const croatia = { storefront: 'eu', country: 'HR' };
const zagreb = information(address({ country: 'HR', postCode: '10000', city: 'Zagreb', street0: 'Ilica 1' }));

/** An eu/HR cart of 3 pairs with standard shipping and a PayPal payment waiting. */
async function croatianPayPal() {
  const token = await cartFor({ ...croatia, shipping: false });
  await json(await call('PUT', '/api/cart', { ...croatia, token, body: { products: [{ id: PINK, quantity: 3 }] } }));
  const { shippingMethods } = await json<{ shippingMethods: { id: string }[] }>(
    await call('GET', '/api/cart/shipments/HR', { ...croatia, token }),
  );
  const standard = shippingMethods.find((m) => m.id === 'SHIP-STANDARD-HR')?.id ?? '';
  expect(standard).toBe('SHIP-STANDARD-HR');
  await json(await call('PUT', '/api/cart', { ...croatia, token, body: { products: [{ id: standard, quantity: 1 }] } }));
  const { order } = await orderSession(token, croatia, zagreb);
  const result = await json<SdkResult>(
    await call('POST', '/api/checkout/payments', { ...croatia, token, body: { orderId: order.id, paymentMethod: PAYPAL } }),
  );
  expect(result.resultCode).toBe('Pending');
  return { token, order, result };
}

describe('repricing reads the order’s market (finding 2)', () => {
  it('a cart switched from HR to NL cannot reprice the HR order’s PayPal payment at NL shipping: 409, PayPal’s amount unchanged', async () => {
    const { token, order, result } = await croatianPayPal();
    await json(await call('PUT', '/api/cart', { ...croatia, token, body: { store: { countryCode: 'NL' } } }));
    const update = await call('POST', '/api/checkout/paypal/update-order', {
      ...croatia,
      token,
      body: {
        orderId: order.id,
        paymentData: result.action.paymentData,
        shippingMethodId: 'SHIP-STANDARD-NL',
        shippingAddress: { countryCode: 'HR' },
      },
    });
    expect(await refusal(update)).toMatchObject({ status: 409, code: 'ORDER_OUTDATED' });
    expect(await orderRow(order.id)).toMatchObject({ total: order.priceTotal, market: 'HR', order_number: null });
    expect((await providerPayments(order.id))[0]).toMatchObject({ amount_value: order.priceTotal });
    // Nor can the switched cart pay the order by another method.
    expect(await refusal(await pay(token, order.id, card()))).toMatchObject({ status: 409, code: 'ORDER_OUTDATED' });
  });

  it('a shipping method of another market is refused with a clear 4xx, the order unchanged', async () => {
    const { token, order, result } = await croatianPayPal();
    const update = await call('POST', '/api/checkout/paypal/update-order', {
      ...croatia,
      token,
      body: { orderId: order.id, paymentData: result.action.paymentData, shippingMethodId: 'SHIP-STANDARD-NL' },
    });
    expect(await refusal(update)).toEqual({
      status: 422,
      code: 'SHIPPING_METHOD_UNAVAILABLE',
      message: 'Shipping method SHIP-STANDARD-NL is not offered for this order',
    });
    expect((await orderRow(order.id))?.total).toBe(order.priceTotal);
  });

  it('an address in a country the order’s market does not ship to is refused', async () => {
    const { token, order, result } = await croatianPayPal();
    const update = await call('POST', '/api/checkout/paypal/update-order', {
      ...croatia,
      token,
      body: { orderId: order.id, paymentData: result.action.paymentData, shippingAddress: { countryCode: 'NL' } },
    });
    expect(await refusal(update)).toMatchObject({ status: 422, code: 'SHIPPING_COUNTRY_ERROR', message: 'This order ships to HR only' });
  });
});

describe('stock is checked on the order, and the cart compared with it line by line (finding 4)', () => {
  it('an order session for 36-40, the cart swapped to another line at the same price, 36-40 sold out: the payment is refused and nothing is authorised', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    await json(await call('PUT', '/api/cart', { token, body: { products: [{ id: PINK, quantity: 0 }] } }));
    await json(await call('PUT', '/api/cart', { token, body: { products: [{ id: BURGUNDY, quantity: 2 }] } }));
    await setStock(PINK, 0);
    expect(await refusal(await pay(token, order.id, card()))).toMatchObject({ status: 409, code: 'ORDER_OUTDATED' });
    expect(await providerPayments(order.id)).toEqual([]);
  });

  it('a redirect approved after its line sold out is given back, and the shopper is told which line', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const redirect = await json<PaymentResult>(await pay(token, order.id, klarna));
    await setStock(PINK, 0);
    const back = await decide(redirect.action, 'approve');
    expect(await refusal(await details(token, order.id, resultOf(back)))).toEqual({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: expect.stringMatching(/^Out of stock: .+ \(36-40\)$/),
    });
    // The confirmation says why the order was not paid (docs/spec/commerce-core.md §7).
    expect(await refusal(await confirmation(token, order.id))).toEqual({
      status: 409,
      code: 'PAYMENT_FAILED',
      message: expect.stringMatching(/^Out of stock: .+ \(36-40\)$/),
    });
    await expect.poll(async () => (await providerPayments(order.id))[0]?.reversed_at ?? null).not.toBeNull();
    await expectReconciled(order.id, false);
  });

  it('an approval whose cart no longer is the order is given back (ORDER_OUTDATED)', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const redirect = await json<PaymentResult>(await pay(token, order.id, klarna));
    await json(await call('PUT', '/api/cart', { token, body: { products: [{ id: PINK, quantity: 3 }] } }));
    const back = await decide(redirect.action, 'approve');
    // The provider's notification came first and was given back too: the cart is read as the shopper's.
    expect(await refusal(await details(token, order.id, resultOf(back)))).toMatchObject({ status: 409, code: 'ORDER_OUTDATED' });
    await expect.poll(async () => (await providerPayments(order.id))[0]?.reversed_at ?? null).not.toBeNull();
    await expectReconciled(order.id, false);
  });

  it('an AUTHORISATION notification for an order whose line sold out is given back; the order says which line', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    await json<PaymentResult>(await pay(token, order.id, klarna));
    const [waiting] = await providerPayments(order.id);
    await setStock(PINK, 0);
    const item = await signedItem({
      merchantReference: order.id,
      pspReference: waiting?.psp_reference ?? '',
      amount: { value: order.priceTotal, currency: 'EUR' },
    });
    expect(await (await webhook(notification([item]))).text()).toBe('[accepted]');
    expect(await reversalOf(waiting?.psp_reference ?? '')).toMatchObject({ reason: expect.stringMatching(/^Out of stock: .+ \(36-40\)$/) });
    expect(await orderRow(order.id)).toMatchObject({
      order_number: null,
      status: 'cancelled',
      failed_reason: expect.stringMatching(/^Out of stock/),
    });
  });
});

describe('a given-back authorisation closes its attempt (finding 5)', () => {
  it('the retry opens a new attempt with a new Idempotency-Key and pays, with one payment kept', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    let faults = 1;
    // The provider's first answer names another amount than the attempt asked for: given back.
    const adyen = faultyAdyen(async (path, forward) => {
      const response = await forward();
      if (!path.endsWith('/payments') || faults-- <= 0) return response;
      const body = (await response.json()) as { amount?: { value: number } };
      return Response.json({ ...body, amount: { ...body.amount, value: (body.amount?.value ?? 0) - 1 } });
    });
    const payCall = () =>
      call('POST', '/api/checkout/payments', { token, bindings: adyen.bindings, body: { orderId: order.id, paymentMethod: card() } });
    expect(await refusal(await payCall())).toMatchObject({ status: 422, code: 'PAYMENT_REJECTED' });
    expect(await json<PaymentResult>(await payCall())).toMatchObject({ resultCode: 'Authorised' });
    const keys = adyen.calls.filter((c) => c.path.endsWith('/payments')).map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    await adyen.deliver();
    await expect.poll(async () => (await providerPayments(order.id)).filter((p) => p.reversed_at).length).toBe(1);
    await expectReconciled(order.id, true);
  });
});

describe('webhook-paid orders and late events (finding 7)', () => {
  it('an order paid only by its notification closes its cart', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    await json<PaymentResult>(await pay(token, order.id, klarna));
    const [waiting] = await providerPayments(order.id);
    const item = await signedItem({
      merchantReference: order.id,
      pspReference: waiting?.psp_reference ?? '',
      amount: { value: order.priceTotal, currency: 'EUR' },
    });
    expect(await (await webhook(notification([item]))).text()).toBe('[accepted]');
    expect((await orderRow(order.id))?.order_number).toMatch(/^AR\d{8}$/);
    expect(await refusal(await call('PUT', '/api/cart', { token, body: { products: [{ id: PINK, quantity: 5 }] } }))).toMatchObject({
      code: 'CART_CLOSED',
    });
  });

  it('a CAPTURE after a REFUND leaves the order refunded; a late CANCELLATION changes nothing either', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    expect(await json<PaymentResult>(await pay(token, order.id, card()))).toMatchObject({ resultCode: 'Authorised' });
    const winner =
      (await env.DB.prepare('SELECT psp_reference FROM orders WHERE id = ?').bind(order.id).first<{ psp_reference: string }>())
        ?.psp_reference ?? '';
    const event = (eventCode: string) =>
      signedItem({
        merchantReference: order.id,
        pspReference: `LATE${eventCode}`.padEnd(16, '0').slice(0, 16),
        originalReference: winner,
        eventCode,
      });
    const status = async () => (await json<{ order: Order }>(await confirmation(token, order.id))).order.status;
    await webhook(notification([await event('REFUND')]));
    expect(await status()).toBe('refunded');
    await webhook(notification([await event('CAPTURE')]));
    expect(await status()).toBe('refunded');
    await webhook(notification([await event('CANCELLATION')]));
    expect(await status()).toBe('refunded');
    const log = await env.DB.prepare('SELECT status FROM order_status_log WHERE order_id = ? ORDER BY rowid')
      .bind(order.id)
      .all<{ status: string }>();
    expect(log.results.map((r) => r.status)).toEqual(['pending', 'authorised', 'refunded']);
  });
});
