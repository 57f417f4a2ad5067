import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { clientBuild } from '../../worker/render/client-build';
import { get, postJson } from './fetch';

describe('GET /api/country-code', () => {
  it('answers the market for a supported country, lower case accepted', async () => {
    const res = await get('/api/country-code?country-code=se&cv=1732186800000');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      countryCode: 'SE',
      supported: true,
      storefrontCode: 'eu',
      external: null,
      market: { countryCode: 'SE', currency: { code: 'SEK' }, tax: 25, language: 'en' },
    });
  });

  it('answers an external market with its address', async () => {
    const body = await (await get('/api/country-code?country-code=au')).json();
    expect(body).toMatchObject({ countryCode: 'AU', supported: false, market: null, external: { url: 'https://argyle.com.au' } });
  });

  it('answers an unsupported country as not supported', async () => {
    const body = await (await get('/api/country-code?country-code=br')).json();
    expect(body).toMatchObject({ countryCode: 'BR', supported: false, market: null, external: null, storefrontCode: null });
  });

  it.each(['', '?country-code=', '?country-code=x1', '?country-code=gbr', '?country-code=gb&cv=yesterday'])(
    'answers 400 with the field named for %s',
    async (query) => {
      const res = await get(`/api/country-code${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('bad_request');
      expect(body.error.message).toMatch(/country-code|cv/);
    },
  );
});

describe('GET /api/eurocon', () => {
  it('answers the built-in rates when none are published', async () => {
    await env.CONTENT.delete('rates:eurocon');
    const body = (await (await get('/api/eurocon')).json()) as { rates: Record<string, number>; source: string };
    expect(body.source).toBe('fallback');
    expect(body.rates.EUR).toBe(1);
    expect(body.rates.GBP).toBeGreaterThan(0.5);
    expect(Object.keys(body.rates)).toEqual(expect.arrayContaining(['CHF', 'USD', 'SEK', 'CZK', 'DKK', 'NOK', 'KRW']));
  });

  it('answers published rates from KV over the built-in ones', async () => {
    await env.CONTENT.put('rates:eurocon', JSON.stringify({ rates: { GBP: 0.9 }, updatedAt: '2026-11-20T00:00:00Z' }));
    const body = (await (await get('/api/eurocon')).json()) as { rates: Record<string, number>; source: string };
    expect(body.source).toBe('kv');
    expect(body.rates.GBP).toBe(0.9);
    expect(body.rates.EUR).toBe(1);
  });

  it('falls back to the built-in rates when the published entry is malformed', async () => {
    await env.CONTENT.put('rates:eurocon', '{"rates":{"GBP":-1}}');
    const body = (await (await get('/api/eurocon')).json()) as { source: string };
    expect(body.source).toBe('fallback');
  });
});

describe('POST /api/diagnostics/log', () => {
  const valid = {
    message: 'Suggestion fetch failed',
    code: 'storefront:suggest',
    level: 'warn',
    service: 'storefront',
    data: { status: 503 },
  };

  it('accepts a valid entry', async () => {
    const res = await postJson('/api/diagnostics/log', valid);
    expect(res.status).toBe(204);
  });

  it.each([
    [{ ...valid, level: 'fatal' }, 'level'],
    [{ ...valid, code: 'suggest' }, 'code'],
    [{ ...valid, message: '' }, 'message'],
    [{ ...valid, service: 'Store Front' }, 'service'],
  ])('answers 400 naming the field for a bad entry (%#)', async (body, field) => {
    const res = await postJson('/api/diagnostics/log', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(field);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await postJson('/api/diagnostics/log', '{not json');
    expect(res.status).toBe(400);
  });

  it('answers 413 for an entry over 16 KiB', async () => {
    const res = await postJson('/api/diagnostics/log', { ...valid, data: 'x'.repeat(17 * 1024) });
    expect(res.status).toBe(413);
  });

  it('refuses a cross-origin browser request', async () => {
    const res = await postJson('/api/diagnostics/log', valid, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'forbidden', message: 'Cross-origin request refused' } });
  });
});

describe('API errors', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const res = await get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No API route: GET /api/nope' } });
  });
});

describe('build metadata', () => {
  it('answers builds/latest.json with the current build id, never cached', async () => {
    const res = await get('/builds/latest.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ id: clientBuild.buildId, timestamp: clientBuild.builtAt });
  });

  it('answers builds/meta/{id}.json for the current build and 404 for others', async () => {
    const ok = await get(`/builds/meta/${clientBuild.buildId}.json`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: clientBuild.buildId, entry: expect.stringMatching(/^\/assets\//) });
    const missing = await get('/builds/meta/000000000000.json');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
