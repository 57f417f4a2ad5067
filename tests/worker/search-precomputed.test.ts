// The embedded search origin's shortcuts at scale (decision 027), against the real D1 binding and
// the committed catalogue: counts of base selections read from the seed's precomputed tables must
// equal the counts over the rows, with a fallback when the tables are empty, and the typo
// vocabulary is cached per isolate until the catalogue's vocabulary changes.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseFilter, type Condition } from '../../worker/upstreams/search/embedded/filter';
import { BASE_FIELDS, baseKeyOf } from '../../worker/upstreams/search/embedded/precomputed';
import {
  countStatement,
  priceFacetStatement,
  sizeFacetStatement,
  valueFacetStatement,
  type Scope,
  type Selection,
} from '../../worker/upstreams/search/embedded/query';
import { findProducts, type FindOptions } from '../../worker/upstreams/search/embedded/search';
import { prepare, type Sql } from '../../worker/upstreams/search/embedded/sql';
import { catalogue, seedTestCatalogue } from './catalogue-db';

beforeEach(async () => {
  await seedTestCatalogue();
});

/** Every value of a base field in the catalogue, plus one no product has. */
function valuesOf(field: (typeof BASE_FIELDS)[number]): string[] {
  const values = new Set<string>(['no-such-value']);
  for (const p of catalogue) {
    if (field === 'sizes') for (const v of p.variants) values.add(v.size.value);
    else if (field === 'ageGroup') values.add(p.ageGroup);
    else for (const value of p[field]) values.add(value);
  }
  return [...values];
}

/** Every base selection's conditions: everything, recommended, and one attribute with or without it. */
function baseSelections(): Condition[][] {
  const recommended: Condition = { kind: 'boolean', field: 'recommended', value: true };
  const selections: Condition[][] = [[], [recommended]];
  for (const field of BASE_FIELDS) {
    for (const value of valuesOf(field)) {
      const attribute: Condition = { kind: 'text', field, values: [value] };
      selections.push([attribute], [recommended, attribute]);
    }
  }
  return selections;
}

const statementsOf = (sel: Selection): Sql[] => [
  countStatement(sel, 'product'),
  valueFacetStatement(sel, 'colours'),
  valueFacetStatement(sel, 'materials'),
  valueFacetStatement(sel, 'features'),
  sizeFacetStatement(sel),
  priceFacetStatement(sel),
];

/**
 * Rows of each statement, in a stable order, without the columns only counted statements carry
 * (their facet name, and NULL for what a row does not answer).
 */
async function answers(statements: Sql[]) {
  const results = await env.DB.batch(statements.map((s) => prepare(env.DB, s)));
  return results.map((r) =>
    (r.results as { value?: string; facet?: string }[])
      .toSorted((a, b) => (a.value ?? '').localeCompare(b.value ?? ''))
      .map(({ facet: _facet, ...row }) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null))),
  );
}

describe('base selections', () => {
  it('are the selections of category and tag listings, and nothing else', () => {
    expect(baseKeyOf([])).toBe('');
    expect(baseKeyOf(parseFilter('recommended = true'))).toBe('recommended');
    expect(baseKeyOf(parseFilter("recommended = true AND ageGroup = 'adults'"))).toBe('recommended&ageGroup=adults');
    expect(baseKeyOf(parseFilter("collections = 'outlet'"))).toBe('collections=outlet');
    expect(baseKeyOf(parseFilter('recommended = true AND colours = navy-blue'))).toBe('recommended&colours=navy blue');
    expect(baseKeyOf(parseFilter("recommended = true AND colours IN ['red', 'navy blue']"))).toBeUndefined();
    expect(baseKeyOf(parseFilter("ageGroup = 'adults' AND colours = red"))).toBeUndefined();
    expect(baseKeyOf(parseFilter('recommended = true AND price >= 1000'))).toBeUndefined();
    expect(baseKeyOf(parseFilter('recommended = false'))).toBeUndefined();
    expect(baseKeyOf(parseFilter('seasonalClearance = true'))).toBeUndefined();
    expect(baseKeyOf(parseFilter("sku = 'ARG-1'"))).toBeUndefined();
  });

  it('read from the precomputed tables answer exactly what counting over the rows answers', async () => {
    const scopes: Scope[] = [
      { region: 'NL', currency: 'EUR' },
      { region: 'NL', currency: 'GBP' },
      { region: 'US', currency: 'USD' },
    ];
    let compared = 0;
    for (const scope of scopes) {
      const selections = baseSelections();
      const [precomputed, counted] = await Promise.all(
        [true, false].map((flag) => answers(selections.flatMap((conditions) => statementsOf({ scope, conditions, precomputed: flag })))),
      );
      selections.forEach((conditions, i) => {
        const rows = (answers: unknown[]) => answers.slice(i * 6, i * 6 + 6);
        expect(rows(precomputed!), `${scope.region} ${scope.currency} ${baseKeyOf(conditions)}`).toEqual(rows(counted!));
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(300);
    // The statements really differ: the precomputed ones never touch the product tables.
    expect(countStatement({ scope: scopes[0]!, conditions: [], precomputed: true }, 'product').text).toContain('selection_stats');
    expect(valueFacetStatement({ scope: scopes[0]!, conditions: [], precomputed: true }, 'colours').text).toContain('facet_counts');
  }, 120_000);

  it('are counted over the rows when the precomputed tables are empty (a catalogue seeded before migration 0006)', async () => {
    const listing: FindOptions = {
      scope: { region: 'NL', currency: 'GBP' },
      conditions: parseFilter("recommended = true AND ageGroup = 'adults'"),
      sort: 'recommended',
      limit: 64,
      offset: 0,
      facets: ['colours', 'materials', 'features', 'sizes', 'price'],
    };
    const expected = await findProducts(env.DB, listing);
    expect(expected.count).toBe(
      catalogue.filter((p) => p.recommended && p.ageGroup === 'adults' && p.variants.some((v) => !v.sku.includes('-UP'))).length,
    );
    await env.DB.batch([env.DB.prepare('DELETE FROM selection_stats'), env.DB.prepare('DELETE FROM facet_counts')]);
    expect(await findProducts(env.DB, listing)).toEqual(expected);
  });
});

describe('typo correction', () => {
  const typo: FindOptions = {
    scope: { region: 'NL', currency: 'EUR' },
    query: 'stirpes',
    conditions: [],
    sort: 'relevance',
    limit: 8,
    offset: 0,
  };

  it('keeps the vocabulary per isolate and reloads it when the catalogue’s vocabulary changes', async () => {
    expect((await findProducts(env.DB, typo)).correctedQuery).toBe('stripes');
    // The isolate's copy answers although the table is gone…
    await env.DB.prepare('DELETE FROM search_terms').run();
    expect((await findProducts(env.DB, typo)).correctedQuery).toBe('stripes');
    // …until the catalogue says its vocabulary changed: then the (now empty) table is read again.
    await env.DB.prepare("UPDATE catalogue_meta SET value = 'changed' WHERE key = 'vocabulary'").run();
    expect((await findProducts(env.DB, typo)).correctedQuery).toBeUndefined();
  });
});
