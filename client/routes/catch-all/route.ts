// Catch-all: content pages (about-us, shipping, blog, campaign) and category listings. A
// listing's first page is in the cache before the page renders (and so in the dehydrated
// state); the API's 404 becomes not-found.
import { createRoute, notFound } from '@tanstack/react-router';
import { isStructuredRoute, routePath, storySlugOf } from '../../../markets';
import { loadCarousels } from '../../content/carousels';
import { loadStory } from '../../content/use-content';
import { listingParams, listingSearch } from '../../listing/search-params';
import { listingOptions } from '../../queries/catalogue';
import { layoutRoute } from '../layout';
import { orNotFound } from '../or-not-found';
import { page } from '../page-module';

export const catchAllRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '$',
  validateSearch: listingSearch,
  beforeLoad: ({ params }) => {
    // Structured routes own their first segments: the catch-all never answers for them.
    if (isStructuredRoute(params._splat ?? '')) throw notFound();
  },
  loaderDeps: ({ search }) => listingParams(search),
  loader: async (ctx) => {
    const slug = storySlugOf(ctx.location.pathname);
    const story = await loadStory(ctx, slug);
    if (story.content.component === 'category') {
      const { queryClient, api, bootstrap, market } = ctx.context;
      const slugs = routePath(ctx.location.pathname).slice(1);
      const options = listingOptions(api, bootstrap.storefront, market.get().countryCode, slugs, ctx.deps);
      await orNotFound(() => queryClient.ensureQueryData(options));
    } else await loadCarousels(ctx, slug, story);
    return story;
  },
  ...page('catch-all', () => import('./page'), 'CatchAllPage'),
});
