// The search client for a Hono request: the configured search service, or the embedded origin
// on D1. Also the market a catalogue request prices in: the requested country when it belongs
// to the storefront, else the storefront's default market.
import type { Context } from 'hono';
import { getStorefront, marketForCountry, type Market, type StorefrontCode } from '../../markets';
import { resolveMarket } from '../market-resolution';
import type { AppEnv } from '../types';
import { createSearchClient } from '../upstreams/search/client';
import { embeddedSearchFetch } from '../upstreams/search/embedded/origin';
import type { SearchCurrency, SearchRegion } from '../upstreams/search/schemas';

export function searchClient(c: Context<AppEnv>) {
  const config = c.get('config');
  const log = c.get('log');
  return createSearchClient({
    fetch: config.searchBaseUrl ? fetch : embeddedSearchFetch(c.env.DB, { log }),
    baseUrl: config.searchBaseUrl ?? 'https://search.embedded',
    requestId: c.get('requestId'),
    log,
  });
}

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
