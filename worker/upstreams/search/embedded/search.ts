// Search over the catalogue: full-text query plus filter conditions, sorted and paged, with
// disjunctive facets, in one D1 batch (one round trip; base selections read their counts from
// the seed's precomputed tables, precomputed.ts). A query that finds nothing is retried once
// with its misspelt terms corrected (text.ts; the vocabulary is cached per isolate). Also the
// endpoints built on it: suggestions, available filters and a category's price range.
import { colourHex, compareSizes } from '../../../../markets';
import type { FacetValue, PriceRange, SearchFacets } from '../../../../contract/catalogue';
import type { Product } from '../../../../contract/product';
import type { AvailableFiltersResponse, FacetKey, SuggestResponse } from '../schemas';
import { dimensionOf, type Condition, type FilterField } from './filter';
import {
  countedStatement,
  countStatement,
  precomputedStatement,
  type Counted,
  pageStatement,
  precomputedReadyStatement,
  priceFacetStatement,
  sizeFacetStatement,
  storedSuggestionsStatement,
  SUGGEST_DEPTH,
  SUGGEST_MIN_CHARS,
  valueFacetStatement,
  type Mode,
  type Scope,
  type Selection,
  type Sort,
} from './query';
import { FACETS } from '../facet-config';
import { parseRecord, toProduct } from './reshape';
import { prepare, sql, type Sql } from './sql';
import { correctTerms, ftsMatch, queryTerms, type VocabularyTerm } from './text';

export interface FindOptions {
  scope: Scope;
  /** The shopper's text; empty browses. */
  query?: string;
  conditions: readonly Condition[];
  sort: Sort;
  limit: number;
  offset: number;
  mode?: Mode;
  facets?: readonly FacetKey[];
  inStockOnly?: boolean;
  /** false: no count of all matches (the result's count is the page's length). */
  count?: boolean;
}

export interface FindResult {
  items: Product[];
  count: number;
  facets: SearchFacets;
  correctedQuery?: string;
}

interface PageRow {
  json: string;
  variant_sku?: string;
}
interface FacetRow {
  value: string;
  count: number;
}
interface PriceRow {
  min: number | null;
  max: number | null;
  count: number;
}

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
const bySize = (a: FacetValue, b: FacetValue) => compareSizes(a.value, b.value);

/** The facet statement of one facet key. */
function facetStatement(sel: Selection, facet: FacetKey): Sql {
  return facet === 'price' ? priceFacetStatement(sel) : facet === 'sizes' ? sizeFacetStatement(sel) : valueFacetStatement(sel, facet);
}

/**
 * Runs statements in one batch, with counts of base selections read from the precomputed
 * tables; when those are not filled (a catalogue seeded before migration 0006), runs them again
 * counting over the rows.
 */
async function batch(db: D1Database, scope: Scope, build: (precomputed: boolean) => Sql[]): Promise<D1Result[]> {
  const results = await db.batch([...build(true), precomputedReadyStatement(scope)].map((s) => prepare(db, s)));
  const ready = (results.pop()?.results[0] as { ready?: number } | undefined)?.ready === 1;
  return ready ? results : db.batch(build(false).map((s) => prepare(db, s)));
}

interface CountedRow {
  facet: Counted;
  value: string | null;
  count: number;
  min: number | null;
  max: number | null;
}

/**
 * The statements of a selection's total (product mode) and facets, and how to read them back:
 * precomputed ones alone, the others grouped by the conditions they keep (a facet leaves out its
 * own dimension), each group in one statement that selects the matches once.
 */
