// What the cart service needs of the catalogue (the search origin's D1 tables, migration 0001):
// each variant's product, size, price in a currency and units per warehouse.
import { stockStatusOf } from '../../search/embedded/reshape';
import type { CartItem } from '../../../../contract/cart';
import type { CartRegion } from './cart-state';

/** A variant as the cart shows it (the line's product fields), with its warehouse, stock and price. */
export interface VariantFacts extends Pick<CartItem, 'sku' | 'parentSku' | 'slug' | 'name' | 'image' | 'sections' | 'size'> {
  /** The warehouse that sells it: US for -UP SKUs, else NL. */
  region: CartRegion;
  units: Record<CartRegion, number>;
  /** Unit price in the requested currency, minor units; undefined when not priced in it. */
  price: { original: number; final: number } | undefined;
}

interface Row {
  sku: string;
  region: CartRegion;
  size_label: string;
  size_value: string;
  stock_nl: number;
  stock_us: number;
  original: number | null;
  final: number | null;
  parent_sku: string;
  slug: string;
  name: string;
  image: string | null;
  categories: string | null;
}

/** The variants of these SKUs that exist, by SKU. */
export async function variantsBySku(db: D1Database, skus: readonly string[], currency: string): Promise<Map<string, VariantFacts>> {
  if (skus.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT v.sku, v.region, v.size_label, v.size_value, v.stock_nl, v.stock_us, vp.original, vp.final,
              p.sku AS parent_sku, p.slug, p.name,
              json_extract(d.json, '$.media.hero.thumbnail') AS image, json_extract(d.json, '$.categories') AS categories
       FROM variants v
       JOIN products p ON p.id = v.product_id
       JOIN product_records d ON d.product_id = p.id
       LEFT JOIN variant_prices vp ON vp.variant_sku = v.sku AND vp.currency = ?1
       WHERE v.sku IN (SELECT value FROM json_each(?2))`,
    )
    .bind(currency, JSON.stringify(skus))
    .all<Row>();
  return new Map(
    results.map((r) => [
      r.sku,
      {
        sku: r.sku,
        parentSku: r.parent_sku,
        slug: r.slug,
        name: r.name,
        image: r.image ?? '',
        sections: r.categories ? (JSON.parse(r.categories) as string[]) : [],
        size: { label: r.size_label, value: r.size_value },
        region: r.region,
        units: { NL: r.stock_nl, US: r.stock_us },
        price: r.original === null || r.final === null ? undefined : { original: r.original, final: r.final },
      },
    ]),
  );
}

/** Stock status of a variant in a warehouse (the catalogue's rule). */
export const stockStatusIn = (variant: VariantFacts, region: CartRegion) =>
  variant.region === region ? stockStatusOf(variant.units[region]) : 'no-stock';
