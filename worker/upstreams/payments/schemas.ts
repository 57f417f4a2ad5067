// The commerce backend's payment calls (docs/spec/commerce-core.md §7, Payments): requests the embedded backend
// validates and answers the port validates. The spec shows the requests, not the answers; the
// answers here are ours (decision 019). Every call carries the cart token as Authorization and
// every POST an Idempotency-Key.
//
//   POST payments/adyen/paymentmethods         { blockedPaymentMethods, countryCode, languageCode, channel, amount }
//                                              → Adyen's /paymentMethods answer
//   POST carts/adyen/orders                    { shippingAddress, billingAddress, email, languageCode, returnUrl,
//                                                contact, storefront } → 201 { order, paymentSession }
//   GET  payments/adyen/orders/{id}/confirmation → { order } | { failedReason }
//   POST carts/orders                          { orderId, paymentMethod } → { order, paymentSession }
//   POST payments/adyen/payments               { orderId, paymentMethod, browserInfo?, origin? } → PaymentResult
//   POST payments/adyen/payments/details       { orderId, details, paymentData? } → PaymentResult
//   POST payments/adyen/payments/paypal/updateOrder { orderId, paymentData, pspReference?, shippingAddress?,
//                                                shippingMethodId? } → { status, paymentData, amount }
// Refusals: `{ error: { code, message } }` with the codes of errors.ts.
import { z } from 'zod';
import { FIELD_MAX_LENGTH as MAX } from '../../../markets/checkout';
import { countryCodeSchema, orderIdSchema, paymentMethodSchema } from '../../../contract/payments';
import { productVariantItemSchema } from '../cart/schemas';
import { PAYMENTS_ERROR_CODES } from './errors';

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const amountSchema = z.object({ value: z.number().int(), currency: z.string().regex(/^[A-Z]{3}$/, 'expected a currency code') });
const languageCode = z
  .string()
  .trim()
  .regex(/^[a-z]{2}$/, 'expected a two-letter language code');

// ---------------------------------------------------------------------------------------------
// Requests (a payment's, its details' and PayPal's update are the API's too: contract/payments.ts)

export const serviceAddressSchema = z.object({
  country: z.string().trim().max(MAX.country),
  city: text(MAX.city),
  phone: text(MAX.telephone),
  streetAddress: text(MAX.street),
  houseNumberOrName: text(MAX.street),
  familyName: text(MAX.name),
  givenName: text(MAX.name),
  postalCode: text(MAX.postCode),
  region: text(MAX.region),
});

export const paymentMethodsRequestSchema = z.object({
  blockedPaymentMethods: z.array(text(40)).max(50),
  countryCode: countryCodeSchema,
  languageCode,
  channel: z.enum(['Web', 'iOS', 'Android']),
  amount: amountSchema,
});
export type PaymentMethodsRequest = z.infer<typeof paymentMethodsRequestSchema>;

export const orderSessionRequestSchema = z.object({
  shippingAddress: serviceAddressSchema,
  billingAddress: serviceAddressSchema,
  email: text(MAX.email),
  languageCode,
  returnUrl: z.url(),
  contact: z.object({
    email: text(MAX.email),
    telephone: text(MAX.telephone),
    agreements: z.boolean(),
    newsletterSubscription: z.boolean(),
  }),
  storefront: text(10).min(1),
});
export type OrderSessionRequest = z.infer<typeof orderSessionRequestSchema>;

export const orderUpdateRequestSchema = z.object({ orderId: orderIdSchema, paymentMethod: paymentMethodSchema });
export type OrderUpdateRequest = z.infer<typeof orderUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

const addressFormSchema = z.object({
  street0: z.string(),
  street1: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  postCode: z.string(),
  city: z.string(),
  country: z.string(),
  region: z.string(),
});
const orderStatusSchema = z.enum(['pending', 'authorised', 'refused', 'cancelled', 'captured', 'refunded', 'unknown']);

export const orderSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  /** The cart's lines as the worker API answers them (cart/types CartItem): the same check as the cart's. */
  items: z.array(productVariantItemSchema.omit({ type: true })),
  itemsCount: z.number().int(),
  orderNumber: z.string().nullable(),
  priceTax: z.number().int(),
  priceProducts: z.number().int(),
  priceShipping: z.number().int(),
  priceDiscount: z.number().int(),
  priceTotal: z.number().int(),
  storefront: z.string(),
  market: z.string(),
  currency: z.string(),
  payment: z.object({ status: orderStatusSchema, method: z.string().nullable() }),
  address: z.object({ billing: addressFormSchema, shipping: addressFormSchema }),
  shippingMethod: z.object({ name: z.string(), estimatedDeliveryTime: z.string() }),
  contact: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), telephone: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  externalTaxAmount: z.number().int(),
});

export const orderSessionSchema = z.object({
  order: orderSchema,
  paymentSession: z.object({ id: z.string(), reference: z.string(), amount: amountSchema, expiresAt: z.string() }),
});

export const paymentMethodsResponseSchema = z.looseObject({
  paymentMethods: z.array(z.looseObject({ type: z.string(), name: z.string() })),
});

export const paymentResultSchema = z.object({
  resultCode: z.enum([
    'Authorised',
    'Refused',
    'RedirectShopper',
    'IdentifyShopper',
    'ChallengeShopper',
    'Pending',
    'Received',
    'Cancelled',
    'Error',
  ]),
  action: z.looseObject({ type: z.string() }).optional(),
  refusalReason: z.string().optional(),
  orderId: z.string(),
});

export const confirmationSchema = z.union([z.object({ order: orderSchema }), z.object({ failedReason: z.string() })]);

export const paypalUpdateResultSchema = z.object({ status: z.literal('success'), paymentData: z.string().min(1), amount: amountSchema });

export const paymentsErrorResponseSchema = z.object({ error: z.object({ code: z.enum(PAYMENTS_ERROR_CODES), message: z.string() }) });
