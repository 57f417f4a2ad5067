// Edge cache for GET answers that are the same for every shopper (docs/decisions/024): content
// and catalogue API answers (their market is in the query, never a cookie) and product images.
// Keyed by URL, build id and content generation; an answer is stored only when it says it may be
// (`public` Cache-Control: previews answer `no-store`). Stale copies are refreshed through the
// app itself in the background, marked so that the refresh renders instead of reading the cache.
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { CacheStrategy } from '../http/cache-control';
import type { AppEnv } from '../types';
import { edgeCached, edgeKeyPrefix, executionContextOf, hasPrivateParams, type EdgeCacheRule } from './edge-cache';

type FetchApp = (request: Request, env: Env, ctx?: ExecutionContext) => Response | Promise<Response>;

/** On a background refresh request: render, do not read the cache. */
const REFRESH_HEADER = 'x-edge-cache-refresh';

const isPublic = (response: Response) => /(^|,)\s*public\b/.test(response.headers.get('cache-control') ?? '');

/** Middleware caching the GET answers below it for `strategy`'s windows. */
export function answerCache(strategy: CacheStrategy, fetchApp: FetchApp): MiddlewareHandler<AppEnv> {
  const rule: EdgeCacheRule = { strategy, storable: isPublic, rewriteNonce: false };
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    // A refresh renders; the refresh's caller (edgeCached) stores what it answers.
    if (!c.get('config').pageCache || c.req.method !== 'GET' || hasPrivateParams(url) || c.req.header(REFRESH_HEADER)) return next();
    let prefix: string;
    try {
      prefix = await edgeKeyPrefix(c);
    } catch {
      return next();
    }
    const render = async () => {
      await next();
      return c.res;
    };
    const refresh = async () => fetchApp(new Request(url, { headers: { [REFRESH_HEADER]: '1' } }), c.env, executionContextOf(c));
    const response = await edgeCached(c, `${prefix}/answer${url.pathname}${url.search}`, rule, render, refresh);
    // After next() Hono keeps c.res and merges its headers into a new one: clear it first.
    c.res = undefined;
    c.res = response;
  });
}
