// Edge cache for anonymous page HTML (docs/decisions/024; the mechanics are in edge-cache.ts).
// A page is the same for every shopper of one market: the cart, the geo suggestion and anything
// else from a cookie load in the browser after hydration. So a page is keyed by URL, resolved
// market, build id, content generation (page-generation.ts) and whether the visitor is a crawler
// (crawlers get the fully rendered document). Previews, busts, checkout steps, errors, non-GET
// requests and anything that sets a cookie are never stored.
import type { Context } from 'hono';
import { isbot } from 'isbot';
import { CacheEdge } from '../http/cache-control';
import type { AppEnv } from '../types';
import { edgeCached, edgeKeyPrefix, hasPrivateParams, marked, type EdgeCacheRule } from './edge-cache';

const PAGES: EdgeCacheRule = {
  strategy: CacheEdge,
  storable: (response) => (response.headers.get('content-type') ?? '').startsWith('text/html'),
  rewriteNonce: true,
};

/** Whether this page request may be answered from (and stored in) the shared cache. */
export function isCacheablePageRequest(request: Request): boolean {
  const url = new URL(request.url);
  // Checkout steps are the shopper's own order; they are cheap to render and never shared.
  return request.method === 'GET' && !hasPrivateParams(url) && url.pathname.split('/')[2] !== 'checkout';
}

/**
 * Answers a page from the edge cache, or renders it with `render` (which may throw: the app's
 * error handler renders the error page then, unless a stale copy can be served).
 */
export async function cachedPage(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  if (!c.get('config').pageCache || !isCacheablePageRequest(c.req.raw)) return marked(await render(), 'BYPASS');
  let prefix: string;
  try {
    prefix = await edgeKeyPrefix(c);
  } catch (error) {
    c.get('log')('warn', 'Edge cache unavailable', { error: String(error) });
    return marked(await render(), 'BYPASS');
  }
  const url = new URL(c.req.url);
  const visitor = isbot(c.req.header('user-agent') ?? '') ? 'crawler' : 'browser';
  const market = `${c.get('storefront')}-${c.get('market').countryCode}`;
  return edgeCached(c, `${prefix}/page/${market}/${visitor}${url.pathname}${url.search}`, PAGES, render);
}
