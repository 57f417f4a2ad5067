// The embedded commerce backend's payment calls (schemas.ts), served in-process, never on a
// public route: orders in D1 (orders-db.ts), the cart read through the cart port with the
// shopper's token, payments through Adyen's Checkout API (the embedded test provider or Adyen's
// test API). Idempotency: a payment's key is the order id and its attempt number, so any number
// of submits of one attempt make one provider payment; a refused attempt opens the next.
import { Hono, type Context } from 'hono';
import { orderSessionProblem, fromServiceAddress, CHECKOUT_MESSAGES } from '../../../../markets/checkout';
import type { Logger } from '../../../log';
import type { CartPort } from '../../cart/client';
import { CartError } from '../../cart/errors';
import type { NormalizedCart, ShippingMethod } from '../../../../contract/cart';
import { UpstreamError } from '../../errors';
import type { PaymentResponse } from '../adyen/types';
import { PaymentsError } from '../errors';
import { orderSessionRequestSchema, orderUpdateRequestSchema, paymentMethodsRequestSchema, type OrderSessionRequest } from '../schemas';
import type { OrderSession, PaymentResult, ResultCode } from '../../../../contract/orders';
import { paymentDetailsRequestSchema, paymentRequestSchema, paypalUpdateRequestSchema } from '../../../../contract/payments';
import { AdyenRefusal, outcomeUnknown, type AdyenCheckout } from './adyen-checkout';
import { idempotencyKey } from './idempotency';
import { sendPendingReversals } from './reversals';
import { settleAuthorisation } from './settlement';
import { createOrdersDb, toOrder, type OrderRow, type OrderSnapshot, type OrdersDb } from './orders-db';
import { chosenMethod, deliveryMethodsOf, updateOrderRequest, waitingPayPal } from './paypal-order';
import { cartIsOrder, objectionTo, orderOutdated } from './order-lines';
import { usSalesTax } from './sales-tax';

export interface EmbeddedPaymentsOptions {
  db: D1Database;
  cart: CartPort;
  /** Closes the shopper's cart once its order is paid, so it cannot be paid twice. */
  closeCart: (token: string) => Promise<void>;
  adyen: AdyenCheckout;
  log?: Logger | undefined;
  now?: (() => Date) | undefined;
  /** Keeps background work (reversals) alive after the answer; without it, it is awaited. */
  waitUntil?: ((promise: Promise<unknown>) => void) | undefined;
}

/** How long a payment session may be paid (Adyen's sessions last an hour). */
const SESSION_TTL_MS = 3600_000;
const NOT_FOUND = () => new PaymentsError('ORDER_NOT_FOUND', CHECKOUT_MESSAGES.noSessionOrOrder);
const FINAL_FAILURES: Partial<Record<ResultCode, 'refused' | 'cancelled'>> = {
  Refused: 'refused',
  Error: 'refused',
  Cancelled: 'cancelled',
};

interface Backend {
  options: EmbeddedPaymentsOptions;
  orders: OrdersDb;
  now: () => Date;
  /** Sends the pending reversals in the background (the scheduled trigger retries failures). */
  sendReversals: () => void;
}
type OriginEnv = { Bindings: Backend };
type Ctx = Context<OriginEnv>;

function tokenOf(c: Ctx): string {
  const token = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
  if (!token) throw new PaymentsError('UNAUTHORIZED', 'Cart token is missing');
  return token;
}

/** The cart service's refusals keep their codes (the shop resets on them). */
function cartRefusal(error: unknown): never {
  if (error instanceof CartError) {
    const code = error.code === 'CART_NOT_FOUND' || error.code === 'CART_CLOSED' ? error.code : 'UNAUTHORIZED';
    throw new PaymentsError(code, error.message);
  }
  throw error;
}

/** The shopper's cart. */
const cartOf = (c: Ctx, token: string): Promise<NormalizedCart> =>
  c.env.options.cart
    .get(token)
    .then((answer) => answer.cart)
    .catch(cartRefusal);

