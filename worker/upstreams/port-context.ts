// What a port builder gets (upstreams/ports.ts builds every port from it). A leaf module, so the
// domains' port glue can take it without importing the composition root that imports them.
import type { Config } from '../env';
import type { Logger } from '../log';
import type { Timing } from '../timing';

/** What a port may need from the request. */
export interface PortDeps {
  log: Logger;
  requestId?: string;
  /** The shop's origin (the embedded test provider's hosted page lives there). */
  origin?: string;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The request's Server-Timing: content and search calls are counted there. */
  timing?: Timing;
}

export interface PortContext extends PortDeps {
  config: Config;
  env: Env;
}
