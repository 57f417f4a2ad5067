// Cache-Control strategies, one named constant per policy (as Hydrogen's CacheNone/CacheShort/
// CacheLong): routes pick a strategy by name instead of writing header literals, so a policy
// changes in one place. `cacheHeaders(strategy)` gives the header for `c.json(..., headers)`.

/** A caching policy; lifetimes in seconds. */
export interface CacheStrategy {
  /** Who may store it: any cache, only the browser, or nobody. Absent: directive not sent. */
  readonly mode?: 'public' | 'private' | 'no-store';
  /** Stored, but asked again before every reuse (`no-cache`). */
  readonly revalidate?: boolean;
  /** Never stored, even by the cache `mode` names (`no-store` after `private`). */
  readonly noStore?: boolean;
  readonly maxAge?: number;
  readonly staleWhileRevalidate?: number;
  readonly staleIfError?: number;
  readonly immutable?: boolean;
}

/** Never stored anywhere: carts, checkout, sign-ups, webhooks, previews, redirects by geo. */
export const CacheNone: CacheStrategy = { mode: 'no-store' };

/** Stored, but checked with the server every time (build metadata the client polls). */
export const CacheRevalidate: CacheStrategy = { revalidate: true };

/**
 * Page HTML for the browser: its market depends on geo and cookie, so the browser may keep it
 * but must ask again, and shared caches may not store it (the edge cache keys it by market).
 */
export const CachePrivatePage: CacheStrategy = { mode: 'private', revalidate: true };

/**
 * A shopper's own page (decision 072): checkout steps, which render the cart of the cart cookie,
 * and pages with a shopper parameter (a form's outcome, a payment return). No cache keeps it.
 */
export const CacheShopperPage: CacheStrategy = { mode: 'private', noStore: true };

/**
 * The edge cache's copies of pages and of content and catalogue answers (worker/cache/): fresh
 * for a minute, like the catalogue answers they show; then served while re-rendered for an hour,
 * and for a day when rendering fails. A publish moves them to a new key at once.
 */
export const CacheEdge: CacheStrategy = { mode: 'public', maxAge: 60, staleWhileRevalidate: 3600, staleIfError: 86_400 };

/** Shared answers that change with the catalogue or a publish: content, listings, search. */
export const CacheShort: CacheStrategy = { mode: 'public', maxAge: 60 };

/** Shared answers that change only with a deploy or a rates update: markets, currency rates. */
export const CacheLong: CacheStrategy = { mode: 'public', maxAge: 3600 };

/**
 * Sitemaps (decision 067): building one reads the whole catalogue, so the edge keeps a copy an
 * hour (a publish moves it to a new key at once), re-built in the background for a day after,
 * and served for a week while the services fail.
 */
export const CacheSitemap: CacheStrategy = { mode: 'public', maxAge: 3600, staleWhileRevalidate: 86_400, staleIfError: 604_800 };

/** Product images: drawn from a catalogue record that rarely changes; a day fresh, a week stale. */
export const CacheImage: CacheStrategy = { mode: 'public', maxAge: 86_400, staleWhileRevalidate: 604_800 };

/** Content-addressed files (hashed build assets and metadata): never change under their name. */
export const CacheImmutable: CacheStrategy = { mode: 'public', maxAge: 31_536_000, immutable: true };

/** The Cache-Control header value of a strategy. */
export function cacheControl(strategy: CacheStrategy): string {
  const directives: string[] = [];
  if (strategy.mode) directives.push(strategy.mode);
  if (strategy.noStore) directives.push('no-store');
  if (strategy.revalidate) directives.push('no-cache');
  if (strategy.maxAge !== undefined) directives.push(`max-age=${strategy.maxAge}`);
  if (strategy.staleWhileRevalidate !== undefined) directives.push(`stale-while-revalidate=${strategy.staleWhileRevalidate}`);
  if (strategy.staleIfError !== undefined) directives.push(`stale-if-error=${strategy.staleIfError}`);
  if (strategy.immutable) directives.push('immutable');
  return directives.join(', ');
}

/** `{ 'cache-control': ... }` for a response's headers. */
export const cacheHeaders = (strategy: CacheStrategy) => ({ 'cache-control': cacheControl(strategy) });
