// Which storefront and market a page request is for: the storefront from the path, the
// market from the shopper's explicit choice (cookie), else their geo country, else the
// storefront's first market. Also where `/` sends a visitor.
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { marketForCountry, getStorefront, isStorefrontCode, storefrontForCountry, type Market, type StorefrontCode } from '../markets';
import type { Config } from './env';
import type { AppEnv } from './types';

export const COUNTRY_COOKIE = 'argyle_country';

export function resolveMarket(storefront: StorefrontCode, candidates: Array<string | undefined>, config: Config): Market {
  const { markets } = getStorefront(storefront);
  const allowed: readonly string[] = markets;
  const country = candidates.map((c) => c?.toUpperCase()).find((c) => c !== undefined && allowed.includes(c)) ?? markets[0];
  const market = country ? marketForCountry(country, config.environment) : undefined;
  if (!market) throw new Error(`Storefront ${storefront} has no market`);
  return market;
}

/** Where a visitor from this country belongs: their storefront, an external site, or the default. */
export function destinationFor(country: string | undefined, config: Config): { external: string } | { storefront: StorefrontCode } {
  const target = country ? storefrontForCountry(country) : undefined;
  if (target === 'au' || target === 'nz' || target === 'jp') return { external: config.externalUrls[target] };
  if (target && isStorefrontCode(target)) return { storefront: target };
  return { storefront: config.defaultStorefront };
}

/** Storefront and market for a page request, set on the context for later middleware. */
export function applyMarket(c: Context<AppEnv>, storefront: StorefrontCode) {
  const market = resolveMarket(storefront, [getCookie(c, COUNTRY_COOKIE), c.get('geoCountry')], c.get('config'));
  c.set('storefront', storefront);
  c.set('market', market);
  return market;
}
