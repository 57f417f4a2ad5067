// The catalogue's table rows (worker/db/migrations/0001_catalogue.sql, 0006, 0007, 0008): one pure function from
// validated catalogue records to the rows of every table, shared by the in-process seed
// (seed.ts, bound parameters) and the SQL file the node script writes (seed-sql.ts).
import { compareSizes } from '../../../../markets';
import { SEARCH_CURRENCIES, SEARCH_REGIONS, type SearchCurrency, type SearchRegion } from '../schemas';
import type { CatalogueRecord } from './catalogue';
import { BASE_FIELDS, baseKey, PRECOMPUTED_FACETS, type BaseField } from './precomputed';
import { tokenize, vocabularyHash } from './text';

/** US variants are those whose SKU contains -UP (docs/spec/commerce-core.md §9). */
export const regionOfSku = (sku: string): SearchRegion => (sku.includes('-UP') ? 'US' : 'NL');

/** Product fields kept as facet values in product_values. */
export const VALUE_FIELDS = ['collections', 'categories', 'colours', 'materials', 'features', 'badges'] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];

type Cell = string | number;

/** Tables in insert order (parents first); each row lists its cells in column order. */
export const CATALOGUE_TABLES = {
  products: [
    'id',
    'sku',
    'slug',
    'name',
    'recommended',
    'age_group',
    'family',
    'pattern_group',
    'silhouette',
    'seasonal_clearance',
    'created_at',
    'updated_at',
    'key',
  ],
  product_records: ['product_id', 'json'],
  variants: ['sku', 'product_id', 'region', 'size_value', 'size_label', 'position', 'stock_nl', 'stock_us'],
  variant_prices: ['variant_sku', 'currency', 'original', 'final'],
  product_offers: ['product_id', 'region', 'currency', 'original', 'final', 'stock', 'variant_count'],
  product_values: ['product_id', 'field', 'value'],
  products_fts: ['rowid', 'product_id', 'name', 'description', 'terms'],
  search_terms: ['term', 'docs'],
  facet_counts: ['region', 'selection', 'field', 'value', 'count'],
  selection_stats: ['region', 'currency', 'selection', 'count', 'price_min', 'price_max'],
  catalogue_meta: ['key', 'value'],
  // Filled by statements after the rows (suggestPrefixStatements in query.ts); listed so the seed empties it.
  suggest_prefixes: ['prefix', 'position', 'key'],
} as const;

export type CatalogueTable = keyof typeof CATALOGUE_TABLES;
export type CatalogueRows = Record<CatalogueTable, Cell[][]>;

/** Text of the FTS `terms` column: colours, materials, pattern group and collections. */
function termsText(p: CatalogueRecord): string {
  return [...p.colours, ...p.materials, p.patternGroup, ...p.collections].join(' ');
}

/** Every table's rows for these (already validated) products. */
export function catalogueRows(products: readonly CatalogueRecord[]): CatalogueRows {
  const rows: CatalogueRows = {
    products: [],
    product_records: [],
    variants: [],
    variant_prices: [],
    product_offers: [],
    product_values: [],
    products_fts: [],
    search_terms: [],
    facet_counts: [],
    selection_stats: [],
    catalogue_meta: [],
    suggest_prefixes: [],
  };
  const vocabulary = new Map<string, number>();
  const bases = new BaseCounts();

  for (const [index, p] of products.entries()) {
    // The integer key shared with products_fts' rowid (migration 0007).
    const key = index + 1;
    rows.products.push([
      p.id,
      p.sku,
      p.slug,
      p.name,
      p.recommended ? 1 : 0,
      p.ageGroup,
      p.family,
      p.patternGroup,
      p.silhouette,
      p.seasonalClearance ? 1 : 0,
      p.createdAt,
      p.updatedAt,
      key,
    ]);
    rows.product_records.push([p.id, JSON.stringify(p)]);

    const variants = [...p.variants].sort((a, b) => compareSizes(a.size.label, b.size.label));
    variants.forEach((v, position) => {
      rows.variants.push([v.sku, p.id, regionOfSku(v.sku), v.size.value, v.size.label, position, v.stock.nl, v.stock.us]);
      for (const currency of SEARCH_CURRENCIES) {
        const price = v.price[currency];
        rows.variant_prices.push([v.sku, currency, price.original, price.final]);
      }
    });

    for (const region of SEARCH_REGIONS) {
      const inRegion = variants.filter((v) => regionOfSku(v.sku) === region);
      if (inRegion.length === 0) continue;
      const stock = inRegion.reduce((sum, v) => sum + (region === 'US' ? v.stock.us : v.stock.nl), 0);
      const finals = new Map<SearchCurrency, number>();
      for (const currency of SEARCH_CURRENCIES) {
        const cheapest = inRegion.map((v) => v.price[currency]).reduce((a, b) => (b.final < a.final ? b : a));
        rows.product_offers.push([p.id, region, currency, cheapest.original, cheapest.final, stock, inRegion.length]);
        finals.set(currency, cheapest.final);
      }
      bases.add(p, region, new Set(inRegion.map((v) => v.size.value)), finals);
    }

    for (const field of VALUE_FIELDS) {
      for (const value of new Set<string>(p[field])) rows.product_values.push([p.id, field, value]);
    }

    const description = `${p.description.full} ${p.description.short}`;
    const terms = termsText(p);
    rows.products_fts.push([key, p.id, p.name, description, terms]);
    for (const term of new Set(tokenize(`${p.name} ${description} ${terms}`))) vocabulary.set(term, (vocabulary.get(term) ?? 0) + 1);
  }

  rows.search_terms = [...vocabulary].sort(([a], [b]) => (a < b ? -1 : 1)).map(([term, docs]) => [term, docs]);
  rows.catalogue_meta = [
    ['vocabulary', vocabularyHash(rows.search_terms.map(([term, docs]) => ({ term: String(term), docs: Number(docs) })))],
  ];
  rows.facet_counts = bases.facetRows();
  rows.selection_stats = bases.statsRows();
  return rows;
}

