// GET /api/geo-country: the shopper's own geo country (cf-ipcountry), for the browser after
// hydration. Page HTML is shared through the edge cache (docs/decisions/024), so the geo
// country no longer rides on page responses: this answer sets the `argyle_geo` cookie instead
// (docs/decisions/015) and is never stored by any cache.
import { Hono } from 'hono';
import { CacheNone, cacheHeaders } from '../../http/cache-control';
import { shareGeoCountry } from '../../middleware/geo';
import type { AppEnv } from '../../types';

export const geoCountry = new Hono<AppEnv>().get('/', (c) => {
  shareGeoCountry(c);
  return c.json({ countryCode: c.get('geoCountry') ?? null }, 200, cacheHeaders(CacheNone));
});
