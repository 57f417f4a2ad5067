// POST /api/newsletter: the storefront's newsletter sign-up (newsletter/service.ts; spec
// docs/spec/storefront-shell.md §7).
//   body  { store: storefront code, email, countryCode: a market of that store, checkout?: true }
//   200   { subscribed: true }                 a new or a known address: the same answer, so the
//         form never tells whether an address is subscribed
//   202   { subscribed: true, queued: true }                the service is down, slow or busy: the
//         sign-up is kept in the outbox and delivered when it answers again (newsletter/outbox.ts)
//   400 a bad body (the field is named), 413 over 4 KiB, 415 not JSON, 429 over the rate limit
//   (RATE_LIMITS.newsletter per client, Retry-After), 502 when the newsletter service refuses the sign-up.
// The email is trimmed and lower-cased.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { STOREFRONT_CODES } from '../../../markets';
import { AppError } from '../../errors';
import { subscribe } from '../../newsletter/service';
import { validate } from '../../validation';
import type { AppEnv } from '../../types';
import { countryCodeSchema, emailSchema } from '../../upstreams/newsletter/schemas';
import { CacheNone, cacheHeaders } from '../../http/cache-control';
import { limitBody } from '../../http/body-limit';
import { perClient, RATE_LIMITS } from '../../http/rate-limit';

export const MAX_BODY_BYTES = 4 * 1024;

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

export const newsletter = new Hono<AppEnv>().post(
  '/',
  perClient(RATE_LIMITS.newsletter),
  requireJson,
  limitBody(MAX_BODY_BYTES, 'Sign-up larger than 4 KiB'),
  validate('json', signup),
  async (c) => {
    const { status, answer } = await subscribe(c.var.services, c.req.valid('json'));
    return c.json(answer, status, cacheHeaders(CacheNone));
  },
);
