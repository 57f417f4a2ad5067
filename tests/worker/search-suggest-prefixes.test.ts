// Suggestions from the prefixes the seed stores (migration 0008, decision 061), against the real
// D1 binding and the committed catalogue: every answer must equal the one ranking the hits gives
// (the table emptied), for every stored prefix, both regions and several limits, and the stored
// rows must be what a one-word suggestion reads.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUGGEST_DEPTH, type Scope } from '../../worker/upstreams/search/embedded/query';
import { suggest } from '../../worker/upstreams/search/embedded/search';
import { seedTestCatalogue } from './catalogue-db';

beforeEach(async () => {
  await seedTestCatalogue();
});

const SCOPES: Scope[] = [
  { region: 'NL', currency: 'GBP' },
  { region: 'US', currency: 'USD' },
];

async function storedPrefixes(): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT DISTINCT prefix FROM suggest_prefixes ORDER BY prefix').all<{ prefix: string }>();
  return results.map((r) => r.prefix);
}

/**
 * Every query's answer in every scope and limit, in one list. The calls go out together: D1
 * answers them one by one all the same, but the round trips to it overlap.
 */
function answers(queries: readonly string[], limits: readonly number[]) {
  const asks = queries.flatMap((query) => SCOPES.flatMap((scope) => limits.map((limit) => ({ query, scope, limit }))));
  return Promise.all(asks.map(async (ask) => ({ ...ask, answer: await suggest(env.DB, ask.query, ask.limit, ask.scope) })));
}

describe('stored suggestion prefixes', () => {
  it('the seed stores every prefix of 3+ letters of an indexed term, at most 64 products each, positions from 1', async () => {
    const prefixes = await storedPrefixes();
    expect(prefixes).toContain('str');
    expect(prefixes).toContain('stri');
    expect(prefixes.every((p) => p.length >= 3)).toBe(true);
    const { results } = await env.DB.prepare(
      'SELECT prefix, COUNT(*) AS n, MIN(position) AS first, MAX(position) AS last FROM suggest_prefixes GROUP BY prefix',
    ).all<{ prefix: string; n: number; first: number; last: number }>();
    for (const row of results) expect([row.n <= 64, row.first, row.last]).toEqual([true, 1, row.n]);
    expect(SUGGEST_DEPTH).toBe(64);
  });

  it('a one-word suggestion reads the stored order', async () => {
    const before = await suggest(env.DB, 'stri', 8, SCOPES[0]!);
    expect(before.items.length).toBe(8);
    // Reverse the stored order of 'stri': the answer must follow the table.
    await env.DB.prepare("UPDATE suggest_prefixes SET position = -position WHERE prefix = 'stri'").run();
    await env.DB.prepare(
      "UPDATE suggest_prefixes SET position = (SELECT COUNT(*) FROM suggest_prefixes WHERE prefix = 'stri') + 1 + position WHERE prefix = 'stri'",
    ).run();
    const reversed = await suggest(env.DB, 'stri', 8, SCOPES[0]!);
    expect(reversed.items.map((i) => i.id)).not.toEqual(before.items.map((i) => i.id));
  });

  it('answers exactly as ranking the hits does: every 5th stored prefix, both regions, limits 1 and 8, and queries the table cannot answer', async () => {
    const queries = [
      ...(await storedPrefixes()).filter((_, i) => i % 5 === 0),
      'stri',
      'STRI',
      'strïpe',
      'navy stri',
      'strpie',
      'zzzq',
      'ab!',
      'st',
    ];
    const limits = [1, 8];
    const stored = await answers(queries, limits);
    await env.DB.prepare('DELETE FROM suggest_prefixes').run();
    const ranked = await answers(queries, limits);
    expect(stored).toEqual(ranked);
  }, 180_000);
});
