// A payment's calls as the API takes them (POST /api/checkout/payments, …/details,
// …/paypal/update-order; the client's PaymentInput, PaymentDetailsRequest, PaypalUpdateRequest):
// the same bodies the commerce backend takes (worker/upstreams/payments/schemas.ts).
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

/** A two-letter country code, upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, 'expected a two-letter country code');

/** The Drop-in's payment method: its type is all the shop reads; the rest goes to the provider. */
export const paymentMethodSchema = z.looseObject({ type: text(60).min(1, 'required') });

export const orderIdSchema = text(64).min(1, 'required');

export const paymentRequestSchema = z.object({
  orderId: orderIdSchema,
  paymentMethod: paymentMethodSchema,
  browserInfo: z.looseObject({}).optional(),
  /** The shop's origin (3-D Secure 2 native flows need it). */
  origin: z.url().optional(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const paymentDetailsRequestSchema = z.object({
  orderId: orderIdSchema,
  details: z.looseObject({ redirectResult: text(4096).min(1).optional() }),
  /** PayPal's: the paymentData its component holds when the shopper approves. */
  paymentData: text(20_000).min(1).optional(),
});
export type PaymentDetailsRequest = z.infer<typeof paymentDetailsRequestSchema>;

/**
 * A shipping change in PayPal's lightbox (decision 054). Identifiers only: the amount is the
 * backend's, from the order and the chosen shipping method, so a body naming one is refused.
 */
export const paypalUpdateRequestSchema = z.strictObject({
  orderId: orderIdSchema,
  paymentData: text(20_000).min(1, 'required'),
  /** The PayPal payment's, from /payments; the backend knows it and refuses another. */
  pspReference: text(64).min(1).optional(),
  /** The country of the address PayPal would ship to: it must be the order's (the market's). */
  shippingAddress: z.strictObject({ countryCode: countryCodeSchema }).optional(),
  /** The shipping method chosen in PayPal: one of the market's (its id). */
  shippingMethodId: text(64).min(1).optional(),
});
export type PaypalUpdateRequest = z.infer<typeof paypalUpdateRequestSchema>;
