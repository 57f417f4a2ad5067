// Search results (/search, /search/{page}): the term and price bounds in the query string. The
// loader puts the results' page in the cache before the page renders (and so in the dehydrated
// state); the API's 404 becomes not-found.
import type { QueryClient } from '@tanstack/react-query';
import { createRoute, notFound } from '@tanstack/react-router';
import type { StorefrontCode } from '../../../markets';
import type { PriceBounds } from '../../../markets/price-bounds';
import { searchTermSearch } from '../../listing/search-params';
import type { Api } from '../../queries/api';
import { searchOptions } from '../../queries/catalogue';
import type { MarketStore } from '../../state/market-store';
import { layoutRoute } from '../layout';
import { orNotFound } from '../or-not-found';
import { page } from '../page-module';

interface Ctx {
  context: { queryClient: QueryClient; api: Api; bootstrap: { storefront: StorefrontCode }; market: MarketStore };
}

function loadSearch({ context }: Ctx, term: string, page: number, price: PriceBounds) {
  const { storefront } = context.bootstrap;
  const { countryCode } = context.market.get();
  return orNotFound(() => context.queryClient.ensureQueryData(searchOptions(context.api, storefront, countryCode, term, page, price)));
}

export const searchRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'search',
  validateSearch: searchTermSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => (ctx.deps.term ? loadSearch(ctx, ctx.deps.term, 1, ctx.deps) : undefined),
  ...page('search', () => import('./page'), 'SearchPage'),
});
export const searchPageRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'search/$pageNumber',
  validateSearch: searchTermSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => (ctx.deps.term ? loadSearch(ctx, ctx.deps.term, Number(ctx.params.pageNumber), ctx.deps) : undefined),
  params: {
    // The page number stays a string in the URL; anything but a positive integer is not found.
    parse: ({ pageNumber }) => {
      if (!/^[1-9]\d{0,4}$/.test(pageNumber)) throw notFound();
      return { pageNumber };
    },
  },
  ...page('search', () => import('./page'), 'SearchPage'),
});
