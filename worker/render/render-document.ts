// Streams a server-rendered page for the current request. Page loaders read through the
// worker's domain services with the request's own context (request/server-api.ts): nothing
// re-enters the worker, and the client's navigation reaches the same services over `/api`.
import { renderPage } from '@client/ssr';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isbot } from 'isbot';
import { showsDrafts } from '../content/preview';
import { UPSTREAM_RETRY_AFTER_SECONDS } from '../errors';
import { experimentsOf } from '../middleware/experiments';
import { createServerApi } from '../request/server-api';
import { thirdPartyFor } from '../third-party';
import type { AppEnv } from '../types';
import { hasPrivateParams, isCheckoutPath } from '../../markets';
import { clientBuild } from './client-build';
import { shopperCart } from './shopper-cart';
import { CachePrivatePage, CacheShopperPage, cacheHeaders } from '../http/cache-control';

export async function renderDocument(c: Context<AppEnv>, initialError?: { status: number }): Promise<Response> {
  const url = new URL(c.req.url);
  const market = c.get('market');
  const services = c.var.services;
  const result = await renderPage({
    url,
    nonce: c.get('secureHeadersNonce') ?? '',
    bootstrap: {
      buildId: clientBuild.buildId,
      environment: c.get('config').environment,
      storefront: c.get('storefront'),
      countryCode: market.countryCode,
      origin: url.origin,
      thirdParty: thirdPartyFor(c.get('config'), c.get('storefront'), market, url.pathname),
      vitalsSampleRate: c.get('config').vitalsSampleRate,
      experiments: experimentsOf(c),
      editorPreview: showsDrafts(await services.preview(url.search)),
      initialError: initialError ? { status: initialError.status, href: url.pathname + url.search } : undefined,
      shopper: isCheckoutPath(url.pathname) && !initialError ? await shopperCart(c, market) : undefined,
    },
    clientBuild,
    api: createServerApi(services),
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
    ...cacheHeaders(isCheckoutPath(url.pathname) || hasPrivateParams(url.searchParams) ? CacheShopperPage : CachePrivatePage),
    'x-build-id': clientBuild.buildId,
    // A service the page needs is down: tell clients and crawlers when to come back.
    ...(result.status === 503 ? { 'retry-after': String(UPSTREAM_RETRY_AFTER_SECONDS) } : {}),
  });
}
