// The route tree of docs/spec/storefront-shell.md §2.1, composed from the routes of client/routes: each page's route
// (path, search validation, loader) in `<page>/route.ts`, its component in `<page>/page.tsx`,
// loaded on demand (routes/page-module.ts).
import { createRouter, defaultStringifySearch, type RouterHistory } from '@tanstack/react-router';
import type { Bootstrap } from './ssr-contract';
import { createMarketStore } from './state/market-store';
import { catchAllRoute } from './routes/catch-all/route';
import {
  checkoutAddressRoute,
  checkoutCartRoute,
  checkoutIndexRoute,
  checkoutPaymentRoute,
  checkoutRoute,
  checkoutSuccessIdRoute,
  checkoutSuccessRoute,
} from './routes/checkout/route';
import { cookiePolicyRoute, faqRoute, faqSectionRoute } from './routes/faq/route';
import { homepageRoute } from './routes/homepage/route';
import { indexRoute } from './routes/index/route';
import { layoutRoute } from './routes/layout';
import { loginRoute } from './routes/login/route';
import { productDiagnosticsRoute } from './routes/product-diagnostics/route';
import { productRoute } from './routes/product/route';
import { NotFoundPage, PageErrorPage, rootRoute } from './routes/root';
import type { RouterContext } from './routes/router-context';
import { searchPageRoute, searchRoute } from './routes/search/route';
import { sharedContentRoute } from './routes/shared-content/route';
import { storefrontRoute } from './routes/storefront';

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

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
      productDiagnosticsRoute,
      catchAllRoute,
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
