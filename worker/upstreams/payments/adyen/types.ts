// Adyen Checkout API v71 shapes: the part of /paymentMethods, /payments, /payments/details and
// /paypal/updateOrder the shop uses, Adyen's error body, and the standard (AUTHORISATION) notification. Shared by the
// commerce backend's payment calls (which read these answers) and the embedded test provider
// (which validates these requests with the zod schemas below and answers in these shapes).
//
// Amounts are minor units, as Adyen sends them: { value: 1130, currency: 'EUR' } is € 11.30.
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Common

export const amountSchema = z.object({
  value: z.number({ error: 'expected a number' }).int('expected a whole number of minor units').positive('expected more than 0'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'expected a three-letter ISO 4217 currency code'),
});
export type Amount = z.infer<typeof amountSchema>;

/** Adyen's result codes (the ones this shop meets; Adyen has a few more for other flows). */
export type ResultCode =
  'Authorised' | 'Refused' | 'RedirectShopper' | 'Cancelled' | 'Error' | 'Pending' | 'Received' | 'IdentifyShopper' | 'ChallengeShopper';

/** The result codes after which nothing more happens to a payment. */
export const FINAL_RESULT_CODES = ['Authorised', 'Refused', 'Cancelled', 'Error'] as const satisfies readonly ResultCode[];
export type FinalResultCode = (typeof FINAL_RESULT_CODES)[number];

/** Adyen's error body, sent with a 4xx/5xx status (`{ status: 422, errorCode: '137', … }`). */
export interface AdyenError {
  status: number;
  errorCode: string;
  message: string;
  errorType: 'validation' | 'security' | 'configuration' | 'internal';
  pspReference?: string;
}

// ---------------------------------------------------------------------------------------------
// POST /v71/paymentMethods

export const paymentMethodsRequestSchema = z.object({
  merchantAccount: z.string().min(1, 'required'),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'expected a two-letter country code')
    .optional(),
  shopperLocale: z.string().optional(),
  amount: amountSchema.optional(),
  channel: z.enum(['Web', 'iOS', 'Android']).optional(),
  allowedPaymentMethods: z.array(z.string()).optional(),
  blockedPaymentMethods: z.array(z.string()).optional(),
});
export type PaymentMethodsRequest = z.infer<typeof paymentMethodsRequestSchema>;

export interface PaymentMethod {
  /** 'scheme' (cards), 'sepadirectdebit', 'ideal', 'klarna', 'paypal', … */
  type: string;
  name: string;
  /** Card brands, for type 'scheme'. */
  brands?: string[];
}

export interface PaymentMethodsResponse {
  paymentMethods: PaymentMethod[];
}

// ---------------------------------------------------------------------------------------------
// POST /v71/payments

/**
 * The Drop-in's `state.data.paymentMethod`. Cards carry encrypted fields (in tests, Adyen's
 * documented card numbers with a `test_` prefix); SEPA carries `sepa.ownerName` and `sepa.ibanNumber`.
 */
export const paymentMethodDetailsSchema = z.looseObject({
  type: z.string().min(1, 'required'),
  encryptedCardNumber: z.string().optional(),
  encryptedExpiryMonth: z.string().optional(),
  encryptedExpiryYear: z.string().optional(),
  encryptedSecurityCode: z.string().optional(),
  holderName: z.string().optional(),
  brand: z.string().optional(),
  'sepa.ownerName': z.string().optional(),
  'sepa.ibanNumber': z.string().optional(),
  issuer: z.string().optional(),
  checkoutAttemptId: z.string().optional(),
});
export type PaymentMethodDetails = z.infer<typeof paymentMethodDetailsSchema>;

