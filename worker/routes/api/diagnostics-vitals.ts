// POST /api/diagnostics/vitals: field performance data (decision 037). A sampled page
// view sends one beacon when the shopper leaves it; it is validated and written as one
// structured `vitals` log line, which `npm run vitals:summary` reads back.
import { Hono } from 'hono';
import { AppError, badRequest } from '../../errors';
import { CacheNone, cacheHeaders } from '../../http/cache-control';
import { limitBody } from '../../http/body-limit';
import { perClient, RATE_LIMITS } from '../../http/rate-limit';
import { vitalsBeacon } from '../../../contract/vitals-beacon';
import type { AppEnv } from '../../types';
import { invalidInput } from '../../validation';

/** Largest beacon accepted; a real one is about 200 bytes. */
export const MAX_VITALS_BYTES = 2048;

/** Body types a beacon arrives with: sendBeacon sends a string as text/plain. */
const ACCEPTED_TYPES = ['text/plain', 'application/json'];

/** Rounded as the summary reports them: whole milliseconds, CLS to four places. */
const round = (value: number | undefined, places = 0) => (value === undefined ? undefined : Number(value.toFixed(places)));

export const vitals = new Hono<AppEnv>().post(
  '/',
  // Before the body is read: a flood costs a counter, not a parse and a log line each
  // (per client address, decision 048).
  perClient(RATE_LIMITS.vitals),
  limitBody(MAX_VITALS_BYTES, `Vitals beacon larger than ${MAX_VITALS_BYTES} bytes`),
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
