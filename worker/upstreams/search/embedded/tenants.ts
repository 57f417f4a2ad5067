// Tenants of the search service (one per storefront group, markets' TENANT_KEYS) and the
// defaults a tenant implies: its warehouse region and the currency of its first storefront's
// default market.
import { defaultMarketOf, STOREFRONTS, TENANT_KEYS, type TenantKey } from '../../../../markets';
import type { Scope } from './query';

export function isTenantKey(value: string): value is TenantKey {
  return (TENANT_KEYS as readonly string[]).includes(value);
}

/** Region and default currency of a tenant. @example tenantScope('UK') // { region: 'NL', currency: 'GBP' } */
export function tenantScope(tenant: TenantKey): Scope {
  const storefront = STOREFRONTS.find((s) => s.tenantKey === tenant);
  if (!storefront) throw new Error(`Missing tenant configuration: ${tenant}`);
  return { region: storefront.warehouse.region, currency: defaultMarketOf(storefront.storefrontCode).currency.code };
}
