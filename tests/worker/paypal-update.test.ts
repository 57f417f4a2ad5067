// PayPal shipping changes and the Drop-in's method choice (decision 054), through the whole
// worker with the embedded cart service, commerce backend and Adyen test provider: PayPal gets
// the order's total as the server prices it from the cart, the order and its waiting PayPal
// attempt move together, the approval pays the new total, and nothing the shopper's side sends
// (an amount, a currency, a stale paymentData, another payment) lowers what is paid.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { paypalUpdateOrderRequestSchema } from '../../worker/upstreams/payments/adyen/types';
import type { CartAnswer } from '../../contract/cart';
import type { Order, OrderSession, PaymentResult, PaypalUpdateResult } from '../../contract/orders';
import { seedTestCatalogue } from './catalogue-db';
import { call, card, cartFor, confirmation, faultyAdyen, json, orderSession, pay, refusal, type CallOptions } from './checkout-api';
import { applyPaymentMigrations } from './test-provider-db';

beforeAll(async () => {
  await seedTestCatalogue();
  await applyPaymentMigrations();
});

const PAYPAL = { type: 'paypal', subtype: 'sdk' };
// Two PINK pairs in DE: €31.90, under the €40 free-shipping threshold (kv-seed shipping pages).
const STANDARD_TOTAL = 3190 + 495;
const EXPRESS_TOTAL = 3190 + 995;

type SdkResult = PaymentResult & { action: { type: string; paymentData: string; sdkData: { token: string } } };

const update = (token: string, body: unknown, options: CallOptions = {}) =>
  call('POST', '/api/checkout/paypal/update-order', { ...options, token, body });

/** A DE order (standard shipping) with a PayPal payment waiting for the shopper. */
async function waitingPayPal(options: CallOptions = {}) {
  const token = await cartFor({ ...(options.bindings ? { bindings: options.bindings } : {}) });
  const session = await orderSession(token, options);
  const result = await json<SdkResult>(
    await call('POST', '/api/checkout/payments', { ...options, token, body: { orderId: session.order.id, paymentMethod: PAYPAL } }),
  );
  const methods = await json<{ shippingMethods: Array<{ id: string; price: number }> }>(
    await call('GET', '/api/cart/shipments/DE', { ...options, token }),
  );
  const express = methods.shippingMethods.find((m) => m.id.includes('EXPRESS'))?.id ?? '';
  return { token, orderId: session.order.id, result, express };
}

const providerPayment = (orderId: string) =>
  env.DB.prepare('SELECT psp_reference, amount_value, currency, result_code FROM test_psp_payments WHERE merchant_reference = ?')
    .bind(orderId)
    .first<{ psp_reference: string; amount_value: number; currency: string; result_code: string }>();

const orderTotal = async (orderId: string) =>
  (
    await env.DB.prepare('SELECT json_extract(snapshot, "$.priceTotal") AS total FROM orders WHERE id = ?')
      .bind(orderId)
      .first<{ total: number }>()
  )?.total;

const approve = (token: string, orderId: string, sdkToken: string, paymentData: string, options: CallOptions = {}) =>
  call('POST', '/api/checkout/payments/details', {
    ...options,
    token,
    body: { orderId, details: { orderID: sdkToken, payerID: 'TESTBUYER' }, paymentData },
  });

