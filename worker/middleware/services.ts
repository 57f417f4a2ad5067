// Builds the request's service context once (`c.var.services`, request/context.ts), after the
// ports: route handlers, the redirects and the page render all read this one.
import { createMiddleware } from 'hono/factory';
import type { Market } from '../../markets';
import { waitUntilOf } from '../http/wait-until';
import { createServiceContext } from '../request/context';
import type { AppEnv } from '../types';

export const services = createMiddleware<AppEnv>(async (c, next) => {
  c.set(
    'services',
    createServiceContext({
      config: c.get('config'),
      env: c.env,
      ports: c.get('ports'),
      log: c.get('log'),
      waitUntil: waitUntilOf(c),
      timing: c.get('timing'),
      origin: new URL(c.req.url).origin,
      // Set once a page's market is resolved (market-resolution.ts), after this middleware; unset on `/api` calls.
      market: () => c.get('market') as Market | undefined,
    }),
  );
  await next();
});
