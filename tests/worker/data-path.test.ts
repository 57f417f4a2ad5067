// One data path on the server (section 1): a page view reads its data through the
// domain services with the request's own context. Nothing re-enters the worker, so the
// middleware (and its access-log line) runs once, and each content item is read once.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { get } from './fetch';
import { html, stateOf } from './html';

beforeAll(seedTestCatalogue);
afterEach(() => vi.restoreAllMocks());

/** The worker's JSON log lines written to console.log while `run` runs. */
async function logLinesDuring(run: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const log = vi.spyOn(console, 'log');
  await run();
  return log.mock.calls.flatMap(([line]) => {
    try {
      return typeof line === 'string' ? [JSON.parse(line) as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

const sku = () => catalogue[0]!.sku;

describe('the server data path', () => {
  it.each([
    ['product', () => `/uk/product/${sku()}`],
    ['listing', () => '/uk/adults/socks'],
    ['home', () => '/uk'],
    ['search', () => '/uk/search?term=stripe'],
  ])('writes one access-log line for a %s page view (the middleware runs once)', async (_name, path) => {
    const lines = await logLinesDuring(async () => {
      const res = await get(path(), { country: 'GB' });
      expect(res.status).toBe(200);
      await html(res);
    });
    const access = lines.filter((line) => line.message === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ method: 'GET', status: 200 });
  });

  it.each([
    ['listing', () => '/uk/adults/socks'],
    ['product', () => `/uk/product/${sku()}`],
  ])('reads each content item from the KV cache at most once per %s page view', async (_name, path) => {
    await html(await get(path())); // the cache is filled
    const reads = vi.spyOn(env.CONTENT, 'getWithMetadata');
    const res = await get(path());
    expect(res.status).toBe(200);
    await html(res);
    const keys = reads.mock.calls.map(([key]) => String(key));
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('dehydrates the same answers the API gives the browser', async () => {
    const state = stateOf(await html(await get(`/uk/product/${sku()}`, { country: 'GB' })));
    const query = state.queries.queries.find((q) => q.queryKey[3] === 'product') as { queryKey: unknown[]; state: { data: unknown } };
    const api = await get(`/api/catalogue/uk/product/${sku()}?country=GB`);
    expect(query.queryKey).toEqual(['catalogue', 'uk', 'GB', 'product', sku()]);
    expect(query.state.data).toEqual(await api.json());
  });
});
