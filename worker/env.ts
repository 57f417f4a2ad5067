// Typed configuration: the worker's vars and secrets, parsed once per isolate with zod.
// A bad config fails loudly with the names of the wrong keys.
import { z } from 'zod';
import { parseEnvironment, STOREFRONT_CODES, type Environment, type StorefrontCode } from '../markets';
import { parseExperimentSwitches } from '../markets/experiments';
import { LOG_LEVELS, type MinLogLevel } from './log';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional());

/** A share from 0 to 1 (a sample rate); empty or absent: 1. */
const share = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? Number(v) : 1))
  .pipe(z.number('expected a number from 0 to 1').min(0, 'expected a number from 0 to 1').max(1, 'expected a number from 0 to 1'));

/** A var read by `parse` ('' when absent); what it throws is the key's config error. */
function parsedWith<T>(parse: (value: string) => T) {
  return z
    .string()
    .optional()
    .default('')
    .transform((value, ctx) => {
      try {
        return parse(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });
}

const schema = z.object({
  ENVIRONMENT: z.string().transform((value, ctx) => {
    try {
      return parseEnvironment(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  }),
  STORYBLOK_TOKEN: z.string().optional().default(''),
  STORYBLOK_WEBHOOK_SECRET: z.string().optional().default(''),
  CONTENT_PREVIEW_SECRET: z
    .string()
    .optional()
    .default('')
    .refine((v) => v === '' || v.length >= 16, 'at least 16 characters (or empty: no preview or bust by secret)'),
  SEARCH_BASE_URL: optionalUrl.optional(),
  NEWSLETTER_BASE_URL: optionalUrl.optional(),
  CARTS_BASE_URL: optionalUrl.optional(),
  CART_TOKEN_SECRET: z.string().optional().default(''),
  PAYMENTS_BASE_URL: optionalUrl.optional(),
  ADYEN_CLIENT_KEY: z.string().trim().optional().default(''),
  ADYEN_ENVIRONMENT: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || 'test')
    .pipe(z.enum(['test', 'live'], 'expected test or live')),
  ADYEN_API_KEY: z.string().trim().optional().default(''),
  ADYEN_MERCHANT_ACCOUNT: z.string().trim().optional().default(''),
  ADYEN_HMAC_KEY: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || /^(?:[0-9a-fA-F]{2})+$/.test(v), 'expected a hex key (Adyen shows it in the webhook settings)'),
  EXTERNAL_URL_AU: z.url(),
  EXTERNAL_URL_NZ: z.url(),
  EXTERNAL_URL_JP: z.url(),
  DEFAULT_STOREFRONT: z.enum(STOREFRONT_CODES),
  CHAT_BOT_ID: z.string().optional().default(''),
  CHAT_SCRIPT_URL: optionalUrl.optional(),
  ACCESSIBILITY_SCRIPT_URL: optionalUrl.optional(),
  TAG_MANAGER_IDS: parsedWith(parseTagManagerIds),
  EXPERIMENTS: parsedWith(parseExperimentSwitches),
  LOG_LEVEL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || 'info')
    .pipe(z.enum(LOG_LEVELS, 'expected debug, info or warn (warnings and errors are always logged)')),
  ACCESS_LOG_SAMPLE_RATE: share,
  VITALS_SAMPLE_RATE: share,
  PAGE_CACHE: z.enum(['on', 'off'], 'expected on or off').optional().default('on'),
  BENCH_ROUTES: z
    .string()
    .trim()
    .optional()
    .default('')
    .pipe(z.enum(['', 'true', 'false'], 'expected true, false or empty')),
  // Development only (npm run bench:checkout): the share of the embedded test provider's payment
  // calls that fail on purpose (test-provider/faults.ts). Empty or absent: 0, no faults.
  TEST_PROVIDER_FAULT_SHARE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : 0))
    .pipe(z.number('expected a number from 0 to 1').min(0, 'expected a number from 0 to 1').max(1, 'expected a number from 0 to 1')),
});

