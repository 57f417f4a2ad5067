// The cart port for a Hono request. The one place a handler gets it: when the ports'
// composition root lands, this returns `c.var.ports.cart` instead.
import type { Context } from 'hono';
import type { AppEnv } from '../types';
import { createCartPort, type CartPort } from '../upstreams/cart/port';

export function cartPort(c: Context<AppEnv>): CartPort {
  return createCartPort({ config: c.get('config'), env: c.env, log: c.get('log'), requestId: c.get('requestId') });
}
