// POST /api/diagnostics/vitals: field performance data (issue 12, decision 037). A sampled page
// view sends one beacon when the shopper leaves it; it is validated and written as one
// structured `vitals` log line, which `npm run vitals:summary` reads back.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, badRequest } from '../../errors';
import { CacheNone, cacheHeaders } from '../../http/cache-control';
import { vitalsBeacon } from './diagnostics-vitals-beacon';
import type { AppEnv } from '../../types';
import { invalidInput } from '../../validation';

/** Largest beacon accepted; a real one is about 200 bytes. */
export const MAX_VITALS_BYTES = 2048;

/** Beacons one client may send a minute: wrangler.toml's VITALS_RATE_LIMIT (they must agree). */
const VITALS_PER_MINUTE = 60;

/** Body types a beacon arrives with: sendBeacon sends a string as text/plain. */
const ACCEPTED_TYPES = ['text/plain', 'application/json'];

/** Rounded as the summary reports them: whole milliseconds, CLS to four places. */
const round = (value: number | undefined, places = 0) => (value === undefined ? undefined : Number(value.toFixed(places)));

export const vitals = new Hono<AppEnv>().post(
  '/',
  // Before the body is read: a flood costs a counter, not a parse and a log line each. Keyed by
  // the client's address (Cloudflare sets it; `wrangler dev` too); the binding counts per
  // Cloudflare location, which is enough to keep one client from filling the log.
  async (c, next) => {
    const client = c.req.header('cf-connecting-ip') ?? 'unknown';
    const { success } = await c.env.VITALS_RATE_LIMIT.limit({ key: client });
    if (!success) {
      throw new AppError(429, 'rate_limited', `Too many vitals beacons: at most ${VITALS_PER_MINUTE} a minute`, { retryAfter: 60 });
    }
    await next();
  },
  bodyLimit({
    maxSize: MAX_VITALS_BYTES,
    onError: () => {
      throw new AppError(413, 'payload_too_large', `Vitals beacon larger than ${MAX_VITALS_BYTES} bytes`);
    },
  }),
  async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!ACCEPTED_TYPES.includes(type)) {
      throw new AppError(415, 'unsupported_media_type', 'Invalid content-type: expected text/plain or application/json');
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw badRequest('Invalid body: expected a JSON object');
    }
    const result = vitalsBeacon.safeParse(body);
    if (!result.success) throw invalidInput(result.error, 'body');
    const { metrics: m, ...page } = result.data;
    c.get('log')('info', 'vitals', {
      ...page,
      LCP: round(m.LCP),
      INP: round(m.INP),
      CLS: round(m.CLS, 4),
      TTFB: round(m.TTFB),
    });
    return c.body(null, 204, cacheHeaders(CacheNone));
  },
);
