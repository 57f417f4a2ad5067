// The search port: one typed client for the search and recommendation service, over either
// origin (a configured base URL, or the embedded origin on D1). Answers are validated with zod;
// an invalid product is logged and skipped (docs/spec/commerce-core.md §5): one without variants as 'Missing
// variants for product: {sku}' (variants.ts), any other as 'Invalid product received'. An
// invalid answer is an error.
import { z } from 'zod';
import type { Logger } from '../../log';
import { invalidAnswer, UpstreamError } from '../errors';
import {
  availableFiltersResponseSchema,
  cardProductSchema,
  priceRangeResponseSchema,
  suggestResponseSchema,
  type AvailableFiltersRequest,
  type PriceRangeRequest,
  type SearchRequest,
  type SuggestRequest,
  type WidgetRequest,
} from './schemas';
import { productSchema, type Product } from '../../../contract/product';
import { hasVariants, logMissingVariants } from './variants';

export const SEARCH_TIMEOUT_MS = 5_000;

const envelope = {
  search: z.object({
    metadata: z.object({
      id: z.string(),
      count: z.number().int(),
      facets: z.record(z.string(), z.unknown()),
      correctedQuery: z.string().optional(),
    }),
    items: z.array(z.unknown()),
  }),
  // The answer's `cluster` (the same design in other colours) is not read: no page shows it.
  product: z.object({
    id: z.string(),
    products: z.array(z.unknown()),
    recommendations: z.array(z.unknown()),
    similar: z.array(z.unknown()),
  }),
  page: z.object({ id: z.string(), items: z.array(z.unknown()), pages: z.number().int(), totalItems: z.number().int() }),
  widget: z.object({ id: z.string(), items: z.array(z.unknown()) }),
};

export interface SearchClientOptions {
  fetch: typeof fetch;
  baseUrl: string;
  token?: string;
  requestId?: string;
  log: Logger;
}

export function createSearchClient(options: SearchClientOptions) {
  const { log } = options;

  async function call<T>(what: string, schema: z.ZodType<T>, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await options.fetch(`${options.baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
      });
    } catch (error) {
      throw new UpstreamError('search', `Search request failed for ${what}: ${(error as Error).message}`, { cause: error });
    }
    const json = (await res.json().catch(() => undefined)) as unknown;
    if (!res.ok) {
      const message = (json as { error?: unknown } | undefined)?.error;
      throw new UpstreamError('search', typeof message === 'string' ? message : `Search request failed for ${what}: ${res.status}`, {
        status: res.status,
      });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw invalidAnswer('search', `Invalid search answer for ${what}: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  }

  /**
   * Valid products only (whole, or as far as `schema` reads them); each invalid one is logged
   * and skipped. A card's schema does not read variants, but a product without any is skipped
   * all the same.
   */
  function products(items: unknown[]): Product[];
  function products<T>(items: unknown[], schema: z.ZodType<T>): T[];
  function products(items: unknown[], schema: z.ZodType<unknown> = productSchema): unknown[] {
    return items.flatMap((item) => {
      if (!hasVariants(item)) {
        logMissingVariants(log, item);
        return [];
      }
      const parsed = schema.safeParse(item);
      if (parsed.success) return [parsed.data];
      log('warn', 'Invalid product received', { sku: (item as { sku?: unknown } | null)?.sku, issue: parsed.error.issues[0]?.message });
      return [];
    });
  }

  const withToken = <T extends object>(body: T) => (options.token ? { ...body, token: options.token } : body);

  return {
    async search(request: SearchRequest) {
      const res = await call('search', envelope.search, '/search', withToken(request));
      return { ...res, items: products(res.items) };
    },
    /** A search whose items are read only as far as a product card needs (listing and search pages). */
    async searchCards(request: SearchRequest) {
      const res = await call('search', envelope.search, '/search', withToken(request));
      return { ...res, items: products(res.items, cardProductSchema) };
    },
    suggest: (request: SuggestRequest) => call('suggest', suggestResponseSchema, '/search/suggest', withToken(request)),
    availableFilters: (tenant: string, request: AvailableFiltersRequest) =>
      call('available filters', availableFiltersResponseSchema, `/api/available-filters/${encodeURIComponent(tenant)}`, request),
    priceRange: (tenant: string, request: PriceRangeRequest) =>
      call('price range', priceRangeResponseSchema, `/api/category-price-range/${encodeURIComponent(tenant)}`, request),
    async product(widget: string, sku: string, query: { sessionId?: string; currency?: string; region?: string }) {
      const qs = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'));
      const res = await call(
        `product ${sku}`,
        envelope.product,
        `/api/product/${encodeURIComponent(widget)}/${encodeURIComponent(sku)}?${qs}`,
      );
      return {
        id: res.id,
        products: products(res.products),
        recommendations: products(res.recommendations, cardProductSchema),
        similar: products(res.similar, cardProductSchema),
      };
    },
    /** A widget's product list page (GET /api/v2/products/{widget}/{profile}/{limit}/{page}/{variables}). */
    async productsPage(p: {
      widget: string;
      profile: string;
      limit: number;
      page: number;
      variables?: string;
      currency?: string;
      region?: string;
    }) {
      const qs = new URLSearchParams(
        Object.entries({ currency: p.currency, region: p.region }).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      const path = [p.widget, p.profile, String(p.limit), String(p.page), p.variables || '-'].map(encodeURIComponent).join('/');
      const res = await call(`products ${p.widget}`, envelope.page, `/api/v2/products/${path}?${qs}`);
      return { id: res.id, items: products(res.items), pages: res.pages, totalItems: res.totalItems };
    },
    /** A recommendation widget's products, read as far as a product card needs. */
    async widget(request: WidgetRequest) {
      const res = await call(`widget ${request.widgetId}`, envelope.widget, '/api/v2/widget', request);
      return { id: res.id, items: products(res.items, cardProductSchema) };
    },
  };
}

/** The search port: search, suggestions, filters, products and recommendation widgets. */
export type SearchPort = ReturnType<typeof createSearchClient>;
