// The composition root of the upstream ports: every port is built here, from config and env,
// by its domain's port glue (`worker/<domain>/port.ts`), which alone chooses its remote or
// embedded origin. Handlers read `c.var.ports`.
//
// Adding a port: give it a named type in upstreams/{name}/, a builder in its domain's folder that
// chooses its origin from ctx.config, and one entry in `builders`. `Ports` follows from it; the
// port is built on first use, so requests that never touch it pay nothing.
import { buildCartPort } from '../cart/port';
import { buildSearchPort } from '../catalogue/port';
import { buildEmbeddedAdyen, buildPaymentsPort } from '../checkout/port';
import { buildContentPort } from '../content/port';
import type { Config } from '../env';
import { buildNewsletterPort } from '../newsletter/port';
import type { PortContext, PortDeps } from './port-context';

const builders = {
  content: buildContentPort,
  search: buildSearchPort,
  newsletter: buildNewsletterPort,
  cart: buildCartPort,
  payments: buildPaymentsPort,
  adyen: buildEmbeddedAdyen,
} satisfies Record<string, (ctx: PortContext) => unknown>;

type Builders = typeof builders;
export type Ports = { readonly [K in keyof Builders]: ReturnType<Builders[K]> };

/** The ports of one request; each is built on its first read, then kept. */
export function createPorts(config: Config, env: Env, deps: PortDeps): Ports {
  const ctx: PortContext = { ...deps, config, env };
  const built = new Map<keyof Ports, unknown>();
  const ports = {} as Ports;
  for (const name of Object.keys(builders) as Array<keyof Ports>) {
    Object.defineProperty(ports, name, {
      enumerable: true,
      get: () => {
        if (!built.has(name)) built.set(name, builders[name](ctx));
        return built.get(name);
      },
    });
  }
  return ports;
}
