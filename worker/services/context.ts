// The per-request context every domain service takes (as Hydrogen's load context): config,
// bindings, the upstream ports, the logger, waitUntil, the page's market once resolved, and
// one content service, so each content item is read at most once per request. Built once per
// request from the Hono context; `/api` routes and the server render share it.
import type { Context } from 'hono';
import type { Market } from '../../markets';
import { createContentService, type ContentService } from '../content/service';
import { previewOfQuery, type Preview } from '../content/preview';
import type { Config } from '../env';
import type { Logger } from '../log';
import { timed } from '../timing';
import { waitUntilOf } from '../middleware/ports';
import type { AppEnv } from '../types';
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
  content: ContentService;
  /**
   * Preview flags of a query string (the page's or the API call's): on for editors only
   * (content/preview.ts). Memoised: the editor's signature is checked once per request.
   */
  preview(search: string): Promise<Preview>;
}

export function createServiceContext(c: Context<AppEnv>): ServiceContext {
  const config = c.get('config');
  const log = c.get('log');
  const waitUntil = waitUntilOf(c);
  const previews = new Map<string, Promise<Preview>>();
  const keys = { storyblokToken: config.storyblokToken, previewSecret: config.contentPreviewSecret };
  return {
    config,
    env: c.env,
    ports: c.get('ports'),
    log,
    waitUntil,
    origin: new URL(c.req.url).origin,
    get market() {
      return c.get('market') as Market | undefined;
    },
    // Its reads (KV or origin) count as `content` in the request's Server-Timing.
    content: timed(
      createContentService({ environment: config.environment, kv: c.env.CONTENT, waitUntil, log, origin: c.get('ports').content }),
      c.get('timing'),
      'content',
    ),
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

/** The request's service context, made on first use. */
export function servicesOf(c: Context<AppEnv>): ServiceContext {
  let context = c.get('services');
  if (!context) {
    context = createServiceContext(c);
    c.set('services', context);
  }
  return context;
}
