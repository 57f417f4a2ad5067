// Search-service filter expressions from a CMS category's searchFilter and the shopper's
// choices of the four listing attributes (colours, materials, features, sizes), plus the
// listing's sort. In the URL a facet value is its slug (`navy-blue`, decision 013); here it
// becomes the catalogue value (`navy blue`) the search service filters on. A value outside the
// vocabulary is the shopper's error (400 naming the parameter); category values are validated
// against a strict pattern before they are quoted, so nothing can change the expression.
import { facetValueOf, LISTING_FACETS, type ListingFacet, type ListingSort } from '../../markets/catalogue-vocabulary';
import { priceToMinor } from '../../markets/prices';
import type { Logger } from '../log';
import type { FacetConfig } from '../upstreams/search/facet-config';
import type { SortOption } from '../upstreams/search/schemas';

const VALUE = /^[a-z0-9][a-z0-9 -]{0,59}$/i;
const CATEGORY_FIELDS = ['collections', 'categories', 'colours', 'materials', 'features', 'sizes', 'ageGroup', 'badges'] as const;
export const isFilterValue = (value: string) => VALUE.test(value);

const quote = (value: string) => `'${value}'`;

export type FacetChoices = Partial<Record<ListingFacet, string[]>>;

export class InvalidChoiceError extends Error {
  override name = 'InvalidChoiceError';
  constructor(
    readonly facet: ListingFacet,
    message: string,
  ) {
    super(`Invalid ${facet}: ${message}`);
  }
}

/** `recommended = true AND ageGroup = 'adults' AND colours IN ['red', 'navy blue']` */
export function listingFilter(searchFilter: Record<string, unknown>, choices: FacetChoices = {}): string {
  const parts = ['recommended = true'];
  for (const field of CATEGORY_FIELDS) {
    const value = searchFilter[field];
    if (typeof value === 'string' && isFilterValue(value)) parts.push(`${field} = ${quote(value)}`);
  }
  for (const facet of LISTING_FACETS) {
    const values = choices[facet] ?? [];
    if (values.length > 0) parts.push(`${facet} IN [${values.map(quote).join(', ')}]`);
  }
  return parts.join(' AND ');
}

const isListingFacet = (key: string): key is ListingFacet => (LISTING_FACETS as readonly string[]).includes(key);

/**
 * The facets a CMS category's listing filters by: its `facetKeys` (all four listing facets when
 * it names none), each found in the search service's facet configuration. A key the
 * configuration lacks is logged as 'Category facet not found' (docs/spec/commerce-core.md §8) and left out:
 * neither asked for nor filtered on. Keys configured but not chosen by ticking (price) are not
 * listing facets.
 * @example categoryFacets(['colours', 'length'], FACETS, log) // ['colours'], 'length' logged
 */
export function categoryFacets(
  facetKeys: unknown,
  config: readonly FacetConfig[],
  log: Logger,
  fields: Record<string, unknown> = {},
): ListingFacet[] {
  const keys = Array.isArray(facetKeys) ? facetKeys.filter((k): k is string => typeof k === 'string') : LISTING_FACETS;
  const facets = new Set<ListingFacet>();
  for (const key of keys) {
    if (!config.some((f) => f.key === key)) log('warn', 'Category facet not found', { facet: key, ...fields });
    else if (isListingFacet(key)) facets.add(key);
  }
  return [...facets];
}

/** The shopper's choices of the given facets only. */
export const choicesOf = (choices: FacetChoices, facets: readonly ListingFacet[]): FacetChoices =>
  Object.fromEntries(facets.map((facet) => [facet, choices[facet] ?? []]));

/**
 * The catalogue values of a facet's comma list of slugs (`colours=navy-blue,red`), deduplicated.
 * Any spelling with the same slug is accepted (`navy blue`); an unknown value throws. The
 * vocabulary bounds the list, so the filter expression stays short.
 * @example facetChoices('colours', 'navy-blue,red') // ['navy blue', 'red']
 */
export function facetChoices(facet: ListingFacet, raw: string | undefined): string[] {
  if (!raw) return [];
  const values = new Set<string>();
  for (const slug of raw.split(',')) {
    if (slug.trim() === '') continue;
    const value = facetValueOf(facet, slug);
    if (value === undefined) throw new InvalidChoiceError(facet, `unknown value '${slug.trim().slice(0, 40)}'`);
    values.add(value);
  }
  return [...values];
}

/** Every listing facet's choices from a query-string reader. */
export function choicesFrom(query: (name: string) => string | undefined): FacetChoices {
  return Object.fromEntries(LISTING_FACETS.map((facet) => [facet, facetChoices(facet, query(facet))]));
}

/** The search service's sort for a listing's `sortBy`. @example searchSort('price-asc') // 'price:asc' */
export function searchSort(sort: ListingSort | undefined): SortOption {
  if (sort === 'price-asc') return 'price:asc';
  if (sort === 'price-desc') return 'price:desc';
  return sort ?? 'recommended';
}

/**
 * Price bounds as filter conditions (docs/spec/commerce-core.md §5): values in major units become minor units
 * (priceToMinor, docs/spec/commerce-core.md §9) with greater-or-equal and
 * less-or-equal; a bound left at its default is not sent.
 * @example priceFilter({ min: 10, max: 20 }, 'EUR') // 'price >= 1000 AND price <= 2000'
 */
export function priceFilter(
  bounds: { min?: number | undefined; max?: number | undefined },
  currency: string,
  defaults: { min?: number; max?: number } = {},
): string | undefined {
  const parts: string[] = [];
  const valid = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n >= 0;
  if (valid(bounds.min) && bounds.min !== defaults.min) parts.push(`price >= ${priceToMinor(bounds.min, currency)}`);
  if (valid(bounds.max) && bounds.max !== defaults.max) parts.push(`price <= ${priceToMinor(bounds.max, currency)}`);
  return parts.length ? parts.join(' AND ') : undefined;
}
