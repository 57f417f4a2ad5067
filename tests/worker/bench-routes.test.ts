import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { ORIGIN } from './fetch';
import { all, html, stateOf } from './html';

// npm run bench:ssr passes --var BENCH_ROUTES:true; wrangler.toml leaves it off.
const benchOn = { ...env, BENCH_ROUTES: 'true' };
const request = (path: string, bindings: Env) =>
  app.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'cf-ipcountry': 'GB' } }), bindings);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('benchmark routes (BENCH_ROUTES)', () => {
  it('are 404s by default, page and API', async () => {
    const api = await request('/api/bench/ssr-table', env);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await request('/uk/bench/ssr-table', env)).status).toBe(404);
  });

  it('serve 1000 rows of two fixed UUIDs when on', async () => {
    const first = (await (await request('/api/bench/ssr-table', benchOn)).json()) as { rows: Array<{ id: string; value: string }> };
    const second = (await (await request('/api/bench/ssr-table', benchOn)).json()) as typeof first;
    expect(first.rows).toHaveLength(1000);
    for (const row of first.rows) {
      expect(row.id).toMatch(UUID);
      expect(row.value).toMatch(UUID);
    }
    expect(new Set(first.rows.flatMap((r) => [r.id, r.value])).size).toBe(2000);
    expect(second).toEqual(first);
  });

  it('render the table page through the layout with its rows in the dehydrated state', async () => {
    const res = await request('/uk/bench/ssr-table', benchOn);
    expect(res.status).toBe(200);
    const body = await html(res);
    expect(all(body, /<tr>/g)).toHaveLength(1000);
    expect(body).toContain('<header');
    expect(body).toContain('<meta name="robots" content="noindex"');
    const state = stateOf(body);
    const table = state.queries.queries.find((q) => q.queryKey.join('/') === 'bench/ssr-table') as unknown as {
      state: { data: { rows: unknown[] } };
    };
    expect(table.state.data.rows).toHaveLength(1000);
    expect(body.length).toBeGreaterThan(200_000);
  });
});
