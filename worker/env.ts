// Typed configuration: the worker's vars and secrets, parsed once per isolate with zod.
// A bad config fails loudly with the names of the wrong keys.
import { IMAGE_FORMATS, type ImageFormat } from './images/variant';
import { z } from 'zod';
import { parseEnvironment, STOREFRONT_CODES, type Environment, type StorefrontCode } from '../markets';
import { parseExperimentSwitches } from '../markets/experiments';
// The public development secrets: known here so that no worker that may take money runs with them.
import { DEV_ADYEN_HMAC_KEY, DEV_CART_TOKEN_SECRET } from './dev-secret-values';
import { LOG_LEVELS, type MinLogLevel } from './log';
import { adyenCheckoutUrl, LIVE_URL_PREFIX } from './upstreams/payments/adyen/endpoint';

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

/** One of `values`, trimmed; empty or absent: `fallback`. */
function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number], message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => v || fallback)
    .pipe(z.enum(values, message));
}

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
  ADYEN_ENVIRONMENT: choice(['test', 'live'], 'test', 'expected test or live'),
  ADYEN_API_KEY: z.string().trim().optional().default(''),
  ADYEN_MERCHANT_ACCOUNT: z.string().trim().optional().default(''),
  ADYEN_HMAC_KEY: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || /^(?:[0-9a-fA-F]{2})+$/.test(v), 'expected a hex key (Adyen shows it in the webhook settings)'),
  ADYEN_LIVE_URL_PREFIX: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine(
      (v) => v === '' || LIVE_URL_PREFIX.test(v),
      'expected the prefix alone (letters, digits, hyphens), as the live Customer Area shows it under Developers > API URLs',
    ),
  ALLOW_TEST_PAYMENTS: z
    .string()
    .trim()
    .optional()
    .default('')
    .pipe(z.enum(['', 'true', 'false'], 'expected true, false or empty')),
  EXTERNAL_URL_AU: z.url(),
  EXTERNAL_URL_NZ: z.url(),
  EXTERNAL_URL_JP: z.url(),
  DEFAULT_STOREFRONT: z.enum(STOREFRONT_CODES),
  CHAT_BOT_ID: z.string().optional().default(''),
  CHAT_SCRIPT_URL: optionalUrl.optional(),
  ACCESSIBILITY_SCRIPT_URL: optionalUrl.optional(),
  TAG_MANAGER_IDS: parsedWith(parseTagManagerIds),
  EXPERIMENTS: parsedWith(parseExperimentSwitches),
  LOG_LEVEL: choice(LOG_LEVELS, 'info', 'expected debug, info or warn (warnings and errors are always logged)'),
  ACCESS_LOG_SAMPLE_RATE: share,
  VITALS_SAMPLE_RATE: share,
  PAGE_CACHE: z.enum(['on', 'off'], 'expected on or off').optional().default('on'),
  // The cart cookie's Secure attribute (decision 072): on unless a local setup over plain http
  // (a phone on the LAN) turns it off; a deployment never does.
  CART_COOKIE_SECURE: choice(['true', 'false'], 'true', 'expected true or false'),
  IMAGE_FORMATS: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.split(',').map((f) => f.trim()) : [...IMAGE_FORMATS]))
    .pipe(
      z
        .array(z.enum(IMAGE_FORMATS, 'expected avif, webp and jpeg, comma-separated'))
        .refine((formats) => formats.includes('jpeg'), 'must offer jpeg, the format every browser takes'),
    ),
  // Development only (npm run bench:checkout): the share of the embedded test provider's payment
  // calls that fail on purpose (test-provider/faults.ts). Empty or absent: 0, no faults.
  TEST_PROVIDER_FAULT_SHARE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : 0))
    .pipe(z.number('expected a number from 0 to 1').min(0, 'expected a number from 0 to 1').max(1, 'expected a number from 0 to 1')),
});

