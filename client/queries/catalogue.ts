// Catalogue queries: listings, search, suggestions and products, the storefront and market
// country in every key (prices differ per market).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductCard } from '../../worker/catalogue/cards';
import type { Product } from '../../worker/upstreams/search/schemas';
import { listingParams, type ListingParams } from '../listing/search-params';
import { getJson, type ApiFetch } from './api';
import { STALE_TIME_MS } from './query-client';

export type { ProductCard } from '../../worker/catalogue/cards';
export type { Product } from '../../worker/upstreams/search/schemas';

export interface FacetValue {
  value: string;
  count: number;
}

export interface ProductPage {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  currency: string;
  facets: {
    colours?: FacetValue[];
    materials?: FacetValue[];
    features?: FacetValue[];
    sizes?: FacetValue[];
    price?: { min: number; max: number };
  };
  correctedQuery: string | null;
  products: ProductCard[];
}

export type { ListingParams } from '../listing/search-params';

const qs = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
};

/** A listing page; facets are slugs (`colours=navy-blue`), the key holds the normalised parameters. */
export const listingOptions = (api: ApiFetch, storefront: string, country: string, slugs: string, params: ListingParams) => {
  const normalised = listingParams(params);
  return queryOptions({
    queryKey: ['catalogue', storefront, country, 'listing', slugs, normalised],
    queryFn: () => getJson<ProductPage>(api, `/api/catalogue/${storefront}/listing/${slugs}${qs({ country, ...normalised })}`),
    staleTime: STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
};

export const searchOptions = (api: ApiFetch, storefront: string, country: string, term: string, page: number) =>
  queryOptions({
    queryKey: ['catalogue', storefront, country, 'search', term, page],
    queryFn: () => getJson<ProductPage & { term: string }>(api, `/api/catalogue/${storefront}/search${qs({ country, term, page })}`),
    staleTime: STALE_TIME_MS,
  });

export interface Suggestion {
  id: string;
  product: { title: string; photo: string; sku: string; slug: string };
}

export const suggestOptions = (api: ApiFetch, storefront: string, country: string, term: string, limit: number) =>
  queryOptions({
    queryKey: ['catalogue', storefront, country, 'suggest', term, limit],
    queryFn: async () =>
      (await getJson<{ items: Suggestion[] }>(api, `/api/catalogue/${storefront}/suggest${qs({ country, term, limit })}`)).items,
    staleTime: STALE_TIME_MS,
    enabled: term.trim().length >= 3,
  });

export interface ProductDetail {
  product: Product;
  recommendations: ProductCard[];
  similar: ProductCard[];
}

export const productOptions = (api: ApiFetch, storefront: string, country: string, sku: string) =>
  queryOptions({
    queryKey: ['catalogue', storefront, country, 'product', sku],
    queryFn: () => getJson<ProductDetail>(api, `/api/catalogue/${storefront}/product/${encodeURIComponent(sku)}${qs({ country })}`),
    staleTime: STALE_TIME_MS,
  });
