// Request and response shapes of the search and recommendation service (commerce-core 3, 7):
// POST /search, /search/suggest, /api/available-filters/{tenant}, /api/category-price-range/{tenant},
// GET /api/product/{widget}/{sku}, GET /api/v2/products/..., POST /api/v2/widget.
// The embedded origin validates requests with these and answers in these shapes; the search port's
// client validates answers with the same schemas, whichever origin is behind it.
// Prices are minor units of the requested currency (KRW: whole won), as the service sends them.
import { z } from 'zod';
import { CURRENCY_SYMBOLS, TENANT_KEYS, WAREHOUSE_REGIONS, type CurrencyCode, type WarehouseRegion } from '../../../markets';

/** Currencies the catalogue is priced in: every market currency (markets/), so any market can be served. */
export const SEARCH_CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as [CurrencyCode, ...CurrencyCode[]];
export type SearchCurrency = CurrencyCode;

/** Stock regions, the warehouses of markets/: NL serves every variant without "-UP" in its SKU, US only those with it. */
export const SEARCH_REGIONS = WAREHOUSE_REGIONS;
export type SearchRegion = WarehouseRegion;

export const SORT_OPTIONS = ['relevance', 'recommended', 'price:asc', 'price:desc', 'newest'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const FACET_KEYS = ['colours', 'materials', 'features', 'sizes', 'price'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** Page size of listings and search (commerce-core 9). */
export const DEFAULT_PAGE_SIZE = 64;
export const MAX_PAGE_SIZE = 200;
export const MAX_FILTER_LENGTH = 2000;
export const MAX_OFFSET = 100_000;

export const currencySchema = z.enum(SEARCH_CURRENCIES);
export const regionSchema = z.enum(SEARCH_REGIONS);
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

// ---------------------------------------------------------------------------------------------
// Products in answers

export const moneySchema = z.object({ original: z.number().int(), final: z.number().int() });
export type Money = z.infer<typeof moneySchema>;

export const discountSchema = z.object({ absolute: z.number().int(), percentage: z.number().int() });
export type Discount = z.infer<typeof discountSchema>;

export const STOCK_STATUSES = ['in-stock', 'low-stock', 'no-stock'] as const;
export const stockStatusSchema = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof stockStatusSchema>;

export const sizeSchema = z.object({ label: z.string(), value: z.string() });

export const imageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  position: z.number().int(),
  backgroundColor: z.string(),
  imageType: z.string(),
});

export const mediaSchema = z.object({
  hero: z.object({ small: z.string(), original: z.string(), thumbnail: z.string(), large: z.string() }),
  alternate: z.string(),
  images: z.array(imageSchema),
});

export const informationSchema = z.object({
  composition: z.string(),
  compositions: z.array(z.object({ material: z.string(), percentage: z.number() })),
  legalMaterials: z.string(),
  washingInstructions: z.array(z.string()),
  sizeGuideBlock: z.string(),
  occasion: z.string(),
  ageGroup: z.string(),
  family: z.string(),
  silhouette: z.string(),
});

/** Fields a product carries in the catalogue and in answers alike (everything but variants). */
export const productFieldsSchema = z.object({
  id: z.string().min(1),
  _id: z.object({ id: z.string().min(1), kind: z.literal('product') }),
  sku: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().min(1),
  updateReason: z.string().min(1),
  updatedAt: z.string(),
  createdAt: z.string(),
  recommended: z.boolean(),
  ageGroup: z.string(),
  family: z.string(),
  silhouette: z.string(),
  patternGroup: z.string(),
  collections: z.array(z.string()),
  categories: z.array(z.string()),
  color: z.object({ primary: z.string(), secondary: z.string().optional() }),
  colours: z.array(z.string()),
  materials: z.array(z.string()),
  /** Filterable features (length and make, e.g. knee-high, anti-slip); the catalogue vocabulary in markets/. */
  features: z.array(z.string()),
  badges: z.array(z.string()),
  linkedProducts: z.array(z.string()),
  seasonalClearance: z.boolean(),
  description: z.object({ full: z.string(), short: z.string() }),
  information: informationSchema,
  certifications: z.array(z.string()),
  displayFeatures: z.array(z.string()),
  media: mediaSchema,
  meta: z.object({ title: z.string(), description: z.string() }),
});

/** One size of a product as answered: prices in the requested currency, stock of the requested region. */
export const variantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  size: sizeSchema,
  region: regionSchema,
  stockStatus: stockStatusSchema,
  price: moneySchema,
  discount: discountSchema,
});
export type Variant = z.infer<typeof variantSchema>;

/**
 * A product as answered: the catalogue record with only the requested region's variants (size
 * order), prices reduced to the requested currency (product price: its cheapest variant), stock
 * statuses and discount. Items of a `groupBy: 'none'` search are one variant each: they carry
 * `parentSku` and `size`, and `sku`/`variants` name that variant.
 */
export const productSchema = productFieldsSchema.extend({
  variants: z.array(variantSchema),
  currency: currencySchema,
  region: regionSchema,
  price: moneySchema,
  discount: discountSchema,
  stockStatus: stockStatusSchema,
  availableSizes: z.array(z.string()),
  amountOfVariantsInStockPerWarehouse: z.object({ NL: z.number().int(), US: z.number().int() }),
  parentSku: z.string().optional(),
  size: sizeSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

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
      images: z.array(imageSchema.pick({ alt: true, backgroundColor: true })),
    }),
  });
export type CardProduct = z.infer<typeof cardProductSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const facetValueSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValueSchema>;

export const priceRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const searchFacetsSchema = z.object({
  colours: z.array(facetValueSchema).optional(),
  materials: z.array(facetValueSchema).optional(),
  features: z.array(facetValueSchema).optional(),
  sizes: z.array(facetValueSchema).optional(),
  price: priceRangeSchema.optional(),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

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

export const suggestResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      product: z.object({ title: z.string(), photo: z.string(), sku: z.string(), slug: z.string() }),
    }),
  ),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

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
