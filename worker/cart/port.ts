// The cart port's origin (upstreams/ports.ts builds it): the commerce backend when
// CARTS_BASE_URL is set, else the embedded cart service on Durable Objects. The embedded one
// needs its token secret; getConfig refuses to start without one.
import { createCartClient, type CartPort } from '../upstreams/cart/client';
import { embeddedCartFetch } from '../upstreams/cart/embedded/origin';
import type { PortContext } from '../upstreams/port-context';
import { remoteFetch } from '../upstreams/remote-fetch';

export const buildCartPort = ({ config, env, log, requestId }: PortContext): CartPort =>
  config.cartsBaseUrl
    ? createCartClient({ fetch: remoteFetch, baseUrl: config.cartsBaseUrl, requestId, log })
    : createCartClient({
        fetch: embeddedCartFetch(env, { secret: config.cartTokenSecret ?? '', environment: config.environment, log }),
        baseUrl: 'https://carts.embedded',
        requestId,
        log,
      });
