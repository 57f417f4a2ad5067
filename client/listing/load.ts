// Loader helpers for product lists: a listing's or search's first page is in the cache before
// the page renders (and so in the dehydrated state); the API's 404 becomes not-found.
import type { QueryClient } from '@tanstack/react-query';
import type { StorefrontCode } from '../../markets';
import type { PriceBounds } from '../../markets/price-bounds';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../contract/api-error';
import type { Api } from '../queries/api';
import { listingOptions, searchOptions, type ListingParams } from '../queries/catalogue';
import type { MarketStore } from '../state/market-store';

interface Ctx {
  context: { queryClient: QueryClient; api: Api; bootstrap: { storefront: StorefrontCode }; market: MarketStore };
}

async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

export function loadListing({ context }: Ctx, slugs: string, params: ListingParams) {
  const { storefront } = context.bootstrap;
  const { countryCode } = context.market.get();
  return orNotFound(() => context.queryClient.ensureQueryData(listingOptions(context.api, storefront, countryCode, slugs, params)));
}

export function loadSearch({ context }: Ctx, term: string, page: number, price: PriceBounds) {
  const { storefront } = context.bootstrap;
  const { countryCode } = context.market.get();
  return orNotFound(() => context.queryClient.ensureQueryData(searchOptions(context.api, storefront, countryCode, term, page, price)));
}