export const paymentRequestSchema = z.object({
  merchantAccount: z.string().min(1, 'required'),
  amount: amountSchema,
  reference: z.string().min(1, 'required').max(80, 'at most 80 characters'),
  returnUrl: z.url({ error: 'expected an absolute URL' }).max(1024),
  paymentMethod: paymentMethodDetailsSchema,
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'expected a two-letter country code')
    .optional(),
  shopperLocale: z.string().optional(),
  shopperEmail: z.string().optional(),
  shopperReference: z.string().optional(),
  channel: z.enum(['Web', 'iOS', 'Android']).optional(),
  origin: z.string().optional(),
  browserInfo: z.record(z.string(), z.unknown()).optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** The action of a RedirectShopper answer: send the shopper to `url` (GET) and back to returnUrl. */
export interface RedirectAction {
  type: 'redirect';
  method: 'GET' | 'POST';
  url: string;
  paymentMethodType: string;
  data?: Record<string, string>;
}

/**
 * PayPal's action (a Pending answer): the component opens PayPal's lightbox with sdkData.token
 * (PayPal's order id) and keeps paymentData for /paypal/updateOrder and /payments/details.
 */
export interface SdkAction {
  type: 'sdk';
  paymentMethodType: 'paypal';
  paymentData: string;
  sdkData: { token: string };
}

export interface PaymentResponse {
  resultCode: ResultCode;
  pspReference?: string;
  merchantReference?: string;
  amount?: Amount;
  action?: RedirectAction | SdkAction;
  refusalReason?: string;
  refusalReasonCode?: string;
  paymentMethod?: { type: string; brand?: string };
}

// ---------------------------------------------------------------------------------------------
// POST /v71/payments/details

export const paymentDetailsRequestSchema = z.object({
  /** A redirect's redirectResult, or PayPal's approval (orderID, payerID) with paymentData. */
  details: z.looseObject({
    redirectResult: z.string().min(1, 'required').max(2048).optional(),
    orderID: z.string().min(1).optional(),
    payerID: z.string().min(1).optional(),
  }),
  paymentData: z.string().optional(),
});
export type PaymentDetailsRequest = z.infer<typeof paymentDetailsRequestSchema>;

export type PaymentDetailsResponse = PaymentResponse;

// ---------------------------------------------------------------------------------------------
// POST /v71/paypal/updateOrder: a PayPal payment's new amount and delivery methods while the
// shopper is in PayPal's lightbox (Adyen's PaypalUpdateOrderRequest; no merchantAccount).

/** A cost that may be nothing (free shipping, no tax), unlike a payment's amount. */
const costSchema = amountSchema.extend({ value: z.number().int('expected a whole number of minor units').nonnegative() });

export const deliveryMethodSchema = z.strictObject({
  /** Ours: the shipping method's id, which PayPal hands back as the selected option's id. */
  reference: z.string().min(1, 'required').max(127),
  description: z.string().min(1, 'required').max(127),
  type: z.literal('Shipping'),
  amount: costSchema,
  /** Exactly one method is selected at a time. */
  selected: z.boolean(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

export const paypalUpdateOrderRequestSchema = z
  .strictObject({
    /** The original pspReference from the /payments answer (or, in the sessions flow, sessionId). */
    pspReference: z.string().min(1).optional(),
    /** The paymentData the component holds now: it changes with every update. */
    paymentData: z.string().min(1, 'required'),
    /** The new final amount: the item total plus the selected delivery method's cost. */
    amount: amountSchema,
    deliveryMethods: z.array(deliveryMethodSchema).max(20).optional(),
    taxTotal: z.strictObject({ amount: costSchema }).optional(),
    sessionId: z.string().optional(),
  })
  .refine((r) => !!r.pspReference !== !!r.sessionId, { message: 'expected pspReference or sessionId', path: ['pspReference'] })
  .refine((r) => !r.deliveryMethods?.length || r.deliveryMethods.filter((m) => m.selected).length === 1, {
    message: 'exactly one delivery method is selected',
    path: ['deliveryMethods'],
  })
  .refine(
    (r) =>
      [...(r.deliveryMethods ?? []).map((m) => m.amount), ...(r.taxTotal ? [r.taxTotal.amount] : [])].every(
        (a) => a.currency === r.amount.currency,
      ),
    {
      message: 'every cost is in the amount’s currency',
      path: ['amount', 'currency'],
    },
  );
export type PaypalUpdateOrderRequest = z.infer<typeof paypalUpdateOrderRequestSchema>;

export const paypalUpdateOrderResponseSchema = z.object({
  /** The new paymentData, for the component's next update and for /payments/details. */
  paymentData: z.string().min(1),
  status: z.enum(['success', 'error']),
});
export type PaypalUpdateOrderResponse = z.infer<typeof paypalUpdateOrderResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /v71/payments/{paymentPspReference}/cancels and /reversals (cancel, or refund once captured)

export const modificationRequestSchema = z.object({
  merchantAccount: z.string().min(1, 'required'),
  reference: z.string().max(80, 'at most 80 characters').optional(),
});
export type ModificationRequest = z.infer<typeof modificationRequestSchema>;

export interface ModificationResponse {
  merchantAccount: string;
  paymentPspReference: string;
  /** The modification's own pspReference (its notification's pspReference; originalReference is the payment's). */
  pspReference: string;
  reference?: string;
  status: 'received';
}

// ---------------------------------------------------------------------------------------------
// Standard notifications (webhooks): POST to the shop, answered with `[accepted]`.

export const notificationRequestItemSchema = z.object({
  pspReference: z.string().min(1),
  originalReference: z.string().optional(),
  merchantAccountCode: z.string(),
  merchantReference: z.string(),
  amount: z.object({ value: z.number().int(), currency: z.string() }),
  eventCode: z.string().min(1),
  eventDate: z.string().optional(),
  /** 'true' or 'false', as a string (Adyen's format). */
  success: z.enum(['true', 'false']),
  paymentMethod: z.string().optional(),
  reason: z.string().optional(),
  operations: z.array(z.string()).optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
});
export type NotificationRequestItem = z.infer<typeof notificationRequestItemSchema>;

export const notificationRequestSchema = z.object({
  live: z.enum(['true', 'false']),
  notificationItems: z.array(z.object({ NotificationRequestItem: notificationRequestItemSchema })).min(1),
});
export type NotificationRequest = z.infer<typeof notificationRequestSchema>;
