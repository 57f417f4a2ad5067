// The composition root of the upstream ports: every port is built here, from config and env,
// and here alone is the remote or embedded origin chosen. Handlers read `c.var.ports`.
//
// Adding a port (cart, payments, …): give it a named type in upstreams/{name}/ and add one
// entry to `builders`, e.g. `cart: (ctx): CartPort => createCartPort(ctx),` choosing its origin
// from ctx.config. `Ports` follows from it; the port is built on first use, so requests that
// never touch it pay nothing.
import type { Config } from '../env';
import type { Logger } from '../log';
import type { ContentPort } from './content/client';
import { contentPort } from './content/port';
import { createNewsletterClient, type NewsletterPort } from './newsletter/client';
import { embeddedNewsletterFetch } from './newsletter/embedded/origin';
import { remoteFetch } from './remote-fetch';
import { createSearchClient, type SearchPort } from './search/client';
import { embeddedSearchFetch } from './search/embedded/origin';

export type { ContentPort, NewsletterPort, SearchPort };

/** What a port may need from the request. */
export interface PortDeps {
  log: Logger;
  requestId?: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

export interface PortContext extends PortDeps {
  config: Config;
  env: Env;
}

const builders = {
  content: ({ config }: PortContext): ContentPort => contentPort({ storyblokToken: config.storyblokToken }),
  search: ({ config, env, log, requestId }: PortContext): SearchPort =>
    createSearchClient({
      fetch: config.searchBaseUrl ? remoteFetch : embeddedSearchFetch(env.DB, { log }),
      baseUrl: config.searchBaseUrl ?? 'https://search.embedded',
      ...(requestId ? { requestId } : {}),
      log,
    }),
  newsletter: ({ config, env, requestId }: PortContext): NewsletterPort =>
    createNewsletterClient({
      fetch: config.newsletterBaseUrl ? remoteFetch : embeddedNewsletterFetch(env.DB),
      baseUrl: config.newsletterBaseUrl ?? 'https://newsletter.embedded',
      ...(requestId ? { requestId } : {}),
    }),
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
