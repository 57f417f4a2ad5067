/// <reference types="vite/client" />
// The embedded search origin in workerd against the real D1 binding: the catalogue migration is
// applied and the 420-product catalogue seeded once, then every endpoint is called through
// `embeddedSearchFetch`, and answers are checked against the catalogue itself (products.json).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../worker/log';
import type { CatalogueRecord } from '../../worker/upstreams/search/embedded/catalogue';
import { embeddedSearchFetch } from '../../worker/upstreams/search/embedded/origin';
import { seedCatalogue } from '../../worker/upstreams/search/embedded/seed';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { catalogueSeedStatements } from '../../worker/upstreams/search/embedded/seed-sql';
import {
  availableFiltersResponseSchema,
  priceRangeResponseSchema,
  productDetailResponseSchema,
  productsPageResponseSchema,
  searchErrorSchema,
  searchResponseSchema,
  suggestResponseSchema,
  widgetResponseSchema,
  type SearchRequest,
} from '../../worker/upstreams/search/schemas';
import type { Product } from '../../contract/product';

// ---------------------------------------------------------------------------------------------
// The catalogue, and what the answers should be, worked out in plain TypeScript

type Region = 'NL' | 'US';
type Currency = 'EUR' | 'GBP' | 'KRW' | 'USD';

const variantsIn = (p: CatalogueRecord, region: Region) => p.variants.filter((v) => v.sku.includes('-UP') === (region === 'US'));
const soldIn = (region: Region) => catalogue.filter((p) => variantsIn(p, region).length > 0);
const priceOf = (p: CatalogueRecord, currency: Currency = 'EUR', region: Region = 'NL') =>
  Math.min(...variantsIn(p, region).map((v) => v.price[currency].final));
const bySku = new Map(catalogue.map((p) => [p.sku, p]));
const record = (item: Product) => {
  const found = bySku.get(item.parentSku ?? item.sku);
  if (!found) throw new Error(`Not in the catalogue: ${item.sku}`);
  return found;
};

// ---------------------------------------------------------------------------------------------
// Calls

const searchFetch = embeddedSearchFetch(env.DB);

