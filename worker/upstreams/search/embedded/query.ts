// SQL of catalogue selections: which products (or variants) match a text query and filter
// conditions in one region and currency, in which order, and the facet counts around them.
//
// Relevance: FTS5 bm25 with column weights name 10, description 1, terms 4, turned into a tier
// 0..10 relative to the best match (tier 10 = within 5% of the best score). Products in the same
// tier are ordered by `recommended` (desc), then name, so a tiny difference in description
// length never outranks the merchandising flag, while a name match still beats a description
// match.
//
// Facets are disjunctive: each facet's counts apply every condition except those on its own
// dimension, so choosing a colour does not hide the other colours. Facets count products, also
// when the page lists variants (groupBy none). Counts of base selections (precomputed.ts) are
// read from the seed's precomputed tables instead of counted over the matches.
import type { SearchCurrency, SearchRegion, SortOption } from '../schemas';
import { dimensionOf, type Condition, type FilterField } from './filter';
import { baseKeyOf } from './precomputed';
import { empty, join, jsonList, raw, sql, type Sql } from './sql';

export interface Scope {
  region: SearchRegion;
  currency: SearchCurrency;
}

/** One item per product, or one per variant (search `groupBy: 'none'`). */
export type Mode = 'product' | 'variant';

/** The search sort options plus the orders widgets use. */
export type Sort = SortOption | 'bestsellers';

export interface Selection {
  scope: Scope;
  /** FTS5 MATCH expression; undefined browses the whole catalogue. */
  match?: string | undefined;
  conditions: readonly Condition[];
  /** Only products (variants) with stock in the region. */
  inStockOnly?: boolean;
  /** Read the counts of base selections from the precomputed tables (see precomputed.ts). */
  precomputed?: boolean;
}

const COLUMN_WEIGHTS = '0.0, 10.0, 1.0, 4.0';

function ranked(match: string): Sql {
  return sql`WITH hits AS MATERIALIZED (
  SELECT product_id, bm25(products_fts, ${raw(COLUMN_WEIGHTS)}) AS score FROM products_fts WHERE products_fts MATCH ${match}
), ranked AS (
  SELECT hits.product_id,
    CASE WHEN best.score < 0 THEN CAST(ROUND(hits.score / best.score * 10) AS INTEGER) ELSE 10 END AS tier
  FROM hits, (SELECT MIN(score) AS score FROM hits) AS best
)
`;
}

const inList = (values: readonly (string | number)[]) => sql`IN (SELECT value FROM json_each(${jsonList(values)}))`;

function conditionSql(c: Condition, mode: Mode): Sql {
  const price = raw(mode === 'product' ? 'o.final' : 'vp.final');
  switch (c.kind) {
    case 'boolean':
      return sql`${raw(c.field === 'recommended' ? 'p.recommended' : 'p.seasonal_clearance')} = ${c.value ? 1 : 0}`;
    case 'price':
      if (c.op === 'gte') return sql`${price} >= ${Math.max(...c.values)}`;
      if (c.op === 'lte') return sql`${price} <= ${Math.min(...c.values)}`;
      return sql`${price} ${inList(c.values)}`;
    case 'text':
      switch (c.field) {
        case 'ageGroup':
          return sql`p.age_group ${inList(c.values)}`;
        case 'sku':
          return mode === 'product'
            ? sql`(p.sku ${inList(c.values)} OR EXISTS (SELECT 1 FROM variants sv WHERE sv.product_id = p.id AND sv.sku ${inList(c.values)}))`
            : sql`(p.sku ${inList(c.values)} OR v.sku ${inList(c.values)})`;
        case 'sizes':
          return mode === 'product'
            ? sql`EXISTS (SELECT 1 FROM variants sv WHERE sv.product_id = p.id AND sv.region = o.region AND sv.size_value ${inList(c.values)})`
            : sql`v.size_value ${inList(c.values)}`;
        default:
          return sql`EXISTS (SELECT 1 FROM product_values pv WHERE pv.product_id = p.id AND pv.field = ${c.field} AND pv.value ${inList(c.values)})`;
      }
  }
}

