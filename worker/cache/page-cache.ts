// Edge cache for anonymous page HTML (docs/decisions/024), on the Workers Cache API
// (`caches.default`). A page is the same for every shopper of one market: the cart, the geo
// suggestion and everything else from a cookie load in the browser after hydration. So a page
// is keyed by URL, resolved market, build id, content generation (page-generation.ts) and
// whether the visitor is a crawler (crawlers get the fully rendered document).
//
// The Cache API keeps an entry for its max-age and does no stale-while-revalidate of its own, so
// each entry records when it was rendered and this module decides: fresh → HIT; within the
// stale-while-revalidate window → STALE, re-rendered in `waitUntil`; a failed or 5xx render
// with an entry within the stale-if-error window → that entry (STALE) before any error page.
// The CSP nonce of a stored page is rewritten to this response's nonce on the way out.
import type { Context } from 'hono';
import { isbot } from 'isbot';
import { CacheEdgePage, CachePrivatePage, cacheControl } from '../http/cache-control';
import { clientBuild } from '../render/client-build';
import type { AppEnv } from '../types';
import { readPageGeneration } from './page-generation';

export type CacheStatus = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';
export const CACHE_STATUS_HEADER = 'x-cache';
/** When the stored copy was rendered (ms since epoch); internal, never sent to the browser. */
const RENDERED_AT_HEADER = 'x-page-rendered-at';

const FRESH_MS = (CacheEdgePage.maxAge ?? 0) * 1000;
const STALE_MS = FRESH_MS + (CacheEdgePage.staleWhileRevalidate ?? 0) * 1000;
const STALE_IF_ERROR_MS = FRESH_MS + (CacheEdgePage.staleIfError ?? 0) * 1000;
/** How long the Cache API keeps an entry: as long as any window may still use it. */
const STORED_FOR_S = Math.ceil(Math.max(STALE_MS, STALE_IF_ERROR_MS) / 1000);

/** Query parameters that make a page an editor's or a shopper's own: never cached. */
const PRIVATE_PARAMS = ['bust', '_storyblok', '_storyblok_release', 'redirectResult', 'items'];

/** Response headers that belong to one response, not to the stored page. */
const PER_RESPONSE_HEADERS = ['set-cookie', 'cache-control', CACHE_STATUS_HEADER, RENDERED_AT_HEADER, 'age'];

/** Keys being re-rendered by this isolate: one background render per page at a time. */
const revalidating = new Set<string>();

/** Whether this page request may be answered from (and stored in) the shared cache. */
export function isCacheablePageRequest(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if ([...url.searchParams.keys()].some((name) => PRIVATE_PARAMS.includes(name) || name.startsWith('_storyblok'))) return false;
  // Checkout steps are the shopper's own order; they are cheap to render and never shared.
  return url.pathname.split('/')[2] !== 'checkout';
}

/** Whether a rendered page may be stored: a complete 200 HTML page that sets no cookie. */
export function isCacheablePageResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    response.body !== null
  );
}

/** The Cache API key: a same-origin URL that no route serves. */
export function pageCacheKey(c: Context<AppEnv>, generation: number): string {
  const url = new URL(c.req.url);
  const visitor = isbot(c.req.header('user-agent') ?? '') ? 'crawler' : 'browser';
  const market = `${c.get('storefront')}-${c.get('market').countryCode}`;
  return `${url.origin}/__page-cache/${clientBuild.buildId}/${generation}/${market}/${visitor}${url.pathname}${url.search}`;
}

function waitUntil(c: Context<AppEnv>, promise: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(promise);
  } catch {
    void promise; // app.request() in tests has no execution context
  }
}

/** The copy to store: the page's own headers, a shared-cache lifetime and its render time. */
function storedCopy(body: ReadableStream, response: Response, now: number): Response {
  const headers = new Headers(response.headers);
  for (const name of PER_RESPONSE_HEADERS) headers.delete(name);
  headers.set('cache-control', cacheControl({ mode: 'public', maxAge: STORED_FOR_S }));
  headers.set(RENDERED_AT_HEADER, String(now));
  return new Response(body, { status: 200, headers });
}