function call(path: string, init: { method?: string; body?: unknown } = {}) {
  return searchFetch(`https://search.example${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json' },
    ...(init.body !== undefined ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) } : {}),
  });
}

async function ok(res: Response) {
  if (res.status !== 200) throw new Error(`Expected 200, got ${res.status}: ${await res.text()}`);
  return res.json();
}

async function search(query: string, options: SearchRequest['options'] = {}) {
  return searchResponseSchema.parse(await ok(await call('/search', { body: { query, options } })));
}

async function error(res: Response, status: number) {
  expect(res.status).toBe(status);
  return searchErrorSchema.parse(await res.json()).error;
}

/** All matches of a search, page after page. */
async function searchAll(query: string, options: SearchRequest['options'] = {}) {
  const items: Product[] = [];
  for (let offset = 0; ; offset += 200) {
    const page = await search(query, { ...options, limit: 200, offset });
    items.push(...page.items);
    if (items.length >= page.metadata.count || page.items.length === 0) return { items, count: page.metadata.count };
  }
}

// ---------------------------------------------------------------------------------------------
// Setup: the migration as wrangler would apply it, then the catalogue

/** Statements of a migration file: comment lines dropped, split at semicolons that end a line. */
beforeAll(async () => {
  await seedTestCatalogue();
});

const timings: Record<string, number> = {};
async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  timings[name] = Math.round(performance.now() - started);
  return result;
}

// ---------------------------------------------------------------------------------------------

describe('seeding the catalogue', () => {
  const count = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n;

  it('loads every valid product with its variants, prices, offers, facet values and index', async () => {
    expect(await count('products')).toBe(catalogue.length);
    expect(await count('variants')).toBe(catalogue.reduce((n, p) => n + p.variants.length, 0));
    expect(await count('variant_prices')).toBe(catalogue.reduce((n, p) => n + p.variants.length, 0) * 9);
    expect(await count('products_fts')).toBe(catalogue.length);
    expect(await count('search_terms')).toBeGreaterThan(100);
  });

  it('logs and skips invalid products: no variants, wrong _id kind, missing sku, unknown colour', async () => {
    const first = catalogue[0];
    if (!first) throw new Error('empty catalogue');
    const warnings: unknown[] = [];
    const log: Logger = (level, message, data) => warnings.push({ level, message, ...data });
    const broken = [
      { ...first, id: 'x-1', sku: 'X-EMPTY', variants: [] },
      { ...first, id: 'x-2', sku: 'X-KIND', _id: { id: 'x-2', kind: 'category' }, variants: [] },
      { ...first, id: 'x-3', sku: undefined },
      { ...first, id: 'x-4', sku: 'X-COLOUR', colours: ['chartreuse'] },
      'not a product',
    ];
    const sql = catalogueSeedStatements([...broken, first], log);
    expect(warnings).toHaveLength(broken.length);
    // One rule with the search port's (variants.ts): a product without variants is named so.
    expect(warnings[0]).toEqual({
      level: 'warn',
      message: 'Missing variants for product: X-EMPTY',
      sku: 'X-EMPTY',
      reason: 'empty variants array',
    });
    expect(warnings[1]).toMatchObject({ message: 'Missing variants for product: X-KIND' });
    expect(sql.filter((s) => s.startsWith('INSERT INTO products ('))).toHaveLength(1);
    expect(sql.join('\n')).not.toContain('X-EMPTY');
  });

  it('loads the same catalogue from the SQL file statements, twice over without duplicates', async () => {
    const sql = catalogueSeedStatements(catalogue);
    for (let round = 0; round < 2; round++) await env.DB.batch(sql.map((s) => env.DB.prepare(s)));
    expect(await count('products')).toBe(catalogue.length);
    expect(await count('product_values')).toBe(
      catalogue.reduce(
        (n, p) =>
          n + p.collections.length + p.categories.length + p.colours.length + p.materials.length + p.features.length + p.badges.length,
        0,
      ),
    );
    expect(await count('products_fts')).toBe(catalogue.length);
    // Back to the worker's own seeding, which must report every product valid.
    expect(await seedCatalogue(env.DB, catalogue)).toEqual({ products: catalogue.length, skipped: 0 });
  });
});

describe('POST /search: text', () => {
  it('matches prefixes: "stri" finds the striped socks', async () => {
    const { items, count } = await timed('search "stri" (first page of 64, 4 facets)', () =>
      search('stri', { facets: ['colours', 'materials', 'sizes', 'price'] }),
    ).then((r) => ({ items: r.items, count: r.metadata.count }));
    const striped = soldIn('NL').filter((p) => p.patternGroup === 'stripes');
    expect(count).toBeGreaterThanOrEqual(striped.length);
    expect(items).toHaveLength(64);
    expect(items[0]?.name).toMatch(/stripe/i);
    const all = await searchAll('stri');
    expect(all.items.map((p) => p.sku)).toEqual(expect.arrayContaining(striped.map((p) => p.sku)));
  });

  it('needs every term: "navy merino" finds only navy merino socks', async () => {
    const { items } = await searchAll('navy merino');
    expect(items.length).toBeGreaterThan(0);
    for (const p of items) {
      const text = `${p.name} ${p.description.full} ${p.description.short} ${p.colours.join(' ')} ${p.materials.join(' ')}`.toLowerCase();
      expect(text).toContain('navy');
      expect(text).toContain('merino');
    }
  });

  it('ignores case and diacritics', async () => {
    const plain = await search('stripe');
    expect((await search('STRÍPE')).metadata.count).toBe(plain.metadata.count);
  });

  it('corrects typos when the query as typed finds nothing, and says so', async () => {
    const typed = await timed('search "stirpes" (typo, corrected and retried)', () => search('stirpes'));
    expect(typed.metadata.correctedQuery).toBe('stripes');
    expect(typed.metadata.count).toBeGreaterThan(0);
    expect(typed.items.every((p) => /stripe/i.test(`${p.name} ${p.description.full} ${p.patternGroup}`))).toBe(true);
    expect((await search('mernio wool')).metadata.correctedQuery).toBe('merino wool');
    expect((await search('sokcs')).metadata.correctedQuery).toBe('socks');
  });

  it('answers no items for a query that matches nothing even corrected', async () => {
    const { metadata, items } = await search('qqxzvw');
    expect(metadata.count).toBe(0);
    expect(items).toEqual([]);
    expect(metadata.correctedQuery).toBeUndefined();
  });

  it('ranks a name match above description matches, whatever the recommended flag', async () => {
    const { items } = await searchAll('pinstripe');
    const nameMatches = items.filter((p) => /pinstripe/i.test(p.name));
    expect(nameMatches.some((p) => !p.recommended)).toBe(true);
    expect(items.slice(0, nameMatches.length).every((p) => /pinstripe/i.test(p.name))).toBe(true);
  });

  it('ranks recommended first among equally relevant products, then by name', async () => {
    const { items } = await search('nordic tartan argyle crew');
    const family = items.filter((p) => p.family === 'Nordic Tartan Argyle');
    expect(family).toHaveLength(5);
    expect(family.map((p) => p.recommended)).toEqual([true, true, true, true, false]);
    const names = family.slice(0, 4).map((p) => p.name);
    expect(names).toEqual([...names].sort());
  });

  it('browses the whole catalogue for an empty query: recommended first, then by name', async () => {
    const { items, count } = await timed('browse, all pages of 200', () => searchAll(''));
    expect(count).toBe(soldIn('NL').length);
    const firstNotRecommended = items.findIndex((p) => !p.recommended);
    expect(items.slice(firstNotRecommended).every((p) => !p.recommended)).toBe(true);
    const recommendedNames = items.slice(0, firstNotRecommended).map((p) => p.name);
    expect(recommendedNames).toEqual([...recommendedNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('POST /search: filters', () => {
  it('keeps only recommended products for "recommended = true"', async () => {
    const { items, count } = await searchAll('', { filter: 'recommended = true' });
    expect(count).toBe(soldIn('NL').filter((p) => p.recommended).length);
    expect(items.every((p) => p.recommended)).toBe(true);
  });

  it('filters colours IN a list (quoted or bare multi-word values) and materials', async () => {
    const expected = soldIn('NL').filter((p) => p.colours.some((c) => c === 'navy blue' || c === 'red'));
    const bare = await searchAll('', { filter: 'colours IN [navy blue, red]' });
    const quoted = await searchAll('', { filter: `colours in ['navy blue', "red"]` });
    expect(bare.count).toBe(expected.length);
    expect(quoted.count).toBe(expected.length);
    expect(bare.items.every((p) => p.colours.includes('navy blue') || p.colours.includes('red'))).toBe(true);

    const merino = await searchAll('', { filter: "materials = 'merino wool' AND colours = red" });
    expect(merino.count).toBe(soldIn('NL').filter((p) => p.materials.includes('merino wool') && p.colours.includes('red')).length);
  });

  it('filters price in minor units of the requested currency (>= and <=, callers pass value x 100)', async () => {
    const { items, count } = await searchAll('', { filter: 'price >= 1000 AND price <= 1500' });
    expect(count).toBe(soldIn('NL').filter((p) => priceOf(p) >= 1000 && priceOf(p) <= 1500).length);
    expect(items.every((p) => p.price.final >= 1000 && p.price.final <= 1500)).toBe(true);
    const gbp = await searchAll('', { filter: 'price <= 900', currency: 'GBP' });
    expect(gbp.count).toBe(soldIn('NL').filter((p) => priceOf(p, 'GBP') <= 900).length);
  });

  it('filters collections, categories, age group, badges, sizes, seasonal clearance and SKU', async () => {
    const nl = soldIn('NL');
    const cases: [string, (p: CatalogueRecord) => boolean][] = [
      ['collections = outlet', (p) => p.collections.includes('outlet')],
      ['categories = adults/socks/crew', (p) => p.categories.includes('adults/socks/crew')],
      ['ageGroup = kids', (p) => p.ageGroup === 'kids'],
      ['badges IN [bestsellers, new]', (p) => p.badges.includes('bestsellers') || p.badges.includes('new')],
      ['sizes = 1-2Y', (p) => variantsIn(p, 'NL').some((v) => v.size.value === '1-2Y')],
      ['seasonalClearance = true', (p) => p.seasonalClearance],
      [
        'sku IN [ARG-MARINA-TRIANGLE-BURGUNDY, arg-marina-triangle-red]',
        (p) => ['ARG-MARINA-TRIANGLE-BURGUNDY', 'ARG-MARINA-TRIANGLE-RED'].includes(p.sku),
      ],
    ];
    for (const [filter, expected] of cases) {
      const { count } = await search('', { filter, limit: 1 }).then((r) => r.metadata);
      expect({ filter, count }).toEqual({ filter, count: nl.filter(expected).length });
    }
  });

  it('treats SQL in a filter value as a plain value', async () => {
    const { metadata } = await search('', { filter: 'colours = red; DROP TABLE products; --' });
    expect(metadata.count).toBe(0);
    const quoted = await search('', { filter: `colours = "red' OR 1=1 --"` });
    expect(quoted.metadata.count).toBe(0);
    expect((await search('')).metadata.count).toBe(soldIn('NL').length);
  });

  it('treats FTS5 query syntax in the text as words', async () => {
    for (const query of ['stripe OR dots', 'NEAR(stripe dots)', '"stripe', 'name:stripe', 'stri* -dots', '^stripe']) {
      const res = await call('/search', { body: { query, options: { limit: 1 } } });
      expect({ query, status: res.status }).toEqual({ query, status: 200 });
    }
  });

  it('takes the URL slugs of the four listing attributes as their catalogue values', async () => {
    const navy = await searchAll('', { filter: 'colours = navy-blue AND materials IN [recycled-cotton, organic-cotton]' });
    const expected = soldIn('NL').filter(
      (p) => p.colours.includes('navy blue') && p.materials.some((m) => m === 'recycled cotton' || m === 'organic cotton'),
    );
    expect(navy.count).toBe(expected.length);
    expect(navy.count).toBeGreaterThan(0);
    const knee = await searchAll('', { filter: "features = 'knee-high' AND sizes IN [0-6m, 6-12m]" });
    const babies = soldIn('NL').filter(
      (p) => p.features.includes('knee-high') && p.variants.some((v) => v.region === 'NL' && ['0-6M', '6-12M'].includes(v.size.value)),
    );
    expect(knee.count).toBe(babies.length);
    expect(knee.count).toBeGreaterThan(0);
  });

  it('combines a text query with filters', async () => {
    const { items } = await searchAll('stripe', { filter: 'ageGroup = kids AND colours = yellow' });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.ageGroup === 'kids' && p.colours.includes('yellow'))).toBe(true);
  });

  it.each([
    ['colour = red', /unknown field 'colour'/],
    ['price >= ten', /whole number/],
    ['price >= 10.5', /whole number/],
    ['colours >= 3', /only allowed on price/],
    ['colours IN [red', /expected , or \]/],
    ['colours IN []', /expected a value/],
    ['recommended = maybe', /true or = false/],
    ['colours = red OR colours = blue', /expected AND/],
    ["colours = 'red", /unterminated string/],
    ['= red', /expected a field/],
    ['colours red', /expected =, >=, <= or IN/],
  ])('answers 400 for the invalid filter %s', async (filter, message) => {
    const text = await error(await call('/search', { body: { query: '', options: { filter } } }), 400);
    expect(text).toMatch(/^Invalid filter: /);
    expect(text).toMatch(message);
  });
});

describe('POST /search: facets, sorting, paging, grouping', () => {
  it('counts facet values disjunctively: a colour filter leaves the other colours counted', async () => {
    const nl = soldIn('NL');
    const { metadata } = await search('', {
      filter: 'colours = red AND materials = bamboo',
      facets: ['colours', 'materials', 'sizes', 'price'],
    });
    const bamboo = nl.filter((p) => p.materials.includes('bamboo'));
    const red = nl.filter((p) => p.colours.includes('red'));
    const redBamboo = red.filter((p) => p.materials.includes('bamboo'));
    expect(metadata.count).toBe(redBamboo.length);
    // colours: counted over the bamboo products (the colour condition left out)
    for (const { value, count } of metadata.facets.colours ?? [])
      expect({ value, count }).toEqual({ value, count: bamboo.filter((p) => p.colours.includes(value as never)).length });
    expect(metadata.facets.colours?.length).toBe(new Set(bamboo.flatMap((p) => p.colours)).size);
    // materials: counted over the red products
    const cotton = metadata.facets.materials?.find((f) => f.value === 'cotton');
    expect(cotton?.count).toBe(red.filter((p) => p.materials.includes('cotton')).length);
    // sizes and price: counted over red bamboo products, sizes in size order
    const sizes = metadata.facets.sizes?.map((s) => s.value) ?? [];
    expect(new Set(sizes)).toEqual(new Set(redBamboo.flatMap((p) => variantsIn(p, 'NL').map((v) => v.size.value))));
    expect(metadata.facets.price).toEqual({
      min: Math.min(...redBamboo.map((p) => priceOf(p))),
      max: Math.max(...redBamboo.map((p) => priceOf(p))),
    });
  });

  it('orders colour and material facets by count, sizes by size', async () => {
    const { metadata } = await search('', { facets: ['colours', 'sizes'] });
    const counts = metadata.facets.colours?.map((c) => c.count) ?? [];
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const sizes = metadata.facets.sizes?.map((s) => s.value) ?? [];
    expect(sizes.indexOf('0-6M')).toBeLessThan(sizes.indexOf('9-12Y'));
    expect(sizes.indexOf('35-38')).toBeLessThan(sizes.indexOf('43-46'));
    expect(metadata.facets.materials).toBeUndefined();
  });

  it('sorts by price both ways, by newest and by recommended', async () => {
    const asc = (await search('', { sortBy: 'price:asc', limit: 200 })).items.map((p) => p.price.final);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBe(Math.min(...soldIn('NL').map((p) => priceOf(p))));
    const desc = (await search('', { sortBy: 'price:desc', limit: 200 })).items.map((p) => p.price.final);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await search('', { sortBy: 'newest', limit: 200 })).items.map((p) => p.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const recommended = (await searchAll('socks', { sortBy: 'recommended' })).items.map((p) => p.recommended);
    expect(recommended.indexOf(false)).toBe(recommended.lastIndexOf(true) + 1);
  });

  it('pages with limit and offset; count is the total', async () => {
    const first = await search('', { limit: 10, offset: 0 });
    const second = await search('', { limit: 10, offset: 10 });
    const both = await search('', { limit: 20, offset: 0 });
    expect(first.metadata.count).toBe(soldIn('NL').length);
    expect(second.metadata.count).toBe(first.metadata.count);
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(both.items.map((p) => p.id));
    const beyond = await search('', { offset: 5000 });
    expect(beyond.items).toEqual([]);
    expect(beyond.metadata.count).toBe(first.metadata.count);
    expect((await search('')).items).toHaveLength(64);
  });

  it('answers one item per variant for groupBy none', async () => {
    const { items, metadata } = await search('', { groupBy: 'none', limit: 200, filter: 'sizes = 41-46' });
    expect(metadata.count).toBe(catalogue.flatMap((p) => variantsIn(p, 'NL')).filter((v) => v.size.value === '41-46').length);
    for (const item of items) {
      expect(item.parentSku).toBe(record(item).sku);
      expect(item.variants).toHaveLength(1);
      expect(item.sku).toBe(item.variants[0]?.sku);
      expect(item.size?.value).toBe('41-46');
    }
    const all = await search('', { groupBy: 'none', limit: 1 });
    expect(all.metadata.count).toBe(catalogue.flatMap((p) => variantsIn(p, 'NL')).length);
  });
});

describe('POST /search: currencies, regions and stock', () => {
  it('answers prices in the requested currency, with discounts', async () => {
    for (const currency of ['GBP', 'KRW', 'USD'] as const) {
      const { items } = await search('', { currency, limit: 50 });
      for (const item of items) {
        expect(item.currency).toBe(currency);
        expect(item.price.final).toBe(priceOf(record(item), currency));
        const v = item.variants[0];
        const source = record(item).variants.find((x) => x.sku === v?.sku);
        expect(v?.price).toEqual(source?.price[currency]);
      }
    }
    const { items } = await search('', { filter: 'collections = outlet', limit: 5 });
    for (const p of items) {
      expect(p.discount.absolute).toBe(p.price.original - p.price.final);
      expect(p.discount.percentage).toBe(Math.round(((p.price.original - p.price.final) / p.price.original) * 100));
      expect(p.discount.percentage).toBeGreaterThan(0);
    }
  });

  it('answers only -UP variants in the US region and only the others in NL', async () => {
    const us = await searchAll('', { region: 'US' });
    expect(us.count).toBe(soldIn('US').length);
    expect(us.items.every((p) => p.region === 'US' && p.variants.length > 0 && p.variants.every((v) => v.sku.includes('-UP')))).toBe(true);
    const nl = await search('', { limit: 200 });
    expect(nl.items.every((p) => p.variants.every((v) => !v.sku.includes('-UP')))).toBe(true);
    const usSizes = await search('', { region: 'US', groupBy: 'none', limit: 1 });
    expect(usSizes.metadata.count).toBe(catalogue.flatMap((p) => variantsIn(p, 'US')).length);
  });

  it('gives each variant the stock status of its region (in-stock > 5, low-stock 1..5, no-stock 0) and the product the best of them', async () => {
    for (const region of ['NL', 'US'] as const) {
      const { items } = await searchAll('', { region });
      const seen = new Set<string>();
      for (const item of items) {
        const source = record(item);
        for (const v of item.variants) {
          const stock = source.variants.find((x) => x.sku === v.sku)?.stock;
          const units = region === 'US' ? (stock?.us ?? 0) : (stock?.nl ?? 0);
          expect(v.stockStatus).toBe(units > 5 ? 'in-stock' : units > 0 ? 'low-stock' : 'no-stock');
          seen.add(v.stockStatus);
        }
        expect(item.stockStatus).toBe(item.variants.some((v) => v.stockStatus !== 'no-stock') ? 'in-stock' : 'no-stock');
        expect(item.availableSizes).toEqual(item.variants.filter((v) => v.stockStatus !== 'no-stock').map((v) => v.size.value));
      }
      expect([...seen].sort()).toEqual(['in-stock', 'low-stock', 'no-stock']);
    }
  });
});

describe('POST /search/suggest', () => {
  it('suggests nothing for fewer than 3 characters', async () => {
    for (const query of ['', 'st', '  s  ']) {
      expect(suggestResponseSchema.parse(await ok(await call('/search/suggest', { body: { query, limit: 8 } })))).toEqual({ items: [] });
    }
  });

  it('suggests up to the limit, recommended products only, with title, photo, sku and slug', async () => {
    const mobile = suggestResponseSchema.parse(await ok(await call('/search/suggest', { body: { query: 'stri', limit: 4 } })));
    const desktop = await timed('suggest "stri" (8)', async () =>
      suggestResponseSchema.parse(await ok(await call('/search/suggest', { body: { query: 'stri', limit: 8 } }))),
    );
    expect(mobile.items).toHaveLength(4);
    expect(desktop.items).toHaveLength(8);
    expect(desktop.items.slice(0, 4)).toEqual(mobile.items);
    for (const { id, product } of desktop.items) {
      const source = bySku.get(product.sku);
      expect(source?.recommended).toBe(true);
      expect(product).toEqual({ title: source?.name, photo: source?.media.hero.thumbnail, sku: source?.sku, slug: source?.slug });
      expect(id).toBe(source?.id);
    }
  });

  it('corrects typos in suggestions too', async () => {
    const { items } = suggestResponseSchema.parse(await ok(await call('/search/suggest', { body: { query: 'dachshnud', limit: 8 } })));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => /dachshund/i.test(i.product.title))).toBe(true);
  });
});

describe('POST /api/available-filters/{tenantId}', () => {
  it('lists every facet of the configuration with values, counts and colour hex values', async () => {
    const body = availableFiltersResponseSchema.parse(await ok(await call('/api/available-filters/NL', { body: {} })));
    expect(body.filters.map((f) => [f.id, f.type])).toEqual([
      ['colours', 'facet'],
      ['materials', 'facet'],
      ['features', 'facet'],
      ['variants.size.value', 'facet'],
      ['price', 'filter'],
    ]);
    const colours = body.filters[0]?.items ?? [];
    expect(colours.find((i) => i.value === 'navy blue')).toEqual({
      id: 'colours.navy blue',
      value: 'navy blue',
      disabled: false,
      metadata: { count: soldIn('NL').filter((p) => p.colours.includes('navy blue')).length, hex: '#1F2A44' },
    });
    expect(colours.every((i) => /^#[0-9A-F]{6}$/.test(i.metadata.hex ?? ''))).toBe(true);
    expect(body.filters[1]?.items.every((i) => i.metadata.hex === undefined)).toBe(true);
    const price = body.filters.find((f) => f.id === 'price')?.items ?? [];
    expect(price.map((i) => i.id)).toEqual(['price.min', 'price.max']);
    expect(price[0]?.value).toBe(String(Math.min(...soldIn('NL').map((p) => priceOf(p)))));
  });

  it('counts under the filter and disables values nothing matches, keeping the facet own dimension open', async () => {
    const filter = "materials = 'merino wool'";
    const body = availableFiltersResponseSchema.parse(await ok(await call('/api/available-filters/NL', { body: { filter } })));
    const merino = soldIn('NL').filter((p) => p.materials.includes('merino wool'));
    const colours = body.filters[0]?.items ?? [];
    expect(colours.length).toBe(new Set(soldIn('NL').flatMap((p) => p.colours)).size);
    for (const item of colours) {
      const count = merino.filter((p) => p.colours.includes(item.value as never)).length;
      expect(item.metadata.count).toBe(count);
      expect(item.disabled).toBe(count === 0);
    }
    expect(colours.some((i) => i.disabled)).toBe(true);
    const materials = body.filters[1]?.items ?? [];
    expect(materials.every((i) => !i.disabled)).toBe(true);
  });

  it('uses the tenant region and currency: US counts only products sold from the US warehouse, in dollars', async () => {
    const body = availableFiltersResponseSchema.parse(await ok(await call('/api/available-filters/US', { body: {} })));
    const total = (body.filters[0]?.items ?? []).find((i) => i.value === 'navy blue')?.metadata.count;
    expect(total).toBe(soldIn('US').filter((p) => p.colours.includes('navy blue')).length);
    expect(body.filters.find((f) => f.id === 'price')?.items[0]?.value).toBe(
      String(Math.min(...soldIn('US').map((p) => priceOf(p, 'USD', 'US')))),
    );
  });

  it('answers 404 for an unknown tenant and 400 for an invalid filter', async () => {
    expect(await error(await call('/api/available-filters/XX', { body: {} }), 404)).toBe('Unknown tenant: XX');
    expect(await error(await call('/api/available-filters/uk', { body: {} }), 404)).toBe('Unknown tenant: uk');
    expect(await error(await call('/api/available-filters/NL', { body: { filter: 'nope' } }), 400)).toMatch(/^Invalid filter/);
  });
});

describe('POST /api/category-price-range/{tenantId}', () => {
  it('answers the min and max price of the filtered products in minor units, ignoring price conditions', async () => {
    const outlet = soldIn('NL').filter((p) => p.collections.includes('outlet'));
    for (const filter of ['collections = outlet', 'collections = outlet AND price >= 100000']) {
      const range = priceRangeResponseSchema.parse(
        await ok(await call('/api/category-price-range/DE', { body: { filter, currency: 'EUR' } })),
      );
      expect(range).toEqual({ min: Math.min(...outlet.map((p) => priceOf(p))), max: Math.max(...outlet.map((p) => priceOf(p))) });
    }
    const gbp = priceRangeResponseSchema.parse(await ok(await call('/api/category-price-range/UK', { body: { currency: 'GBP' } })));
    expect(gbp.max).toBe(Math.max(...soldIn('NL').map((p) => priceOf(p, 'GBP'))));
  });

  it('needs a currency and a known tenant', async () => {
    expect(await error(await call('/api/category-price-range/DE', { body: {} }), 400)).toMatch(/^Invalid request: currency/);
    await error(await call('/api/category-price-range/ZZ', { body: { currency: 'EUR' } }), 404);
  });
});

describe('GET /api/product/{widget}/{sku}', () => {
  const withStock = soldIn('NL').find((p) => p.recommended && p.family === 'Nordic Tartan Argyle' && p.color.primary === 'navy blue');

  it('answers the product for a parent SKU with its cluster, similar products and recommendations', async () => {
    if (!withStock) throw new Error('fixture product missing');
    const body = productDetailResponseSchema.parse(
      await timed('product page (product + 3 lists)', async () => ok(await call(`/api/product/pdp/${withStock.sku}?sessionId=abc`))),
    );
    expect(body.products.map((p) => p.sku)).toEqual([withStock.sku]);
    expect(body.cluster.length).toBeGreaterThan(0);
    expect(body.cluster.every((p) => p.family === withStock.family && p.sku !== withStock.sku && p.recommended)).toBe(true);
    expect(body.similar.length).toBeGreaterThan(0);
    expect(body.similar.every((p) => p.colours.includes(withStock.color.primary) && p.family !== withStock.family)).toBe(true);
    expect(body.recommendations).toHaveLength(8);
    expect(
      body.recommendations.every((p) => p.ageGroup === withStock.ageGroup && p.family !== withStock.family && p.stockStatus === 'in-stock'),
    ).toBe(true);
  });

  it('answers the parent product for a variant SKU, in the requested currency and region', async () => {
    const product = soldIn('US')[0];
    const variant = product && variantsIn(product, 'US')[0];
    if (!product || !variant) throw new Error('fixture product missing');
    const body = productDetailResponseSchema.parse(await ok(await call(`/api/product/pdp/${variant.sku}?currency=USD&region=US`)));
    const [answer] = body.products;
    expect(answer?.sku).toBe(product.sku);
    expect(answer?.currency).toBe('USD');
    expect(answer?.variants.every((v) => v.sku.includes('-UP'))).toBe(true);
    expect(answer?.price.final).toBe(priceOf(product, 'USD', 'US'));
  });

  it('answers 404 naming an unknown SKU, and 400 for a bad currency', async () => {
    expect(await error(await call('/api/product/pdp/NOPE-123'), 404)).toBe('Product not found: NOPE-123');
    expect(await error(await call(`/api/product/pdp/${catalogue[0]?.sku}?currency=JPY`), 400)).toMatch(/^Invalid request: currency/);
  });
});

describe('GET /api/v2/products/{widget}/{profile}/{limit}/{page}/{variables}', () => {
  it('pages a filtered listing (URL-encoded filter) with page count and total', async () => {
    const filter = encodeURIComponent('categories = adults/socks AND recommended = true');
    const expected = soldIn('NL').filter((p) => p.recommended && p.categories.includes('adults/socks'));
    const first = productsPageResponseSchema.parse(await ok(await call(`/api/v2/products/category/profile-1/64/1/${filter}`)));
    expect(first.totalItems).toBe(expected.length);
    expect(first.pages).toBe(Math.ceil(expected.length / 64));
    expect(first.items).toHaveLength(64);
    const last = productsPageResponseSchema.parse(await ok(await call(`/api/v2/products/category/profile-1/64/${first.pages}/${filter}`)));
    expect(last.items).toHaveLength(expected.length - 64 * (first.pages - 1));
    expect(first.items.every((p) => p.recommended && p.categories.includes('adults/socks'))).toBe(true);
  });

  it("lists everything for '-', newest first for new-in, 152 per page for outlet-all", async () => {
    const all = productsPageResponseSchema.parse(await ok(await call('/api/v2/products/new-in/p/24/1/-')));
    expect(all.totalItems).toBe(soldIn('NL').length);
    const dates = all.items.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const outlet = productsPageResponseSchema.parse(
      await ok(await call(`/api/v2/products/outlet-all/p/152/1/${encodeURIComponent('categories = outlet/all')}`)),
    );
    expect(outlet.totalItems).toBe(soldIn('NL').filter((p) => p.categories.includes('outlet/all')).length);
  });

  it('answers 400 for a bad limit, page or filter', async () => {
    await error(await call('/api/v2/products/w/p/0/1/-'), 400);
    await error(await call('/api/v2/products/w/p/10/zero/-'), 400);
    expect(await error(await call(`/api/v2/products/w/p/10/1/${encodeURIComponent('price > 5')}`), 400)).toMatch(/^Invalid filter/);
  });
});

describe('POST /api/v2/widget', () => {
  const widget = async (body: unknown) => widgetResponseSchema.parse(await ok(await call('/api/v2/widget', { body })));

  it('lists bestsellers first, then other recommended products, all in stock', async () => {
    const { items } = await timed('widget bestsellers (8)', () => widget({ widgetId: 'bestsellers', limit: 8, requestName: 'home' }));
    expect(items).toHaveLength(8);
    expect(items.every((p) => p.badges.includes('bestsellers') && p.recommended && p.stockStatus === 'in-stock')).toBe(true);
  });

  it('lists new-in newest first, in the requested currency', async () => {
    const { items } = await widget({ widgetId: 'new-in', limit: 4, variables: { currency: 'GBP' } });
    expect(items.map((p) => p.createdAt)).toEqual(
      items
        .map((p) => p.createdAt)
        .sort()
        .reverse(),
    );
    expect(items.every((p) => p.currency === 'GBP')).toBe(true);
  });

  it('recommends for a basket: never its products, same family first', async () => {
    const basketProduct = soldIn('NL').find((p) => p.family === 'Camden Lemon' && p.recommended);
    const variant = basketProduct && variantsIn(basketProduct, 'NL')[0];
    if (!basketProduct || !variant) throw new Error('fixture product missing');
    const { items } = await timed('widget basket (8)', () =>
      widget({ widgetId: 'basket', limit: 8, variables: { itemSkus: `${variant.sku},NOT-A-SKU` } }),
    );
    expect(items).toHaveLength(8);
    expect(items.some((p) => p.sku === basketProduct.sku)).toBe(false);
    const family = items.filter((p) => p.family === 'Camden Lemon');
    expect(family.length).toBeGreaterThan(0);
    expect(items.slice(0, family.length)).toEqual(family);
  });

  it('recommends products that close the gap to free shipping, the closest first', async () => {
    const { items } = await widget({
      widgetId: 'basket',
      limit: 8,
      variables: { itemSkus: '', shippingThreshold: '5000', cartAmount: '3800' },
    });
    const prices = items.map((p) => p.price.final);
    expect(prices.every((price) => price >= 1200)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cheapestCloser = Math.min(
      ...soldIn('NL')
        .filter((p) => p.recommended && priceOf(p) >= 1200)
        .map((p) => priceOf(p)),
    );
    expect(prices[0]).toBe(cheapestCloser);
  });

  it('answers 404 for an unknown widget and 400 for a bad body', async () => {
    expect(await error(await call('/api/v2/widget', { body: { widgetId: 'nope', limit: 8 } }), 404)).toBe('Unknown widget: nope');
    await error(await call('/api/v2/widget', { body: { widgetId: 'bestsellers' } }), 400);
    await error(await call('/api/v2/widget', { body: { widgetId: 'bestsellers', limit: 8, variables: { region: 'FR' } } }), 400);
  });
});

describe('request validation', () => {
  it.each([
    ['a missing query', { options: {} }, /query/],
    ['limit 0', { query: '', options: { limit: 0 } }, /options\.limit/],
    ['limit 201', { query: '', options: { limit: 201 } }, /options\.limit/],
    ['a negative offset', { query: '', options: { offset: -1 } }, /options\.offset/],
    ['an unknown sort', { query: '', options: { sortBy: 'cheapest' } }, /options\.sortBy/],
    ['an unknown facet', { query: '', options: { facets: ['flavour'] } }, /options\.facets/],
    ['an unsupported currency', { query: '', options: { currency: 'JPY' } }, /options\.currency/],
    ['an unknown region', { query: '', options: { region: 'DE' } }, /options\.region/],
    ['a body that is not JSON', '{"query":', /not JSON/],
  ])('answers 400 for %s', async (_name, body, message) => {
    expect(await error(await call('/search', { body }), 400)).toMatch(message);
  });

  it('answers 400 for a suggest limit outside 1..20 and 404 for an unknown path', async () => {
    await error(await call('/search/suggest', { body: { query: 'stripe', limit: 21 } }), 400);
    expect(await error(await call('/search/everything', { body: {} }), 404)).toBe('Not found: POST /search/everything');
  });

  it('accepts a search token and answers the caller request id as metadata.id', async () => {
    const res = await searchFetch('https://search.example/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
      body: JSON.stringify({ token: 'anything', query: 'socks', options: { limit: 1 } }),
    });
    expect(searchResponseSchema.parse(await ok(res)).metadata.id).toBe('req-42');
  });
});

describe('timings', () => {
  async function median(run: () => Promise<unknown>, times = 7) {
    const samples: number[] = [];
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
    return Math.round(samples.sort((a, b) => a - b)[Math.floor(times / 2)] ?? 0);
  }

  const raw = (query: string, options: SearchRequest['options'] = {}) => call('/search', { body: { query, options } }).then(ok);

  it('reports how long calls take in workerd (first call, then the median of warm calls)', async () => {
    const warm = {
      'search "stri", 64 items + 4 facets': await median(() => raw('stri', { facets: ['colours', 'materials', 'sizes', 'price'] })),
      'browse, 64 items + 4 facets': await median(() => raw('', { facets: ['colours', 'materials', 'sizes', 'price'] })),
      'search "socks" + filter, 64 items': await median(() => raw('socks', { filter: 'recommended = true AND colours IN [red, blue]' })),
      'search "stirpes" (corrected)': await median(() => raw('stirpes')),
      'suggest "stri" (8)': await median(() => call('/search/suggest', { body: { query: 'stri', limit: 8 } }).then(ok)),
      'available filters': await median(() => call('/api/available-filters/NL', { body: { filter: 'colours = red' } }).then(ok)),
      'product page': await median(() => call(`/api/product/pdp/${catalogue[0]?.sku}`).then(ok)),
      'basket widget (8)': await median(() =>
        call('/api/v2/widget', { body: { widgetId: 'basket', limit: 8, variables: { itemSkus: catalogue[0]?.sku ?? '' } } }).then(ok),
      ),
    };
    console.log(`search origin timings, first calls (ms): ${JSON.stringify(timings)}`);
    console.log(`search origin timings, warm medians (ms): ${JSON.stringify(warm)}`);
    expect(Object.values(warm).every((ms) => ms < 2000)).toBe(true);
  });
});
