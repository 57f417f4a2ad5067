// Listings with a shopper's choice and text queries (decision 027): the origin counts the facets
// that share a selection in one statement, starts from the chosen values, and joins a text query's
// hits by the integer key. Its answers must equal plain counting over the catalogue records.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseFilter, type Condition } from '../../worker/upstreams/search/embedded/filter';
import { countedStatement } from '../../worker/upstreams/search/embedded/query';
import { findProducts } from '../../worker/upstreams/search/embedded/search';
import type { FacetKey } from '../../worker/upstreams/search/schemas';
import { catalogue, seedTestCatalogue } from './catalogue-db';

beforeEach(async () => {
  await seedTestCatalogue();
});

type Record = (typeof catalogue)[number];
const FACETS: FacetKey[] = ['colours', 'materials', 'features', 'sizes', 'price'];

const inRegion = (p: Record) => p.variants.filter((v) => !v.sku.includes('-UP'));
const sizesOf = (p: Record) => new Set(inRegion(p).map((v) => v.size.value));
const priceOf = (p: Record) => Math.min(...inRegion(p).map((v) => v.price.GBP.final));

/** Whether a record (sold in NL) meets a condition, as the filter language defines it. */
function meets(p: Record, c: Condition): boolean {
  if (c.kind === 'boolean') return c.field === 'recommended' ? p.recommended === c.value : p.seasonalClearance === c.value;
  if (c.kind === 'price')
    return c.op === 'gte'
      ? priceOf(p) >= Math.max(...c.values)
      : c.op === 'lte'
        ? priceOf(p) <= Math.min(...c.values)
        : c.values.includes(priceOf(p));
  if (c.field === 'ageGroup') return c.values.includes(p.ageGroup);
  if (c.field === 'sizes') return [...sizesOf(p)].some((s) => c.values.includes(s));
  if (c.field === 'sku') return c.values.includes(p.sku) || p.variants.some((v) => c.values.includes(v.sku));
  return (p[c.field] as string[]).some((value) => c.values.includes(value));
}

/** Count, facets (each without its own dimension) and price range, counted record by record. */
function expected(filter: string) {
  const conditions = parseFilter(filter);
  const sold = catalogue.filter((p) => inRegion(p).length > 0);
  const matching = (except?: string) =>
    sold.filter((p) => conditions.every((c) => (c.kind === 'price' ? 'price' : c.field) === except || meets(p, c)));
  const facets: { [key: string]: unknown } = {};
  for (const facet of FACETS) {
    const products = matching(facet);
    if (facet === 'price') {
      const prices = products.map(priceOf);
      facets.price = { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 };
      continue;
    }
    const counts = new Map<string, number>();
    for (const p of products) {
      for (const value of facet === 'sizes' ? sizesOf(p) : new Set(p[facet])) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    facets[facet] = Object.fromEntries([...counts].toSorted(([a], [b]) => a.localeCompare(b)));
  }
  return { count: matching().length, facets };
}

async function answered(filter: string, query?: string) {
  const result = await findProducts(env.DB, {
    scope: { region: 'NL', currency: 'GBP' },
    query,
    conditions: parseFilter(filter),
    sort: 'recommended',
    limit: 64,
    offset: 0,
    facets: FACETS,
  });
  const facets: { [key: string]: unknown } = { price: result.facets.price };
  for (const facet of FACETS.filter((f) => f !== 'price')) {
    const values = (result.facets[facet] ?? []) as { value: string; count: number }[];
    facets[facet] = Object.fromEntries(values.map((v) => [v.value, v.count]).toSorted(([a], [b]) => String(a).localeCompare(String(b))));
  }
  return { count: result.count, facets, ids: result.items.map((p) => p.id) };
}

describe('a listing with shopper choices', () => {
  it.each([
    "recommended = true AND ageGroup = adults AND colours IN ['red']",
    "recommended = true AND ageGroup = adults AND colours IN ['red', 'navy blue'] AND materials IN ['cotton']",
    "recommended = true AND collections = 'socks-for-men' AND sizes IN ['41-46'] AND features IN ['cushioned-sole']",
    "recommended = true AND ageGroup = adults AND colours IN ['black'] AND price >= 1000 AND price <= 1500",
    "recommended = true AND colours IN ['no-such-colour']",
  ])('counts what the records hold: %s', async (filter) => {
    const { count, facets } = await answered(filter);
    const want = expected(filter);
    expect(want.count, 'the case selects something or is the empty case').toBeGreaterThanOrEqual(filter.includes('no-such') ? 0 : 1);
    expect({ count, facets }).toEqual(want);
  });

  it('selects the matches once for every facet that keeps the same conditions', () => {
    const sel = { scope: { region: 'NL', currency: 'GBP' } as const, conditions: parseFilter("recommended = true AND colours IN ['red']") };
    const statement = countedStatement(sel, undefined, ['total', 'materials', 'features', 'sizes', 'price']);
    expect(statement.text.match(/selected AS MATERIALIZED/g)).toHaveLength(1);
    // It starts from the products with the chosen colour, not from every product of the region.
    expect(statement.text).toContain('SELECT DISTINCT product_id AS id FROM (SELECT pv.product_id FROM product_values pv');
  });
});

describe('a text query', () => {
  it('finds, counts and facets the products whose text matches, joined by the integer key', async () => {
    const words = (p: Record) =>
      `${p.name} ${p.description.full} ${p.description.short} ${[...p.colours, ...p.materials, p.patternGroup, ...p.collections].join(' ')}`.toLowerCase();
    const { count, facets } = await answered('recommended = true', 'stripe');
    const matching = catalogue.filter((p) => p.recommended && inRegion(p).length > 0 && /\bstripe/.test(words(p)));
    expect(count).toBe(matching.length);
    expect(count).toBeGreaterThan(10);
    const colours = new Map<string, number>();
    for (const p of matching) for (const c of new Set(p.colours)) colours.set(c, (colours.get(c) ?? 0) + 1);
    expect(facets.colours).toEqual(Object.fromEntries([...colours].toSorted(([a], [b]) => a.localeCompare(b))));
  });

  it('keeps products.key and products_fts.rowid the same for every product', async () => {
    const row = await env.DB.prepare(
      `SELECT COUNT(*) AS n, SUM(p.key = f.rowid) AS same FROM products p JOIN products_fts f ON f.product_id = p.id`,
    ).first<{ n: number; same: number }>();
    expect(row).toEqual({ n: catalogue.length, same: catalogue.length });
  });
});
