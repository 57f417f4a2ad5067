// Page routes: `/` sends the visitor on to a storefront; paths under an external storefront go
// to its site; every other path is guarded against reserved segments, given a storefront and
// market, and server-rendered.
import { Hono } from 'hono';
import {
  externalStorefrontFromPath,
  externalStorefrontLocation,
  findReservedSegment,
  hasCheckoutUndefined,
  isStorefrontCode,
  pathAfterFirstSegment,
  routePath,
} from '../../markets';
import { AppError } from '../errors';
import { applyMarket, destinationFor } from '../market-resolution';
import { cachedPage } from '../cache/page-cache';
import { renderDocument } from '../render/render-document';
import type { AppEnv } from '../types';
import { CacheNone, cacheHeaders } from '../http/cache-control';

const NO_STORE = { ...cacheHeaders(CacheNone), vary: 'cf-ipcountry' };

export function createPages() {
  const pages = new Hono<AppEnv>();

  /** `/` (no layout): to the geo country's storefront, an external site, or the default. */
  pages.get('/', (c) => {
    const config = c.get('config');
    const destination = destinationFor(c.get('geoCountry'), config);
    const search = new URL(c.req.url).search;
    const location =
      'external' in destination
        ? externalStorefrontLocation(destination.external, '/', search, config.externalUrls)
        : `/${destination.storefront}${search}`;
    return c.redirect(location, 302);
  });

  pages.get('*', (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname;
    const log = c.get('log');
    if (hasCheckoutUndefined(path)) log('error', 'Navigation error: /checkout/undefined', { path });
    const reserved = findReservedSegment(path);
    if (reserved) {
      log('warn', 'Blocked route', { path, segment: reserved });
      throw new AppError(404, 'not_found', `Page Not Found: ${path}${url.search}`);
    }
    const external = externalStorefrontFromPath(path);
    if (external) {
      // /au/... is the Australian shop's page, whoever asks: the same path on its site.
      const location = externalStorefrontLocation(external, pathAfterFirstSegment(path), url.search, c.get('config').externalUrls);
      return c.redirect(location, 302);
    }
    const first = path.split('/')[1] ?? '';
    if (!isStorefrontCode(first)) {
      // No storefront (or /_default/): the same page in the visitor's storefront.
      const config = c.get('config');
      const destination = destinationFor(c.get('geoCountry'), config);
      const rest = routePath(path);
      const target =
        'external' in destination
          ? externalStorefrontLocation(destination.external, rest, url.search, config.externalUrls)
          : `/${destination.storefront}${rest === '/' ? '' : rest}${url.search}`;
      c.header('cache-control', NO_STORE['cache-control']);
      c.header('vary', NO_STORE.vary);
      return c.redirect(target, 302);
    }
    applyMarket(c, first);
    return cachedPage(c, () => renderDocument(c));
  });

  return pages;
}
