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
import type { FacetKey, SearchCurrency, SearchRegion, SortOption } from '../schemas';
import { dimensionOf, type Condition, type FilterField, type TextField } from './filter';
import { baseKeyOf } from './precomputed';
import { empty, join, jsonList, raw, sql, type Sql } from './sql';
import { ftsMatch } from './text';

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

/**
 * The text query's hits with their relevance tier, as CTEs. Hits carry the index's rowid, the
 * products' integer key (migration 0007), so no hit reads the index's stored product id.
 */
function ranked(match: string): Sql {
  return sql`WITH hits AS MATERIALIZED (
  SELECT rowid AS key, bm25(products_fts, ${raw(COLUMN_WEIGHTS)}) AS score FROM products_fts WHERE products_fts MATCH ${match}
), ranked AS (
  SELECT hits.key,
    CASE WHEN best.score < 0 THEN CAST(ROUND(hits.score / best.score * 10) AS INTEGER) ELSE 10 END AS tier
  FROM hits, (SELECT MIN(score) AS score FROM hits) AS best
)
`;
}

const inList = (values: readonly (string | number)[]) => sql`IN (SELECT value FROM json_each(${jsonList(values)}))`;

function conditionSql(c: Condition, mode: Mode, region: SearchRegion): Sql {
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
          return mode === 'product' ? sql`p.id IN (${productList(c.field, c.values, region)})` : sql`v.size_value ${inList(c.values)}`;
        default:
          // A list of products rather than a test per product: SQLite can start from the chosen values.
          return sql`p.id IN (${productList(c.field, c.values, region)})`;
      }
  }
}

/** Fields whose conditions select a list of products: the multi-valued fields and sizes. */
type ListField = Exclude<TextField, 'ageGroup' | 'sku'>;
type ListCondition = { kind: 'text'; field: ListField; values: string[] };

const isListCondition = (c: Condition): c is ListCondition => c.kind === 'text' && c.field !== 'ageGroup' && c.field !== 'sku';

/** The ids of the products a multi-valued field's or a size's condition selects (with repeats). */
function productList(field: ListField, values: readonly string[], region: SearchRegion): Sql {
  return field === 'sizes'
    ? sql`SELECT sv.product_id FROM variants sv WHERE sv.region = ${region} AND sv.size_value ${inList(values)}`
    : sql`SELECT pv.product_id FROM product_values pv WHERE pv.field = ${field} AND pv.value ${inList(values)}`;
}

/**
 * FROM and WHERE of a selection; conditions on `except` are left out (disjunctive facets).
 * `drive`: for statements that visit every match (counts, facets), start from the products of
 * the last list condition (a shopper's choice comes last), not from every product of the region.
 */
function fromWhere(sel: Selection, mode: Mode, except?: FilterField, drive = false): Sql {
  const { region, currency } = sel.scope;
  // A text query starts from its hits (CROSS JOIN keeps them the outer loop): far fewer than the products.
  const text = sel.match !== undefined;
  const kept = sel.conditions.filter((c) => except === undefined || dimensionOf(c) !== except);
  const driver = drive && !text && mode === 'product' ? kept.findLast(isListCondition) : undefined;
  const conditions = kept.filter((c) => c !== driver).map((c) => conditionSql(c, mode, region));
  if (sel.inStockOnly) {
    conditions.push(raw(mode === 'product' ? 'o.stock > 0' : "(CASE v.region WHEN 'US' THEN v.stock_us ELSE v.stock_nl END) > 0"));
  }
  if (mode === 'product') {
    const where = conditions.length > 0 ? sql`\nWHERE ${join(conditions, '\n  AND ')}` : empty;
    const from = driver
      ? sql`(SELECT DISTINCT product_id AS id FROM (${productList(driver.field, driver.values, region)})) AS c CROSS JOIN products p ON p.id = c.id`
      : raw(text ? 'ranked r CROSS JOIN products p ON p.key = r.key' : 'products p');
    return sql`FROM ${from}
JOIN product_offers o ON o.region = ${region} AND o.currency = ${currency} AND o.product_id = p.id${where}`;
  }
  const where = join([sql`v.region = ${region}`, ...conditions], '\n  AND ');
  return sql`FROM ${raw(text ? 'ranked r CROSS JOIN products p ON p.key = r.key\nJOIN variants v ON v.product_id = p.id' : 'variants v\nJOIN products p ON p.id = v.product_id')}
JOIN variant_prices vp ON vp.variant_sku = v.sku AND vp.currency = ${currency}
WHERE ${where}`;
}

