// State-changing API calls from a browser must come from our own origin. Requests without an
// Origin header (server to server, webhooks) pass; webhooks verify their own signatures.
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';
import type { AppEnv } from '../types';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  if (!SAFE.has(c.req.method) && origin && origin !== new URL(c.req.url).origin) {
    throw new AppError(403, 'forbidden', 'Cross-origin request refused');
  }
  await next();
});
