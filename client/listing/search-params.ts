// A listing's query string: its four facets (slugs, comma-separated), price bounds, sort and page
// (docs/spec/commerce-core.md §2: filters and page live in the query string). One validator for the router, one
// href builder for links, so every filter link is written the same way (decision 013).
// Validated by hand rather than with zod: this runs in the browser on every page, and zod would
// be most of the client entry (decision 025). The worker's /api routes still validate with zod.
import { facetSlug, LISTING_FACETS, LISTING_SORTS, type ListingFacet, type ListingSort } from '../../markets/catalogue-vocabulary';
import { PRICE_PARAMS, priceBounds, type PriceBounds } from '../../markets/price-bounds';

export type ListingParams = Partial<Record<ListingFacet, string>> & {
  page?: number | undefined;
  sortBy?: ListingSort | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
};

/** A listing's query string as the router parsed it, every malformed value dropped. */
export type ListingSearch = Partial<Record<ListingFacet, string>> & PriceBounds & { page?: number; sortBy?: ListingSort };

const MAX_PAGE = 10_000;
const MAX_FACET_LENGTH = 400;
const MAX_TERM_LENGTH = 200;

/** A whole page number from 1 to 10,000 (as a number or a numeric string), else undefined. */
function pageOf(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : undefined;
}

const isSort = (value: unknown): value is ListingSort => (LISTING_SORTS as readonly unknown[]).includes(value);

/**
 * The router's validation of a listing's query string: anything malformed is dropped, never an
 * error page; parameters that are not the listing's are left out.
 * @example listingSearch({ page: '2', colours: 'red', sortBy: 'cheapest', ref: 'x' }) // { page: 2, colours: 'red' }
 */
export function listingSearch(search: Record<string, unknown>): ListingSearch {
  const parsed: ListingSearch = {};
  const page = pageOf(search.page);
  if (page !== undefined) parsed.page = page;
  for (const facet of LISTING_FACETS) {
    const value = search[facet];
    if (typeof value === 'string' && value.length <= MAX_FACET_LENGTH) parsed[facet] = value;
  }
  Object.assign(parsed, priceBounds(search));
  if (isSort(search.sortBy)) parsed.sortBy = search.sortBy;
  return parsed;
}

/**
 * The search page's query string: the term, trimmed, up to 200 characters (else left out), and
 * the price bounds.
 * @example searchTermSearch({ term: ' stripe ', priceMax: 20 }) // { term: 'stripe', priceMax: 20 }
 */
export function searchTermSearch(search: Record<string, unknown>): { term?: string } & PriceBounds {
  const term = typeof search.term === 'string' ? search.term.trim() : undefined;
  return { ...(term !== undefined && term.length <= MAX_TERM_LENGTH ? { term } : {}), ...priceBounds(search) };
}

/** The price bounds as query-string parts, `priceMin` first. @example priceQuery({ priceMax: 9 }) // ['priceMax=9'] */
export const priceQuery = (bounds: PriceBounds): string[] =>
  PRICE_PARAMS.flatMap((name) => (bounds[name] !== undefined ? [`${name}=${bounds[name]}`] : []));

/** The slugs of a facet parameter. @example slugList('navy-blue,Red') // ['navy-blue', 'red'] */
export const slugList = (value: string | undefined): string[] =>
  value ? [...new Set(value.split(',').map(facetSlug).filter(Boolean))] : [];

/** Only the listing's own parameters, in a fixed order (stable query keys and hrefs). */
export function listingParams(search: Record<string, unknown>): ListingParams {
  const parsed = listingSearch(search);
  const params: ListingParams = {};
  for (const facet of LISTING_FACETS) {
    const slugs = slugList(parsed[facet]);
    if (slugs.length > 0) params[facet] = slugs.join(',');
  }
  Object.assign(params, priceBounds(parsed));
  if (parsed.sortBy && parsed.sortBy !== 'recommended') params.sortBy = parsed.sortBy;
  if (parsed.page && parsed.page > 1) params.page = parsed.page;
  return params;
}

/** One facet value chosen (`on`) or cleared: a checkbox's change. */
export interface FacetEdit {
  facet: ListingFacet;
  slug: string;
  on: boolean;
}

/**
 * `params` with these facet values chosen or cleared, in order: a value already chosen keeps its
 * place, a new one follows the others. Changes are applied to the query string the router is at,
 * not to the one a component rendered with, so choices made faster than a render add up.
 * @example withFacetEdits({ colours: 'red' }, [{ facet: 'colours', slug: 'black', on: true }]) // { colours: 'red,black' }
 */
export function withFacetEdits(params: ListingParams, edits: readonly FacetEdit[]): ListingParams {
  const next = { ...params };
  for (const { facet, slug, on } of edits) {
    const slugs = slugList(next[facet]);
    const chosen = on ? (slugs.includes(slug) ? slugs : [...slugs, slug]) : slugs.filter((s) => s !== slug);
    next[facet] = chosen.join(',') || undefined;
  }
  return next;
}

/**
 * A listing href: facets as slugs, then price bounds, sort and page (page 1 and the default sort are left out).
 * @example listingHref('/uk/adults/socks', { colours: 'navy-blue', page: 2 }) // '/uk/adults/socks?colours=navy-blue&page=2'
 */
export function listingHref(pathname: string, params: ListingParams): string {
  const { page, sortBy, ...facets } = listingParams(params);
  const parts = [
    ...LISTING_FACETS.flatMap((facet) => (facets[facet] ? [`${facet}=${facets[facet]}`] : [])),
    ...priceQuery(facets),
    ...(sortBy ? [`sortBy=${sortBy}`] : []),
    ...(page ? [`page=${page}`] : []),
  ];
  return parts.length ? `${pathname}?${parts.join('&')}` : pathname;
}
