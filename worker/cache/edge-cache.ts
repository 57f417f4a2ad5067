// Answers from the edge cache (docs/decisions/024), on the Workers Cache API (`caches.default`):
// pages (page-cache.ts) and the API answers and images that are the same for every shopper
// (answer-cache.ts). Callers decide what may be cached and under which key; this module keeps
// the windows of one strategy and says, in `x-cache`, what happened.
//
// The Cache API keeps an entry for its max-age and does no stale-while-revalidate of its own, so
// each entry records when it was rendered: fresh → HIT; within the stale-while-revalidate window
// → STALE, refreshed in `waitUntil`; a failed or 5xx render with an entry within the
// stale-if-error window → that entry (STALE) before any error answer; else → MISS, rendered, and
// stored when the rule allows. HTML copies are only stored as whole documents (decision 033)
// and and get this response's CSP nonce on the way out: a copy records where its
// render's nonce stands, and a hit writes the new one there (decision 029).
import type { Context } from 'hono';
import type { CacheStrategy } from '../http/cache-control';
import { edgeCacheBuildId } from '../render/client-build';
import type { AppEnv } from '../types';
import type { Lookup } from './lookup';
import { findNonce, formatNoncePlaces, parseNoncePlaces, writeNonce } from './nonce-offsets';
import { currentPageGeneration } from './page-generation';

export type CacheStatus = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';
export const CACHE_STATUS_HEADER = 'x-cache';
/** Internal headers of a stored copy: when it was rendered (ms), and its own Cache-Control. */
const RENDERED_AT_HEADER = 'x-edge-rendered-at';
const ORIGINAL_CACHE_CONTROL_HEADER = 'x-edge-cache-control';
/** Of an HTML copy: its render's nonce's length and the byte offsets where it stands, `24:105,2087`. */
const NONCE_AT_HEADER = 'x-edge-nonce-at';
const INTERNAL_HEADERS = [RENDERED_AT_HEADER, ORIGINAL_CACHE_CONTROL_HEADER, NONCE_AT_HEADER];

export interface EdgeCacheRule {
  /** Fresh for maxAge, then served while refreshed (staleWhileRevalidate), kept for errors (staleIfError). */
  strategy: CacheStrategy;
  /** Whether a rendered answer may be stored (always also: 200, a body, no Set-Cookie). */
  storable: (response: Response) => boolean;
  /** Stored HTML carries a CSP nonce: give it this response's. Only a whole document is stored. */
  rewriteNonce: boolean;
}

/** Keys being refreshed by this isolate: one background render per key at a time. */
const refreshing = new Set<string>();

/** The start of every key: same origin (the Cache API is per zone), a path no route serves, build and content generation. */
export async function edgeKeyPrefix(c: Context<AppEnv>, url: URL): Promise<string> {
  const generation = await currentPageGeneration(c.env.CONTENT, c.get('config').environment);
  return `${url.origin}/__edge-cache/${edgeCacheBuildId()}/${generation}`;
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

/** The copy to store: the answer's headers, a shared-cache lifetime, its render time and, for HTML, where its nonce stands. */
async function storedCopy(c: Context<AppEnv>, body: ReadableStream, response: Response, rule: EdgeCacheRule): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete(CACHE_STATUS_HEADER);
  headers.set(ORIGINAL_CACHE_CONTROL_HEADER, response.headers.get('cache-control') ?? '');
  headers.set('cache-control', `public, max-age=${windowsOf(rule.strategy).storedFor}`);
  headers.set(RENDERED_AT_HEADER, String(Date.now()));
  if (!rule.rewriteNonce) return new Response(body, { status: 200, headers });
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  if (!isWholeDocument(bytes)) throw new Error('not a whole document (no </html> at its end)');
  headers.set(NONCE_AT_HEADER, formatNoncePlaces(findNonce(bytes, c.get('secureHeadersNonce') ?? '')));
  return new Response(bytes, { status: 200, headers });
}

/** Whether HTML ends with `</html>` (bar whitespace): an aborted or failed render does not. */
const isWholeDocument = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(-64)).trimEnd().endsWith('</html>');

/** Reads the copy under `key` (throws when the Cache API does). */
export async function lookUp(c: Context<AppEnv>, key: string): Promise<Lookup> {
  const stored = await c.get('timing').time('cache', () => caches.default.match(key));
  const renderedAt = Number(stored?.headers.get(RENDERED_AT_HEADER));
  const age = stored && Number.isFinite(renderedAt) ? Date.now() - renderedAt : Number.POSITIVE_INFINITY;
  return { key, stored, age, renderedAt };
}

/** Whether a copy is fresh for the rule: it is answered as it is (HIT). */
export const isFresh = (lookup: Lookup, rule: EdgeCacheRule) => lookup.stored !== undefined && lookup.age <= windowsOf(rule.strategy).fresh;

/** A stored copy to send: its own Cache-Control back, its age, and for HTML this response's nonce. */
export async function fromCache(
  c: Context<AppEnv>,
  stored: Response,
  rule: EdgeCacheRule,
  status: 'HIT' | 'STALE',
  renderedAt: number,
): Promise<Response> {
  c.get('timing').record('cache', 0, status);
  const headers = new Headers(stored.headers);
  const original = headers.get(ORIGINAL_CACHE_CONTROL_HEADER);
  const places = parseNoncePlaces(headers.get(NONCE_AT_HEADER));
  for (const name of INTERNAL_HEADERS) headers.delete(name);
  if (original) headers.set('cache-control', original);
  else headers.delete('cache-control');
  headers.set('age', String(Math.max(0, Math.floor((Date.now() - renderedAt) / 1000))));
  headers.set(CACHE_STATUS_HEADER, status);
  if (!rule.rewriteNonce) return new Response(stored.body, { status: 200, headers });
  const bytes = new Uint8Array(await stored.arrayBuffer());
  const body = places ? writeNonce(bytes, places, c.get('secureHeadersNonce') ?? '') : bytes;
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
    storedCopy(c, forCache, response, rule)
      .then((copy) => caches.default.put(key, copy))
      .catch((error: unknown) => {
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
 * background (by default `render` again). `looked` is a lookup of `key` made earlier in the request.
 */
export async function edgeCached(
  c: Context<AppEnv>,
  key: string,
  rule: EdgeCacheRule,
  render: () => Promise<Response>,
  refreshWith: () => Promise<Response> = render,
  looked?: Lookup,
): Promise<Response> {
  let lookup: Lookup;
  try {
    lookup = looked?.key === key ? looked : await lookUp(c, key);
  } catch (error) {
    c.get('log')('warn', 'Edge cache unavailable', { error: String(error) });
    c.get('timing').record('cache', 0, 'BYPASS');
    return marked(await render(), 'BYPASS');
  }
  const { stored, age, renderedAt } = lookup;
  const windows = windowsOf(rule.strategy);
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
  c.get('timing').record('cache', 0, 'MISS');
  return marked(response, 'MISS');
}
