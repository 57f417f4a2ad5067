// The route tree of spec 2.1. Every page's code loads on demand (one module per page type);
// each route names its module in staticData so the server can preload exactly that chunk.
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  defaultStringifySearch,
  lazyRouteComponent,
  notFound,
  Outlet,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { findReservedSegment, isStorefrontCode, isStructuredRoute, routePath } from '../markets';
import { loadListing, loadSearch } from './listing/load';
import { loadProduct } from './catalogue/load-product';
import { loadCheckout } from './checkout/load-checkout';
import { storySlugOf } from './content/story-slug';
import { loadLayout, loadSharedContent, loadStory, loadTranslations } from './content/use-content';
import { Document } from './components/document';
import { DefaultLayout } from './components/default-layout';
import { ErrorPage, errorStatusOf } from './components/error-page';
import { ApiError } from '../contract/api-error';
import type { Api } from './queries/api';
import type { Bootstrap, ShellBootstrap } from './ssr-contract';
import { createMarketStore, type MarketStore } from './state/market-store';
import { listingParams, listingSearch, searchTermSearch } from './listing/search-params';
import { pageLocationContext } from './state/page-location';

export interface RouterContext {
  queryClient: QueryClient;
  api: Api;
  /** Without the market country: that is `market`, the one state components read too. */
  bootstrap: ShellBootstrap;
  market: MarketStore;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Vite manifest key of the module holding this route's page component. */
    module?: string;
  }
}

/** Page code from its own module, loaded on demand; the module key lets the server preload it. */
const page = <M extends Record<string, unknown>>(file: string, load: () => Promise<M>, exportName: keyof M & string) => ({
  component: lazyRouteComponent(load, exportName as never),
  staticData: { module: `client/routes/${file}.tsx` },
});

const NotFoundPage = () => (
  <DefaultLayout>
    <ErrorPage status={404} />
  </DefaultLayout>
);
/** A failed route above the layout takes the layout's place, so it brings header and footer. */
const ServerErrorPage = (props: { error: unknown }) => (
  <DefaultLayout>
    <ErrorPage status={errorStatusOf(props.error)} />
  </DefaultLayout>
);
/** A failed page inside the layout: the layout around it stays. */
const PageErrorPage = (props: { error: unknown }) => <ErrorPage status={errorStatusOf(props.error)} />;

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The location each load is for, committed with its matches (client/state/page-location.ts).
  beforeLoad: pageLocationContext,
  component: Document,
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
});

/** `/` has no layout: the worker sends the visitor on to a storefront before it renders. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  ...page('index', () => import('./routes/index'), 'IndexPage'),
});

const storefrontRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$storefront',
  beforeLoad: ({ params, location, context }) => {
    if (!isStorefrontCode(params.storefront) || findReservedSegment(location.pathname)) throw notFound();
    const initial = context.bootstrap.initialError;
    if (initial && initial.href === location.href) {
      if (initial.status === 404) throw notFound();
      throw new ApiError(initial.status, 'server_error', 'Server error');
    }
  },
  loader: loadTranslations,
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
});

/** The one layout (default): header, page, footer. */
export const layoutRoute = createRoute({
  getParentRoute: () => storefrontRoute,
  id: 'layout',
  loader: loadLayout,
  component: DefaultLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
});

const homepageRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/',
  loader: (ctx) => loadStory(ctx, 'homepage'),
  ...page('homepage', () => import('./routes/homepage'), 'HomePage'),
});

const productRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'product/$sku',
  loader: (ctx) => loadProduct(ctx, ctx.params.sku),
  ...page('product', () => import('./routes/product'), 'ProductPage'),
});

const searchRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'search',
  validateSearch: searchTermSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => (ctx.deps.term ? loadSearch(ctx, ctx.deps.term, 1, ctx.deps) : undefined),
  ...page('search', () => import('./routes/search'), 'SearchPage'),
});
const searchPageRoute = createRoute({
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
  ...page('search', () => import('./routes/search'), 'SearchPage'),
});

const checkoutRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'checkout',
  loader: loadCheckout,
  ...page('checkout', () => import('./routes/checkout'), 'CheckoutShell'),
});
/** Default view is cart; the query string is kept. */
const checkoutIndexRoute = createRoute({
  getParentRoute: () => checkoutRoute,
  path: '/',
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/$storefront/checkout/cart', params, search, statusCode: 302 });
  },
});
const checkoutCartRoute = createRoute({
  getParentRoute: () => checkoutRoute,
  path: 'cart',
  ...page('checkout-cart', () => import('./routes/checkout-cart'), 'CheckoutCartView'),
});
const checkoutAddressRoute = createRoute({
  getParentRoute: () => checkoutRoute,
  path: 'address',
  ...page('checkout-address', () => import('./routes/checkout-address'), 'CheckoutAddressView'),
});
const checkoutPaymentRoute = createRoute({
  getParentRoute: () => checkoutRoute,
  path: 'payment',
  ...page('checkout-payment', () => import('./routes/checkout-payment'), 'CheckoutPaymentView'),
});
const successPage = page('checkout-success', () => import('./routes/checkout-success'), 'CheckoutSuccessView');
const checkoutSuccessRoute = createRoute({ getParentRoute: () => checkoutRoute, path: 'success', ...successPage });
const checkoutSuccessIdRoute = createRoute({ getParentRoute: () => checkoutRoute, path: 'success/$id', ...successPage });

const faqRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'faq',
  loader: (ctx) => loadStory(ctx, 'faq'),
  ...page('faq', () => import('./routes/faq'), 'FaqPage'),
});
const cookiePolicyRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'faq/cookie-policy',
  loader: (ctx) => loadStory(ctx, 'faq/cookie-policy'),
  ...page('faq', () => import('./routes/faq'), 'CookiePolicyPage'),
});
const faqSectionRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'faq/$section',
  loader: async (ctx) => {
    const faq = await loadStory(ctx, 'faq');
    const sections = Array.isArray(faq.content.sections) ? (faq.content.sections as Array<{ slug?: unknown }>) : [];
    if (!sections.some((s) => s.slug === ctx.params.section)) throw notFound();
    return faq;
  },
  ...page('faq', () => import('./routes/faq'), 'FaqPage'),
});
const loginRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'login',
  loader: (ctx) => loadStory(ctx, 'login'),
  ...page('login', () => import('./routes/login'), 'LoginPage'),
});
const diagnosticsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'diagnostics/product/$',
  loader: (ctx) => loadProduct(ctx, ctx.params._splat ?? ''),
  ...page('product-diagnostics', () => import('./routes/product-diagnostics'), 'ProductDiagnosticsPage'),
});

/** Catch-all: content pages (about-us, shipping, blog, campaign) and category listings. */
const slugsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '$',
  validateSearch: listingSearch,
  beforeLoad: ({ params }) => {
    // Structured routes own their first segments: the catch-all never answers for them.
    if (isStructuredRoute(params._splat ?? '')) throw notFound();
  },
  loaderDeps: ({ search }) => listingParams(search),
  loader: async (ctx) => {
    const story = await loadStory(ctx, storySlugOf(ctx.location.pathname));
    if (story.content.component === 'category') await loadListing(ctx, routePath(ctx.location.pathname).slice(1), ctx.deps);
    return story;
  },
  ...page('catch-all', () => import('./routes/catch-all'), 'CatchAllPage'),
});

/** Shared content renders without the layout. */
const sharedContentRoute = createRoute({
  getParentRoute: () => storefrontRoute,
  path: 'shared-content',
  loader: loadSharedContent,
  ...page('shared-content', () => import('./routes/shared-content'), 'SharedContentPage'),
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  storefrontRoute.addChildren([
    sharedContentRoute,
    layoutRoute.addChildren([
      homepageRoute,
      productRoute,
      searchRoute,
      searchPageRoute,
      checkoutRoute.addChildren([
        checkoutIndexRoute,
        checkoutCartRoute,
        checkoutAddressRoute,
        checkoutPaymentRoute,
        checkoutSuccessRoute,
        checkoutSuccessIdRoute,
      ]),
      faqRoute,
      cookiePolicyRoute,
      faqSectionRoute,
      loginRoute,
      diagnosticsRoute,
      slugsRoute,
    ]),
  ]),
]);

/** The router, with the market store made from the server's bootstrap (its only reader of countryCode). */
export function createAppRouter(context: Omit<RouterContext, 'market' | 'bootstrap'> & { bootstrap: Bootstrap }, history?: RouterHistory) {
  const market = createMarketStore(context.bootstrap.countryCode, context.bootstrap.environment);
  return createRouter({
    routeTree,
    context: { ...context, market } satisfies RouterContext,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders read through the QueryClient, which owns caching.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    // Query strings as the server, the seed and listingHref write them: a facet's values joined
    // by a bare comma (decision 013). The default would write %2C: a second URL, and a second
    // edge-cache key, for the same listing.
    stringifySearch: (search) => defaultStringifySearch(search).replace(/%2C/g, ','),
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: PageErrorPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
