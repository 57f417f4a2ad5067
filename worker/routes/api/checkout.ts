// /api/checkout: the order session and its payment (checkout/service.ts; docs/spec/commerce-core.md §4, §5,
// 7, 8). Like /api/cart: the cart cookie or `Authorization: Bearer <cart token>` (decision 072),
// and `?storefront=&country=`.
//   GET   /api/checkout/payment-methods                { paymentMethodsResponse, clientKey, environment, amount }
//   POST  /api/checkout/order-session                  CheckoutInformation → 201 { orderSession }
//   PATCH /api/checkout/order-session/{orderId}        { paymentMethod: { type } } → { orderSession }
//   POST  /api/checkout/payments                       { orderId, paymentMethod, browserInfo? } → PaymentResult
//   POST  /api/checkout/payments/details               { orderId, details, paymentData? } → PaymentResult
//   POST  /api/checkout/paypal/update-order            { orderId, paymentData, pspReference?,
//                                                        shippingAddress?: { countryCode }, shippingMethodId? }
//                                                        → { status, paymentData, amount }
// The PATCH and the PayPal update take identifiers only: amounts are the server's (decision 054).
//   GET   /api/checkout/orders/{orderId}/confirmation  { order } once authorised; 409 PAYMENT_FAILED (failedReason)
// Refusals keep the backend's codes (UNAUTHORIZED, MISSING_SHIPPING_OPTION_ERROR, TAX_JAR_ERROR
// with to_zip/to_state renamed, ORDER_NOT_FOUND 'Could not find a session or order', …); an
// incomplete address or contact is 400 with the spec's message. Nothing here is cacheable.
import { Hono } from 'hono';
import { z } from 'zod';
import { FIELD_MAX_LENGTH as MAX } from '../../../markets/checkout';
import { badRequest } from '../../errors';
import * as checkoutService from '../../checkout/service';
import type { AppEnv } from '../../types';
import { paypalUpdateRequestSchema } from '../../../contract/payments';
import { validate } from '../../validation';
import { CHECKOUT_MAX_BODY_BYTES, marketOf, requireToken, shopperMarket } from './shopper';
import { CacheNone, cacheHeaders } from '../../http/cache-control';
import { limitBody } from '../../http/body-limit';
import { enforce, perClient, RATE_LIMITS } from '../../http/rate-limit';
import { clearOnReset } from '../../http/cart-cookie';

const NO_STORE = cacheHeaders(CacheNone);

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
const detailsBody = z.object({
  orderId,
  details: z.looseObject({ redirectResult: z.string().min(1, 'required').max(4096).optional() }),
  /** PayPal's approval comes with the component's paymentData. */
  paymentData: z.string().min(1, 'required').max(20_000).optional(),
});
const patchBody = z.strictObject({ paymentMethod });

const limit = limitBody(CHECKOUT_MAX_BODY_BYTES, 'Checkout request larger than 32 KiB');

function orderIdParam(value: string): string {
  const id = orderId.safeParse(value);
  if (!id.success) throw badRequest('Invalid orderId: expected an order id');
  return id.data;
}

export const checkout = new Hono<AppEnv>()
  .use(clearOnReset(marketOf))
  .get('/payment-methods', async (c) => {
    const answer = await checkoutService.paymentMethods(c.var.services, marketOf(c), requireToken(c));
    return c.json(answer, 200, NO_STORE);
  })
  .post('/order-session', limit, validate('json', checkoutInformation), async (c) => {
    const { storefront, market } = shopperMarket(c);
    const orderSession = await checkoutService.createOrderSession(c.var.services, market, storefront, requireToken(c), c.req.valid('json'));
    return c.json({ orderSession }, 201, NO_STORE);
  })
  .patch('/order-session/:orderId', limit, validate('json', patchBody), async (c) => {
    marketOf(c);
    const id = orderIdParam(c.req.param('orderId'));
    // The method's type is all the order records; nothing else of the body travels on.
    const orderSession = await checkoutService.updateOrderSession(c.var.services, requireToken(c), {
      orderId: id,
      paymentMethod: { type: c.req.valid('json').paymentMethod.type },
    });
    return c.json({ orderSession }, 200, NO_STORE);
  })
  // Card testing (decision 048): a client address gets 30 payment calls a minute, an order 5
  // attempts, counted before the provider sees them. The order's count comes after the body is
  // checked (it names the order) and the token is there; the service then checks the token owns it.
  .post('/payments', perClient(RATE_LIMITS.paymentPerClient), limit, validate('json', paymentBody), async (c) => {
    marketOf(c);
    const token = requireToken(c);
    const input = c.req.valid('json');
    await enforce(c, RATE_LIMITS.paymentPerOrder, input.orderId, input.orderId);
    return c.json(await checkoutService.pay(c.var.services, token, input), 200, NO_STORE);
  })
  .post('/payments/details', limit, validate('json', detailsBody), async (c) => {
    marketOf(c);
    return c.json(await checkoutService.paymentDetails(c.var.services, requireToken(c), c.req.valid('json')), 200, NO_STORE);
  })
  .post('/paypal/update-order', limit, validate('json', paypalUpdateRequestSchema), async (c) => {
    marketOf(c);
    return c.json(await checkoutService.paypalUpdateOrder(c.var.services, requireToken(c), c.req.valid('json')), 200, NO_STORE);
  })
  .get('/orders/:orderId/confirmation', async (c) => {
    marketOf(c);
    const id = orderIdParam(c.req.param('orderId'));
    const order = await checkoutService.confirmation(c.var.services, requireToken(c), id);
    return c.json({ order }, 200, NO_STORE);
  });
