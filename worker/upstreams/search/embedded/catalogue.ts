// The catalogue record as the embedded search origin stores it (vocabularies: markets/), with
// the validation the spec asks of products (docs/spec/commerce-core.md §5): a product needs id, _id of kind
// product, sku, updateReason and at least one variant; invalid ones are logged and skipped (one
// without variants as the search port logs it: ../variants.ts).
// Pure: used by the worker's in-process seeding and by the node seed script alike.
import { z } from 'zod';
import { COLOUR_HEX } from '../../../../markets';
import {
  AGE_GROUPS,
  BADGES,
  COLLECTIONS,
  FEATURES,
  MATERIALS,
  PATTERN_GROUPS,
  SILHOUETTES,
} from '../../../../markets/catalogue-vocabulary';
import type { Logger } from '../../../log';
import { currencySchema, moneySchema, productFieldsSchema, sizeSchema } from '../../../../contract/product';
import { SEARCH_REGIONS } from '../schemas';
import { EMPTY_VARIANTS, hasVariants, logMissingVariants } from '../variants';

const colourSchema = z.enum(Object.keys(COLOUR_HEX) as [keyof typeof COLOUR_HEX, ...(keyof typeof COLOUR_HEX)[]]);
const materialSchema = z.enum(MATERIALS);
const badgeSchema = z.enum(BADGES);
const collectionSchema = z.enum(COLLECTIONS);
const stockSchema = z.number().int().min(0);
const minorUnitsSchema = z.number().int().min(0);

export const catalogueVariantSchema = z
  .object({
    id: z.string().min(1),
    sku: z.string().min(1),
    size: sizeSchema,
    stock: z.object({ nl: stockSchema, us: stockSchema }),
    // An enum-keyed record is exhaustive: every catalogue currency must be priced.
    price: z.record(currencySchema, moneySchema.extend({ original: minorUnitsSchema, final: minorUnitsSchema })),
    region: z.enum(SEARCH_REGIONS),
  })
  .refine((v) => v.sku.includes('-UP') === (v.region === 'US'), {
    message: 'US variants (and only they) have -UP in the SKU',
    path: ['region'],
  });

export const catalogueProductSchema = productFieldsSchema.extend({
  ageGroup: z.enum(AGE_GROUPS),
  silhouette: z.enum(SILHOUETTES),
  patternGroup: z.enum(PATTERN_GROUPS),
  collections: z.array(collectionSchema),
  color: z.object({ primary: colourSchema, secondary: colourSchema.optional() }),
  colours: z.array(colourSchema).min(1),
  materials: z.array(materialSchema),
  features: z.array(z.enum(FEATURES)),
  badges: z.array(badgeSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  variants: z.array(catalogueVariantSchema).min(1, EMPTY_VARIANTS),
});

export type CatalogueRecord = z.infer<typeof catalogueProductSchema>;
export type CatalogueRecordVariant = CatalogueRecord['variants'][number];

export interface ValidatedCatalogue {
  products: CatalogueRecord[];
  /** How many input records were logged and skipped. */
  skipped: number;
}

function skuOf(raw: unknown): string | undefined {
  const sku = (raw as { sku?: unknown } | null)?.sku;
  return typeof sku === 'string' ? sku : undefined;
}

/**
 * Keeps the valid products of a catalogue; each invalid or duplicate one is logged as
 * 'Invalid product received' (with its SKU and the first problem), one without variants as
 * 'Missing variants for product: {sku}', and skipped.
 * Throws 'Invalid catalog received' when the catalogue itself is not a list.
 */
export function validateCatalogue(input: unknown, log?: Logger): ValidatedCatalogue {
  if (!Array.isArray(input)) throw new Error('Invalid catalog received');
  const products: CatalogueRecord[] = [];
  const ids = new Set<string>();
  const skus = new Set<string>();
  let skipped = 0;
  const skip = (raw: unknown, reason: string) => {
    skipped += 1;
    log?.('warn', 'Invalid product received', { sku: skuOf(raw), reason });
  };
  for (const raw of input) {
    if (!hasVariants(raw)) {
      skipped += 1;
      logMissingVariants(log, raw);
      continue;
    }
    const result = catalogueProductSchema.safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0];
      skip(raw, `${issue?.path.join('.') || 'product'}: ${issue?.message ?? 'invalid'}`);
      continue;
    }
    const product = result.data;
    const variantSkus = product.variants.map((v) => v.sku);
    const duplicate = [product.sku, ...variantSkus].find((sku) => skus.has(sku)) ?? (ids.has(product.id) ? product.id : undefined);
    if (duplicate !== undefined || new Set(variantSkus).size !== variantSkus.length) {
      skip(raw, `duplicate id or SKU${duplicate ? `: ${duplicate}` : ''}`);
      continue;
    }
    ids.add(product.id);
    for (const sku of [product.sku, ...variantSkus]) skus.add(sku);
    products.push(product);
  }
  return { products, skipped };
}
