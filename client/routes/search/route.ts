// Search results (/search, /search/{page}): the term and price bounds in the query string. The
// loader puts the results' page in the cache before the page renders (and so in the dehydrated
// state); the API's 404 becomes not-found.
import { createRoute, notFound } from '@tanstack/react-router';
import type { PriceBounds } from '../../../markets/price-bounds';
import { searchTermSearch } from '../../listing/search-params';
import { searchOptions } from '../../queries/catalogue';
import { layoutRoute } from '../layout';
import { orNotFound } from '../or-not-found';
import { page } from '../page-module';
import type { LoaderContext } from '../router-context';

function loadSearch({ context }: Pick<LoaderContext, 'context'>, term: string, page: number, price: PriceBounds) {
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
