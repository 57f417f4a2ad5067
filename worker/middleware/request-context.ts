// Per-request context: config, a request id (kept from X-Request-Id when sane), a JSON logger
// carrying it and the request's timings; then one access-log line per request (sampled by
// ACCESS_LOG_SAMPLE_RATE) and the Server-Timing header on the answer. Page loaders call the
// services in-process (decision 023), so no request here is the worker calling itself.
import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import { requestId } from 'hono/request-id';
import { getConfig } from '../env';
import { createLogger } from '../log';
import { createTiming } from '../timing';
import type { AppEnv } from '../types';

const factory = createFactory<AppEnv>();

/** Sets Server-Timing, copying the response first when its headers are immutable (a fetch answer). */
function setServerTiming(c: Context<AppEnv>, value: string) {
  try {
    c.res.headers.set('server-timing', value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('server-timing', value);
  }
}

export const requestContext = [
  requestId(),
  factory.createMiddleware(async (c, next) => {
    const config = getConfig(c.env);
    c.set('config', config);
    const log = createLogger({ requestId: c.get('requestId') }, config.logLevel);
    const timing = createTiming();
    c.set('log', log);
    c.set('timing', timing);
    // Streamed pages: the time until the headers go out (the body follows).
    await timing.time('total', next);
    setServerTiming(c, timing.header());
    if (Math.random() < config.accessLogSampleRate) {
      const { total, ...parts } = timing.durations();
      log('info', 'request', { method: c.req.method, path: c.req.path, status: c.res.status, durationMs: total, timing: parts });
    }
  }),
] as const;