export interface Config {
  environment: Environment;
  storyblokToken: string | undefined;
  /** HMAC secret of the Storyblok publish webhook; without it the webhook is refused. */
  storyblokWebhookSecret: string | undefined;
  /** `bust=<this>` lets an editor bust the KV cache or preview drafts; without it only the visual editor's signature does. */
  contentPreviewSecret: string | undefined;
  searchBaseUrl: string | undefined;
  /** The newsletter service; without it sign-ups go to the embedded origin in D1. */
  newsletterBaseUrl: string | undefined;
  /** The cart API prefix ({cartsBase}); without it the embedded cart service (Durable Objects) serves. */
  cartsBaseUrl: string | undefined;
  /** HS256 secret of the embedded cart service's tokens (required when it serves). */
  cartTokenSecret: string | undefined;
  /** The commerce backend of the payment calls; without it the embedded backend (orders in D1) serves. */
  paymentsBaseUrl: string | undefined;
  /** Adyen: the Drop-in's client key and environment, the embedded backend's API credentials, the webhook's HMAC key. */
  adyen: {
    clientKey: string;
    environment: 'test' | 'live';
    /** With merchantAccount: the embedded backend pays through Adyen's test API instead of the embedded test provider. */
    apiKey: string | undefined;
    merchantAccount: string | undefined;
    /** Hex HMAC key of the standard notifications; without it the webhook refuses every notification. */
    hmacKey: string | undefined;
  };
  externalUrls: { au: string; nz: string; jp: string };
  /** Where `/` sends a visitor whose country has no market. */
  defaultStorefront: StorefrontCode;
  chatBotId: string | undefined;
  /** The chat widget's loader on its content-delivery host. */
  chatScriptUrl: string | undefined;
  /** The audio accessibility script (us storefront only). */
  accessibilityScriptUrl: string | undefined;
  /**
   * Tag-manager container id per storefront, '*' for the others (`TAG_MANAGER_IDS`, e.g.
   * `*=GTM-ABC123,us=GTM-XYZ789`). Kept as written: third-party.ts checks the spec's id rule.
   */
  tagManagerIds: Partial<Record<StorefrontCode | '*', string>>;
  /**
   * Experiments switched on or off in this environment (`EXPERIMENTS`, `id=on|off` pairs, e.g.
   * `pdp-buy-box-first=on`); the others follow the registry's `active` (markets/experiments.ts).
   */
  experiments: Record<string, boolean>;
  /** Lowest level logged (`LOG_LEVEL`, default info); warnings and errors always are. */
  logLevel: MinLogLevel;
  /** Share of outside requests that write an access line (`ACCESS_LOG_SAMPLE_RATE`, 0 to 1, default 1). */
  accessLogSampleRate: number;
  /** Share of page views whose browser sends web vitals (`VITALS_SAMPLE_RATE`, 0 to 1, default 1; decision 037). */
  vitalsSampleRate: number;
  /** Anonymous pages from the edge cache (docs/decisions/024); off in the worker tests. */
  pageCache: boolean;
  /** The benchmark's routes (/api/bench/*, /{storefront}/bench/ssr-table); off: they are 404s. */
  benchRoutes: boolean;
  /** Share of the embedded test provider's payment calls that fail on purpose (0: none; never in production). */
  testProviderFaultShare: number;
}

/**
 * `storefront=id` pairs, comma-separated, '*' for every other storefront; '' for none.
 * @example parseTagManagerIds('*=GTM-A1,us=GTM-B2') // { '*': 'GTM-A1', us: 'GTM-B2' }
 */
export function parseTagManagerIds(value: string): Partial<Record<StorefrontCode | '*', string>> {
  const ids: Partial<Record<StorefrontCode | '*', string>> = {};
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [storefront = '', id = ''] = entry.split('=').map((part) => part.trim());
    if (storefront !== '*' && !(STOREFRONT_CODES as readonly string[]).includes(storefront)) {
      throw new Error(`expected storefront=id pairs with a storefront code or *, got "${entry}"`);
    }
    if (!id) throw new Error(`no id for ${storefront} in "${entry}"`);
    ids[storefront as StorefrontCode | '*'] = id;
  }
  return ids;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The Drop-in's client key in embedded mode: the embedded test provider accepts it. */