/** A rendered response as it is, marked with the cache status. */
function rendered(response: Response, status: 'MISS' | 'BYPASS'): Response {
  const headers = new Headers(response.headers);
  headers.set(CACHE_STATUS_HEADER, status);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A stored copy to send: the browser's Cache-Control, its age, and this response's CSP nonce. */
function fromCache(c: Context<AppEnv>, stored: Response, status: 'HIT' | 'STALE', renderedAt: number): Response {
  const headers = new Headers(stored.headers);
  for (const name of PER_RESPONSE_HEADERS) headers.delete(name);
  headers.set('cache-control', cacheControl(CachePrivatePage));
  headers.set('age', String(Math.max(0, Math.floor((Date.now() - renderedAt) / 1000))));
  headers.set(CACHE_STATUS_HEADER, status);
  const nonce = c.get('secureHeadersNonce') ?? '';
  const body = new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce);
      },
    })
    .transform(stored).body;
  return new Response(body, { status: 200, headers });
}

/** Renders and, when the answer is cacheable, stores a copy in the background. */
async function renderAndStore(c: Context<AppEnv>, cache: Cache, key: string, render: () => Promise<Response>): Promise<Response> {
  const response = await render();
  if (!isCacheablePageResponse(response) || !response.body) return response;
  const [forShopper, forCache] = response.body.tee();
  waitUntil(
    c,
    cache.put(key, storedCopy(forCache, response, Date.now())).catch((error: unknown) => {
      c.get('log')('warn', 'Page cache store failed', { key, error: String(error) });
    }),
  );
  return new Response(forShopper, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function revalidate(c: Context<AppEnv>, cache: Cache, key: string, render: () => Promise<Response>) {
  if (revalidating.has(key)) return;
  revalidating.add(key);
  const done = (async () => {
    try {
      const response = await renderAndStore(c, cache, key, render);
      await response.body?.cancel();
    } catch (error) {
      c.get('log')('warn', 'Page cache revalidation failed', { key, error: String(error) });
    } finally {
      revalidating.delete(key);
    }
  })();
  waitUntil(c, done);
}

/**
 * Answers a page from the edge cache, or renders it with `render` (which may throw: the app's
 * error handler renders the error page then, unless a stale copy can be served).
 */
export async function cachedPage(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  if (!c.get('config').pageCache || !isCacheablePageRequest(c.req.raw)) return rendered(await render(), 'BYPASS');
  let cache: Cache;
  let key: string;
  let stored: Response | undefined;
  try {
    cache = caches.default;
    key = pageCacheKey(c, await readPageGeneration(c.env.CONTENT, c.get('config').environment));
    stored = await cache.match(key);
  } catch (error) {
    // No cache (or no generation): the page still renders.
    c.get('log')('warn', 'Page cache unavailable', { error: String(error) });
    return rendered(await render(), 'BYPASS');
  }

  const renderedAt = Number(stored?.headers.get(RENDERED_AT_HEADER));
  const age = stored && Number.isFinite(renderedAt) ? Date.now() - renderedAt : Number.POSITIVE_INFINITY;
  if (stored && age <= FRESH_MS) return fromCache(c, stored, 'HIT', renderedAt);
  if (stored && age <= STALE_MS) {
    revalidate(c, cache, key, render);
    return fromCache(c, stored, 'STALE', renderedAt);
  }

  const fallback = stored && age <= STALE_IF_ERROR_MS ? stored : undefined;
  let response: Response;
  try {
    response = await renderAndStore(c, cache, key, render);
  } catch (error) {
    if (!fallback) throw error;
    c.get('log')('warn', 'Page render failed: serving the cached copy', { key, error: String(error) });
    return fromCache(c, fallback, 'STALE', renderedAt);
  }
  if (response.status >= 500 && fallback) {
    c.get('log')('warn', 'Page render answered an error: serving the cached copy', { key, status: response.status });
    await response.body?.cancel();
    return fromCache(c, fallback, 'STALE', renderedAt);
  }
  await stored?.body?.cancel();
  return rendered(response, 'MISS');
}
