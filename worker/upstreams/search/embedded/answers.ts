// The embedded search origin's endpoints as functions: request in (checked as the service checks
// it), answer out, as domain objects. The HTTP origin (origin.ts) serves them as JSON; the
// in-process port (../in-process.ts) calls them directly, so the embedded origin answers the
// worker without a JSON round trip. One set of rules for both: the request checks, defaults and
// errors below.
import { z } from 'zod';
import {
  availableFiltersRequestSchema,
  DEFAULT_PAGE_SIZE,
  MAX_FILTER_LENGTH,
  MAX_PAGE_SIZE,
  priceRangeRequestSchema,
  productQuerySchema,
  searchRequestSchema,
  suggestRequestSchema,
  WIDGET_IDS,
  widgetRequestSchema,
  type AvailableFiltersResponse,
  type SearchCurrency,
  type SearchRegion,
  type SuggestResponse,
  type WidgetId,
} from '../schemas';
import type { PriceRange, SearchFacets } from '../../../../contract/catalogue';
import { currencySchema, regionSchema, type Product } from '../../../../contract/product';
import { FilterError, parseFilter } from './filter';
import type { Scope } from './query';
import { basketWidget, listingWidget, productDetail, productsPage } from './recommend';
import { availableFilters, categoryPriceRange, findProducts, suggest } from './search';
import { isTenantKey, tenantScope } from './tenants';

/** A refused request (400) or an unknown thing (404), with the message the answer carries. */
export class OriginError extends Error {
  override name = 'OriginError';
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

/** The status and message the origin answers for an error; undefined for a failure of its own (500). */
export function refusalOf(error: unknown): { status: 400 | 404; message: string } | undefined {
  if (error instanceof OriginError) return { status: error.status, message: error.message };
  if (error instanceof FilterError) return { status: 400, message: `Invalid filter: ${error.message}` };
  return undefined;
}

/** The message of the origin's own failures (500); the cause is logged, never answered. */
export const ORIGIN_FAILURE = 'Search service error';

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new OriginError(400, `Invalid request: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid value'}`);
}

const scopeOf = (currency: SearchCurrency | undefined, region: SearchRegion | undefined): Scope => ({
  currency: currency ?? 'EUR',
  region: region ?? 'NL',
});

function tenantOf(tenant: string): Scope {
  if (!isTenantKey(tenant)) throw new OriginError(404, `Unknown tenant: ${tenant}`);
  return tenantScope(tenant);
}

export interface SearchAnswer {
  metadata: { id: string; count: number; facets: SearchFacets; correctedQuery?: string };
  items: Product[];
}

/** POST /search. `id` is the caller's request id, answered as `metadata.id`. */
export async function searchAnswer(db: D1Database, request: unknown, id: string): Promise<SearchAnswer> {
  const { query, options } = parse(searchRequestSchema, request);
  const result = await findProducts(db, {
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
    id,
    count: result.count,
    facets: result.facets,
    ...(result.correctedQuery !== undefined ? { correctedQuery: result.correctedQuery } : {}),
  };
  return { metadata, items: result.items };
}

/** POST /search/suggest. */
export async function suggestAnswer(db: D1Database, request: unknown): Promise<SuggestResponse> {
  const req = parse(suggestRequestSchema, request);
  return suggest(db, req.query, req.limit, scopeOf(req.currency, req.region));
}

/** POST /api/available-filters/{tenantId}. */
export async function availableFiltersAnswer(db: D1Database, tenant: string, request: unknown): Promise<AvailableFiltersResponse> {
  const scope = tenantOf(tenant);
  const req = parse(availableFiltersRequestSchema, request);
  return availableFilters(db, parseFilter(req.filter), { ...scope, currency: req.currency ?? scope.currency });
}

/** POST /api/category-price-range/{tenantId}. */
export async function priceRangeAnswer(db: D1Database, tenant: string, request: unknown): Promise<PriceRange> {
  const scope = tenantOf(tenant);
  const req = parse(priceRangeRequestSchema, request);
  return categoryPriceRange(db, parseFilter(req.filter), { ...scope, currency: req.currency });
}

/**
 * GET /api/product/{widget}/{sku}. The HTTP answer carries the spec's `cluster`; a caller that
 * reads no cluster (the in-process port: no page shows it) asks without, saving its query and
 * the reshaping of eight records.
 */
export async function productAnswer(db: D1Database, sku: string, query: unknown, id: string, options: { cluster: boolean }) {
  const q = parse(productQuerySchema, query);
  const detail = await productDetail(db, sku, scopeOf(q.currency, q.region), options);
  if (!detail) throw new OriginError(404, `Product not found: ${sku}`);
  return { id, ...detail };
}

const pageParamsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(10_000),
  variables: z.string().max(MAX_FILTER_LENGTH),
});

/** GET /api/v2/products/{widget}/{profile}/{limit}/{page}/{variables} (`variables` '-' for none). */
export async function productsPageAnswer(
  db: D1Database,
  widget: string,
  params: { limit: string | number; page: string | number; variables: string },
  query: unknown,
  id: string,
) {
  const p = parse(pageParamsSchema, params);
  const q = parse(productQuerySchema, query);
  const conditions = parseFilter(p.variables === '-' ? undefined : p.variables);
  return { id, ...(await productsPage(db, widget, conditions, p.limit, p.page, scopeOf(q.currency, q.region))) };
}

const widgetVariablesSchema = z.object({
  currency: currencySchema.optional(),
  region: regionSchema.optional(),
  filter: z.string().optional(),
  itemSkus: z.string().optional(),
  shippingThreshold: z.string().optional(),
  cartAmount: z.string().optional(),
});

/** Amounts arrive as strings; anything non-numeric counts as 0 (docs/spec/commerce-core.md §5). */
const amount = (value: string | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
};

/** POST /api/v2/widget. */
export async function widgetAnswer(db: D1Database, request: unknown, id: string): Promise<{ id: string; items: Product[] }> {
  const req = parse(widgetRequestSchema, request);
  if (!(WIDGET_IDS as readonly string[]).includes(req.widgetId)) throw new OriginError(404, `Unknown widget: ${req.widgetId}`);
  const widget = req.widgetId as WidgetId;
  const vars = parse(widgetVariablesSchema, req.variables ?? {});
  const scope = scopeOf(vars.currency, vars.region);
  const items =
    widget === 'basket'
      ? await basketWidget(
          db,
          {
            itemSkus: (vars.itemSkus ?? '').split(','),
            shippingThreshold: amount(vars.shippingThreshold),
            cartAmount: amount(vars.cartAmount),
          },
          req.limit,
          scope,
        )
      : await listingWidget(db, widget, parseFilter(vars.filter), req.limit, scope);
  return { id, items };
}
