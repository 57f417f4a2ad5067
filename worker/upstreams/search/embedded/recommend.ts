// Recommendations: the product page answer (the product, its cluster, similar products and
// recommendations), widget listings (bestsellers, new-in) and basket recommendations. Only
// recommended products with stock in the region are recommended; the product itself and the
// basket's products never are.
//
//   cluster          same family (the same design in other colours)
//   similar          shares the product's primary colour, another family; most shared colours first
//   recommendations  same age group, another family; shared collections, pattern group and
//                    silhouette score, bestsellers first among equals
//   basket           not in the basket; same family as a basket item first, then products whose
//                    price closes the gap to free shipping (closest to the gap first)
import type { Product } from '../../../../contract/product';
import type { Condition } from './filter';
import type { Scope } from './query';
import { parseRecord, toProduct } from './reshape';
import { findProducts } from './search';
import { jsonList, prepare, sql, type Sql } from './sql';

/** Items per recommendation list (docs/spec/commerce-core.md §9 display count). */
export const RECOMMENDATION_LIMIT = 8;

const IS_BESTSELLER = sql`EXISTS (SELECT 1 FROM product_values bv WHERE bv.product_id = p.id AND bv.field = 'badges' AND bv.value = 'bestsellers')`;

function offered(scope: Scope, where: Sql, order: Sql, limit: number): Sql {
  return sql`SELECT d.json AS json
FROM products p
JOIN product_offers o ON o.region = ${scope.region} AND o.currency = ${scope.currency} AND o.product_id = p.id
JOIN product_records d ON d.product_id = p.id
WHERE p.recommended = 1 AND o.stock > 0 AND ${where}
ORDER BY ${order}, p.name, p.id
LIMIT ${limit}`;
}

const sharedValues = (field: string, values: readonly string[]) =>
  sql`(SELECT COUNT(*) FROM product_values sv WHERE sv.product_id = p.id AND sv.field = ${field} AND sv.value IN (SELECT value FROM json_each(${jsonList(values)})))`;

async function productsOf(db: D1Database, statements: Sql[], scope: Scope): Promise<Product[][]> {
  const results = await db.batch<{ json: string }>(statements.map((s) => prepare(db, s)));
  return results.map((r) => r.results.map((row) => toProduct(parseRecord(row.json), scope)));
}

/**
 * The product page answer for a parent or variant SKU; undefined when no product has it. Without
 * `cluster` the cluster is neither queried nor reshaped, and answered empty.
 */
export async function productDetail(db: D1Database, sku: string, scope: Scope, options: { cluster: boolean } = { cluster: true }) {
  const wanted = sku.trim().toUpperCase();
  const row = await prepare(
    db,
    sql`SELECT d.json AS json FROM product_records d
WHERE d.product_id = (SELECT id FROM products WHERE sku = ${wanted} UNION ALL SELECT product_id FROM variants WHERE sku = ${wanted} LIMIT 1)`,
  ).first<{ json: string }>();
  if (!row) return undefined;
  const record = parseRecord(row.json);
  const others = sql`p.id <> ${record.id}`;
  const otherFamily = sql`${others} AND p.family <> ${record.family}`;
  const lists = [
    offered(
      scope,
      sql`${otherFamily} AND EXISTS (SELECT 1 FROM product_values c WHERE c.product_id = p.id AND c.field = 'colours' AND c.value = ${record.color.primary})`,
      sql`${sharedValues('colours', record.colours)} DESC, (p.age_group = ${record.ageGroup}) DESC`,
      RECOMMENDATION_LIMIT,
    ),
    offered(
      scope,
      sql`${otherFamily} AND p.age_group = ${record.ageGroup}`,
      sql`(${sharedValues('collections', record.collections)} + 2 * (p.pattern_group = ${record.patternGroup}) + (p.silhouette = ${record.silhouette})) DESC, ${IS_BESTSELLER} DESC`,
      RECOMMENDATION_LIMIT,
    ),
  ];
  if (options.cluster) lists.push(offered(scope, sql`${others} AND p.family = ${record.family}`, sql`p.name`, RECOMMENDATION_LIMIT));
  const [similar = [], recommendations = [], cluster = []] = await productsOf(db, lists, scope);
  return { products: [toProduct(record, scope)], cluster, similar, recommendations };
}

/** Listing order of a widget name in /api/v2/products: bestsellers, new-in, else recommended. */
export function listingSort(widget: string) {
  return widget === 'bestsellers' ? 'bestsellers' : widget === 'new-in' ? 'newest' : 'recommended';
}

/** One page of a widget's product listing under a filter; pages counted from 1. */
export async function productsPage(db: D1Database, widget: string, conditions: Condition[], limit: number, page: number, scope: Scope) {
  const { items, count } = await findProducts(db, { scope, conditions, sort: listingSort(widget), limit, offset: (page - 1) * limit });
  return { items, pages: Math.ceil(count / limit), totalItems: count };
}

/** bestsellers and new-in widgets: listable products in stock, in the widget's order. */
export async function listingWidget(
  db: D1Database,
  widget: 'bestsellers' | 'new-in',
  conditions: Condition[],
  limit: number,
  scope: Scope,
) {
  const { items } = await findProducts(db, {
    scope,
    conditions: [{ kind: 'boolean', field: 'recommended', value: true }, ...conditions],
    sort: widget === 'bestsellers' ? 'bestsellers' : 'newest',
    limit,
    offset: 0,
    inStockOnly: true,
  });
  return items;
}

export interface Basket {
  /** Parent or variant SKUs in the cart. */
  itemSkus: string[];
  /** Minor units; 0 when unknown. */
  shippingThreshold: number;
  cartAmount: number;
}

/** Basket recommendations (see the header for the order). */
export async function basketWidget(db: D1Database, basket: Basket, limit: number, scope: Scope): Promise<Product[]> {
  const skus = jsonList(basket.itemSkus.map((s) => s.trim().toUpperCase()).filter((s) => s.length > 0));
  const inBasket = await prepare(
    db,
    sql`SELECT DISTINCT p.id AS id, p.family AS family FROM products p
WHERE p.sku IN (SELECT value FROM json_each(${skus}))
   OR p.id IN (SELECT v.product_id FROM variants v WHERE v.sku IN (SELECT value FROM json_each(${skus})))`,
  ).all<{ id: string; family: string }>();
  const ids = jsonList(inBasket.results.map((r) => r.id));
  const families = jsonList([...new Set(inBasket.results.map((r) => r.family))]);
  const gap = Math.max(0, basket.shippingThreshold - basket.cartAmount);
  const [items = []] = await productsOf(
    db,
    [
      offered(
        scope,
        sql`p.id NOT IN (SELECT value FROM json_each(${ids}))`,
        sql`(p.family IN (SELECT value FROM json_each(${families}))) DESC,
  (${gap} > 0 AND o.final >= ${gap}) DESC,
  CASE WHEN ${gap} > 0 THEN ABS(o.final - ${gap}) ELSE 0 END,
  ${IS_BESTSELLER} DESC`,
        limit,
      ),
    ],
    scope,
  );
  return items;
}
