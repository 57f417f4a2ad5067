// The newsletter service's request and answer, shared by the client and the embedded origin.
import { z } from 'zod';
import { STOREFRONT_CODES } from '../../../markets';

/**
 * The shared e-mail pattern: text, an at sign and a dotted domain (labels without spaces or
 * at signs, a top-level part of two or more characters). Same as client/newsletter/email.ts.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;
export const MAX_EMAIL_LENGTH = 254;

export const SUBSCRIPTION_SOURCES = ['storefront', 'checkout'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(MAX_EMAIL_LENGTH, `at most ${MAX_EMAIL_LENGTH} characters`)
  .regex(EMAIL_PATTERN, 'expected an e-mail address');

/** A two-letter country code, in any case, answered upper-case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]{2}$/, 'expected a two-letter country code')
  .transform((v) => v.toUpperCase());

export const subscriptionRequestSchema = z.object({
  store: z.enum(STOREFRONT_CODES),
  email: emailSchema,
  countryCode: countryCodeSchema,
  source: z.enum(SUBSCRIPTION_SOURCES),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/** The service answers 201 for a new subscription and 200 for one it already had. */
export const subscriptionResponseSchema = z.object({
  email: z.string(),
  store: z.string(),
  created: z.boolean(),
});
