// The shopper's country: Cloudflare's cf-ipcountry header, else request.cf.country.
// 'XX' and 'T1' (unknown, Tor) count as no country.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { isbot } from 'isbot';
import { GEO_COOKIE } from '../../markets';
import type { AppEnv } from '../types';

export function geoCountryOf(request: Request): string | undefined {
  const header = request.headers.get('cf-ipcountry');
  const cf = (request as Request & { cf?: { country?: unknown } }).cf;
  const raw = header ?? (typeof cf?.country === 'string' ? cf.country : undefined);
  const code = raw?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX' || code === 'T1') return undefined;
  return code;
}

export const geo = createMiddleware<AppEnv>(async (c, next) => {
  c.set('geoCountry', geoCountryOf(c.req.raw));
  await next();
});

/**
 * Hands the geo country to the client as a cookie (the client makes the geo market switch, see
 * docs/decisions/015), so the page HTML need not carry it. Only on the uncached
 * `/api/geo-country` answer (pages are shared through the edge cache, decision 024); only when
 * the cookie does not already say so; never to crawlers, which must see the page they asked for
 * rather than be switched to their own country's storefront.
 */
export function shareGeoCountry(c: Context<AppEnv>): void {
  const country = c.get('geoCountry');
  if (!country || getCookie(c, GEO_COOKIE) === country || isbot(c.req.header('user-agent') ?? '')) return;
  setCookie(c, GEO_COOKIE, country, { path: '/', sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:' });
}
