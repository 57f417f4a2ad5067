// Edge cache for anonymous page HTML (docs/decisions/024; the mechanics are in edge-cache.ts).
// A page is the same for every shopper of one market: the cart, the geo suggestion and anything
// else from a cookie load in the browser after hydration. So a page is keyed by URL, resolved
// market, build id, content generation (page-generation.ts) and whether the visitor is a crawler
// (crawlers get the fully rendered document). Previews, busts, checkout steps, errors, non-GET
// requests and anything that sets a cookie are never stored.
//
// `pageHits` runs before the middleware a cached page does not need (upstream ports, routing):
// a fresh copy is answered there, anything else goes on to the page route with its lookup
// (docs/decisions/029).
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { isbot } from 'isbot';
import { COUNTRY_COOKIE, hasPrivateParams, isStorefrontCode, type StorefrontCode } from '../../markets';
import { CacheEdge } from '../http/cache-control';
import { resolveMarket } from '../market-resolution';
import type { AppEnv } from '../types';
import { edgeCached, edgeKeyPrefix, fromCache, isFresh, lookUp, marked, type EdgeCacheRule } from './edge-cache';

const PAGES: EdgeCacheRule = {
  strategy: CacheEdge,
  storable: (response) => (response.headers.get('content-type') ?? '').startsWith('text/html'),
  rewriteNonce: true,
};

/** Whether this page request may be answered from (and stored in) the shared cache. */
export function isCacheablePageRequest(request: Request, url = new URL(request.url)): boolean {
  // Checkout steps are the shopper's own order; they are cheap to render and never shared.
  return request.method === 'GET' && !hasPrivateParams(url.searchParams) && url.pathname.split('/')[2] !== 'checkout';
}

/** The page's key: URL, storefront, resolved market (its country), visitor (browser or crawler). */
async function pageKey(c: Context<AppEnv>, url: URL, storefront: StorefrontCode, country: string): Promise<string> {
  const visitor = isbot(c.req.header('user-agent') ?? '') ? 'crawler' : 'browser';
  return `${await edgeKeyPrefix(c, url)}/page/${storefront}-${country}/${visitor}${url.pathname}${url.search}`;
}

/** Lookups `pageHits` made, for the page route to go on with (no second read). */
const lookups = new WeakMap<Request, Awaited<ReturnType<typeof lookUp>>>();

/** Answers a fresh cached page at once; otherwise hands its lookup to the page route. */
export const pageHits = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('config').pageCache || c.req.method !== 'GET') return next();
  const storefront = c.req.path.split('/')[1] ?? '';
  if (!isStorefrontCode(storefront)) return next();
  const url = new URL(c.req.url);
  if (!isCacheablePageRequest(c.req.raw, url)) return next();
  let lookup;
  try {
    // The market as the page route resolves it (market-resolution.ts), from the request alone.
    const market = resolveMarket(storefront, [getCookie(c, COUNTRY_COOKIE), c.get('geoCountry')], c.get('config'));
    lookup = await lookUp(c, await pageKey(c, url, storefront, market.countryCode));
  } catch {
    return next(); // the page route reports it and renders
  }
  if (lookup.stored && isFresh(lookup, PAGES)) return fromCache(c, lookup.stored, PAGES, 'HIT', lookup.renderedAt);
  lookups.set(c.req.raw, lookup);
  await next();
});

/**
 * Answers a page from the edge cache, or renders it with `render` (which may throw: the app's
 * error handler renders the error page then, unless a stale copy can be served).
 */
export async function cachedPage(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  const url = new URL(c.req.url);
  if (!c.get('config').pageCache || !isCacheablePageRequest(c.req.raw, url)) return marked(await render(), 'BYPASS');
  let key: string;
  try {
    key = await pageKey(c, url, c.get('storefront'), c.get('market').countryCode);
  } catch (error) {
    c.get('log')('warn', 'Edge cache unavailable', { error: String(error) });
    return marked(await render(), 'BYPASS');
  }
  return edgeCached(c, key, PAGES, render, render, lookups.get(c.req.raw));
}
