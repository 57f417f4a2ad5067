// Edge cache for GET answers that are the same for every shopper (docs/decisions/024): content
// and catalogue API answers (their market is in the query, never a cookie) and product images.
// Keyed by path, the query parameters the route reads (canonical order, decision 049), build id
// and content generation; an answer is stored only when it says it may be
// (`public` Cache-Control: previews answer `no-store`). A route wraps its handler's work in
// `cachedAnswer`, so a stale copy is refreshed by calling that work (the route's service) again
// in the background, not by sending the request through the app a second time.
import type { Context } from 'hono';
import { canonicalQuery, hasPrivateParams } from '../../markets';
import type { CacheStrategy } from '../http/cache-control';
import type { AppEnv } from '../types';
import { edgeCached, edgeKeyPrefix, type EdgeCacheRule } from './edge-cache';

const isPublic = (response: Response) => /(^|,)\s*public\b/.test(response.headers.get('cache-control') ?? '');

/** The rule of each strategy, made once. */
const rules = new WeakMap<CacheStrategy, EdgeCacheRule>();
function ruleOf(strategy: CacheStrategy): EdgeCacheRule {
  let rule = rules.get(strategy);
  if (!rule) rules.set(strategy, (rule = { strategy, storable: isPublic, rewriteNonce: false }));
  return rule;
}

/**
 * The route's answer from the edge cache for `strategy`'s windows, or from `render` (run again to
 * refresh). `reads` are the query parameters `render` reads: the only ones in the key.
 */
export async function cachedAnswer(
  c: Context<AppEnv>,
  strategy: CacheStrategy,
  reads: readonly string[],
  render: () => Promise<Response>,
): Promise<Response> {
  const url = new URL(c.req.url);
  if (!c.get('config').pageCache || c.req.method !== 'GET' || hasPrivateParams(url.searchParams)) return render();
  let prefix: string;
  try {
    prefix = await edgeKeyPrefix(c, url);
  } catch {
    return render();
  }
  const query = canonicalQuery(url.searchParams, reads);
  return edgeCached(c, `${prefix}/answer${url.pathname}${query ? `?${query}` : ''}`, ruleOf(strategy), render);
}
