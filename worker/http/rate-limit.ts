// Limits on abuse (docs/decisions/048): one rule per limit, on the Workers rate-limiting
// bindings of wrangler.toml (whose `simple` limit and period must equal the rule's: the worker
// cannot read them back, and the tests check the behaviour at these numbers). Past a limit the
// worker answers 429 `{ error: { code, message } }` with Retry-After, before the work it guards.
//
// The binding counts per Cloudflare location within a fixed window (10 or 60 s), so a limit is
// approximate: it makes card testing, code guessing and log flooding slow and visible, it does
// not count exactly.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';
import type { AppEnv } from '../types';

/** The bindings of wrangler.toml's [[ratelimits]]. */
type RateLimitBinding = {
  [K in keyof Env]: Env[K] extends RateLimit ? K : never;
}[keyof Env];

export interface RateLimitRule {
  binding: RateLimitBinding;
  /** Requests per period per key, as wrangler.toml sets it. */
  limit: number;
  /** Seconds; also the Retry-After a refused client gets. */
  period: 60;
  code: 'rate_limited' | 'too_many_attempts';
  /** What is counted, for the message: "payment attempts for this order". */
  counted: string;
}

export const RATE_LIMITS = {
  /** Web-vitals beacons per client address (decision 037): one per page view. */
  vitals: { binding: 'VITALS_RATE_LIMIT', limit: 60, period: 60, code: 'rate_limited', counted: 'vitals beacons' },
  /** Payment attempts per order: card testing on one order stops after 5. */
  paymentPerOrder: {
    binding: 'PAYMENT_ORDER_RATE_LIMIT',
    limit: 5,
    period: 60,
    code: 'too_many_attempts',
    counted: 'payment attempts for this order',
  },
  /** Payment calls per client address, whatever the order. */
  paymentPerClient: {
    binding: 'PAYMENT_CLIENT_RATE_LIMIT',
    limit: 30,
    period: 60,
    code: 'too_many_attempts',
    counted: 'payment attempts',
  },
  /** New carts per client address. */
  cartCreation: { binding: 'CART_CREATE_RATE_LIMIT', limit: 30, period: 60, code: 'rate_limited', counted: 'new carts' },
  /** Discount-code tries per cart. */
  discountCode: {
    binding: 'DISCOUNT_CODE_RATE_LIMIT',
    limit: 10,
    period: 60,
    code: 'too_many_attempts',
    counted: 'discount code tries for this cart',
  },
  /** Client error reports per client address. */
  clientLog: { binding: 'CLIENT_LOG_RATE_LIMIT', limit: 30, period: 60, code: 'rate_limited', counted: 'log entries' },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The client's address as Cloudflare gives it (`cf-connecting-ip`, which a client cannot set
 * there). Undefined only for requests that never passed Cloudflare's edge (in-process calls,
 * worker tests): per-address limits do not apply to those.
 */
export const clientAddress = (c: Context<AppEnv>): string | undefined => c.req.header('cf-connecting-ip')?.trim() || undefined;

/**
 * Counts one request under `key`; past the rule's limit, throws its 429 with Retry-After. The
 * warning names the limit and, for an order or cart, its key (never a client address).
 */
export async function enforce(c: Context<AppEnv>, rule: RateLimitRule, key: string, loggedKey?: string): Promise<void> {
  const { success } = await c.env[rule.binding].limit({ key });
  if (success) return;
  c.get('log')('warn', 'Rate limit reached', { limit: rule.binding, key: loggedKey });
  throw new AppError(429, rule.code, `Too many ${rule.counted}: at most ${rule.limit} a minute`, { retryAfter: rule.period });
}

/**
 * Middleware: the rule per client address, before anything else of the route runs (no body
 * read); with `when`, only for the requests it picks.
 */
export const perClient = (rule: RateLimitRule, when?: (c: Context<AppEnv>) => boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const address = clientAddress(c);
    if (address && (!when || when(c))) await enforce(c, rule, address);
    await next();
  });
