// Catalogue queries: listings, search, suggestions and products, the storefront and market
// country in every key (prices differ per market). The answers' types are the services'.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StorefrontCode } from '../../markets';
import { priceBounds, type PriceBounds } from '../../markets/price-bounds';
import { listingParams, type ListingParams } from '../listing/search-params';
import type { Api } from './api';
import { STALE_TIME_MS } from './query-client';

export type { FacetValue, ProductCard, Suggestion } from '../../contract/catalogue';
export type { Product } from '../../contract/product';
export type { ListingParams } from '../listing/search-params';

export type { ProductDetail, ProductPage, StoryCarousels } from '../../contract/api';

/** A listing page; facets are slugs (`colours=navy-blue`), the key holds the normalised parameters. */
export const listingOptions = (api: Api, storefront: StorefrontCode, country: string, slugs: string, params: ListingParams) => {
  const normalised = listingParams(params);
  return queryOptions({
    queryKey: ['catalogue', storefront, country, 'listing', slugs, normalised],
    queryFn: () => api.catalogue.listing(storefront, country, slugs, normalised),
    staleTime: STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
};

/** A page of search results within price bounds (as the router read them: valid, min not above max). */
export const searchOptions = (
  api: Api,
  storefront: StorefrontCode,
  country: string,
  term: string,
  page: number,
  price: PriceBounds = {},
) => {
  const bounds = priceBounds(price);
  return queryOptions({
    queryKey: ['catalogue', storefront, country, 'search', term, page, bounds],
    queryFn: () => api.catalogue.search(storefront, country, term, page, bounds),
    staleTime: STALE_TIME_MS,
  });
};

export const suggestOptions = (api: Api, storefront: StorefrontCode, country: string, term: string, limit: number) =>
  queryOptions({
    queryKey: ['catalogue', storefront, country, 'suggest', term, limit],
    queryFn: async () => (await api.catalogue.suggest(storefront, country, term, limit)).items,
    staleTime: STALE_TIME_MS,
    enabled: term.trim().length >= 3,
  });

export const productOptions = (api: Api, storefront: StorefrontCode, country: string, sku: string) =>
  queryOptions({
    queryKey: ['catalogue', storefront, country, 'product', sku],
    queryFn: () => api.catalogue.product(storefront, country, sku),
    staleTime: STALE_TIME_MS,
  });

/** A story's product carousels (decision 051); `preview` is the page's preview flags, as for its story. */
export const carouselsOptions = (api: Api, storefront: StorefrontCode, country: string, slug: string, preview = '') =>
  queryOptions({
    queryKey: ['catalogue', storefront, country, 'carousels', slug, preview],
    queryFn: () => api.catalogue.carousels(storefront, country, slug, preview),
    staleTime: STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
