// Test helper: renders content inside the app's router and app state (what StorefrontLink needs),
// at /uk, and returns the static markup.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppStateProvider } from '../state/bootstrap';
import { createMarketStore } from '../state/market-store';
import { pageLocationContext } from '../state/page-location';
import type { Bootstrap } from '../ssr-contract';
import { createHttpApi } from '../queries/http-api';

export const TEST_BOOTSTRAP: Bootstrap = {
  buildId: 't',
  environment: 'production',
  storefront: 'uk',
  countryCode: 'GB',
  origin: 'https://argyle.test',
  assets: { css: [], preload: [] },
  initialError: undefined,
  editorPreview: false,
  thirdParty: { chat: null, accessibility: null, tagManager: null },
  vitalsSampleRate: 1,
  experiments: { variants: {}, running: [], splitTestEvents: [] },
};

export async function renderMarkup(node: ReactNode, path = '/uk'): Promise<string> {
  const rootRoute = createRootRoute({ beforeLoad: pageLocationContext, component: () => node });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return renderToStaticMarkup(
    <AppStateProvider market={createMarketStore('GB', 'production')} bootstrap={TEST_BOOTSTRAP} api={createHttpApi(fetch)} nonce="">
      <RouterProvider router={router} />
    </AppStateProvider>,
  );
}
