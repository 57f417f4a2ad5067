// Hono environment shared by every middleware and sub-app of the worker.
import type { Market, StorefrontCode } from '../markets';
import type { PageExperiments } from '../markets/experiments';
import type { Lookup } from './cache/lookup';
import type { Config } from './env';
import type { Logger } from './log';
import type { Timing } from './timing';
import type { ServiceContext } from './request/context';
import type { Ports } from './upstreams/ports';

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    secureHeadersNonce?: string;
    config: Config;
    log: Logger;
    /** This request's Server-Timing entries (worker/timing.ts). */
    timing: Timing;
    /** Country the request comes from (cf-ipcountry / request.cf.country), upper case. */
    geoCountry: string | undefined;
    storefront: StorefrontCode;
    market: Market;
    /** The upstream ports (upstreams/ports.ts), each built on first use. */
    ports: Ports;
    /** The edge cache's lookup of this page view's key, made before the page route (cache/page-cache.ts). */
    pageLookup?: Lookup;
    /** The visitor's split tests on this page (middleware/experiments.ts); unset where none runs. */
    experiments?: PageExperiments;
    /** The domain services' per-request context (request/context.ts), built by middleware/services.ts. */
    services: ServiceContext;
  };
};
