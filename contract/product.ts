// A product as the search service answers it and the product page shows it: the schema the
// worker's search port validates with (worker/upstreams/search/schemas.ts builds its answers on
// it) and the client's Product type, one definition. Prices are minor units of `currency`.
import { z } from 'zod';
import { CURRENCY_SYMBOLS, WAREHOUSE_REGIONS, type CurrencyCode } from '../markets';

/** Every market currency (markets/): the catalogue is priced in each, so any market can be served. */
export const currencySchema = z.enum(Object.keys(CURRENCY_SYMBOLS) as [CurrencyCode, ...CurrencyCode[]]);
/** Stock regions, the warehouses of markets/. */
export const regionSchema = z.enum(WAREHOUSE_REGIONS);

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
  /** Data URI of the blurred placeholder (width 90, quality 1): pages inline it (decision 068). */
  placeholder: z.string().startsWith('data:image/').optional(),
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