const withRank = (sel: Selection): Sql => (sel.match !== undefined ? ranked(sel.match) : empty);

/** The keys of the text query's matches without scores, for counting (bm25 only matters to the order). */
const hitKeys = (match: string): Sql =>
  sql`ranked AS MATERIALIZED (SELECT rowid AS key FROM products_fts WHERE products_fts MATCH ${match})`;

const withHits = (sel: Selection): Sql => (sel.match !== undefined ? sql`WITH ${hitKeys(sel.match)}\n` : empty);

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
${fromWhere(sel, mode, undefined, true)}`;
}

/** Products per value of a multi-valued field (colours, materials, features). */
export function valueFacetStatement(sel: Selection, field: 'colours' | 'materials' | 'features'): Sql {
  const key = precomputedKey(sel, field);
  return key !== undefined ? precomputedFacet(sel, key, field) : countedStatement(sel, field, [field]);
}

/** Products per size sold in the region. */
export function sizeFacetStatement(sel: Selection): Sql {
  const key = precomputedKey(sel, 'sizes');
  return key !== undefined ? precomputedFacet(sel, key, 'sizes') : countedStatement(sel, 'sizes', ['sizes']);
}

/** Cheapest and dearest product price (final) and product count of the selection, price conditions left out. */
export function priceFacetStatement(sel: Selection): Sql {
  const key = precomputedKey(sel, 'price');
  if (key !== undefined) {
    // An aggregate answers one row also when the base has no products (min and max NULL, count 0).
    return sql`SELECT MIN(price_min) AS min, MAX(price_max) AS max, COALESCE(MAX(count), 0) AS count FROM selection_stats
WHERE region = ${sel.scope.region} AND currency = ${sel.scope.currency} AND selection = ${key}`;
  }
  return countedStatement(sel, 'price', ['price']);
}

const precomputedFacet = (sel: Selection, key: string, field: string) =>
  sql`SELECT value, count FROM facet_counts WHERE region = ${sel.scope.region} AND selection = ${key} AND field = ${field}`;

/** What a counted statement answers: a facet, or 'total' (the product count with the price range). */
export type Counted = FacetKey | 'total';

/**
 * The precomputed statement of a facet, or undefined when it must be counted over the matches.
 * 'total' counts products with every condition; each facet leaves out its own dimension.
 */
export function precomputedStatement(sel: Selection, what: Counted): Sql | undefined {
  if (precomputedKey(sel, what === 'total' ? undefined : what) === undefined) return undefined;
  if (what === 'total') return priceFacetStatement({ ...sel, conditions: sel.conditions.filter((c) => c.kind !== 'price') });
  return what === 'price' ? priceFacetStatement(sel) : what === 'sizes' ? sizeFacetStatement(sel) : valueFacetStatement(sel, what);
}

/**
 * Several facets (and the total) over the same selection, in one statement: the matching
 * products are selected once (`except` left out), then each product's own rows are read by key.
 * Rows: `{ facet, value, count, min, max }`; facet 'total' (or 'price') is one row with the count
 * and price range, the others one row per value.
 */
export function countedStatement(sel: Selection, except: FilterField | undefined, counted: readonly Counted[]): Sql {
  const ids = sql`selected AS MATERIALIZED (SELECT p.id AS id, o.final AS final ${fromWhere(sel, 'product', except, true)})`;
  const arms: Sql[] = [];
  const totals = counted.filter((c) => c === 'total' || c === 'price');
  for (const facet of totals) {
    arms.push(sql`SELECT ${facet} AS facet, NULL AS value, COUNT(*) AS count, MIN(final) AS min, MAX(final) AS max FROM selected`);
  }
  const fields = counted.filter((c) => c === 'colours' || c === 'materials' || c === 'features');
  if (fields.length > 0) {
    arms.push(sql`SELECT f.field AS facet, f.value AS value, COUNT(*) AS count, NULL AS min, NULL AS max
