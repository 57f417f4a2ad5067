// Request and response shapes of the search and recommendation service (docs/spec/commerce-core.md §3, §7):
// POST /search, /search/suggest, /api/available-filters/{tenant}, /api/category-price-range/{tenant},
// GET /api/product/{widget}/{sku}, GET /api/v2/products/..., POST /api/v2/widget.
// The embedded origin validates requests with these and answers in these shapes; the search port's
// client validates answers with the same schemas, whichever origin is behind it.
// Prices are minor units of the requested currency (KRW: whole won), as the service sends them.
// A product, facets and suggestions as answered are the API's too: contract/product.ts, contract/catalogue.ts.
import { z } from 'zod';
import { TENANT_KEYS, WAREHOUSE_REGIONS, type CurrencyCode, type WarehouseRegion } from '../../../markets';
import { priceRangeSchema, searchFacetsSchema, suggestionSchema } from '../../../contract/catalogue';
import { currencySchema, discountSchema, imageSchema, productSchema, regionSchema } from '../../../contract/product';

/** Currencies the catalogue is priced in: every market currency (markets/), so any market can be served. */
export const SEARCH_CURRENCIES = currencySchema.options;
export type SearchCurrency = CurrencyCode;

/** Stock regions, the warehouses of markets/: NL serves every variant without "-UP" in its SKU, US only those with it. */
export const SEARCH_REGIONS = WAREHOUSE_REGIONS;
export type SearchRegion = WarehouseRegion;

export const SORT_OPTIONS = ['relevance', 'recommended', 'price:asc', 'price:desc', 'newest'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const FACET_KEYS = ['colours', 'materials', 'features', 'sizes', 'price'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** Page size of listings and search (docs/spec/commerce-core.md §9). */
export const DEFAULT_PAGE_SIZE = 64;
export const MAX_PAGE_SIZE = 200;
export const MAX_FILTER_LENGTH = 2000;
export const MAX_OFFSET = 100_000;

export const tenantSchema = z.enum(TENANT_KEYS);
const filterSchema = z.string().max(MAX_FILTER_LENGTH);

// ---------------------------------------------------------------------------------------------
// Requests

export const searchRequestSchema = z.object({
  token: z.string().optional(),
  query: z.string().max(200),
  options: z
    .object({
      facets: z.array(z.enum(FACET_KEYS)).max(FACET_KEYS.length).optional(),
      filter: filterSchema.optional(),
      sortBy: z.enum(SORT_OPTIONS).optional(),
      limit: z.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
      offset: z.number().int().min(0).max(MAX_OFFSET).optional(),
      groupBy: z.enum(['product', 'none']).optional(),
      currency: currencySchema.optional(),
      region: regionSchema.optional(),
    })
    .default({}),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const suggestRequestSchema = z.object({
  token: z.string().optional(),
  query: z.string().max(200),
  limit: z.number().int().min(1).max(20),
  currency: currencySchema.optional(),
  region: regionSchema.optional(),
});
export type SuggestRequest = z.infer<typeof suggestRequestSchema>;

export const availableFiltersRequestSchema = z.object({
  filter: filterSchema.optional(),
  currency: currencySchema.optional(),
});
export type AvailableFiltersRequest = z.infer<typeof availableFiltersRequestSchema>;

export const priceRangeRequestSchema = z.object({
  filter: filterSchema.optional(),
  currency: currencySchema,
});
export type PriceRangeRequest = z.infer<typeof priceRangeRequestSchema>;

export const WIDGET_IDS = ['bestsellers', 'new-in', 'basket'] as const;
export type WidgetId = (typeof WIDGET_IDS)[number];

/**
 * POST /api/v2/widget. variables are strings: basket takes itemSkus (comma list of parent or
 * variant SKUs), shippingThreshold and cartAmount (minor units); any widget takes currency, region.
 */
export const widgetRequestSchema = z.object({
  widgetId: z.string().min(1).max(64),
  profileId: z.string().max(200).optional(),
  variables: z.record(z.string(), z.string().max(MAX_FILTER_LENGTH)).optional(),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE),
  requestName: z.string().max(200).optional(),
});
export type WidgetRequest = z.infer<typeof widgetRequestSchema>;

/** Query of the two GET product endpoints. */
export const productQuerySchema = z.object({
  sessionId: z.string().max(200).optional(),
  currency: currencySchema.optional(),
  region: regionSchema.optional(),
});

/**
 * What a product card reads of a product (listings, search, recommendations: worker/catalogue/
 * cards.ts). The search port reads list answers only this far: zod drops the rest of each record
 * instead of validating a whole product (variants, texts, media) that no card shows.
 */
export const cardProductSchema = productSchema
  .pick({ id: true, sku: true, name: true, slug: true, price: true, currency: true, badges: true, stockStatus: true, colours: true })
  .extend({
    availableSizes: z.array(z.string()),
    discount: discountSchema.pick({ percentage: true }),
    media: z.object({
      hero: z.object({ small: z.string() }),
      images: z.array(imageSchema.pick({ alt: true, backgroundColor: true, placeholder: true })),
    }),
  });
export type CardProduct = z.infer<typeof cardProductSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const suggestResponseSchema = z.object({ items: z.array(suggestionSchema) });
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

export const searchResponseSchema = z.object({
  metadata: z.object({
    id: z.string(),
    count: z.number().int(),
    facets: searchFacetsSchema,
    /** Set when nothing matched the query as typed and a spelling correction was searched instead. */
    correctedQuery: z.string().optional(),
  }),
  items: z.array(productSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const filterItemSchema = z.object({
  id: z.string(),
  value: z.string(),
  disabled: z.boolean(),
  metadata: z.object({ count: z.number().int(), hex: z.string().optional() }),
});

export const availableFiltersResponseSchema = z.object({
  filters: z.array(z.object({ id: z.string(), type: z.enum(['facet', 'filter']), items: z.array(filterItemSchema) })),
});
export type AvailableFiltersResponse = z.infer<typeof availableFiltersResponseSchema>;

export const priceRangeResponseSchema = priceRangeSchema;

export const productDetailResponseSchema = z.object({
  id: z.string(),
  products: z.array(productSchema),
  recommendations: z.array(productSchema),
  cluster: z.array(productSchema),
  similar: z.array(productSchema),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

export const productsPageResponseSchema = z.object({
  id: z.string(),
  items: z.array(productSchema),
  pages: z.number().int(),
  totalItems: z.number().int(),
});
export type ProductsPageResponse = z.infer<typeof productsPageResponseSchema>;

export const widgetResponseSchema = z.object({ id: z.string(), items: z.array(productSchema) });
export type WidgetResponse = z.infer<typeof widgetResponseSchema>;

/** Every error answer: 400 bad request or filter, 404 unknown tenant, widget or product, 500. */
export const searchErrorSchema = z.object({ error: z.string() });