function countedStatements(
  sel: Selection,
  counted: readonly Counted[],
): { statements: Sql[]; read: (results: D1Result[]) => CountedRow[] } {
  const statements: Sql[] = [];
  const readers: ((result: D1Result | undefined) => CountedRow[])[] = [];
  const groups = new Map<string, { except: FilterField | undefined; counted: Counted[] }>();
  for (const what of counted) {
    const precomputed = precomputedStatement(sel, what);
    if (precomputed) {
      statements.push(precomputed);
      readers.push((result) => {
        const rows = (result?.results ?? []) as (FacetRow & Partial<PriceRow>)[];
        if (what === 'total' || what === 'price')
          return [{ facet: what, value: null, count: rows[0]?.count ?? 0, min: rows[0]?.min ?? null, max: rows[0]?.max ?? null }];
        return rows.map((r) => ({ facet: what, value: r.value, count: r.count, min: null, max: null }));
      });
      continue;
    }
    const except = what === 'total' ? undefined : what;
    const key = sel.conditions.map((c) => (dimensionOf(c) === except ? 0 : 1)).join('');
    const group = groups.get(key) ?? groups.set(key, { except, counted: [] }).get(key)!;
    group.counted.push(what);
  }
  for (const group of groups.values()) {
    statements.push(countedStatement(sel, group.except, group.counted));
    readers.push((result) => (result?.results ?? []) as CountedRow[]);
  }
  return { statements, read: (results) => readers.flatMap((read, i) => read(results[i])) };
}

async function run(db: D1Database, options: FindOptions, match: string | undefined): Promise<FindResult> {
  const mode = options.mode ?? 'product';
  const facets = options.facets ?? [];
  const counted = options.count ?? true;
  // In product mode the total is counted with the facets (often over the same selection).
  const totals: Counted[] = counted && mode === 'product' ? ['total'] : [];
  let read: (results: D1Result[]) => CountedRow[] = () => [];
  const [page, count, ...countedResults] = await batch(db, options.scope, (precomputed) => {
    const sel: Selection = {
      scope: options.scope,
      match,
      conditions: options.conditions,
      inStockOnly: options.inStockOnly ?? false,
      precomputed,
    };
    const plan = countedStatements(sel, [...totals, ...facets]);
    read = plan.read;
    return [
      pageStatement(sel, mode, options.sort, options.limit, options.offset),
      counted && mode === 'variant' ? countStatement(sel, mode) : sql`SELECT 0 AS count`,
      ...plan.statements,
    ];
  });
  const items = ((page?.results ?? []) as PageRow[]).map((row) => toProduct(parseRecord(row.json), options.scope, row.variant_sku));
  const rows = read(countedResults);
  const total =
    mode === 'product' ? rows.find((r) => r.facet === 'total')?.count : ((count?.results ?? []) as { count: number }[])[0]?.count;
  const result: FindResult = { items, count: counted ? (total ?? 0) : items.length, facets: {} };
  for (const facet of facets) {
    if (facet === 'price') {
      const row = rows.find((r) => r.facet === 'price');
      result.facets.price = { min: row?.min ?? 0, max: row?.max ?? 0 };
    } else {
      const values = rows.filter((r) => r.facet === facet).map((r) => ({ value: r.value ?? '', count: r.count }));
      result.facets[facet] = values.sort(facet === 'sizes' ? bySize : byCount);
    }
  }
  return result;
}

/** The vocabulary of typo correction, kept per isolate and reloaded when the catalogue's vocabulary changes. */
let vocabularyCache: { version: string; terms: VocabularyTerm[] } | undefined;

async function vocabulary(db: D1Database): Promise<VocabularyTerm[]> {
  const meta = await db.prepare("SELECT value FROM catalogue_meta WHERE key = 'vocabulary'").first<{ value: string }>();
  if (meta && vocabularyCache?.version === meta.value) return vocabularyCache.terms;
  const { results } = await db.prepare('SELECT term, docs FROM search_terms').all<VocabularyTerm>();
  // Without a version (a catalogue seeded before migration 0006) nothing is cached.
  vocabularyCache = meta ? { version: meta.value, terms: results } : undefined;
  return results;
}

/** Matching products (or variants), a page of them, their count and the requested facets. */
export async function findProducts(db: D1Database, options: FindOptions): Promise<FindResult> {
  const terms = queryTerms(options.query ?? '');
  const result = await run(db, options, terms.length > 0 ? ftsMatch(terms) : undefined);
  if (result.count > 0 || terms.length === 0) return result;
  const corrected = correctTerms(terms, await vocabulary(db));
  if (!corrected) return result;
  return { ...(await run(db, options, ftsMatch(corrected))), correctedQuery: corrected.join(' ') };
}

export { SUGGEST_MIN_CHARS };

