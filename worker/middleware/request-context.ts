// Per-request context: config, a request id (kept from X-Request-Id when sane) and a JSON
// logger carrying it, plus one access-log line per request.
import { createFactory } from 'hono/factory';
import { requestId } from 'hono/request-id';
import { getConfig } from '../env';
import { createLogger } from '../log';
import type { AppEnv } from '../types';

const factory = createFactory<AppEnv>();

export const requestContext = [
  requestId(),
  factory.createMiddleware(async (c, next) => {
    const started = Date.now();
    const id = c.get('requestId');
    const log = createLogger({ requestId: id });
    c.set('log', log);
    c.set('config', getConfig(c.env));
    await next();
    log('info', 'request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Date.now() - started,
    });
  }),
] as const;
