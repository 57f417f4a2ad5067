// Hydration: once the document is parsed, read the state the server serialized, restore the query cache, load the
// current route's code and data (from that cache), then hydrate the whole document.
// First: React Fast Refresh's runtime in npm run dev's dev server, before any component (empty in builds).
import '@vitejs/plugin-react/preamble';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { listSplitTestEvents } from './analytics/events';
import { App } from './app';
import { listenToCardLinks } from './catalogue/card-links';
import { markCardsNearViewport } from './catalogue/placeholders-near-viewport';
import { whenHydrated } from './components/hydration-mark';
import { wantsEditorBridge } from './content/wants-editor-bridge';
import { browserApi } from './queries/http-api';
import { createQueryClient } from './queries/query-client';
import { createAppRouter } from './router';
import { markHydratingServerHtml } from './router-ssr';
import { whenParsed } from './document-parsed';
import { afterTask } from './next-task';
import { readState } from './serialize-state';
import { startBuildCheck } from './state/build-check';
import { canPrefetch, createLimiter, MAX_CONCURRENT_PRELOADS } from './state/prefetch';
import { startVitals } from './vitals/start-vitals';
import './styles/app.css';

async function start() {
  // The marks name the start's phases in traces (scripts/bench/long-tasks.ts).
  performance.mark('argyle:entry');
  await whenParsed(document);
  markCardsNearViewport();
  // Each phase of the start in a task of its own (decision 040): module
  // evaluation, restoring the state with the router's creation, the route's load and hydration
  // made one 130-190 ms task at 4x CPU slowdown before hydration's own; the browser can paint
  // and take input in between.
  await afterTask();
  performance.mark('argyle:state');
  const { state, nonce } = readState(document);
  const { bootstrap, queries } = state;
  listSplitTestEvents(bootstrap.storefront, bootstrap.experiments.splitTestEvents);
  const queryClient = createQueryClient();
  hydrate(queryClient, queries);

  const router = createAppRouter({ queryClient, api: browserApi, bootstrap });
  markHydratingServerHtml(router);
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!canPrefetch(connection)) {
    router.update({ ...router.options, defaultPreload: false });
  } else {
    const limit = createLimiter(MAX_CONCURRENT_PRELOADS);
    const preload = router.preloadRoute.bind(router);
    router.preloadRoute = (opts) => limit(() => preload(opts));
  }
  await afterTask();
  performance.mark('argyle:load');
  await router.load();
  await afterTask();
  performance.mark('argyle:hydrate');

  // The whole document, as the server rendered it. React hydrates the page outside the
  // below-the-fold Suspense boundaries first, then those in later passes that yield to input
  // (components/later.tsx); from here on a tap or key on any part is React's to replay.
  // In a transition, React hydrates in slices that yield to the browser (decision 050): at the
  // default priority it hydrates the whole page outside the boundaries in one task. A tap on a
  // part not yet hydrated makes React finish it at once and replay the event.
  startTransition(() => {
    hydrateRoot(document, <App router={router} queryClient={queryClient} bootstrap={bootstrap} api={browserApi} nonce={nonce} />);
  });
  performance.mark('argyle:hydrated-root');
  // Cards not yet hydrated too: their server markup is in place and the listeners are the document's.
  listenToCardLinks(router);
  startBuildCheck(bootstrap.buildId);
  // After hydration: an in-place switch while React still hydrates would not match the server's HTML.
  const { market } = router.options.context;
  // Its code (with the cart's country switch) is not needed before then.
  void whenHydrated()
    .then(() => import('./state/market-switch'))
    .then(({ switchToGeoMarket }) => switchToGeoMarket({ storefront: bootstrap.storefront, market, api: browserApi.market }))
    .catch((error: unknown) => console.warn('Geo market switch failed', error));
  // Third-party scripts start after hydration anyway: their loader's code need not come before it.
  void whenHydrated()
    .then(() => import('./third-party'))
    .then((m) => m.loadThirdPartyScripts(bootstrap.thirdParty))
    .catch((error: unknown) => console.warn('Third-party scripts failed to load', error));
  startVitals(bootstrap);
  if (wantsEditorBridge(bootstrap)) void import('./content/editor-bridge').then((m) => m.loadEditorBridge());
}

void start();