FROM selected s CROSS JOIN product_values f ON f.product_id = s.id AND f.field ${inList(fields)}
GROUP BY f.field, f.value`);
  }
  if (counted.includes('sizes')) {
    arms.push(sql`SELECT 'sizes' AS facet, f.size_value AS value, COUNT(DISTINCT f.product_id) AS count, NULL AS min, NULL AS max
FROM selected s CROSS JOIN variants f ON f.product_id = s.id AND f.region = ${sel.scope.region}
GROUP BY f.size_value`);
  }
  const ctes = sel.match !== undefined ? sql`WITH ${hitKeys(sel.match)}, ${ids}` : sql`WITH ${ids}`;
  return sql`${ctes}\n${join(arms, '\nUNION ALL\n')}`;
}

/**
 * Whether the precomputed tables are filled for the region (the seed writes the whole region's
 * base, key ''): answers one row `{ ready }`, 1 or 0. A catalogue loaded before migration 0006
 * has none, and its selections are counted over the rows.
 */
export function precomputedReadyStatement(scope: Scope): Sql {
  return sql`SELECT EXISTS (SELECT 1 FROM selection_stats WHERE region = ${scope.region} AND currency = ${scope.currency} AND selection = '') AS ready`;
}

/** Suggestions need this many characters (trimmed); shorter queries get none. */
export const SUGGEST_MIN_CHARS = 3;

/** Products the seed keeps per suggestion prefix (suggest_prefixes, migration 0008). */
export const SUGGEST_DEPTH = 64;

/** Prefixes the seed stores suggestions for: every prefix of SUGGEST_MIN_CHARS+ characters of an indexed term. */
export function suggestPrefixes(terms: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const term of terms) for (let n = SUGGEST_MIN_CHARS; n <= term.length; n++) prefixes.add(term.slice(0, n));
  return [...prefixes].sort();
}

/**
 * Stores a prefix's best SUGGEST_DEPTH recommended products in the order a suggestion ranks them
 * (the same ranking and keys as the page statement, before any region or currency): run by the
 * seed after the rows, so the scores are the index's own.
 */
export function suggestPrefixStatement(prefix: string): Sql {
  const order = raw(
    orderKeys('relevance', 'product', true)
      .map(([expr, dir]) => `${expr} ${dir}`)
      .join(', '),
  );
  return sql`${ranked(ftsMatch([prefix]))}INSERT INTO suggest_prefixes (prefix, position, key)
SELECT ${prefix}, ROW_NUMBER() OVER (ORDER BY ${order}), p.key
FROM ranked r CROSS JOIN products p ON p.key = r.key
WHERE p.recommended = 1
ORDER BY ${order}
LIMIT ${SUGGEST_DEPTH}`;
}

/**
 * A one-term suggestion from the stored prefix: the first `limit` stored products offered in the
 * scope, in order, each row with the number of products stored for the prefix.
 */
export function storedSuggestionsStatement(prefix: string, scope: Scope, limit: number): Sql {
  return sql`SELECT d.json AS json, (SELECT COUNT(*) FROM suggest_prefixes WHERE prefix = ${prefix}) AS stored
FROM suggest_prefixes s
JOIN products p ON p.key = s.key
JOIN product_offers o ON o.region = ${scope.region} AND o.currency = ${scope.currency} AND o.product_id = p.id
JOIN product_records d ON d.product_id = p.id
WHERE s.prefix = ${prefix}
ORDER BY s.position
LIMIT ${limit}`;
}
