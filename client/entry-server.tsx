// Server rendering: route, run loaders (which fill the QueryClient through the worker's
// services, called in-process), then stream the document. Bots wait for the whole page.
import { createMemoryHistory } from '@tanstack/react-router';
import { getSsrStatus } from '@tanstack/react-router/ssr/server';
// React's Node build, not the edge one that workerd's export condition picks: the same renderer
// and markup, but it encodes text straight into 4 kB buffers (encodeInto) where the edge build
// allocates a Uint8Array per string and copies it; with nodejs_compat its node:util, stream and
// async_hooks imports are workerd's own. About a third less render CPU (decision 030).
import { renderToReadableStream } from 'react-dom/server.node';
import { App } from './app';
import { errorStatusOf } from './components/error-page';
import { loadLaterParts } from './components/later';
import { layoutOptions, previewQueryOf, translationsOptions } from './queries/content';
import { createQueryClient } from './queries/query-client';
import { createAppRouter, type AppRouter } from './router';
import { hydrationState } from './hydration-state';
import { insertBeforeBodyEnd } from './insert-before-body-end';
import { serverRedirect } from './router-ssr';
import { stateScript } from './serialize-state';
import type { Bootstrap, ClientBuild, RenderPage } from './ssr-contract';

function statusOf(router: AppRouter, bootstrap: Omit<Bootstrap, 'assets'>): number {
  if (bootstrap.initialError) return bootstrap.initialError.status;
  const matches = router.state.matches;
  // A loader that failed says why (the router itself only knows 500).
  const failed = matches.find((m) => m.status === 'error');
  if (failed) return errorStatusOf(failed.error);
  // The router's own answer: 404 when a route or its loader threw notFound(), else 200.
  return getSsrStatus(router);
}

function assetsFor(router: AppRouter, build: ClientBuild): Bootstrap['assets'] {
  const entry = build.modules[build.entry] ?? { js: [], css: [] };
  const css = new Set(entry.css);
  // The entry itself is the bootstrap module; its static imports are preloaded with it, or the
  // browser would only find them once the entry has arrived and been parsed (a waterfall).
  const [entryScript] = entry.js;
  const preload = new Set(entry.js.slice(1));
  for (const match of router.state.matches) {
    const key = (router.routesById as Record<string, { options: { staticData?: { module?: string } } } | undefined>)[match.routeId]?.options
      .staticData?.module;
    const assets = key ? build.modules[key] : undefined;
    assets?.css.forEach((c) => css.add(c));
    assets?.js.filter((j) => j !== entryScript).forEach((j) => preload.add(j));
  }
  return { css: [...css], preload: [...preload] };
}

export const renderPage: RenderPage = async (options) => {
  const { url, nonce, clientBuild } = options;
  const queryClient = createQueryClient();
  const draft: Bootstrap = { ...options.bootstrap, assets: { css: [], preload: [] } };
  const router = createAppRouter(
    { queryClient, api: options.api, bootstrap: draft },
    createMemoryHistory({ initialEntries: [url.pathname + url.search] }),
  );
  // Below-the-fold parts whose code the browser loads later are rendered here in full. A route's
  // module declares its parts when it is first imported, during router.load(): load them after it,
  // or the first page of a kind in an isolate streams them late (and the edge cache keeps that).
  await router.load();
  await loadLaterParts();
  // Header, footer and texts frame every page, error pages included (whose route may have
  // stopped before the layout loader ran): make sure they are in the dehydrated state.
  const preview = previewQueryOf(url.search);
  await Promise.all([
    queryClient.prefetchQuery(layoutOptions(options.api, draft.storefront, preview)),
    queryClient.prefetchQuery(translationsOptions(options.api, draft.storefront, preview)),
  ]);

  const redirect = serverRedirect(router);
  if (redirect) return { ...redirect, body: new ReadableStream() };

  const bootstrap: Bootstrap = { ...draft, assets: assetsFor(router, clientBuild) };
  // Written after React's stream, so its JSON is not encoded through React.
  const queries = hydrationState(queryClient, translationsOptions(options.api, draft.storefront, preview).queryKey);
  const state = stateScript({ bootstrap, queries }, nonce);
  const entryScript = clientBuild.modules[clientBuild.entry]?.js[0];
  const status = statusOf(router, options.bootstrap);
  let renderError: unknown;
  const rendering = renderToReadableStream(
    <App router={router} queryClient={queryClient} bootstrap={bootstrap} api={options.api} nonce={nonce} />,
    {
      nonce,
      bootstrapModules: entryScript ? [entryScript] : [],
      // Completed boundaries go inline: without this React moves any boundary over 12.8 kB into
      // a hidden segment that only a script reveals, so pages would be blank without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(options.signal ? { signal: options.signal } : {}),
      onError(error) {
        renderError = error;
        console.error(JSON.stringify({ level: 'error', message: 'render error', error: String(error) }));
      },
    },
  );
  // Server-Timing `render`: until the shell is ready (the first byte).
  const stream = await (options.timing?.time('render', () => rendering) ?? rendering);
  if (options.waitForAllReady) await stream.allReady;
  return { status: renderError ? 500 : status, body: insertBeforeBodyEnd(stream, state) };
};
