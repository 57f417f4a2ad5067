// The per-request context every domain service takes (as Hydrogen's load context): config,
// bindings, the upstream ports, the logger, waitUntil, the page's market once resolved, and
// one content reader, so each content item is read at most once per request. Built once per
// request by middleware/services.ts; `/api` routes and the server render read `c.var.services`.
// It knows nothing of Hono: services import no middleware and no request type (decision 063).
import type { Market } from '../../markets';
import { createContentReader, type ContentReader } from '../content/reader';
import { previewOfQuery, type Preview } from '../content/preview';
import type { Config } from '../env';
import type { Logger } from '../log';
import { timed, type Timing } from '../timing';
import type { Ports } from '../upstreams/ports';

export interface ServiceContext {
  config: Config;
  /** Bindings the services use directly (D1 for rate limits and the outbox). */
  env: Env;
  ports: Ports;
  log: Logger;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The request's origin (https://host), e.g. for payment return addresses. */
  origin: string;
  /** The page's market when the page route resolved one; undefined on `/api` calls. */
  readonly market: Market | undefined;
  /** The request's content, read through the KV cache once per item. */
  readonly content: ContentReader;
  /**
   * Preview flags of a query string (the page's or the API call's): on for editors only
   * (content/preview.ts). Memoised: the editor's signature is checked once per request.
   */
  preview(search: string): Promise<Preview>;
}

/** What the request gives the context (middleware/services.ts reads it off the Hono context). */
export interface ServiceContextDeps {
  config: Config;
  env: Env;
  ports: Ports;
  log: Logger;
  waitUntil: (promise: Promise<unknown>) => void;
  timing: Timing;
  origin: string;
  /** The market the page route resolves later in the request; read on each use. */
  market: () => Market | undefined;
}

export function createServiceContext(deps: ServiceContextDeps): ServiceContext {
  const { config, env, ports, log, waitUntil, timing, origin, market } = deps;
  const previews = new Map<string, Promise<Preview>>();
  const keys = { storyblokToken: config.storyblokToken, previewSecret: config.contentPreviewSecret };
  let content: ContentReader | undefined;
  return {
    config,
    env,
    ports,
    log,
    waitUntil,
    origin,
    get market() {
      return market();
    },
    // Made on first use (a request answered by a redirect or an image needs none). Its reads
    // (KV or origin) count as `content` in the request's Server-Timing.
    get content() {
      content ??= timed(
        createContentReader({ environment: config.environment, kv: env.CONTENT, waitUntil, log, origin: ports.content }),
        timing,
        'content',
      );
      return content;
    },
    preview(search) {
      let pending = previews.get(search);
      if (!pending) {
        const params = new URLSearchParams(search);
        pending = previewOfQuery((name) => params.get(name) ?? undefined, keys);
        previews.set(search, pending);
      }
      return pending;
    },
  };
}