describe('PayPal shipping changes (decision 054)', () => {
  it('a PayPal payment waits with the sdk action the PayPal component takes', async () => {
    const { orderId, result } = await waitingPayPal();
    expect(result).toMatchObject({
      resultCode: 'Pending',
      orderId,
      action: { type: 'sdk', paymentMethodType: 'paypal', sdkData: { token: expect.stringMatching(/^EC-/) } },
    });
    expect(result.action.paymentData.length).toBeGreaterThan(20);
    expect(await providerPayment(orderId)).toMatchObject({ amount_value: STANDARD_TOTAL, currency: 'EUR', result_code: 'Pending' });
  });

  it('the shipping method chosen in PayPal reprices the order from the cart; PayPal and the approval get that total', async () => {
    const { token, orderId, result, express } = await waitingPayPal();
    const first = await json<PaypalUpdateResult>(
      await update(token, { orderId, paymentData: result.action.paymentData, shippingAddress: { countryCode: 'DE' } }),
    );
    expect(first).toEqual({ status: 'success', paymentData: expect.any(String), amount: { value: STANDARD_TOTAL, currency: 'EUR' } });
    expect(first.paymentData).not.toBe(result.action.paymentData);

    const second = await json<PaypalUpdateResult>(
      await update(token, { orderId, paymentData: first.paymentData, shippingMethodId: express }),
    );
    expect(second.amount).toEqual({ value: EXPRESS_TOTAL, currency: 'EUR' });
    expect(await providerPayment(orderId)).toMatchObject({ amount_value: EXPRESS_TOTAL, result_code: 'Pending' });
    expect(await orderTotal(orderId)).toBe(EXPRESS_TOTAL);
    const { cart } = await json<CartAnswer>(await call('GET', '/api/cart', { token }));
    expect(cart).toMatchObject({ priceTotal: EXPRESS_TOTAL, priceShipping: 995, shippingMethod: { id: express } });

    // The shopper approves in PayPal: the payment is authorised for the new total, which pays the order.
    const paid = await json<PaymentResult>(await approve(token, orderId, result.action.sdkData.token, second.paymentData));
    expect(paid).toEqual({ resultCode: 'Authorised', orderId });
    const { order } = await json<{ order: Order }>(await confirmation(token, orderId));
    expect(order).toMatchObject({
      status: 'authorised',
      priceTotal: EXPRESS_TOTAL,
      priceShipping: 995,
      orderNumber: expect.stringMatching(/^AR\d{8}$/),
    });
    expect(order.payment.method).toBe('paypal');
    const reversals = await env.DB.prepare('SELECT COUNT(*) AS n FROM payment_reversals WHERE order_id = ?')
      .bind(orderId)
      .first<{ n: number }>();
    expect(reversals?.n).toBe(0);
  });

  it('the same update sent twice gets the same answer and changes the order once', async () => {
    const { token, orderId, result, express } = await waitingPayPal();
    const body = { orderId, paymentData: result.action.paymentData, shippingMethodId: express };
    const once = await json<PaypalUpdateResult>(await update(token, body));
    const again = await json<PaypalUpdateResult>(await update(token, body));
    expect(again).toEqual(once);
    expect(await providerPayment(orderId)).toMatchObject({ amount_value: EXPRESS_TOTAL });
    expect(await orderTotal(orderId)).toBe(EXPRESS_TOTAL);
  });

  it('refuses an address outside the order’s country and a shipping method the market does not offer (4xx, PayPal’s errors)', async () => {
    const { token, orderId, result } = await waitingPayPal();
    const paymentData = result.action.paymentData;
    expect(await refusal(await update(token, { orderId, paymentData, shippingAddress: { countryCode: 'FR' } }))).toEqual({
      status: 422,
      code: 'SHIPPING_COUNTRY_ERROR',
      message: 'This order ships to DE only',
    });
    expect(await refusal(await update(token, { orderId, paymentData, shippingMethodId: 'SHIP-EXPRESS-FR' }))).toEqual({
      status: 422,
      code: 'SHIPPING_METHOD_UNAVAILABLE',
      message: 'Shipping method SHIP-EXPRESS-FR is not offered for this order',
    });
    expect(await refusal(await update(token, { orderId, paymentData, shippingAddress: { countryCode: 'germany' } }))).toMatchObject({
      status: 400,
    });
    expect(await providerPayment(orderId)).toMatchObject({ amount_value: STANDARD_TOTAL });
  });
});

