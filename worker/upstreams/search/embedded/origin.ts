// Embedded search origin: the search and recommendation service's API (docs/spec/commerce-core.md §7 "Search",
// "Products and recommendations") served from the catalogue in D1. It is called in-process
// through `embeddedSearchFetch(db)` and never mounted on a public route; the worker's own pages
// call the same endpoints without HTTP through the in-process port (../in-process.ts).
//
//   POST /search                                   search with facets, filter, sort, paging
//   POST /search/suggest                           search-box suggestions (3+ characters)
//   POST /api/available-filters/{tenantId}         filters with value counts
//   POST /api/category-price-range/{tenantId}      { min, max } of a filter's products
//   GET  /api/product/{widget}/{sku}               product page: product, cluster, similar, recommendations
//   GET  /api/v2/products/{widget}/{profile}/{limit}/{page}/{variables}   widget listing page
//   POST /api/v2/widget                            bestsellers, new-in, basket
//
// Text: every query term is prefix-matched (FTS5), all terms required; a query that finds nothing
// is retried once with misspelt terms corrected (text.ts); a query with no letters or digits
// browses. Ranking, facets: query.ts. Filters: filter.ts. Recommendations: recommend.ts.
// Defaults: currency EUR and region NL, or the tenant's for the tenant endpoints (tenants.ts).
//
// Errors answer `{ error }`: 400 for a bad body, query or filter, 404 for an unknown tenant,
// widget, product or path, 500 otherwise. The token of search calls is accepted and not needed.
import { Hono, type Context } from 'hono';
import type { Logger } from '../../../log';
import {
  availableFiltersAnswer,
  ORIGIN_FAILURE,
  OriginError,
  priceRangeAnswer,
  productAnswer,
  productsPageAnswer,
  refusalOf,
  searchAnswer,
  suggestAnswer,
  widgetAnswer,
} from './answers';

type OriginEnv = {
  Bindings: { DB: D1Database; log?: Logger | undefined };
  Variables: { requestId: string };
};

async function body(c: Context<OriginEnv>): Promise<unknown> {
  try {
    return (await c.req.json()) as unknown;
  } catch {
    throw new OriginError(400, 'Invalid request: the body is not JSON');
  }
}

const origin = new Hono<OriginEnv>();

origin.use(async (c, next) => {
  c.set('requestId', c.req.header('x-request-id') ?? crypto.randomUUID());
  await next();
});

origin.post('/search', async (c) => c.json(await searchAnswer(c.env.DB, await body(c), c.get('requestId'))));

origin.post('/search/suggest', async (c) => c.json(await suggestAnswer(c.env.DB, await body(c))));

origin.post('/api/available-filters/:tenantId', async (c) =>
  c.json(await availableFiltersAnswer(c.env.DB, c.req.param('tenantId'), await body(c))),
);

origin.post('/api/category-price-range/:tenantId', async (c) =>
  c.json(await priceRangeAnswer(c.env.DB, c.req.param('tenantId'), await body(c))),
);

origin.get('/api/product/:widget/:sku', async (c) =>
  c.json(await productAnswer(c.env.DB, c.req.param('sku'), c.req.query(), c.get('requestId'), { cluster: true })),
);

origin.get('/api/v2/products/:widget/:profile/:limit/:page/:variables', async (c) => {
  const { widget, limit, page, variables } = c.req.param();
  return c.json(await productsPageAnswer(c.env.DB, widget, { limit, page, variables }, c.req.query(), c.get('requestId')));
});

origin.post('/api/v2/widget', async (c) => c.json(await widgetAnswer(c.env.DB, await body(c), c.get('requestId'))));

origin.all('*', (c) => c.json({ error: `Not found: ${c.req.method} ${c.req.path}` }, 404));

origin.onError((error, c) => {
  const refusal = refusalOf(error);
  if (refusal) return c.json({ error: refusal.message }, refusal.status);
  c.env.log?.('error', 'Search origin failed', {
    path: c.req.path,
    error: String(error instanceof Error ? (error.stack ?? error) : error),
  });
  return c.json({ error: ORIGIN_FAILURE }, 500);
});

/**
 * A `fetch` that answers the search service's URLs from the catalogue in `db` (any host; only
 * the path and query count). Pass the worker's logger to have failures logged.
 */
export function embeddedSearchFetch(db: D1Database, options: { log?: Logger } = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return origin.fetch(new Request(`https://embedded.search${url.pathname}${url.search}`, request), { DB: db, log: options.log });
  };
}
