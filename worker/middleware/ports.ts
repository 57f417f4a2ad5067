// Puts the upstream ports on the request context (`c.var.ports`). Each port is built on first
// use, so a request that needs none (assets, redirects) builds none.
import { createMiddleware } from 'hono/factory';
import { waitUntilOf } from '../http/wait-until';
import type { AppEnv } from '../types';
import { createPorts } from '../upstreams/ports';

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