describe('nothing the shopper’s side sends lowers what is paid (decision 054)', () => {
  it.each([
    ['a lower amount', { amount: { value: 1, currency: 'EUR' } }],
    ['another currency', { amount: { value: STANDARD_TOTAL, currency: 'USD' } }],
    ['a cheaper shipping price', { shippingMethodId: 'SHIP-STANDARD-DE', shippingPrice: 0 }],
  ])('update-order with %s is refused (400) and the order, the attempt and PayPal keep the server’s total', async (_, extra) => {
    const { token, orderId, result } = await waitingPayPal();
    const res = await update(token, { orderId, paymentData: result.action.paymentData, ...extra });
    expect(res.status).toBe(400);
    expect(await orderTotal(orderId)).toBe(STANDARD_TOTAL);
    expect(await providerPayment(orderId)).toMatchObject({ amount_value: STANDARD_TOTAL, currency: 'EUR' });
    // Without the extra field the same update goes through, for the server's total.
    const legit = await json<PaypalUpdateResult>(await update(token, { orderId, paymentData: result.action.paymentData }));
    expect(legit.amount).toEqual({ value: STANDARD_TOTAL, currency: 'EUR' });
    const attempt = await env.DB.prepare('SELECT amount_value, currency FROM payment_attempts WHERE order_id = ?').bind(orderId).first();
    expect(attempt).toEqual({ amount_value: STANDARD_TOTAL, currency: 'EUR' });
  });

  it('a stale paymentData, another order’s payment, or an order with no PayPal payment waiting is refused (422)', async () => {
    const { token, orderId, result, express } = await waitingPayPal();
    const fresh = await json<PaypalUpdateResult>(await update(token, { orderId, paymentData: result.action.paymentData }));
    // The paymentData before the last update no longer moves the amount.
    const stale = await refusal(await update(token, { orderId, paymentData: result.action.paymentData, shippingMethodId: express }));
    expect(stale).toMatchObject({ status: 422, code: 'PAYMENT_REJECTED' });
    expect(await providerPayment(orderId)).toMatchObject({ amount_value: STANDARD_TOTAL });

    const other = await waitingPayPal();
    const otherPsp = (await providerPayment(other.orderId))?.psp_reference;
    expect(await refusal(await update(token, { orderId, paymentData: fresh.paymentData, pspReference: otherPsp }))).toEqual({
      status: 422,
      code: 'PAYMENT_REJECTED',
      message: 'No PayPal payment of this order is waiting for the shopper',
    });
    // Another shopper's order is not found with this cart token.
    expect(await refusal(await update(token, { orderId: other.orderId, paymentData: other.result.action.paymentData }))).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });

    const cardToken = await cartFor();
    const cardSession = await orderSession(cardToken);
    expect(await refusal(await update(cardToken, { orderId: cardSession.order.id, paymentData: 'x' }))).toMatchObject({
      status: 422,
      code: 'PAYMENT_REJECTED',
    });
  });

  it('a stale paymentData cannot approve the payment for its old amount', async () => {
    const { token, orderId, result, express } = await waitingPayPal();
    await json<PaypalUpdateResult>(await update(token, { orderId, paymentData: result.action.paymentData, shippingMethodId: express }));
    const res = await approve(token, orderId, result.action.sdkData.token, result.action.paymentData);
    expect(await refusal(res)).toMatchObject({ status: 422, code: 'PAYMENT_REJECTED' });
    expect((await env.DB.prepare('SELECT order_number FROM orders WHERE id = ?').bind(orderId).first())?.order_number).toBeNull();
  });

  it('a cart whose lines changed while PayPal was open is ORDER_OUTDATED; the PayPal amount stays', async () => {
    const { token, orderId, result } = await waitingPayPal();
    await json<CartAnswer>(
      await call('PUT', '/api/cart', { token, body: { products: [{ id: 'ARG-COPENHAGEN-AVOCADO-PINK-36-40', quantity: 1 }] } }),
    );
    expect(await refusal(await update(token, { orderId, paymentData: result.action.paymentData }))).toMatchObject({
      status: 409,
      code: 'ORDER_OUTDATED',
    });
    expect(await providerPayment(orderId)).toMatchObject({ amount_value: STANDARD_TOTAL });
  });
});

