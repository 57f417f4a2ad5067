// The composition root of the upstream ports: every port is built here, from config and env,
// and here alone is the remote or embedded origin chosen. Handlers read `c.var.ports`.
//
// Adding a port (cart, payments, …): give it a named type in upstreams/{name}/, add one line
// to `Ports` and one entry to `builders` below, choosing its origin from config. Nothing else
// changes; it is built on first use, so requests that never touch it pay nothing.
import type { Config } from '../env';
import type { Logger } from '../log';
import type { ContentPort } from './content/client';
import { contentPort } from './content/port';
import { createNewsletterClient, type NewsletterPort } from './newsletter/client';
import { embeddedNewsletterFetch } from './newsletter/embedded/origin';
import { createSearchClient, type SearchPort } from './search/client';
import { embeddedSearchFetch } from './search/embedded/origin';
import { remoteFetch } from './remote-fetch';

export type { ContentPort, NewsletterPort, SearchPort };

export interface Ports {
  content: ContentPort;
  search: SearchPort;
  newsletter: NewsletterPort;
}

export interface PortDeps {
  log: Logger;
  requestId?: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

type Builders = { [K in keyof Ports]: () => Ports[K] };

export function createPorts(config: Config, env: Env, deps: PortDeps): Ports {
  const { log, requestId } = deps;
  const builders: Builders = {
    content: () => contentPort({ storyblokToken: config.storyblokToken }),
    search: () =>
      createSearchClient({
        fetch: config.searchBaseUrl ? remoteFetch : embeddedSearchFetch(env.DB, { log }),
        baseUrl: config.searchBaseUrl ?? 'https://search.embedded',
        ...(requestId ? { requestId } : {}),
        log,
      }),
    newsletter: () =>
      createNewsletterClient({
        fetch: config.newsletterBaseUrl ? remoteFetch : embeddedNewsletterFetch(env.DB),
        baseUrl: config.newsletterBaseUrl ?? 'https://newsletter.embedded',
        ...(requestId ? { requestId } : {}),
      }),
  };
  return lazily(builders);
}

/** An object whose each property is built on first read, then kept. */
function lazily<T extends object>(builders: { [K in keyof T]: () => T[K] }): T {
  const built: Partial<T> = {};
  const ports = {} as T;
  for (const key of Object.keys(builders) as Array<keyof T>) {
    Object.defineProperty(ports, key, {
      enumerable: true,
      get: () => (built[key] ??= builders[key]()),
    });
  }
  return ports;
}