/** FROM and WHERE of a selection; conditions on `except` are left out (disjunctive facets). */
function fromWhere(sel: Selection, mode: Mode, except?: FilterField): Sql {
  const { region, currency } = sel.scope;
  const rank = sel.match !== undefined ? raw('\nJOIN ranked r ON r.product_id = p.id') : empty;
  const conditions = sel.conditions.filter((c) => except === undefined || dimensionOf(c) !== except).map((c) => conditionSql(c, mode));
  if (sel.inStockOnly) {
    conditions.push(raw(mode === 'product' ? 'o.stock > 0' : "(CASE v.region WHEN 'US' THEN v.stock_us ELSE v.stock_nl END) > 0"));
  }
  if (mode === 'product') {
    const where = conditions.length > 0 ? sql`\nWHERE ${join(conditions, '\n  AND ')}` : empty;
    return sql`FROM products p
JOIN product_offers o ON o.region = ${region} AND o.currency = ${currency} AND o.product_id = p.id${rank}${where}`;
  }
  const where = join([sql`v.region = ${region}`, ...conditions], '\n  AND ');
  return sql`FROM variants v
JOIN products p ON p.id = v.product_id
JOIN variant_prices vp ON vp.variant_sku = v.sku AND vp.currency = ${currency}${rank}
WHERE ${where}`;
}

const withRank = (sel: Selection): Sql => (sel.match !== undefined ? ranked(sel.match) : empty);

/** The matches of the text query without scores, for counting (bm25 only matters to the order). */
const withHits = (sel: Selection): Sql =>
  sel.match !== undefined
    ? sql`WITH ranked AS MATERIALIZED (SELECT product_id FROM products_fts WHERE products_fts MATCH ${sel.match})\n`
    : empty;

type SortKey = [expression: string, direction: 'ASC' | 'DESC'];

/** Sort keys, most significant first; ties end on name and id (and size in variant mode). */
function orderKeys(sort: Sort, mode: Mode, hasText: boolean): SortKey[] {
  const tier: SortKey[] = hasText ? [['r.tier', 'DESC']] : [];
  const price = mode === 'product' ? 'o.final' : 'vp.final';
  const bestseller = `EXISTS (SELECT 1 FROM product_values bv WHERE bv.product_id = p.id AND bv.field = 'badges' AND bv.value = 'bestsellers')`;
  const keys: Record<Sort, SortKey[]> = {
    relevance: [...tier, ['p.recommended', 'DESC']],
    recommended: [['p.recommended', 'DESC'], ...tier],
    'price:asc': [[price, 'ASC']],
    'price:desc': [[price, 'DESC']],
    newest: [['p.created_at', 'DESC']],
    bestsellers: [
      [bestseller, 'DESC'],
      ['p.recommended', 'DESC'],
    ],
  };
  const ties: SortKey[] = [['p.name', 'ASC'], ['p.id', 'ASC'], ...(mode === 'variant' ? [['v.position', 'ASC'] as SortKey] : [])];
  return [...keys[sort], ...ties];
}

/**
 * One page of matches: the product JSON, plus the variant SKU in variant mode. The page is
 * chosen on the slim rows (SQLite keeps only limit + offset rows while ordering), and only its
 * products' JSON is read afterwards (product_records), ordered again by the same keys.
 */
export function pageStatement(sel: Selection, mode: Mode, sort: Sort, limit: number, offset: number): Sql {
  const keys = orderKeys(sort, mode, sel.match !== undefined);
  const keyColumns = keys.map(([expr], i) => `${expr} AS k${i}`).join(', ');
  const variant = mode === 'variant' ? ', v.sku AS variant_sku' : '';
  return sql`${withRank(sel)}SELECT d.json AS json${raw(mode === 'variant' ? ', page.variant_sku AS variant_sku' : '')}
FROM (
SELECT p.id AS id${raw(variant)}, ${raw(keyColumns)}
${fromWhere(sel, mode)}
ORDER BY ${raw(keys.map(([expr, dir]) => `${expr} ${dir}`).join(', '))}
LIMIT ${limit} OFFSET ${offset}
) AS page
JOIN product_records d ON d.product_id = page.id
ORDER BY ${raw(keys.map(([, dir], i) => `page.k${i} ${dir}`).join(', '))}`;
}

