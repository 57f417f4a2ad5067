// POST /api/diagnostics/log: the client's error reporter. The body is validated and logged
// at its level; the answer carries nothing (the client ignores failures). The field performance
// beacons (/vitals) have their own module.
import { Hono } from 'hono';
import { z } from 'zod';
import { limitBody } from '../../http/body-limit';
import { perClient, RATE_LIMITS } from '../../http/rate-limit';
import { validate } from '../../validation';
import type { AppEnv } from '../../types';
import { vitals } from './diagnostics-vitals';

const entry = z
  .object({
    message: z.string().trim().min(1).max(2000),
    code: z.string().trim().min(3).max(200),
    data: z.unknown().optional(),
    level: z.enum(['error', 'info', 'warn']),
    service: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{0,49}$/, 'expected a lowercase service name'),
  })
  .refine((e) => e.code.startsWith(`${e.service}:`), { path: ['code'], message: 'must start with the service name and a colon' });

export const diagnostics = new Hono<AppEnv>().route('/vitals', vitals).post(
  '/log',
  // The browser sends at most 10 a session (client/diagnostics.ts); a script is stopped here,
  // before its body is read (decision 048).
  perClient(RATE_LIMITS.clientLog),
  limitBody(16 * 1024, 'Log entry larger than 16 KiB'),
  validate('json', entry),
  (c) => {
    const e = c.req.valid('json');
    c.get('log')(e.level, e.message, { source: 'client', service: e.service, code: e.code, data: e.data });
    return c.body(null, 204);
  },
);
