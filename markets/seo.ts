// What search engines read of a page, in one place for the page head (client) and the sitemaps
// and robots.txt (worker), so they cannot disagree (decision 067): a page's hreflang alternates,
// which storefronts sell from which warehouse, which listing URLs are variations (noindex) and
// the search-results path.
import { marketsFor } from './markets';
import type { Environment } from './environment';
import { LISTING_PARAMS } from './query-params';
import { getStorefront, STOREFRONT_CODES, type StorefrontCode, type WarehouseRegion } from './storefronts';

/** The shop's name in link previews. @example SITE_NAME // 'Argyle' */
export const SITE_NAME = 'Argyle';

/** One hreflang alternate of a page: a locale (or x-default) and the absolute URL for it. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * A page's hreflang alternates: one per html locale of the markets whose storefront has the page
 * (the first storefront of a locale wins), then x-default, the route without a storefront (it
 * sends each visitor to their own). Every storefront has it when `storefronts` is omitted; none
 * at all when no market's storefront has it.
 * @example pageAlternates('https://argyle.test', 'production', '/about-us', ['uk'])
 * // [{ hreflang: 'en-GB', href: 'https://argyle.test/uk/about-us' }, { hreflang: 'x-default', href: 'https://argyle.test/about-us' }]
 */
export function pageAlternates(
  origin: string,
  environment: Environment,
  route: string,
  storefronts?: readonly StorefrontCode[],
): Alternate[] {
  const suffix = route === '/' ? '' : route;
  const byLocale = new Map<string, string>();
  for (const market of marketsFor(environment)) {
    if (storefronts && !storefronts.includes(market.storefrontCode)) continue;
    if (!byLocale.has(market.locale.html)) byLocale.set(market.locale.html, `${origin}/${market.storefrontCode}${suffix}`);
  }
  const alternates = [...byLocale].map(([hreflang, href]) => ({ hreflang, href }));
  return alternates.length > 0 ? [...alternates, { hreflang: 'x-default', href: `${origin}${route}` }] : [];
}

/**
 * The storefronts that sell from any of these warehouse regions: a product's pages exist there.
 * @example storefrontsSellingIn(['US']) // ['us']
 */
export function storefrontsSellingIn(regions: readonly WarehouseRegion[]): StorefrontCode[] {
  return STOREFRONT_CODES.filter((code) => regions.includes(getStorefront(code).warehouse.region));
}

/** Query parameters that make a listing a variation of itself: its filters, price bounds and sort. */
export const LISTING_VARIATION_PARAMS = LISTING_PARAMS.filter((name) => name !== 'page');

/**
 * Whether a listing URL's parameters make it a variation (a filter, price bounds or a sort):
 * `noindex, follow`, left out of sitemaps and disallowed in robots.txt. Only a listing's own pages
 * (`?page=n`) are canonical. `read` gives a parameter's value, undefined or '' when absent.
 * @example isListingVariation((name) => ({ colours: 'red' })[name]) // true
 * @example isListingVariation((name) => ({ page: '2' })[name]) // false
 */
export function isListingVariation(read: (name: string) => unknown): boolean {
  return LISTING_VARIATION_PARAMS.some((name) => {
    const value = read(name);
    return value !== undefined && value !== null && value !== '';
  });
}

/** First route segment of search results (`/{storefront}/search/{page?}?term=`), never indexed. */
export const SEARCH_SEGMENT = 'search';
