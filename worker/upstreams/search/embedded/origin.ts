// Embedded search origin: the search and recommendation service's API (commerce-core 7 "Search",
// "Products and recommendations") served from the catalogue in D1. It is called in-process
// through `embeddedSearchFetch(db)` and never mounted on a public route.
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
import { z } from 'zod';
import type { Logger } from '../../../log';
import {
  availableFiltersRequestSchema,
  currencySchema,
  DEFAULT_PAGE_SIZE,
  MAX_FILTER_LENGTH,
  MAX_PAGE_SIZE,
  priceRangeRequestSchema,
  productQuerySchema,
  regionSchema,
  searchRequestSchema,
  suggestRequestSchema,
  WIDGET_IDS,
  widgetRequestSchema,
  type SearchCurrency,
  type SearchRegion,
  type WidgetId,
} from '../schemas';
import { FilterError, parseFilter } from './filter';
import type { Scope } from './query';
import { basketWidget, listingWidget, productDetail, productsPage } from './recommend';
import { availableFilters, categoryPriceRange, findProducts, suggest } from './search';
import { isTenantKey, tenantScope } from './tenants';

type OriginEnv = {
  Bindings: { DB: D1Database; log?: Logger | undefined };
  Variables: { requestId: string };
};

/** An answer other than 200, with the message the body carries. */
export class OriginError extends Error {
  override name = 'OriginError';
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new OriginError(400, `Invalid request: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid value'}`);
}

async function body<T>(c: Context<OriginEnv>, schema: z.ZodType<T>): Promise<T> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new OriginError(400, 'Invalid request: the body is not JSON');
  }
  return parse(schema, json);
}

const scopeOf = (currency: SearchCurrency | undefined, region: SearchRegion | undefined): Scope => ({
  currency: currency ?? 'EUR',
  region: region ?? 'NL',
});

function tenantOf(c: Context<OriginEnv>): Scope {
  const tenant = c.req.param('tenantId') ?? '';
  if (!isTenantKey(tenant)) throw new OriginError(404, `Unknown tenant: ${tenant}`);
  return tenantScope(tenant);
}

const origin = new Hono<OriginEnv>();

origin.use(async (c, next) => {
  c.set('requestId', c.req.header('x-request-id') ?? crypto.randomUUID());
  await next();
});

origin.post('/search', async (c) => {
  const { query, options } = await body(c, searchRequestSchema);
  const result = await findProducts(c.env.DB, {
    scope: scopeOf(options.currency, options.region),
    query,
    conditions: parseFilter(options.filter),
    sort: options.sortBy ?? 'relevance',
    limit: options.limit ?? DEFAULT_PAGE_SIZE,
    offset: options.offset ?? 0,
    mode: options.groupBy === 'none' ? 'variant' : 'product',
    facets: [...new Set(options.facets ?? [])],
  });
  const metadata = {
    id: c.get('requestId'),
    count: result.count,
    facets: result.facets,
    ...(result.correctedQuery !== undefined ? { correctedQuery: result.correctedQuery } : {}),
  };
  return c.json({ metadata, items: result.items });
});

origin.post('/search/suggest', async (c) => {
  const req = await body(c, suggestRequestSchema);
  return c.json(await suggest(c.env.DB, req.query, req.limit, scopeOf(req.currency, req.region)));
});

origin.post('/api/available-filters/:tenantId', async (c) => {
  const scope = tenantOf(c);
  const req = await body(c, availableFiltersRequestSchema);
  return c.json(await availableFilters(c.env.DB, parseFilter(req.filter), { ...scope, currency: req.currency ?? scope.currency }));
});

origin.post('/api/category-price-range/:tenantId', async (c) => {
  const scope = tenantOf(c);
  const req = await body(c, priceRangeRequestSchema);
  return c.json(await categoryPriceRange(c.env.DB, parseFilter(req.filter), { ...scope, currency: req.currency }));
});

origin.get('/api/product/:widget/:sku', async (c) => {
  const query = parse(productQuerySchema, c.req.query());
  const sku = c.req.param('sku');
  const detail = await productDetail(c.env.DB, sku, scopeOf(query.currency, query.region));
  if (!detail) throw new OriginError(404, `Product not found: ${sku}`);
  return c.json({ id: c.get('requestId'), ...detail });
});

const pageParamsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(10_000),
  variables: z.string().max(MAX_FILTER_LENGTH),
});

origin.get('/api/v2/products/:widget/:profile/:limit/:page/:variables', async (c) => {
  const params = parse(pageParamsSchema, c.req.param());
  const query = parse(productQuerySchema, c.req.query());
  const conditions = parseFilter(params.variables === '-' ? undefined : params.variables);
  const page = await productsPage(
    c.env.DB,
    c.req.param('widget'),
    conditions,
    params.limit,
    params.page,
    scopeOf(query.currency, query.region),
  );
  return c.json({ id: c.get('requestId'), ...page });
});

const widgetVariablesSchema = z.object({
  currency: currencySchema.optional(),
  region: regionSchema.optional(),
  filter: z.string().optional(),
  itemSkus: z.string().optional(),
  shippingThreshold: z.string().optional(),
  cartAmount: z.string().optional(),
});

/** Amounts arrive as strings; anything non-numeric counts as 0 (commerce-core 5). */
const amount = (value: string | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
};

origin.post('/api/v2/widget', async (c) => {
  const req = await body(c, widgetRequestSchema);
  if (!(WIDGET_IDS as readonly string[]).includes(req.widgetId)) throw new OriginError(404, `Unknown widget: ${req.widgetId}`);
  const widget = req.widgetId as WidgetId;
  const vars = parse(widgetVariablesSchema, req.variables ?? {});
  const scope = scopeOf(vars.currency, vars.region);
  const items =
    widget === 'basket'
      ? await basketWidget(
          c.env.DB,
          {
            itemSkus: (vars.itemSkus ?? '').split(','),
            shippingThreshold: amount(vars.shippingThreshold),
            cartAmount: amount(vars.cartAmount),
          },
          req.limit,
          scope,
        )
      : await listingWidget(c.env.DB, widget, parseFilter(vars.filter), req.limit, scope);
  return c.json({ id: c.get('requestId'), items });
});

origin.all('*', (c) => c.json({ error: `Not found: ${c.req.method} ${c.req.path}` }, 404));

origin.onError((error, c) => {
  if (error instanceof OriginError) return c.json({ error: error.message }, error.status);
  if (error instanceof FilterError) return c.json({ error: `Invalid filter: ${error.message}` }, 400);
  c.env.log?.('error', 'Search origin failed', {
    path: c.req.path,
    error: String(error instanceof Error ? (error.stack ?? error) : error),
  });
  return c.json({ error: 'Search service error' }, 500);
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
