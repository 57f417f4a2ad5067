// Answers from the edge cache (docs/decisions/024), on the Workers Cache API (`caches.default`):
// pages (page-cache.ts) and the API answers and images that are the same for every shopper
// (answer-cache.ts). Callers decide what may be cached and under which key; this module keeps
// the windows of one strategy and says, in `x-cache`, what happened.
//
// The Cache API keeps an entry for its max-age and does no stale-while-revalidate of its own, so
// each entry records when it was rendered: fresh → HIT; within the stale-while-revalidate window
// → STALE, refreshed in `waitUntil`; a failed or 5xx render with an entry within the
// stale-if-error window → that entry (STALE) before any error answer; else → MISS, rendered, and
// stored when the rule allows. HTML copies get this response's CSP nonce on the way out.
import type { Context } from 'hono';
import type { CacheStrategy } from '../http/cache-control';
import { clientBuild } from '../render/client-build';
import type { AppEnv } from '../types';
import { readPageGeneration } from './page-generation';

export type CacheStatus = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';
export const CACHE_STATUS_HEADER = 'x-cache';
/** Internal headers of a stored copy: when it was rendered (ms), and its own Cache-Control. */
const RENDERED_AT_HEADER = 'x-edge-rendered-at';
const ORIGINAL_CACHE_CONTROL_HEADER = 'x-edge-cache-control';
const INTERNAL_HEADERS = [RENDERED_AT_HEADER, ORIGINAL_CACHE_CONTROL_HEADER];

/** Query parameters that make an answer an editor's or a shopper's own: never cached. */
const PRIVATE_PARAMS = ['bust', 'redirectResult', 'items'];

export interface EdgeCacheRule {
  /** Fresh for maxAge, then served while refreshed (staleWhileRevalidate), kept for errors (staleIfError). */
  strategy: CacheStrategy;
  /** Whether a rendered answer may be stored (always also: 200, a body, no Set-Cookie). */
  storable: (response: Response) => boolean;
  /** Stored HTML carries a CSP nonce: give it this response's. */
  rewriteNonce: boolean;
}

/** Keys being refreshed by this isolate: one background render per key at a time. */
const refreshing = new Set<string>();

/** Whether the query makes the answer private: a bust, a Storyblok preview, a payment return, a cart restore. */
export function hasPrivateParams(url: URL): boolean {
  return [...url.searchParams.keys()].some((name) => PRIVATE_PARAMS.includes(name) || name.startsWith('_storyblok'));
}

/** The start of every key: same origin (the Cache API is per zone), a path no route serves, build and content generation. */
export async function edgeKeyPrefix(c: Context<AppEnv>): Promise<string> {
  const generation = await readPageGeneration(c.env.CONTENT, c.get('config').environment);
  return `${new URL(c.req.url).origin}/__edge-cache/${clientBuild.buildId}/${generation}`;
}

/** The request's execution context; app.request() in tests has none. */
export function executionContextOf(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    // Hono types its context with an older ExecutionContext shape.
    return c.executionCtx as unknown as ExecutionContext;
  } catch {
    return undefined;
  }
}

function waitUntil(c: Context<AppEnv>, promise: Promise<unknown>) {
  const ctx = executionContextOf(c);
  if (ctx) ctx.waitUntil(promise);
  else void promise;
}

function windowsOf(strategy: CacheStrategy) {
  const fresh = (strategy.maxAge ?? 0) * 1000;
  const stale = fresh + (strategy.staleWhileRevalidate ?? 0) * 1000;
  const staleIfError = fresh + (strategy.staleIfError ?? 0) * 1000;
  return { fresh, stale, staleIfError, storedFor: Math.ceil(Math.max(stale, staleIfError) / 1000) };
}

