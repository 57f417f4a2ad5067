// GET /api/eurocon: currency rates keyed by code (EUR base). Ops may publish live rates to
// KV under `rates:eurocon`; otherwise, or when that entry is unreadable, the built-in table.
import { Hono } from 'hono';
import { z } from 'zod';
import { FALLBACK_RATES } from '../../../markets';
import type { AppEnv } from '../../types';
import { CacheLong, cacheHeaders } from '../../http/cache-control';

export const RATES_KEY = 'rates:eurocon';
const ratesSchema = z.object({
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()),
  updatedAt: z.string(),
});

export const eurocon = new Hono<AppEnv>().get('/', async (c) => {
  let stored: z.infer<typeof ratesSchema> | undefined;
  try {
    const raw = await c.env.CONTENT.get(RATES_KEY, 'json');
    if (raw !== null) stored = ratesSchema.parse(raw);
  } catch (error) {
    c.get('log')('warn', 'Rates not fetched', { error: String(error) });
  }
  const body = stored
    ? { base: 'EUR', rates: { ...FALLBACK_RATES, ...stored.rates }, source: 'kv', updatedAt: stored.updatedAt }
    : { base: 'EUR', rates: FALLBACK_RATES, source: 'fallback', updatedAt: null };
  return c.json(body, 200, cacheHeaders(CacheLong));
});
