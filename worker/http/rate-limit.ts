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
  /** Newsletter sign-ups per client address: a shopper signs up once; more is list bombing. */
  newsletter: { binding: 'NEWSLETTER_RATE_LIMIT', limit: 5, period: 60, code: 'rate_limited', counted: 'sign-ups' },
  /** Client error reports per client address. */
  clientLog: { binding: 'CLIENT_LOG_RATE_LIMIT', limit: 30, period: 60, code: 'rate_limited', counted: 'log entries' },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The key a per-client limit counts under: an IPv4 address as it is, an IPv6 address by its /64
 * prefix, since one host or home is given a whole /64 and can walk through its addresses at will
 * (RFC 6177). IPv4-mapped IPv6 addresses count as their IPv4 address. Anything that is not an
 * address counts as itself, lower-cased.
 */
export function clientKey(address: string): string {
  const value = address.trim().toLowerCase();
  if (!value.includes(':')) return value;
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped?.[1]) return mapped[1];
  const groups = expandIpv6(value.split('%')[0] ?? '');
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : value;
}

/** The eight 16-bit groups of an IPv6 address (with :: expanded, a trailing IPv4 part as two groups), or null. */
function expandIpv6(address: string): string[] | null {
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  let text = address;
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}

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
    if (address && (!when || when(c))) await enforce(c, rule, clientKey(address));
    await next();
  });