async function parse<T>(
  c: Ctx,
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
): Promise<T> {
  const json = (await c.req.json().catch(() => undefined)) as unknown;
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new PaymentsError('bad_request', `Invalid ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid value'}`);
}

/** The shopper's order (by the cart its token grants); anyone else's is not found. */
async function ownOrder(c: Ctx, token: string, orderId: string): Promise<{ row: OrderRow; cart: NormalizedCart }> {
  const cart = await cartOf(c, token);
  const row = await c.env.orders.byId(orderId);
  if (!row || row.cart_id !== cart.cartId) throw NOT_FOUND();
  return { row, cart };
}

async function orderOf(c: Ctx, row: OrderRow) {
  return toOrder(row, row.status ? null : await c.env.orders.lastLoggedStatus(row.id));
}

async function sessionOf(c: Ctx, row: OrderRow): Promise<OrderSession> {
  const order = await orderOf(c, row);
  return {
    order,
    paymentSession: {
      id: `${row.id}.${row.attempt}`,
      reference: row.id,
      amount: { value: order.priceTotal, currency: order.currency },
      expiresAt: new Date(Date.parse(row.updated_at) + SESSION_TTL_MS).toISOString(),
    },
  };
}

/** The order as the cart and checkout information make it (docs/spec/commerce-core.md §5 rules first). */
async function snapshotOf(c: Ctx, token: string, cart: NormalizedCart, input: OrderSessionRequest): Promise<OrderSnapshot> {
  const shipping = fromServiceAddress(input.shippingAddress);
  const billing = fromServiceAddress(input.billingAddress);
  const problem = orderSessionProblem({ address: { shipping, billing }, useShippingForBilling: false, contact: input.contact });
  if (problem) throw new PaymentsError('bad_request', problem);
  if (shipping.country.toUpperCase() !== cart.countryCode) throw new PaymentsError('bad_request', CHECKOUT_MESSAGES.shippingAddress);
  const recipient = { address: { billing, shipping }, email: input.contact.email.trim(), telephone: input.contact.telephone.trim() };
  return pricedSnapshot(cart, await shippingMethodsOf(c, token, cart.countryCode, cart), recipient, input.storefront);
}

/** A market's shipping methods (none when the cart service cannot say). */
const shippingMethodsOf = (c: Ctx, token: string, market: string, cart: NormalizedCart) =>
  c.env.options.cart.shipments(market, { language: cart.languageCode, currency: cart.currency }, token).catch(() => []);

/** Who an order is for: its addresses and contact. */
type Recipient = { address: OrderSnapshot['address']; email: string; telephone: string };

/** The order's lines and prices as the cart has them now, for its recipient: the one place an order's total is made. */
function pricedSnapshot(cart: NormalizedCart, methods: ShippingMethod[], recipient: Recipient, storefront: string): OrderSnapshot {
  if (cart.items.length === 0) throw new PaymentsError('bad_request', 'The cart is empty');
  if (!cart.shippingMethod) throw new PaymentsError('MISSING_SHIPPING_OPTION_ERROR', CHECKOUT_MESSAGES.noShipmentLine);
  const { billing, shipping } = recipient.address;
  const externalTaxAmount = cart.countryCode === 'US' ? usSalesTax(cart.priceProducts - cart.priceDiscount, shipping) : 0;
  const method = methods.find((m) => m.id === cart.shippingMethod?.id);
  // A method the market does not offer (another country's, say) never prices an order.
  if (methods.length > 0 && !method) {
    throw new PaymentsError(
      'SHIPPING_METHOD_UNAVAILABLE',
      `Shipping method ${cart.shippingMethod.id} is not offered in ${cart.countryCode}`,
    );
  }
  return {
    items: cart.items,
    itemsCount: cart.itemsCount,
    priceTax: cart.priceTax + externalTaxAmount,
    priceProducts: cart.priceProducts,
    priceShipping: cart.priceShipping,
    priceDiscount: cart.priceDiscount,
    priceTotal: cart.priceTotal + externalTaxAmount,
    storefront,
    market: cart.countryCode,
    currency: cart.currency,
    address: { billing, shipping },
    shippingMethod: { name: method?.title ?? cart.shippingMethod.title, estimatedDeliveryTime: method?.deliveryDetails ?? '' },
    contact: { firstName: billing.firstName, lastName: billing.lastName, email: recipient.email, telephone: recipient.telephone },
    externalTaxAmount,
  };
}

