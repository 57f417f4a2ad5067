// Page routes: `/` sends the visitor on to a storefront; every other path is guarded against
// reserved segments, given a storefront and market, and server-rendered.
import { Hono } from 'hono';
import { findReservedSegment, hasCheckoutUndefined, isStorefrontCode, routePath } from '../../markets';
import { AppError } from '../errors';
import { applyMarket, destinationFor } from '../market-resolution';
import { renderDocument, type FetchApp } from '../render/render-document';
import type { AppEnv } from '../types';

const NO_STORE = { 'cache-control': 'private, no-store', vary: 'cf-ipcountry' };

export function createPages(fetchApp: FetchApp) {
  const pages = new Hono<AppEnv>();

  /** `/` (no layout): to the geo country's storefront, an external site, or the default. */
  pages.get('/', (c) => {
    const destination = destinationFor(c.get('geoCountry'), c.get('config'));
    const search = new URL(c.req.url).search;
    const location = 'external' in destination ? destination.external : `/${destination.storefront}${search}`;
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
    const first = path.split('/')[1] ?? '';
    if (!isStorefrontCode(first)) {
      // No storefront (or /_default/): the same page in the visitor's storefront.
      const destination = destinationFor(c.get('geoCountry'), c.get('config'));
      if ('external' in destination) return c.redirect(destination.external, 302);
      const rest = routePath(path);
      const target = `/${destination.storefront}${rest === '/' ? '' : rest}${url.search}`;
      c.header('cache-control', NO_STORE['cache-control']);
      c.header('vary', NO_STORE.vary);
      return c.redirect(target, 302);
    }
    applyMarket(c, first);
    return renderDocument(c, fetchApp);
  });

  return pages;
}