export const EMBEDDED_ADYEN_CLIENT_KEY = 'test_ARGYLEEMBEDDEDPROVIDER00000000';

/** Shortest cart token secret accepted: 32 bytes, as HS256 wants. */
export const MIN_CART_TOKEN_SECRET_LENGTH = 32;

const parsed = new WeakMap<object, Config>();

/** Injected payment faults are for a local bench: a production config with them fails by name. */
function faultShareOf(environment: Environment, share: number): number {
  if (share > 0 && environment === 'production') {
    throw new ConfigError(
      'Invalid worker configuration: TEST_PROVIDER_FAULT_SHARE: injected payment faults are refused with ENVIRONMENT=production (use staging locally)',
    );
  }
  return share;
}

/** The parsed config for these bindings; parsed on first use and kept for the isolate. */
export function getConfig(env: Env): Config {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = schema.safeParse(env);
  if (!result.success) {
    const keys = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid worker configuration: ${keys}`);
  }
  const v = result.data;
  if (!v.CARTS_BASE_URL && v.CART_TOKEN_SECRET.length < MIN_CART_TOKEN_SECRET_LENGTH) {
    // The embedded cart service signs shoppers' tokens: without a real secret anyone could forge
    // one. `npm run dev`, the e2e server and the worker tests inject a development secret.
    throw new ConfigError(
      `Invalid worker configuration: CART_TOKEN_SECRET: the embedded cart service needs a secret of at least ${MIN_CART_TOKEN_SECRET_LENGTH} characters (wrangler secret put CART_TOKEN_SECRET, or .dev.vars locally), or set CARTS_BASE_URL`,
    );
  }
  const config: Config = {
    environment: v.ENVIRONMENT,
    storyblokToken: v.STORYBLOK_TOKEN || undefined,
    storyblokWebhookSecret: v.STORYBLOK_WEBHOOK_SECRET || undefined,
    contentPreviewSecret: v.CONTENT_PREVIEW_SECRET || undefined,
    searchBaseUrl: v.SEARCH_BASE_URL,
    newsletterBaseUrl: v.NEWSLETTER_BASE_URL,
    cartsBaseUrl: v.CARTS_BASE_URL,
    cartTokenSecret: v.CART_TOKEN_SECRET || undefined,
    paymentsBaseUrl: v.PAYMENTS_BASE_URL,
    adyen: {
      clientKey: v.ADYEN_CLIENT_KEY || EMBEDDED_ADYEN_CLIENT_KEY,
      environment: v.ADYEN_ENVIRONMENT,
      apiKey: v.ADYEN_API_KEY || undefined,
      merchantAccount: v.ADYEN_MERCHANT_ACCOUNT || undefined,
      hmacKey: v.ADYEN_HMAC_KEY || undefined,
    },
    externalUrls: { au: v.EXTERNAL_URL_AU, nz: v.EXTERNAL_URL_NZ, jp: v.EXTERNAL_URL_JP },
    defaultStorefront: v.DEFAULT_STOREFRONT,
    chatBotId: v.CHAT_BOT_ID || undefined,
    chatScriptUrl: v.CHAT_SCRIPT_URL,
    accessibilityScriptUrl: v.ACCESSIBILITY_SCRIPT_URL,
    tagManagerIds: v.TAG_MANAGER_IDS,
    experiments: v.EXPERIMENTS,
    logLevel: v.LOG_LEVEL,
    accessLogSampleRate: v.ACCESS_LOG_SAMPLE_RATE,
    vitalsSampleRate: v.VITALS_SAMPLE_RATE,
    pageCache: v.PAGE_CACHE === 'on',
    benchRoutes: v.BENCH_ROUTES === 'true',
    testProviderFaultShare: faultShareOf(v.ENVIRONMENT, v.TEST_PROVIDER_FAULT_SHARE),
  };
  parsed.set(env, config);
  return config;
}
