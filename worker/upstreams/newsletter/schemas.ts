// The newsletter service's request and answer, shared by the client and the embedded origin.
import { z } from 'zod';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, STOREFRONT_CODES } from '../../../markets';

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
