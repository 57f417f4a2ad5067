// What choosing a country in the country switcher (or a differing geo cookie) does (spec
// docs/spec/storefront-shell.md §4, market switching): leave for an external site, reload into another
// storefront, or switch the market in place (cart and checkout country follow).

import { marketForCountry, storefrontForCountry } from './markets';
import type { CountryCode } from './country-codes';
import { externalStorefrontUrl, getStorefront, isExternalStorefrontCode } from './storefronts';
import type { DefaultStorefrontCode, ExternalStorefrontUrls, StorefrontCode } from './storefronts';

/** Input to marketSwitchDecision. @example const i: MarketSwitchInput = { current: { storefrontCode: 'de', countryCode: 'DE' }, targetCountry: 'AT', isIndexPage: false }; */
export interface MarketSwitchInput {
  readonly current: { readonly storefrontCode: StorefrontCode | DefaultStorefrontCode; readonly countryCode: CountryCode };
  /** Country chosen by the shopper or read from the geo cookie; case-insensitive. */
  readonly targetCountry: string;
  readonly isIndexPage: boolean;
  /** Runtime replacements for the au/nz/jp addresses. */
  readonly externalUrls?: ExternalStorefrontUrls;
}

/** Outcome of a market switch. @example const d: MarketSwitchDecision = { kind: 'in-place', countryCode: 'SE' }; */
export type MarketSwitchDecision =
  | { readonly kind: 'external'; readonly url: string }
  | { readonly kind: 'redirect'; readonly storefrontCode: StorefrontCode; readonly countryCode: CountryCode }
  | { readonly kind: 'in-place'; readonly countryCode: CountryCode }
  | { readonly kind: 'unsupported' };

/**
 * Decides how to move to targetCountry. External countries leave for their site; a different
 * warehouse region, the index page or a different storefront need a full redirect (content, tenant
 * and cart token differ); otherwise the market switches in place. Unknown countries are unsupported.
 * Every storefront has one warehouse, so a region change is always also a storefront change; the
 * region test is kept to mirror the spec rule.
 * @example marketSwitchDecision({ current: { storefrontCode: 'eu', countryCode: 'HR' }, targetCountry: 'SE', isIndexPage: false }) // { kind: 'in-place', countryCode: 'SE' }
 */
export function marketSwitchDecision(input: MarketSwitchInput): MarketSwitchDecision {
  const storefrontCode = storefrontForCountry(input.targetCountry);
  if (storefrontCode === undefined) return { kind: 'unsupported' };
  if (isExternalStorefrontCode(storefrontCode)) {
    return { kind: 'external', url: externalStorefrontUrl(storefrontCode, input.externalUrls) };
  }
  const market = marketForCountry(input.targetCountry);
  if (!market) return { kind: 'unsupported' };

  const from = getStorefront(input.current.storefrontCode);
  const to = getStorefront(storefrontCode);
  if (from.warehouse.region !== to.warehouse.region || input.isIndexPage || from.storefrontCode !== to.storefrontCode) {
    return { kind: 'redirect', storefrontCode, countryCode: market.countryCode };
  }
  return { kind: 'in-place', countryCode: market.countryCode };
}
