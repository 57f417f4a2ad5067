// Tenants of the search service (one per storefront group, markets' TENANT_KEYS) and the
// defaults a tenant implies: its warehouse region and the currency of its first storefront's
// default market. Also the facet configuration the filter endpoints follow (facets.json).
import facetsJson from '../../../../kv-seed/catalogue/facets.json';
import type { FacetConfig } from '../../../../kv-seed/catalogue/types';
import { defaultMarketOf, STOREFRONTS, TENANT_KEYS, type TenantKey } from '../../../../markets';
import { SEARCH_CURRENCIES, type SearchCurrency } from '../schemas';
import type { Scope } from './query';

/** The facet configuration (commerce-core 3 "Facet config"), in display order. */
export const FACETS: readonly FacetConfig[] = facetsJson as FacetConfig[];

export function isTenantKey(value: string): value is TenantKey {
  return (TENANT_KEYS as readonly string[]).includes(value);
}

const isSearchCurrency = (code: string): code is SearchCurrency => (SEARCH_CURRENCIES as readonly string[]).includes(code);

/** Region and default currency of a tenant. @example tenantScope('UK') // { region: 'NL', currency: 'GBP' } */
export function tenantScope(tenant: TenantKey): Scope {
  const storefront = STOREFRONTS.find((s) => s.tenantKey === tenant);
  if (!storefront) throw new Error(`Missing tenant configuration: ${tenant}`);
  const currency = defaultMarketOf(storefront.storefrontCode).currency.code;
  return { region: storefront.warehouse.region, currency: isSearchCurrency(currency) ? currency : 'EUR' };
}
