// The search port of a Hono request (built by the composition root, upstreams/ports.ts). Also
// the market a catalogue request prices in: the requested country when it belongs
// to the storefront, else the storefront's default market.
import type { Context } from 'hono';
import { getStorefront, marketForCountry, type Market, type StorefrontCode } from '../../markets';
import { resolveMarket } from '../market-resolution';
import type { AppEnv } from '../types';
import type { SearchPort } from '../upstreams/ports';
import type { SearchCurrency, SearchRegion } from '../upstreams/search/schemas';

export const searchClient = (c: Context<AppEnv>): SearchPort => c.get('ports').search;

export interface CatalogueScope {
  market: Market;
  currency: SearchCurrency;
  region: SearchRegion;
  tenant: string;
}

export function catalogueScope(c: Context<AppEnv>, storefront: StorefrontCode, country: string | undefined): CatalogueScope {
  const config = c.get('config');
  const market = resolveMarket(storefront, [country && marketForCountry(country, config.environment) ? country : undefined], config);
  const { warehouse, tenantKey } = getStorefront(storefront);
  return { market, currency: market.currency.code, region: warehouse.region, tenant: tenantKey };
}