/**
 * The base key of a selection's products with the conditions on `except` left out, when the
 * precomputed tables can answer for it (no text query, no stock condition), else undefined.
 */
function precomputedKey(sel: Selection, except?: FilterField): string | undefined {
  if (!sel.precomputed || sel.match !== undefined || sel.inStockOnly) return undefined;
  return baseKeyOf(sel.conditions.filter((c) => except === undefined || dimensionOf(c) !== except));
}

/** Number of matches (products, or variants in variant mode). */
export function countStatement(sel: Selection, mode: Mode): Sql {
  const key = mode === 'product' ? precomputedKey(sel) : undefined;
  if (key !== undefined) {
    return sql`SELECT COALESCE(MAX(count), 0) AS count FROM selection_stats
WHERE region = ${sel.scope.region} AND currency = ${sel.scope.currency} AND selection = ${key}`;
  }
  return sql`${withHits(sel)}SELECT COUNT(*) AS count
${fromWhere(sel, mode)}`;
}

/** Products per value of a multi-valued field (colours, materials, features). */
export function valueFacetStatement(sel: Selection, field: 'colours' | 'materials' | 'features'): Sql {
  const key = precomputedKey(sel, field);
  if (key !== undefined) return precomputedFacet(sel, key, field);
  return sql`${withHits(sel)}SELECT f.value AS value, COUNT(*) AS count
FROM product_values f
WHERE f.field = ${field} AND f.product_id IN (SELECT p.id ${fromWhere(sel, 'product', field)})
GROUP BY f.value`;
}

/** Products per size sold in the region. */
export function sizeFacetStatement(sel: Selection): Sql {
  const key = precomputedKey(sel, 'sizes');
  if (key !== undefined) return precomputedFacet(sel, key, 'sizes');
  return sql`${withHits(sel)}SELECT f.size_value AS value, COUNT(DISTINCT f.product_id) AS count
FROM variants f
WHERE f.region = ${sel.scope.region} AND f.product_id IN (SELECT p.id ${fromWhere(sel, 'product', 'sizes')})
GROUP BY f.size_value`;
}

const precomputedFacet = (sel: Selection, key: string, field: string) =>
  sql`SELECT value, count FROM facet_counts WHERE region = ${sel.scope.region} AND selection = ${key} AND field = ${field}`;

/** Cheapest and dearest product price (final) and product count of the selection, price conditions left out. */
export function priceFacetStatement(sel: Selection): Sql {
  const key = precomputedKey(sel, 'price');
  if (key !== undefined) {
    // An aggregate answers one row also when the base has no products (min and max NULL, count 0).
    return sql`SELECT MIN(price_min) AS min, MAX(price_max) AS max, COALESCE(MAX(count), 0) AS count FROM selection_stats
WHERE region = ${sel.scope.region} AND currency = ${sel.scope.currency} AND selection = ${key}`;
  }
  return sql`${withHits(sel)}SELECT MIN(o.final) AS min, MAX(o.final) AS max, COUNT(*) AS count
${fromWhere(sel, 'product', 'price')}`;
}

/**
 * Whether the precomputed tables are filled for the region (the seed writes the whole region's
 * base, key ''): answers one row `{ ready }`, 1 or 0. A catalogue loaded before migration 0006
 * has none, and its selections are counted over the rows.
 */
export function precomputedReadyStatement(scope: Scope): Sql {
  return sql`SELECT EXISTS (SELECT 1 FROM selection_stats WHERE region = ${scope.region} AND currency = ${scope.currency} AND selection = '') AS ready`;
}