/** A rendered answer as it is, marked with the cache status. */
export function marked(response: Response, status: 'MISS' | 'BYPASS'): Response {
  const headers = new Headers(response.headers);
  headers.set(CACHE_STATUS_HEADER, status);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The copy to store: the answer's headers, a shared-cache lifetime and its render time. */
function storedCopy(body: ReadableStream, response: Response, storedFor: number): Response {
  const headers = new Headers(response.headers);
  headers.delete(CACHE_STATUS_HEADER);
  headers.set(ORIGINAL_CACHE_CONTROL_HEADER, response.headers.get('cache-control') ?? '');
  headers.set('cache-control', `public, max-age=${storedFor}`);
  headers.set(RENDERED_AT_HEADER, String(Date.now()));
  return new Response(body, { status: 200, headers });
}

/** A stored copy to send: its own Cache-Control back, its age, and for HTML this response's nonce. */
function fromCache(c: Context<AppEnv>, stored: Response, rule: EdgeCacheRule, status: 'HIT' | 'STALE', renderedAt: number): Response {
  c.get('timing').record('cache', 0, status);
  const headers = new Headers(stored.headers);
  const original = headers.get(ORIGINAL_CACHE_CONTROL_HEADER);
  for (const name of INTERNAL_HEADERS) headers.delete(name);
  if (original) headers.set('cache-control', original);
  else headers.delete('cache-control');
  headers.set('age', String(Math.max(0, Math.floor((Date.now() - renderedAt) / 1000))));
  headers.set(CACHE_STATUS_HEADER, status);
  if (!rule.rewriteNonce) return new Response(stored.body, { status: 200, headers });
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

/** Renders and, when the rule allows, stores a copy in the background. */
async function renderAndStore(c: Context<AppEnv>, key: string, rule: EdgeCacheRule, render: () => Promise<Response>): Promise<Response> {
  const response = await render();
  const storable = response.status === 200 && response.body !== null && !response.headers.has('set-cookie') && rule.storable(response);
  if (!storable || !response.body) return response;
  const [forClient, forCache] = response.body.tee();
  waitUntil(
    c,
    caches.default.put(key, storedCopy(forCache, response, windowsOf(rule.strategy).storedFor)).catch((error: unknown) => {
      c.get('log')('warn', 'Edge cache store failed', { key, error: String(error) });
    }),
  );
  return new Response(forClient, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function refresh(c: Context<AppEnv>, key: string, rule: EdgeCacheRule, render: () => Promise<Response>) {
  if (refreshing.has(key)) return;
  refreshing.add(key);
  const done = (async () => {
    try {
      const response = await renderAndStore(c, key, rule, render);
      await response.body?.cancel();
    } catch (error) {
      c.get('log')('warn', 'Edge cache refresh failed', { key, error: String(error) });
    } finally {
      refreshing.delete(key);
    }
  })();
  waitUntil(c, done);
}

/**
 * Answers from the edge cache under `key`, or with `render` (which may throw: the caller's error
 * handling applies then, unless a stale copy can be served). `refreshWith` re-renders in the
 * background (by default `render` again).
 */
export async function edgeCached(
  c: Context<AppEnv>,
  key: string,
  rule: EdgeCacheRule,
  render: () => Promise<Response>,
  refreshWith: () => Promise<Response> = render,
): Promise<Response> {
  let stored: Response | undefined;
  const timing = c.get('timing');
  try {
    stored = await timing.time('cache', () => caches.default.match(key));
  } catch (error) {
    c.get('log')('warn', 'Edge cache unavailable', { error: String(error) });
    timing.record('cache', 0, 'BYPASS');
    return marked(await render(), 'BYPASS');
  }
  const windows = windowsOf(rule.strategy);
  const renderedAt = Number(stored?.headers.get(RENDERED_AT_HEADER));
  const age = stored && Number.isFinite(renderedAt) ? Date.now() - renderedAt : Number.POSITIVE_INFINITY;
  if (stored && age <= windows.fresh) return fromCache(c, stored, rule, 'HIT', renderedAt);
  if (stored && age <= windows.stale) {
    refresh(c, key, rule, refreshWith);
    return fromCache(c, stored, rule, 'STALE', renderedAt);
  }

  const fallback = stored && age <= windows.staleIfError ? stored : undefined;
  let response: Response;
  try {
    response = await renderAndStore(c, key, rule, render);
  } catch (error) {
    if (!fallback) throw error;
    c.get('log')('warn', 'Render failed: serving the cached copy', { key, error: String(error) });
    return fromCache(c, fallback, rule, 'STALE', renderedAt);
  }
  if (response.status >= 500 && fallback) {
    c.get('log')('warn', 'Render answered an error: serving the cached copy', { key, status: response.status });
    // Let the streaming render finish in the background: cancelling React's stream mid-render
    // leaves workerd's pending work unsettled.
    if (response.body)
      waitUntil(
        c,
        response.body.pipeTo(new WritableStream()).catch(() => undefined),
      );
    return fromCache(c, fallback, rule, 'STALE', renderedAt);
  }
  await stored?.body?.cancel();
  timing.record('cache', 0, 'MISS');
  return marked(response, 'MISS');
}