/**
 * Applies a provider's answer to the attempt that made it: an authorisation settles as
 * settlement.ts rules (paid, or given back), a final failure opens the next attempt.
 */
async function applyResult(
  c: Ctx,
  token: string,
  row: OrderRow,
  attempt: number,
  response: PaymentResponse,
  objection: PaymentsError | null = null,
): Promise<PaymentResult> {
  const { orders, options } = c.env;
  const resultCode = response.resultCode;
  await orders.recordResult(row.id, attempt, { resultCode, pspReference: response.pspReference, refusalReason: response.refusalReason });
  if (resultCode === 'Authorised') {
    const settled = response.pspReference
      ? await settleAuthorisation(
          orders,
          { orderId: row.id, pspReference: response.pspReference, amount: response.amount, source: 'payment' },
          options.log,
          { objection: async () => objection?.message ?? null },
        )
      : 'reversed';
    if (settled !== 'paid') {
      c.env.sendReversals();
      const now = (await orders.byId(row.id)) as OrderRow;
      // This payment is given back; the order may have been paid by another one meanwhile.
      if (now.order_number) return paid(now);
      // Paying again starts a new attempt. Settlement closed this one when it matched the payment;
      // this call's own attempt is closed here whatever settlement saw (no pspReference, say).
      await orders.nextAttempt(row.id, attempt);
      throw objection ?? new PaymentsError('PAYMENT_REJECTED', 'The payment did not match the order and was cancelled; please pay again');
    }
    await closePaidCart(c, token, row);
  }
  const failure = FINAL_FAILURES[resultCode];
  // A failure of an attempt the order has moved on from (superseded, retried) fails nothing.
  if (failure && attempt === row.attempt) {
    await orders.fail(row.id, failure, response.refusalReason ?? resultCode, 'payment');
    await orders.nextAttempt(row.id, attempt);
  }
  return {
    resultCode,
    ...(response.action ? { action: response.action as unknown as PaymentResult['action'] & object } : {}),
    ...(response.refusalReason ? { refusalReason: response.refusalReason } : {}),
    orderId: row.id,
  };
}

const paid = (row: OrderRow): PaymentResult => ({ resultCode: 'Authorised', orderId: row.id });

/** Closes a paid order's cart, so it gets no second order; already closed is fine. */
async function closePaidCart(c: Ctx, token: string, row: OrderRow) {
  const { options } = c.env;
  await options.closeCart(token).catch((error: unknown) => {
    // Closed by a concurrent request (or the notification) already, or the cart service failed:
    // the order is paid either way, and its cart gets no second order (its order has a number).
    if (!(error instanceof CartError)) options.log?.('warn', 'Could not close the paid cart', { orderId: row.id, error: String(error) });
  });
}

/** A call whose outcome is unknown (704, timeout): the attempt stays open and the notification settles it. */
const stillPending = (row: OrderRow): PaymentResult => ({ resultCode: 'Pending', orderId: row.id });

function rejected(error: unknown): never {
  if (error instanceof AdyenRefusal) throw new PaymentsError('PAYMENT_REJECTED', error.message);
  throw error;
}

