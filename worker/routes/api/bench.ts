// GET /api/bench/ssr-table: the rows of the storefront's benchmark table page
// (/{storefront}/bench/ssr-table, npm run bench:ssr; services/bench.ts). Only with config
// BENCH_ROUTES on (the bench passes it as a wrangler --var); off by default and in production,
// where it is a 404.
import { Hono } from 'hono';
import { AppError } from '../../errors';
import { ssrTable } from '../../services/bench';
import { servicesOf } from '../../services/context';
import type { AppEnv } from '../../types';

export const bench = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!c.get('config').benchRoutes) throw new AppError(404, 'not_found', `No API route: ${c.req.method} ${c.req.path}`);
    await next();
  })
  .get('/ssr-table', async (c) => c.json(await ssrTable(servicesOf(c))));
