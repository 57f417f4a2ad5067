// Puts the upstream ports on the request context (`c.var.ports`). Each port is built on first
// use, so a request that needs none (assets, redirects) builds none.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { createPorts } from '../upstreams/ports';

/** The request's waitUntil; app.request() in tests has no execution context. */
export function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return (promise) => void promise.catch(() => undefined);
  }
}

export const ports = createMiddleware<AppEnv>(async (c, next) => {
  c.set(
    'ports',
    createPorts(c.get('config'), c.env, {
      log: c.get('log'),
      timing: c.get('timing'),
      requestId: c.get('requestId'),
      origin: new URL(c.req.url).origin,
      waitUntil: waitUntilOf(c),
    }),
  );
  await next();
});