interface BaseTally {
  region: SearchRegion;
  key: string;
  products: number;
  /** Products per facet value, indexed by the value's number in BaseCounts. */
  facets: number[];
  /** Cheapest and dearest final price, indexed like SEARCH_CURRENCIES. */
  min: number[];
  max: number[];
}

/** Product counts, facet counts and price ranges of every base selection (precomputed.ts), per region. */
class BaseCounts {
  private readonly tallies = new Map<string, BaseTally>();
  /** Facet values ([field, value]) numbered in order of appearance: tallies count in arrays. */
  private readonly facetIds = new Map<string, number>();
  private readonly facetValues: [string, string][] = [];

  /** Counts a product offered in a region (its sizes there, its final price per currency) in each base it belongs to. */
  add(p: CatalogueRecord, region: SearchRegion, sizes: ReadonlySet<string>, finals: ReadonlyMap<SearchCurrency, number>): void {
    const valuesOf = (field: BaseField): string[] =>
      field === 'sizes' ? [...sizes] : field === 'ageGroup' ? [p.ageGroup] : [...new Set<string>(p[field])];
    const keys = [baseKey(false), ...(p.recommended ? [baseKey(true)] : [])];
    for (const field of BASE_FIELDS) {
      for (const value of valuesOf(field)) {
        keys.push(baseKey(false, [field, value]));
        if (p.recommended) keys.push(baseKey(true, [field, value]));
      }
    }
    const facets = PRECOMPUTED_FACETS.flatMap((field) => valuesOf(field).map((value) => this.facetId(field, value)));
    const prices = SEARCH_CURRENCIES.map((currency) => finals.get(currency) ?? 0);
    for (const key of keys) {
      const tally = this.tallyOf(region, key);
      if (tally.products === 0) [tally.min, tally.max] = [[...prices], [...prices]];
      tally.products += 1;
      for (const id of facets) tally.facets[id] = (tally.facets[id] ?? 0) + 1;
      prices.forEach((price, i) => {
        if (price < tally.min[i]!) tally.min[i] = price;
        if (price > tally.max[i]!) tally.max[i] = price;
      });
    }
  }

  private facetId(field: string, value: string): number {
    const name = `${field}\u0000${value}`;
    let id = this.facetIds.get(name);
    if (id === undefined) {
      id = this.facetValues.push([field, value]) - 1;
      this.facetIds.set(name, id);
    }
    return id;
  }

  private tallyOf(region: SearchRegion, key: string): BaseTally {
    const id = `${region}\u0000${key}`;
    let tally = this.tallies.get(id);
    if (!tally) {
      tally = { region, key, products: 0, facets: [], min: [], max: [] };
      this.tallies.set(id, tally);
    }
    return tally;
  }

  facetRows(): Cell[][] {
    return [...this.tallies.values()].flatMap(({ region, key, facets }) =>
      facets.flatMap((count, id) => {
        const [field, value] = this.facetValues[id]!;
        return count > 0 ? [[region, key, field, value, count]] : [];
      }),
    );
  }

  statsRows(): Cell[][] {
    return [...this.tallies.values()].flatMap(({ region, key, products, min, max }) =>
      SEARCH_CURRENCIES.map((currency, i) => [region, currency, key, products, min[i]!, max[i]!]),
    );
  }
}