const origin = new Hono<OriginEnv>()
  .post('/payments/adyen/paymentmethods', async (c) => {
    const token = tokenOf(c);
    const input = await parse(c, paymentMethodsRequestSchema);
    await cartOf(c, token);
    const answer = await c.env.options.adyen.paymentMethods({
      countryCode: input.countryCode,
      shopperLocale: `${input.languageCode}-${input.countryCode}`,
      amount: input.amount,
      channel: input.channel,
      blockedPaymentMethods: input.blockedPaymentMethods,
    });
    return c.json(answer, 200);
  })
  .post('/carts/adyen/orders', async (c) => {
    const token = tokenOf(c);
    const input = await parse(c, orderSessionRequestSchema);
    const cart = await cartOf(c, token);
    if (cart.state === 'CLOSED') throw new PaymentsError('CART_CLOSED', 'Cart is closed');
    const snapshot = await snapshotOf(c, token, cart, input);
    const existing = await c.env.orders.byCart(cart.cartId);
    if (existing?.order_number) throw new PaymentsError('CART_CLOSED', 'Cart is closed');
    if (existing && existing.snapshot !== JSON.stringify(snapshot)) {
      // The order changes: the attempt waiting on a redirect can no longer pay it (decision 046).
      const superseded = await c.env.orders.supersedeOpenAttempt(existing.id);
      if (superseded?.psp_reference) {
        const amount = { value: superseded.amount_value ?? 0, currency: superseded.currency ?? '' };
        const auth = { orderId: existing.id, pspReference: superseded.psp_reference, amount, source: 'order-session' };
        await c.env.orders.batch(c.env.orders.settlement(auth, false, 'superseded by a new order session'));
        c.env.sendReversals();
      }
    }
    const row = await c.env.orders.upsert(cart.cartId, snapshot, input.returnUrl);
    if (row.order_number) throw new PaymentsError('CART_CLOSED', 'Cart is closed');
    return c.json(await sessionOf(c, row), 201);
  })
  .post('/carts/orders', async (c) => {
    const token = tokenOf(c);
    const input = await parse(c, orderUpdateRequestSchema);
    const { row } = await ownOrder(c, token, input.orderId);
    await c.env.orders.setPaymentMethod(row.id, input.paymentMethod.type);
    return c.json(await sessionOf(c, (await c.env.orders.byId(row.id)) as OrderRow), 200);
  })
  .post('/payments/adyen/payments', async (c) => {
    const token = tokenOf(c);
    const input = await parse(c, paymentRequestSchema);
    const { orders, options } = c.env;
    const owned = await ownOrder(c, token, input.orderId);
    const { cart } = owned;
    let row = owned.row;
    if (row.order_number) {
      // Paid already (by a notification, another tab): its cart closes now if it is still open.
      if (cart.state !== 'CLOSED') await closePaidCart(c, token, row);
      return c.json(paid(row), 200);
    }
    // The shopper pays for the order, which the cart must still be, line by line, in stock:
    // a cart changed since its order session must renew it.
    const snapshot = await orderOf(c, row);
    if (cart.priceTotal + snapshot.externalTaxAmount !== snapshot.priceTotal) throw orderOutdated();
    const objection = objectionTo(snapshot, cart);
    if (objection) throw objection;
    const method = input.paymentMethod.type;
    const amount = { value: snapshot.priceTotal, currency: snapshot.currency };
    // An attempt waiting (a redirect, PayPal's lightbox) with another method, or asking another amount, is given up for a new one.
    const open = await orders.attempt(row.id, row.attempt);
    const waiting = open && (open.result_code === null || open.result_code === 'RedirectShopper' || open.result_code === 'Pending');
    if (open && (open.superseded_at || (waiting && (open.method !== method || open.amount_value !== amount.value)))) {
      await orders.nextAttempt(row.id, row.attempt);
      row = (await orders.byId(row.id)) as OrderRow;
    }
    const attempt = row.attempt;
    const key = await idempotencyKey(row.id, String(attempt));
    await orders.startAttempt(row.id, attempt, method, key, amount);
    await orders.setPaymentMethod(row.id, method);
    // A retry of this attempt sends what the attempt asked for, so it replays the same request.
    const asked = (await orders.attempt(row.id, attempt)) ?? { amount_value: amount.value, currency: amount.currency };
    let response: PaymentResponse;
    try {
      response = await options.adyen.payments(
        {
          amount: { value: asked.amount_value ?? amount.value, currency: asked.currency ?? amount.currency },
          reference: row.id,
          returnUrl: row.return_url,
          paymentMethod: input.paymentMethod,
          countryCode: snapshot.market,
          shopperEmail: snapshot.contact.email,
          channel: 'Web',
          ...(input.browserInfo ? { browserInfo: input.browserInfo } : {}),
          ...(input.origin ? { origin: input.origin } : {}),
        },
        key,
      );
    } catch (error) {
      // 704, a timeout or a 5xx: whether the provider made the payment is unknown. The attempt
      // stays open (a retry replays its key) and the notification settles it (decision 046).
      if (outcomeUnknown(error)) {
        options.log?.('warn', 'Payment outcome unknown', { orderId: row.id, attempt, error: String(error) });
        return c.json(stillPending(row), 200);
      }
      // Refused before it was a payment (card data it cannot read): the next try is a new attempt.
      if (error instanceof AdyenRefusal) await orders.nextAttempt(row.id, attempt);
      return rejected(error);
    }
    return c.json(await applyResult(c, token, row, attempt, response), 200);
  })
  .post('/payments/adyen/payments/details', async (c) => {
    const token = tokenOf(c);
    const input = await parse(c, paymentDetailsRequestSchema);
    const { row, cart } = await ownOrder(c, token, input.orderId);
    const paymentData = input.paymentData ? [input.paymentData] : [];
    const key = await idempotencyKey(row.id, 'details', JSON.stringify(input.details), ...paymentData);
    let response: PaymentResponse;
    try {
      response = await c.env.options.adyen.details(
        { details: input.details, ...(input.paymentData ? { paymentData: input.paymentData } : {}) },
        key,
      );
    } catch (error) {
      // A paid order stays paid whatever a reloaded return page sends again.
      if (row.order_number) return c.json(paid(row), 200);
      if (outcomeUnknown(error)) {
        c.env.options.log?.('warn', 'Payment outcome unknown', { orderId: row.id, error: String(error) });
        return c.json(stillPending(row), 200);
      }
      return rejected(error);
    }
    // Details of another order's payment do not pay this one.
    if (response.merchantReference && response.merchantReference !== row.id)
      throw new PaymentsError('PAYMENT_REJECTED', 'The payment belongs to another order');
    // The answer belongs to the attempt that made the payment, which may not be the open one.
    const made = response.pspReference ? await c.env.orders.attemptOfPayment(row.id, response.pspReference, response.amount) : null;
    // An approval (redirect, 3-D Secure, PayPal) pays only an order its cart still is, in stock.
    const objection = response.resultCode === 'Authorised' ? objectionTo(await orderOf(c, row), cart) : null;
    return c.json(await applyResult(c, token, row, made?.attempt ?? row.attempt, response, objection), 200);
  })
  // A shipping change in PayPal's lightbox (decision 054): the order is repriced from the cart
  // (a new shipping method is chosen through the cart service), Adyen takes the new total, then
  // the order and its waiting PayPal attempt move to it together.
  .post('/payments/adyen/payments/paypal/updateOrder', async (c) => {
    const token = tokenOf(c);
    const input = await parse(c, paypalUpdateRequestSchema);
    const { orders, options } = c.env;
    const { row, cart } = await ownOrder(c, token, input.orderId);
    if (row.order_number) throw new PaymentsError('CART_CLOSED', 'Cart is closed');
    const attempt = waitingPayPal(await orders.attempt(row.id, row.attempt), input.pspReference);
    const order = await orderOf(c, row);
    // The order's market, currency and lines rule the repricing, never the cart's current store.
    if (!cartIsOrder(order, cart)) throw orderOutdated();
    if (input.shippingAddress && input.shippingAddress.countryCode !== order.market) {
      throw new PaymentsError('SHIPPING_COUNTRY_ERROR', `This order ships to ${order.market} only`);
    }
    const methods = await shippingMethodsOf(c, token, order.market, cart);
    let priced = cart;
    if (input.shippingMethodId && input.shippingMethodId !== cart.shippingMethod?.id) {
      const method = chosenMethod(methods, input.shippingMethodId);
      priced = await options.cart
        .update(token, { products: [{ id: method.id, quantity: 1 }] })
        .then((answer) => answer.cart)
        .catch(cartRefusal);
      // The cart may have changed store or lines meanwhile (another tab).
      if (!cartIsOrder(order, priced)) throw orderOutdated();
    }
    const recipient = { address: order.address, email: order.contact.email, telephone: order.contact.telephone };
    const snapshot = pricedSnapshot(priced, methods, recipient, order.storefront);
    const request = updateOrderRequest(
      attempt.psp_reference,
      input.paymentData,
      snapshot,
      deliveryMethodsOf(snapshot, methods, priced.shippingMethod?.id ?? ''),
    );
    // A retry of the same update replays Adyen's answer (paymentData changes with every update).
    const key = await idempotencyKey(row.id, 'paypal', input.paymentData, JSON.stringify(request.amount), priced.shippingMethod?.id ?? '');
    const answer = await options.adyen.paypalUpdateOrder(request, key).catch(rejected);
    if (answer.status !== 'success') throw new PaymentsError('PAYMENT_REJECTED', 'PayPal did not take the order’s new total');
    if (!(await orders.repriceWaitingAttempt(row.id, attempt, snapshot))) {
      // Paid or superseded meanwhile: PayPal's amount is then given back by the payment rule.
      throw new PaymentsError('ORDER_OUTDATED', 'The order changed while PayPal was open');
    }
    return c.json({ status: 'success', paymentData: answer.paymentData, amount: request.amount }, 200);
  })
  .get('/payments/adyen/orders/:id/confirmation', async (c) => {
    const token = tokenOf(c);
    const { row } = await ownOrder(c, token, c.req.param('id'));
    if (row.order_number) return c.json({ order: await orderOf(c, row) }, 200);
    if (row.failed_reason) return c.json({ failedReason: row.failed_reason }, 200);
    // Not paid (yet): only an authorised payment makes an order.
    throw NOT_FOUND();
  })
  .all('*', (c) => c.json({ error: { code: 'ORDER_NOT_FOUND', message: `Not found: ${c.req.method} ${c.req.path}` } }, 404));

origin.onError((error, c) => {
  if (error instanceof PaymentsError) return c.json(error.body(), error.status);
  if (error instanceof UpstreamError) {
    c.env.options.log?.('warn', 'Payment provider failed', { error: error.message });
    return c.json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'The payment provider is unavailable' } }, error.retryable ? 503 : 502);
  }
  c.env.options.log?.('error', 'Payments service failed', { error: String((error as Error).stack ?? error) });
  return c.json({ error: { code: 'INTERNAL', message: 'Payments service error' } }, 500);
});

/** A `fetch` that answers the commerce backend's payment URLs in-process (any host; only the path counts). */
export function embeddedPaymentsFetch(options: EmbeddedPaymentsOptions): typeof fetch {
  const now = options.now ?? (() => new Date());
  const orders = createOrdersDb(options.db, now);
  const sendReversals = () => {
    const sending = sendPendingReversals(orders, options.adyen, options.log).catch((error: unknown) =>
      options.log?.('warn', 'Reversals not sent', { error: String(error) }),
    );
    options.waitUntil?.(sending);
  };
  const backend: Backend = { options, orders, now, sendReversals };
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return origin.fetch(new Request(`https://embedded.payments${url.pathname}${url.search}`, request), backend);
  };
}