describe('PATCH order-session: the method picked in the Drop-in', () => {
  it('records the method and answers the server’s session; an amount in the body changes nothing or is refused', async () => {
    const token = await cartFor();
    const { order } = await orderSession(token);
    const patch = (body: unknown) => call('PATCH', `/api/checkout/order-session/${order.id}`, { token, body });
    const { orderSession: session } = await json<{ orderSession: OrderSession }>(
      await patch({ paymentMethod: { type: 'paypal', amount: { value: 1, currency: 'USD' } } }),
    );
    expect(session.order.payment.method).toBe('paypal');
    expect(session.paymentSession.amount).toEqual({ value: STANDARD_TOTAL, currency: 'EUR' });
    expect(session.order.priceTotal).toBe(STANDARD_TOTAL);
    expect((await patch({ paymentMethod: { type: 'scheme' }, amount: { value: 1, currency: 'EUR' } })).status).toBe(400);
    // The card payment is for the server's total.
    expect(await json<PaymentResult>(await pay(token, order.id, card()))).toMatchObject({ resultCode: 'Authorised' });
    expect((await json<{ order: Order }>(await confirmation(token, order.id))).order).toMatchObject({
      priceTotal: STANDARD_TOTAL,
      payment: { method: 'scheme' },
    });
  });

  it('leaving a waiting PayPal payment for a card opens a new attempt: the card pays, PayPal can no longer be updated', async () => {
    const { token, orderId, result } = await waitingPayPal();
    expect(await json<PaymentResult>(await pay(token, orderId, card()))).toMatchObject({ resultCode: 'Authorised' });
    expect(await refusal(await update(token, { orderId, paymentData: result.action.paymentData }))).toMatchObject({
      status: 409,
      code: 'CART_CLOSED',
    });
  });
});

describe('with an Adyen account (Adyen’s documented shapes)', () => {
  it('sends /paypal/updateOrder as Adyen documents it (no merchantAccount; amount, deliveryMethods) and reads its answer', async () => {
    const bodies: unknown[] = [];
    const adyen = faultyAdyen(async (path, forward, request) => {
      if (path.endsWith('/paypal/updateOrder')) bodies.push(await request.clone().json());
      return forward();
    });
    const options = { bindings: adyen.bindings };
    const { token, orderId, result, express } = await waitingPayPal(options);
    const answer = await json<PaypalUpdateResult>(
      await update(token, { orderId, paymentData: result.action.paymentData, shippingMethodId: express }, options),
    );
    expect(answer.amount).toEqual({ value: EXPRESS_TOTAL, currency: 'EUR' });
    expect(bodies).toHaveLength(1);
    const sent = paypalUpdateOrderRequestSchema.parse(bodies[0]);
    expect(sent).toEqual({
      pspReference: (await providerPayment(orderId))?.psp_reference,
      paymentData: result.action.paymentData,
      amount: { value: EXPRESS_TOTAL, currency: 'EUR' },
      deliveryMethods: [
        {
          reference: 'SHIP-STANDARD-DE',
          description: 'Standardversand',
          type: 'Shipping',
          amount: { value: 495, currency: 'EUR' },
          selected: false,
        },
        { reference: express, description: 'Expressversand', type: 'Shipping', amount: { value: 995, currency: 'EUR' }, selected: true },
      ],
    });
  });

  it('a provider timeout is an honest 503 (not a client error), the order keeps its total, and the retry goes through', async () => {
    let faults = 1;
    const adyen = faultyAdyen(async (path, forward) =>
      path.endsWith('/paypal/updateOrder') && faults-- > 0
        ? Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
        : forward(),
    );
    const options = { bindings: adyen.bindings };
    const { token, orderId, result, express } = await waitingPayPal(options);
    const body = { orderId, paymentData: result.action.paymentData, shippingMethodId: express };
    const failed = await update(token, body, options);
    expect(failed.status).toBe(503);
    expect(await orderTotal(orderId)).toBe(STANDARD_TOTAL);
    const retried = await json<PaypalUpdateResult>(await update(token, body, options));
    expect(retried.amount).toEqual({ value: EXPRESS_TOTAL, currency: 'EUR' });
    expect(await orderTotal(orderId)).toBe(EXPRESS_TOTAL);
  });

  it('Adyen refusing the update (422) is PAYMENT_REJECTED and the order keeps its total', async () => {
    const adyen = faultyAdyen(async (path, forward) =>
      path.endsWith('/paypal/updateOrder')
        ? Response.json({ status: 422, errorCode: '702', message: 'Unexpected input', errorType: 'validation' }, { status: 422 })
        : forward(),
    );
    const options = { bindings: adyen.bindings };
    const { token, orderId, result, express } = await waitingPayPal(options);
    expect(
      await refusal(await update(token, { orderId, paymentData: result.action.paymentData, shippingMethodId: express }, options)),
    ).toMatchObject({
      status: 422,
      code: 'PAYMENT_REJECTED',
    });
    expect(await orderTotal(orderId)).toBe(STANDARD_TOTAL);
  });
});
