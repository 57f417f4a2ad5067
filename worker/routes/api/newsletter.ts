// POST /api/newsletter: the storefront's newsletter sign-up (spec storefront-shell 7).
//   body  { store: storefront code, email, countryCode: a market of that store, checkout?: true }
//   201   { subscribed: true, alreadySubscribed: false }   a new subscription
//   200   { subscribed: true, alreadySubscribed: true }    the address was already subscribed
//   202   { subscribed: true, queued: true }                the service is down, slow or busy: the
//         sign-up is kept in the outbox and delivered when it answers again (newsletter/outbox.ts)
//   400 a bad body (the field is named), 413 over 4 KiB, 415 not JSON, 429 over the rate limit
//   (Retry-After), 502 when the newsletter service refuses the sign-up.
// The email is trimmed and lower-cased. The sign-up goes to the newsletter port (c.var.ports).
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { getStorefront, marketForCountry, STOREFRONT_CODES } from '../../../markets';
import { AppError, badRequest } from '../../errors';
import { validate } from '../../validation';
import type { AppEnv } from '../../types';
import { waitUntilOf } from '../../middleware/ports';
import { createNewsletterOutbox, isRetryable, OUTBOX_REQUEST_BATCH } from '../../newsletter/outbox';
import { countryCodeSchema, emailSchema, type SubscriptionRequest } from '../../upstreams/newsletter/schemas';
import { CacheNone, cacheHeaders } from '../../http/cache-control';

export const MAX_BODY_BYTES = 4 * 1024;
/** Sign-ups a client may make per window. */
export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60_000;
/** Windows older than this are deleted (now and then, in the background). */
const RATE_RETENTION_MS = 60 * 60_000;

const signup = z.object({
  store: z.enum(STOREFRONT_CODES, 'expected a storefront code'),
  email: emailSchema,
  countryCode: countryCodeSchema,
  checkout: z.boolean().optional(),
});

const requireJson = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    throw new AppError(415, 'unsupported_media_type', 'Expected a JSON body (content-type: application/json)');
  }
  await next();
});

/** The client's address: cf-connecting-ip, else the first x-forwarded-for entry, else 'unknown'. */
export function clientIp(headers: { get(name: string): string | null }): string {
  const cf = headers.get('cf-connecting-ip')?.trim();
  if (cf) return cf.slice(0, 64);
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded ? forwarded.slice(0, 64) : 'unknown';
}

/**
 * Counts this attempt in the client's fixed window (one upsert) and throws 429 with Retry-After
 * (seconds to the window's end) once the limit is passed.
 */
async function enforceRateLimit(c: Context<AppEnv>, now = Date.now()) {
  const ip = clientIp({ get: (name) => c.req.header(name) ?? null });
  const windowStart = now - (now % RATE_WINDOW_MS);
  const row = await c.env.DB.prepare(
    `INSERT INTO newsletter_rate_limits (ip, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT (ip, window_start) DO UPDATE SET count = newsletter_rate_limits.count + 1
     RETURNING count`,
  )
    .bind(ip, windowStart)
    .first<{ count: number }>();
  const count = row?.count ?? 1;
  if (count === 1) {
    // A client's first attempt in a window clears out old windows; failures only cost space.
    const cleanup = c.env.DB.prepare('DELETE FROM newsletter_rate_limits WHERE window_start < ?1')
      .bind(now - RATE_RETENTION_MS)
      .run()
      .catch((error: unknown) => c.get('log')('warn', 'Newsletter rate-limit cleanup failed', { error: String(error) }));
    try {
      c.executionCtx.waitUntil(cleanup);
    } catch {
      await cleanup; // no execution context (tests calling app.fetch directly)
    }
  }
  if (count > RATE_LIMIT) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + RATE_WINDOW_MS - now) / 1000));
    const error = new AppError(429, 'rate_limited', `Too many sign-ups; try again in ${retryAfter} s`);
    c.header('retry-after', String(retryAfter));
    throw error;
  }
}

export const newsletter = new Hono<AppEnv>().post(
  '/',
  requireJson,
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError(413, 'payload_too_large', 'Sign-up larger than 4 KiB');
    },
  }),
  validate('json', signup),
  async (c) => {
    const { store, email, countryCode, checkout } = c.req.valid('json');
    const market = marketForCountry(countryCode, c.get('config').environment);
    if (!market || !(getStorefront(store).markets as readonly string[]).includes(countryCode)) {
      throw badRequest(`Invalid countryCode: ${countryCode} is not a market of the ${store} storefront`);
    }
    await enforceRateLimit(c);
    const port = c.var.ports.newsletter;
    const outbox = createNewsletterOutbox({ db: c.env.DB, newsletter: port, log: c.get('log') });
    const request: SubscriptionRequest = { store, email, countryCode, source: checkout ? 'checkout' : 'storefront' };
    let created: boolean;
    try {
      ({ created } = await port.subscribe(request));
    } catch (error) {
      if (isRetryable(error)) {
        await outbox.keep(request, error);
        c.get('log')('warn', 'Newsletter service unavailable; sign-up kept in the outbox', { store, error: String(error) });
        return c.json({ subscribed: true, queued: true }, 202, cacheHeaders(CacheNone));
      }
      throw error; // a refusal (4xx) or a bug: the one upstream mapping answers (worker/errors.ts)
    }
    // The service answers again: an older queued copy of this sign-up is done, and others are due.
    waitUntilOf(c)(
      outbox
        .forget(email, store)
        .then(() => outbox.drain(OUTBOX_REQUEST_BATCH))
        .catch((error: unknown) => c.get('log')('warn', 'Newsletter outbox drain failed', { error: String(error) })),
    );
    return c.json({ subscribed: true, alreadySubscribed: !created }, created ? 201 : 200, cacheHeaders(CacheNone));
  },
);
