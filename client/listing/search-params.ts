// A listing's query string: its four facets (slugs, comma-separated), sort and page
// (commerce-core 2: filters and page live in the query string). One schema for the router, one
// href builder for links, so every filter link is written the same way (decision 013).
import { z } from 'zod';
import { facetSlug, LISTING_FACETS, LISTING_SORTS, type ListingFacet, type ListingSort } from '../../markets/catalogue-vocabulary';

export type ListingParams = Partial<Record<ListingFacet, string>> & { page?: number | undefined; sortBy?: ListingSort | undefined };

const facetParam = z.string().max(400).optional().catch(undefined);

/** The router's validation: anything malformed is dropped, never an error page. */
export const listingSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  colours: facetParam,
  materials: facetParam,
  features: facetParam,
  sizes: facetParam,
  sortBy: z.enum(LISTING_SORTS).optional().catch(undefined),
});

/** The slugs of a facet parameter. @example slugList('navy-blue,Red') // ['navy-blue', 'red'] */
export const slugList = (value: string | undefined): string[] =>
  value ? [...new Set(value.split(',').map(facetSlug).filter(Boolean))] : [];

/** Only the listing's own parameters, in a fixed order (stable query keys and hrefs). */
export function listingParams(search: Record<string, unknown>): ListingParams {
  const parsed = listingSearchSchema.parse(search);
  const params: ListingParams = {};
  for (const facet of LISTING_FACETS) {
    const slugs = slugList(parsed[facet]);
    if (slugs.length > 0) params[facet] = slugs.join(',');
  }
  if (parsed.sortBy && parsed.sortBy !== 'recommended') params.sortBy = parsed.sortBy;
  if (parsed.page && parsed.page > 1) params.page = parsed.page;
  return params;
}

/**
 * A listing href: facets as slugs, then sort, then page (page 1 and the default sort are left out).
 * @example listingHref('/uk/adults/socks', { colours: 'navy-blue', page: 2 }) // '/uk/adults/socks?colours=navy-blue&page=2'
 */
export function listingHref(pathname: string, params: ListingParams): string {
  const { page, sortBy, ...facets } = listingParams(params);
  const parts = [
    ...LISTING_FACETS.flatMap((facet) => (facets[facet] ? [`${facet}=${facets[facet]}`] : [])),
    ...(sortBy ? [`sortBy=${sortBy}`] : []),
    ...(page ? [`page=${page}`] : []),
  ];
  return parts.length ? `${pathname}?${parts.join('&')}` : pathname;
}
