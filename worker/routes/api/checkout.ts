// /api/checkout: the order session and its payment, through the payments port (commerce-core 4,
// 5, 7, 8). Like /api/cart: `Authorization: Bearer <cart token>` and `?storefront=&country=`.
//   GET   /api/checkout/payment-methods                { paymentMethodsResponse, clientKey, environment, amount }
//   POST  /api/checkout/order-session                  CheckoutInformation → 201 { orderSession }
//   PATCH /api/checkout/order-session/{orderId}        { paymentMethod } → { orderSession }
//   POST  /api/checkout/payments                       { orderId, paymentMethod, browserInfo? } → PaymentResult
//   POST  /api/checkout/payments/details               { orderId, details: { redirectResult } } → PaymentResult
//   POST  /api/checkout/paypal/update-order            { orderId, pspReference, paymentData } → { status, paymentData }
//   GET   /api/checkout/orders/{orderId}/confirmation  { order } once authorised; 409 PAYMENT_FAILED (failedReason)
// Refusals keep the backend's codes (UNAUTHORIZED, MISSING_SHIPPING_OPTION_ERROR, TAX_JAR_ERROR
// with to_zip/to_state renamed, ORDER_NOT_FOUND 'Could not find a session or order', …); an
// incomplete address or contact is 400 with the spec's message. Nothing here is cacheable.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  billingAddressOf,
  FIELD_MAX_LENGTH as MAX,
  orderSessionProblem,
  taxErrorMessage,
  toServiceAddress,
} from '../../../markets/checkout';
import { AppError, badRequest } from '../../errors';
import type { AppEnv } from '../../types';
import { validate } from '../../validation';
import { PaymentsError } from '../../upstreams/payments/errors';
import type { PaymentMethodsAnswer } from '../../upstreams/payments/types';
import { marketOf, requireToken } from './cart';
import { CacheNone, cacheHeaders } from '../../http/cache-control';

const NO_STORE = cacheHeaders(CacheNone);
const MAX_BODY_BYTES = 32 * 1024;

const field = (max: number) => z.string().max(max, `at most ${max} characters`);
const addressForm = z.object({
  street0: field(MAX.street),
  street1: field(MAX.street),
  firstName: field(MAX.name),
  lastName: field(MAX.name),
  postCode: field(MAX.postCode),
  city: field(MAX.city),
  country: field(MAX.country),
  region: field(MAX.region),
});
const checkoutInformation = z.object({
  address: z.object({ billing: addressForm, shipping: addressForm }),
  useShippingForBilling: z.boolean(),
  contact: z.object({
    email: field(MAX.email),
    telephone: field(MAX.telephone),
    agreements: z.boolean(),
    newsletterSubscription: z.boolean(),
  }),
});

const orderId = z.string().trim().min(1, 'required').max(64, 'at most 64 characters');
/** The Drop-in's state.data.paymentMethod: its type is all the shop reads; the rest goes to the provider. */
const paymentMethod = z.looseObject({ type: z.string().trim().min(1, 'required').max(60) });
const paymentBody = z.object({ orderId, paymentMethod, browserInfo: z.looseObject({}).optional() });
const detailsBody = z.object({ orderId, details: z.looseObject({ redirectResult: z.string().min(1, 'required').max(4096).optional() }) });
const paypalBody = z.object({
  orderId,
  pspReference: z.string().min(1, 'required').max(64),
  paymentData: z.string().min(1, 'required').max(20_000),
});
const patchBody = z.object({ paymentMethod });

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError(413, 'payload_too_large', 'Checkout request larger than 32 KiB');
  },
});

/** The tax service's message in the shop's words (commerce-core 8). */
function shopWords(error: unknown): never {
  if (error instanceof PaymentsError && error.code === 'TAX_JAR_ERROR')
    throw new PaymentsError('TAX_JAR_ERROR', taxErrorMessage(error.message));
  throw error;
}

/** Where the payment provider sends the shopper back: built here, never taken from the browser. */
function returnUrlOf(c: Context<AppEnv>, storefront: string, country: string): string {
  const url = new URL(`/${storefront}/checkout/payment`, new URL(c.req.url).origin);
  url.searchParams.set('country', country);
  return url.toString();
}

export const checkout = new Hono<AppEnv>()
  .get('/payment-methods', async (c) => {
    const market = marketOf(c);
    const token = requireToken(c);
    const { cart } = await c.var.ports.cart.get(token);
    const amount = { value: cart.priceTotal, currency: cart.currency };
    const paymentMethodsResponse = await c.var.ports.payments.paymentMethods(token, {
      blockedPaymentMethods: [],
      countryCode: market.countryCode,
      languageCode: market.language,
      channel: 'Web',
      amount,
    });
    const { clientKey, environment } = c.get('config').adyen;
    const answer: PaymentMethodsAnswer = { paymentMethodsResponse, clientKey, environment, amount };
    return c.json(answer, 200, NO_STORE);
  })
  .post('/order-session', limit, validate('json', checkoutInformation), async (c) => {
    const market = marketOf(c);
    const token = requireToken(c);
    const info = c.req.valid('json');
    const problem = orderSessionProblem(info);
    if (problem) throw badRequest(problem);
    const billing = billingAddressOf(info);
    const orderSession = await c.var.ports.payments
      .createOrderSession(token, {
        shippingAddress: toServiceAddress(info.address.shipping, info.contact.telephone),
        billingAddress: toServiceAddress(billing, info.contact.telephone),
        email: info.contact.email.trim(),
        languageCode: market.language,
        returnUrl: returnUrlOf(c, c.req.query('storefront') ?? market.storefrontCode, market.countryCode),
        contact: info.contact,
        storefront: c.req.query('storefront') ?? market.storefrontCode,
      })
      .catch(shopWords);
    return c.json({ orderSession }, 201, NO_STORE);
  })
  .patch('/order-session/:orderId', limit, validate('json', patchBody), async (c) => {
    marketOf(c);
    const id = orderId.safeParse(c.req.param('orderId'));
    if (!id.success) throw badRequest('Invalid orderId: expected an order id');
    const orderSession = await c.var.ports.payments.updateOrder(requireToken(c), {
      orderId: id.data,
      paymentMethod: c.req.valid('json').paymentMethod,
    });
    return c.json({ orderSession }, 200, NO_STORE);
  })
  .post('/payments', limit, validate('json', paymentBody), async (c) => {
    marketOf(c);
    const body = c.req.valid('json');
    const result = await c.var.ports.payments.pay(requireToken(c), { ...body, origin: new URL(c.req.url).origin });
    return c.json(result, 200, NO_STORE);
  })
  .post('/payments/details', limit, validate('json', detailsBody), async (c) => {
    marketOf(c);
    const result = await c.var.ports.payments.paymentDetails(requireToken(c), c.req.valid('json'));
    return c.json(result, 200, NO_STORE);
  })
  .post('/paypal/update-order', limit, validate('json', paypalBody), async (c) => {
    marketOf(c);
    const result = await c.var.ports.payments.paypalUpdateOrder(requireToken(c), c.req.valid('json'));
    return c.json(result, 200, NO_STORE);
  })
  .get('/orders/:orderId/confirmation', async (c) => {
    marketOf(c);
    const id = orderId.safeParse(c.req.param('orderId'));
    if (!id.success) throw badRequest('Invalid orderId: expected an order id');
    const order = await c.var.ports.payments.confirmation(requireToken(c), id.data);
    return c.json({ order }, 200, NO_STORE);
  });
