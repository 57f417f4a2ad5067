// Streams a server-rendered page for the current request. Page loaders call the worker's
// own API in-process through `fetchApp`, so first render and client navigation share one path.
import { renderPage } from '@client/ssr';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isbot } from 'isbot';
import { previewOf, showsDrafts } from '../content/preview';
import { UPSTREAM_RETRY_AFTER_SECONDS } from '../errors';
import { thirdPartyFor } from '../third-party';
import type { AppEnv } from '../types';
import { clientBuild } from './client-build';
import { CachePrivatePage, cacheHeaders } from '../http/cache-control';

export type FetchApp = (request: Request, env: Env, ctx?: ExecutionContext) => Response | Promise<Response>;

function executionCtx(c: Context<AppEnv>): ExecutionContext | undefined {
  // Hono types its context with an older ExecutionContext shape.
  try {
    return c.executionCtx as unknown as ExecutionContext;
  } catch {
    return undefined; // app.request() in tests has none
  }
}

export async function renderDocument(c: Context<AppEnv>, fetchApp: FetchApp, initialError?: { status: number }): Promise<Response> {
  const url = new URL(c.req.url);
  const market = c.get('market');
  const forward = new Headers({ 'x-request-id': c.get('requestId') });
  const geo = c.get('geoCountry');
  if (geo) forward.set('cf-ipcountry', geo);
  const fetchApi = (path: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    forward.forEach((value, key) => headers.set(key, value));
    return Promise.resolve(fetchApp(new Request(new URL(path, url.origin), { ...init, headers }), c.env, executionCtx(c)));
  };
  const result = await renderPage({
    url,
    nonce: c.get('secureHeadersNonce') ?? '',
    bootstrap: {
      buildId: clientBuild.buildId,
      environment: c.get('config').environment,
      storefront: c.get('storefront'),
      countryCode: market.countryCode,
      origin: url.origin,
      thirdParty: thirdPartyFor(c.get('config'), c.get('storefront'), market),
      editorPreview: showsDrafts(await previewOf(c)),
      initialError: initialError ? { status: initialError.status, href: url.pathname + url.search } : undefined,
    },
    clientBuild,
    fetchApi,
    waitForAllReady: isbot(c.req.header('user-agent') ?? ''),
    signal: c.req.raw.signal,
    timing: c.get('timing'),
  });
  if (result.location) {
    return c.redirect(result.location, result.status === 301 ? 301 : 302);
  }
  if (result.status === 404 && !initialError) c.get('log')('warn', `Page not found: ${url.pathname}`, { path: url.pathname });
  return c.body(result.body, result.status as ContentfulStatusCode, {
    'content-type': 'text/html; charset=utf-8',
    ...cacheHeaders(CachePrivatePage),
    'x-build-id': clientBuild.buildId,
    // A service the page needs is down: tell clients and crawlers when to come back.
    ...(result.status === 503 ? { 'retry-after': String(UPSTREAM_RETRY_AFTER_SECONDS) } : {}),
  });
}
