// The request's waitUntil, for the ports and the services' context alike.
import type { Context } from 'hono';
import type { AppEnv } from '../types';

/** The request's waitUntil; app.request() in tests has no execution context. */
export function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return (promise) => void promise.catch(() => undefined);
  }
}
