// The shopper's country: Cloudflare's cf-ipcountry header, else request.cf.country.
// 'XX' and 'T1' (unknown, Tor) count as no country.
import { createMiddleware } from 'hono/factory';
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
