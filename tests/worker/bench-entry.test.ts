import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
// The benchmarks' worker (scripts/bench/worker.js): in this test file's own workerd, it adds the
// table page to the shipped route tree; the shipped worker's 404 is in routing.test.ts.
// @ts-expect-error -- plain JavaScript without declarations (see its header); typed below.
import benchWorkerModule from '../../scripts/bench/worker.js';
import { app } from '../../worker/app';
import { ORIGIN } from './fetch';
import { all, html, stateOf } from './html';

const request = (path: string) => app.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'cf-ipcountry': 'GB' } }), env);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type TableQuery = { state: { data: { rows: Array<{ id: string; value: string }> } } };
const rowsOf = (body: string) =>
  (stateOf(body).queries.queries.find((q) => q.queryKey.join('/') === 'bench/ssr-table') as unknown as TableQuery).state.data.rows;

const benchWorker = benchWorkerModule as { fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> };

/** The edge cache on, as in production (the worker tests' config turns it off). */
const cached: Env = { ...env, PAGE_CACHE: 'on' };

/** A page through the bench worker's own entry, with its cache writes finished. */
async function throughBenchWorker(path: string): Promise<string | null> {
  const ctx = createExecutionContext();
  const res = await benchWorker.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'cf-ipcountry': 'GB' } }), cached, ctx);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return res.headers.get('x-cache');
}

describe('the benchmarks worker', () => {
  it("renders every `_bench` request past the edge cache (bench:ssr's uncached pages), and caches the others", async () => {
    expect(await throughBenchWorker('/uk/faq?_bench=1')).toBe('BYPASS');
    expect(await throughBenchWorker('/uk/faq?_bench=2')).toBe('BYPASS');
    await throughBenchWorker('/uk/faq');
    expect(await throughBenchWorker('/uk/faq')).toBe('HIT');
  });

  it('renders the table page through the layout with its rows in the dehydrated state', async () => {
    const res = await request('/uk/bench/ssr-table');
    expect(res.status).toBe(200);
    const body = await html(res);
    expect(all(body, /<tr>/g)).toHaveLength(1000);
    expect(body).toContain('<header');
    expect(body).toContain('<meta name="robots" content="noindex, follow"');
    expect(rowsOf(body)).toHaveLength(1000);
    expect(body.length).toBeGreaterThan(200_000);
  });

  it('serves the same 1000 rows of two distinct UUIDs on every request', async () => {
    const first = rowsOf(await html(await request('/uk/bench/ssr-table?_bench=1')));
    const second = rowsOf(await html(await request('/uk/bench/ssr-table?_bench=2')));
    for (const row of first) {
      expect(row.id).toMatch(UUID);
      expect(row.value).toMatch(UUID);
    }
    expect(new Set(first.flatMap((r) => [r.id, r.value])).size).toBe(2000);
    expect(second).toEqual(first);
  });

  it('keeps the shipped routes beside it', async () => {
    const res = await request('/uk/faq');
    expect(res.status).toBe(200);
    expect(await html(res)).toContain('data-page-type="faq"');
  });
});
