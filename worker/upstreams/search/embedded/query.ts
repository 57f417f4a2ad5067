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
// when the page lists variants (groupBy none).
import type { SearchCurrency, SearchRegion, SortOption } from '../schemas';
import { dimensionOf, type Condition, type FilterField } from './filter';
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

function orderBy(sort: Sort, mode: Mode, hasText: boolean): Sql {
  const tier = hasText ? 'r.tier DESC, ' : '';
  const price = mode === 'product' ? 'o.final' : 'vp.final';
  const keys = {
    relevance: `${tier}p.recommended DESC`,
    recommended: hasText ? 'p.recommended DESC, r.tier DESC' : 'p.recommended DESC',
    'price:asc': `${price} ASC`,
    'price:desc': `${price} DESC`,
    newest: 'p.created_at DESC',
    bestsellers: `EXISTS (SELECT 1 FROM product_values bv WHERE bv.product_id = p.id AND bv.field = 'badges' AND bv.value = 'bestsellers') DESC, p.recommended DESC`,
  }[sort];
  return raw(`ORDER BY ${keys}, p.name, p.id${mode === 'variant' ? ', v.position' : ''}`);
}

/** One page of matches: the product JSON, plus the variant SKU in variant mode. */
export function pageStatement(sel: Selection, mode: Mode, sort: Sort, limit: number, offset: number): Sql {
  const columns = raw(mode === 'product' ? 'p.json AS json' : 'p.json AS json, v.sku AS variant_sku');
  return sql`${withRank(sel)}SELECT ${columns}
${fromWhere(sel, mode)}
${orderBy(sort, mode, sel.match !== undefined)}
LIMIT ${limit} OFFSET ${offset}`;
}

/** Number of matches (products, or variants in variant mode). */
export function countStatement(sel: Selection, mode: Mode): Sql {
  return sql`${withRank(sel)}SELECT COUNT(*) AS count
${fromWhere(sel, mode)}`;
}

/** Products per value of a multi-valued field (colours, materials, features). */
export function valueFacetStatement(sel: Selection, field: 'colours' | 'materials' | 'features'): Sql {
  return sql`${withRank(sel)}SELECT f.value AS value, COUNT(*) AS count
FROM product_values f
WHERE f.field = ${field} AND f.product_id IN (SELECT p.id ${fromWhere(sel, 'product', field)})
GROUP BY f.value`;
}

/** Products per size sold in the region. */
export function sizeFacetStatement(sel: Selection): Sql {
  return sql`${withRank(sel)}SELECT f.size_value AS value, COUNT(DISTINCT f.product_id) AS count
FROM variants f
WHERE f.region = ${sel.scope.region} AND f.product_id IN (SELECT p.id ${fromWhere(sel, 'product', 'sizes')})
GROUP BY f.size_value`;
}

/** Cheapest and dearest product price (final) and product count of the selection, price conditions left out. */
export function priceFacetStatement(sel: Selection): Sql {
  return sql`${withRank(sel)}SELECT MIN(o.final) AS min, MAX(o.final) AS max, COUNT(*) AS count
${fromWhere(sel, 'product', 'price')}`;
}