/**
 * How this worker takes payments (decision 044), decided once in getConfig:
 * - `remote`: the commerce backend at PAYMENTS_BASE_URL;
 * - `adyen`: the embedded backend (orders in D1) through Adyen's Checkout API at `checkoutUrl`;
 * - `embedded-test`: the embedded backend through the embedded test provider (no money moves);
 * - `unavailable`: no way to pay; every payment call is 503 payments_unavailable, `reason` says why.
 */
export type PaymentsMode =
  | { kind: 'remote'; baseUrl: string }
  | { kind: 'adyen'; checkoutUrl: string; apiKey: string; merchantAccount: string }
  | { kind: 'embedded-test' }
  | { kind: 'unavailable'; reason: string };

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
  /** Where payments go (the commerce backend at PAYMENTS_BASE_URL, the embedded one), or why they cannot be taken; ports.ts builds the payments port from this alone. */
  payments: PaymentsMode;
  /** Adyen: the Drop-in's client key and environment, the embedded backend's API credentials, the webhook's HMAC key. */
  adyen: {
    clientKey: string;
    environment: 'test' | 'live';
    /** With merchantAccount: the embedded backend pays through Adyen's Checkout API instead of the embedded test provider. */
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
  /** The cart cookie is `Secure` (`CART_COOKIE_SECURE`, default true; decision 072). */
  cartCookieSecure: boolean;
  /** The image formats offered by Accept, best first (`IMAGE_FORMATS`, decision 068). */
  imageFormats: readonly ImageFormat[];
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

type Vars = z.infer<typeof schema>;

/**
 * The payments rule, in one place (decision 044). Test payments (Adyen's test platform, the
 * embedded test provider: no money moves, a test card approves itself) are switched on with
 * ALLOW_TEST_PAYMENTS=true, never left on: without it a test setup takes no payments at all. Live
 * pays through a remote backend or Adyen's live endpoint and never takes test payments. Settings
 * that contradict each other (a test key with live, a live prefix with test, half the Adyen
 * credentials, the public development secrets where money may move) fail the config by name.
 */
function paymentsOf(v: Vars): { mode: PaymentsMode } | { problems: string[] } {
  const allowTestPayments = v.ALLOW_TEST_PAYMENTS === 'true';
  const live = v.ADYEN_ENVIRONMENT === 'live';
  const problems: string[] = [];
  if (!allowTestPayments) {
    // Anyone can read these (dev-secret-values.ts): with them, cart tokens and webhook
    // notifications can be forged. Only a worker that takes test payments alone may use them.
    if (v.CART_TOKEN_SECRET === DEV_CART_TOKEN_SECRET) {
      problems.push('CART_TOKEN_SECRET: the public development value; set a secret of your own (wrangler secret put CART_TOKEN_SECRET)');
    }
    if (v.ADYEN_HMAC_KEY.toLowerCase() === DEV_ADYEN_HMAC_KEY) {
      problems.push("ADYEN_HMAC_KEY: the public development value; set your webhook's key (wrangler secret put ADYEN_HMAC_KEY)");
    }
  }
  const apiKey = v.ADYEN_API_KEY;
  const merchantAccount = v.ADYEN_MERCHANT_ACCOUNT;
  if (!apiKey !== !merchantAccount) {
    problems.push(
      `${apiKey ? 'ADYEN_MERCHANT_ACCOUNT' : 'ADYEN_API_KEY'}: ADYEN_API_KEY and ADYEN_MERCHANT_ACCOUNT go together (or neither)`,
    );
  }
  // Adyen's client keys name their platform: test_… or live_….
  const clientKeyPlatform = /^(test|live)_/.exec(v.ADYEN_CLIENT_KEY)?.[1];
  if (v.ADYEN_CLIENT_KEY && clientKeyPlatform !== v.ADYEN_ENVIRONMENT) {
    problems.push(
      clientKeyPlatform
        ? `ADYEN_CLIENT_KEY: a ${clientKeyPlatform}_ key with ADYEN_ENVIRONMENT=${v.ADYEN_ENVIRONMENT}`
        : 'ADYEN_CLIENT_KEY: expected an Adyen client key (test_… or live_…)',
    );
  }
  if (live) {
    if (!v.ADYEN_CLIENT_KEY) problems.push("ADYEN_CLIENT_KEY: ADYEN_ENVIRONMENT=live needs the Drop-in's live_ client key");
    if (allowTestPayments) problems.push('ALLOW_TEST_PAYMENTS: true with ADYEN_ENVIRONMENT=live; a live shop takes no test payments');
    if (!v.PAYMENTS_BASE_URL && apiKey && merchantAccount) {
      if (!v.ADYEN_LIVE_URL_PREFIX) {
        problems.push(
          "ADYEN_LIVE_URL_PREFIX: ADYEN_ENVIRONMENT=live needs your company's live endpoint prefix (Customer Area: Developers > API URLs)",
        );
      }
      if (!v.ADYEN_HMAC_KEY)
        problems.push('ADYEN_HMAC_KEY: ADYEN_ENVIRONMENT=live needs the webhook key, or no payment is ever confirmed by Adyen');
    }
  } else if (v.ADYEN_LIVE_URL_PREFIX) {
    problems.push('ADYEN_LIVE_URL_PREFIX: set with ADYEN_ENVIRONMENT=test; the prefix names a live endpoint');
  }
  if (problems.length > 0) return { problems };

  let mode: PaymentsMode;
  if (!live && !allowTestPayments) {
    mode = { kind: 'unavailable', reason: 'ADYEN_ENVIRONMENT is test and ALLOW_TEST_PAYMENTS is not true: test payments are off' };
  } else if (v.PAYMENTS_BASE_URL) {
    mode = { kind: 'remote', baseUrl: v.PAYMENTS_BASE_URL };
  } else if (apiKey && merchantAccount) {
    const endpoint = live ? { environment: 'live' as const, liveUrlPrefix: v.ADYEN_LIVE_URL_PREFIX } : { environment: 'test' as const };
    mode = { kind: 'adyen', checkoutUrl: adyenCheckoutUrl(endpoint), apiKey, merchantAccount };
  } else if (live) {
    mode = {
      kind: 'unavailable',
      reason: 'ADYEN_ENVIRONMENT is live without ADYEN_API_KEY and ADYEN_MERCHANT_ACCOUNT or PAYMENTS_BASE_URL',
    };
  } else {
    mode = { kind: 'embedded-test' };
  }
  return { mode };
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
    // one. `npm run dev` (.dev.vars), the e2e server and the worker tests set a development secret.
    throw new ConfigError(
      `Invalid worker configuration: CART_TOKEN_SECRET: the embedded cart service needs a secret of at least ${MIN_CART_TOKEN_SECRET_LENGTH} characters (wrangler secret put CART_TOKEN_SECRET, or .dev.vars locally), or set CARTS_BASE_URL`,
    );
  }
  const payments = paymentsOf(v);
  if ('problems' in payments) throw new ConfigError(`Invalid worker configuration: ${payments.problems.join('; ')}`);
  const config: Config = {
    environment: v.ENVIRONMENT,
    storyblokToken: v.STORYBLOK_TOKEN || undefined,
    storyblokWebhookSecret: v.STORYBLOK_WEBHOOK_SECRET || undefined,
    contentPreviewSecret: v.CONTENT_PREVIEW_SECRET || undefined,
    searchBaseUrl: v.SEARCH_BASE_URL,
    newsletterBaseUrl: v.NEWSLETTER_BASE_URL,
    cartsBaseUrl: v.CARTS_BASE_URL,
    cartTokenSecret: v.CART_TOKEN_SECRET || undefined,
    payments: payments.mode,
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
    cartCookieSecure: v.CART_COOKIE_SECURE === 'true',
    imageFormats: v.IMAGE_FORMATS,
    testProviderFaultShare: faultShareOf(v.ENVIRONMENT, v.TEST_PROVIDER_FAULT_SHARE),
  };
  parsed.set(env, config);
  return config;
}
