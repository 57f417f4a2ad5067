// Which storefront and market a page request is for: the storefront from the path, the
// market from the shopper's explicit choice (cookie), else their geo country, else the
// storefront's default market (rules in markets/). Also where `/` sends a visitor.
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import {
  COUNTRY_COOKIE,
  isExternalStorefrontCode,
  marketOnStorefront,
  storefrontForCountry,
  type ExternalStorefrontCode,
  type Market,
  type StorefrontCode,
} from '../markets';
import type { Config } from './env';
import type { AppEnv } from './types';

export function resolveMarket(storefront: StorefrontCode, candidates: Array<string | undefined>, config: Config): Market {
  return marketOnStorefront(storefront, candidates, config.environment);
}

/** Where a visitor from this country belongs: their storefront, an external site, or the default. */
export function destinationFor(
  country: string | undefined,
  config: Config,
): { external: ExternalStorefrontCode } | { storefront: StorefrontCode } {
  const target = country ? storefrontForCountry(country) : undefined;
  if (isExternalStorefrontCode(target)) return { external: target };
  return { storefront: target ?? config.defaultStorefront };
}

/**
 * Storefront and market for a page request, set on the context for later middleware. Resolved
 * once per request: the edge cache (`pageHits`) resolves it before the page route asks again.
 */
export function applyMarket(c: Context<AppEnv>, storefront: StorefrontCode): Market {
  if (c.get('storefront') === storefront) return c.get('market');
  const market = resolveMarket(storefront, [getCookie(c, COUNTRY_COOKIE), c.get('geoCountry')], c.get('config'));
  c.set('storefront', storefront);
  c.set('market', market);
  return market;
}
