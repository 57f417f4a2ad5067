// Edge cache for anonymous page HTML (docs/decisions/024; the mechanics are in edge-cache.ts).
// A page is the same for every shopper of one market: the cart, the geo suggestion and anything
// else from a cookie load in the browser after hydration. So a page is keyed by its path and the
// query parameters it reads, in canonical order (decision 049: `?zz=<random>`, utm_* or gclid
// stay in the URL and out of the key, so they cannot walk around the cache), resolved
// market, build id, content generation (page-generation.ts), whether the visitor is a crawler
// (crawlers get the fully rendered document) and, where a split test changes the page, the
// visitor's variant (decision 039; its cookie is set after the cache). Previews, busts, checkout
// steps, errors, non-GET requests and anything that sets a cookie are never stored.
//
// `pageHits` runs before the middleware a cached page does not need (upstream ports, routing):
// a fresh copy is answered there (docs/decisions/029). Anything else goes on to the page route
// with what it resolved on the request context: the storefront and market (`applyMarket`) and
// the key with its lookup (`pageLookup`), so a page view resolves its market and key once.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isbot } from 'isbot';
import {
  hasPrivateParams,
  isCheckoutPath,
  isStorefrontCode,
  normalisedPathname,
  pageMetaOf,
  readParamsQuery,
  type StorefrontCode,
} from '../../markets';
import { CacheEdge } from '../http/cache-control';
import { applyMarket } from '../market-resolution';
import { experimentKeyPart } from '../middleware/experiments';
import type { AppEnv } from '../types';
import { edgeCached, edgeKeyPrefix, fromCache, isFresh, lookUp, marked, type EdgeCacheRule } from './edge-cache';

const PAGES: EdgeCacheRule = {
  strategy: CacheEdge,
  storable: (response) => (response.headers.get('content-type') ?? '').startsWith('text/html'),
  rewriteNonce: true,
};

/**
 * Whether this page request may be answered from (and stored in) the shared cache. A path that
 * is not in its normal form (double or trailing slashes, escaped letters) is the router's to
 * redirect, never a cached page; the checkout rule judges the normal form, as the router does.
 */
export function isCacheablePageRequest(request: Request, url = new URL(request.url)): boolean {
  const path = normalisedPathname(url.pathname);
  // Checkout steps are the shopper's own order; they are cheap to render and never shared.
  return request.method === 'GET' && path === url.pathname && !hasPrivateParams(url.searchParams) && !isCheckoutPath(path);
}

/**
 * The page's key: its path and the query parameters it reads (canonical order, decision 049),
 * storefront, resolved market (its country), visitor (browser or crawler) and, on a page a
 * running split test changes, the visitor's variants (docs/decisions/039).
 */
async function pageKey(c: Context<AppEnv>, url: URL, storefront: StorefrontCode, country: string): Promise<string> {
  const visitor = isbot(c.req.header('user-agent') ?? '') ? 'crawler' : 'browser';
  const query = readParamsQuery(pageMetaOf(url.pathname).type, url.searchParams);
  return `${await edgeKeyPrefix(c, url)}/page/${storefront}-${country}/${visitor}${experimentKeyPart(c)}${url.pathname}${query ? `?${query}` : ''}`;
}

/** Answers a fresh cached page at once; otherwise hands its lookup to the page route. */
export const pageHits = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('config').pageCache || c.req.method !== 'GET') return next();
  const storefront = c.req.path.split('/')[1] ?? '';
  if (!isStorefrontCode(storefront)) return next();
  const url = new URL(c.req.url);
  if (!isCacheablePageRequest(c.req.raw, url)) return next();
  let lookup;
  try {
    // The market as the page route uses it: resolved here, from the request alone, once.
    const market = applyMarket(c, storefront);
    lookup = await lookUp(c, await pageKey(c, url, storefront, market.countryCode));
  } catch {
    return next(); // the page route reports it and renders
  }
  if (lookup.stored && isFresh(lookup, PAGES)) return fromCache(c, lookup.stored, PAGES, 'HIT', lookup.renderedAt);
  c.set('pageLookup', lookup);
  await next();
});

/**
 * Answers a page from the edge cache, or renders it with `render` (which may throw: the app's
 * error handler renders the error page then, unless a stale copy can be served).
 */
export async function cachedPage(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  const url = new URL(c.req.url);
  if (!c.get('config').pageCache || !isCacheablePageRequest(c.req.raw, url)) return marked(await render(), 'BYPASS');
  const looked = c.get('pageLookup');
  let key: string;
  try {
    key = looked?.key ?? (await pageKey(c, url, c.get('storefront'), c.get('market').countryCode));
  } catch (error) {
    c.get('log')('warn', 'Edge cache unavailable', { error: String(error) });
    return marked(await render(), 'BYPASS');
  }
  return edgeCached(c, key, PAGES, render, render, looked);
}