/**
 * A one-term suggestion read from the prefix the seed stored (migration 0008), or undefined when
 * that cannot give the answer ranking the hits gives: no stored prefix (not seeded, or no indexed
 * term starts so), nothing offered in the scope (ranking would then try a typo correction), or
 * fewer than `limit` offered among a prefix's SUGGEST_DEPTH stored products (more may follow).
 */
async function storedSuggestions(db: D1Database, term: string, limit: number, scope: Scope): Promise<Product[] | undefined> {
  const { results } = await prepare(db, storedSuggestionsStatement(term, scope, limit)).all<{ json: string; stored: number }>();
  const complete = (results[0]?.stored ?? 0) < SUGGEST_DEPTH;
  if (results.length === 0 || (results.length < limit && !complete)) return undefined;
  return results.map((row) => toProduct(parseRecord(row.json), scope));
}

/** Products for the search box as the shopper types; only listable (recommended) products. */
export async function suggest(db: D1Database, query: string, limit: number, scope: Scope): Promise<SuggestResponse> {
  if (query.trim().length < SUGGEST_MIN_CHARS) return { items: [] };
  const terms = queryTerms(query);
  const stored =
    terms.length === 1 && terms[0]!.length >= SUGGEST_MIN_CHARS ? await storedSuggestions(db, terms[0]!, limit, scope) : undefined;
  const items =
    stored ??
    (
      await findProducts(db, {
        scope,
        query,
        conditions: [{ kind: 'boolean', field: 'recommended', value: true }],
        sort: 'relevance',
        limit,
        offset: 0,
        count: false,
      })
    ).items;
  return {
    items: items.map((p) => ({ id: p.id, product: { title: p.name, photo: p.media.hero.thumbnail, sku: p.sku, slug: p.slug } })),
  };
}

/**
 * Every filter of the facet configuration with every value sold in the region; a value's count
 * is the number of matching products under the filter (disjunctive), disabled when 0.
 */
export async function availableFilters(db: D1Database, conditions: readonly Condition[], scope: Scope): Promise<AvailableFiltersResponse> {
  const results = await batch(db, scope, (precomputed) => {
    const all: Selection = { scope, conditions: [], precomputed };
    const filtered: Selection = { scope, conditions, precomputed };
    return FACETS.flatMap((f) =>
      f.key === 'price' ? [facetStatement(filtered, f.key)] : [facetStatement(all, f.key), facetStatement(filtered, f.key)],
    );
  });
  let i = 0;
  const filters = FACETS.map((f) => {
    if (f.key === 'price') {
      const row = (results[i++]?.results as PriceRow[] | undefined)?.[0];
      const count = row?.count ?? 0;
      const item = (edge: 'min' | 'max') => ({
        id: `${f.apiItemsPrefix}${edge}`,
        value: String(row?.[edge] ?? 0),
        disabled: count === 0,
        metadata: { count },
      });
      return { id: f.apiId, type: f.type, items: [item('min'), item('max')] };
    }
    const values = (results[i++]?.results ?? []) as FacetRow[];
    const counts = new Map(((results[i++]?.results ?? []) as FacetRow[]).map((r) => [r.value, r.count]));
    const facetValues = values.map((r) => ({ value: r.value, count: counts.get(r.value) ?? 0 })).sort(f.key === 'sizes' ? bySize : byCount);
    const items = facetValues.map(({ value, count }) => {
      const hex = f.key === 'colours' ? colourHex(value) : undefined;
      return {
        id: `${f.apiItemsPrefix}${value}`,
        value,
        disabled: count === 0,
        metadata: hex !== undefined ? { count, hex } : { count },
      };
    });
    return { id: f.apiId, type: f.type, items };
  });
  return { filters };
}

/** Cheapest and dearest price of the products a filter selects, its price conditions left out. */
export async function categoryPriceRange(db: D1Database, conditions: readonly Condition[], scope: Scope): Promise<PriceRange> {
  const [result] = await batch(db, scope, (precomputed) => [priceFacetStatement({ scope, conditions, precomputed })]);
  const row = (result?.results as PriceRow[] | undefined)?.[0];
  return { min: row?.min ?? 0, max: row?.max ?? 0 };
}
