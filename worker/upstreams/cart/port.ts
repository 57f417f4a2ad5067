// Builds the cart port from config and env, choosing the origin once: the commerce backend at
// CARTS_BASE_URL, else the embedded cart service on Durable Objects (in-process, never public).
import type { Config } from '../../env';
import type { Logger } from '../../log';
import { createCartClient, type CartPort } from './client';
import { embeddedCartFetch } from './embedded/origin';

export type { CartPort } from './client';

export interface CartPortDeps {
  config: Pick<Config, 'cartsBaseUrl' | 'cartTokenSecret' | 'environment'>;
  env: Pick<Env, 'CARTS' | 'DB'>;
  log?: Logger | undefined;
  requestId?: string | undefined;
}

/** The platform's fetch, looked up per call (never called unbound; tests may stub it). */
const remoteFetch: typeof fetch = (input, init) => fetch(input, init);

export function createCartPort({ config, env, log, requestId }: CartPortDeps): CartPort {
  if (config.cartsBaseUrl) return createCartClient({ fetch: remoteFetch, baseUrl: config.cartsBaseUrl, requestId, log });
  // getConfig refuses to start the embedded service without a secret; this guards other callers.
  if (!config.cartTokenSecret) throw new Error('CART_TOKEN_SECRET is not configured');
  return createCartClient({
    fetch: embeddedCartFetch(env, { secret: config.cartTokenSecret, environment: config.environment, log }),
    baseUrl: 'https://carts.embedded',
    requestId,
    log,
  });
}
