// field data (decision 037): POST /api/diagnostics/vitals takes one web-vitals beacon
// per sampled page view (text/plain from sendBeacon, or JSON), answers 204 and writes one
// structured `vitals` line; bad beacons get a 4xx naming the field. The sample rate is config
// (VITALS_SAMPLE_RATE, parsed in worker/env.ts: env.test.ts) handed to the browser in the page's
// bootstrap.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { get, ORIGIN } from './fetch';
import { captureLogLines } from './log-lines';
import { stateOf } from './html';

const valid = {
  pageType: 'product',
  storefront: 'uk',
  market: 'GB',
  navigationType: 'navigate',
  metrics: { LCP: 1234.56, INP: 88, CLS: 0.012345, TTFB: 210.4 },
};

function postBeacon(body: unknown, headers: Record<string, string> = {}) {
  return app.fetch(
    new Request(`${ORIGIN}/api/diagnostics/vitals`, {
      method: 'POST',
      // What navigator.sendBeacon sends for a string body.
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    env,
    createExecutionContext(),
  );
}

const logLines = captureLogLines();
const vitalsLines = () => logLines().filter((l) => l.message === 'vitals');

describe('POST /api/diagnostics/vitals', () => {
  it('accepts a text/plain beacon with 204, never cached, and writes one vitals line with the page type, market and rounded values', async () => {
    const res = await postBeacon(valid);
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');
    expect(vitalsLines()).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'vitals',
        pageType: 'product',
        storefront: 'uk',
        market: 'GB',
        navigationType: 'navigate',
        LCP: 1235,
        INP: 88,
        CLS: 0.0123,
        TTFB: 210,
      }),
    ]);
  });

  it('accepts a JSON beacon with only some metrics and logs only those', async () => {
    const res = await postBeacon({ ...valid, metrics: { TTFB: 95 } }, { 'content-type': 'application/json' });
    expect(res.status).toBe(204);
    const [line] = vitalsLines();
    expect(line).toMatchObject({ TTFB: 95 });
    expect(line).not.toHaveProperty('LCP');
    expect(line).not.toHaveProperty('CLS');
  });

  it.each([
    [{ ...valid, pageType: 'landing' }, 'pageType'],
    [{ ...valid, storefront: 'xx' }, 'storefront'],
    [{ ...valid, market: 'SE' }, 'market'],
    [{ ...valid, navigationType: 'teleport' }, 'navigationType'],
    [{ ...valid, metrics: { ...valid.metrics, LCP: -1 } }, 'metrics.LCP'],
    [{ ...valid, metrics: { ...valid.metrics, INP: 'fast' } }, 'metrics.INP'],
    [{ ...valid, metrics: { ...valid.metrics, CLS: 101 } }, 'metrics.CLS'],
    [{ ...valid, metrics: { ...valid.metrics, TTFB: 600_001 } }, 'metrics.TTFB'],
    [{ ...valid, metrics: { ...valid.metrics, FID: 3 } }, 'metrics'],
    [{ ...valid, metrics: {} }, 'metrics'],
    [{ ...valid, url: 'https://argyle.test/uk?email=a@b.c' }, 'url'],
    [{ pageType: 'product' }, 'storefront'],
  ])('answers 400 naming the field for a bad beacon (%#: %s)', async (body, field) => {
    const res = await postBeacon(body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(/^Invalid /);
    expect(error.message).toContain(field);
    expect(vitalsLines()).toEqual([]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await postBeacon('LCP=1200');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Invalid body: expected a JSON object');
  });

  it('answers 413 for a beacon over 2048 bytes, and writes nothing', async () => {
    const res = await postBeacon({ ...valid, padding: 'x'.repeat(2048) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    expect(vitalsLines()).toEqual([]);
  });

  it('answers 415 for a body type a beacon never has', async () => {
    const res = await postBeacon(valid, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('content-type');
  });

  it('refuses a cross-origin browser beacon', async () => {
    const res = await postBeacon(valid, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(vitalsLines()).toEqual([]);
  });

  it("answers 429 with Retry-After past 60 beacons a minute from one client, writes nothing for them, and still takes another client's", async () => {
    const from = (ip: string) => postBeacon(valid, { 'cf-connecting-ip': ip });
    for (let i = 0; i < 60; i++) expect((await from('203.0.113.7')).status).toBe(204);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    const { error } = (await refused.json()) as { error: { code: string; message: string } };
    expect(error).toEqual({ code: 'rate_limited', message: 'Too many vitals beacons: at most 60 a minute' });
    expect(vitalsLines()).toHaveLength(60);
    expect((await from('198.51.100.20')).status).toBe(204);
  });

  it('answers another method with an error, not a 500', async () => {
    const res = await get('/api/diagnostics/vitals');
    expect(res.status).toBe(404);
  });
});

describe('vitals sample rate', () => {
  async function bootstrapWith(vars: Partial<Record<keyof Env, string>>) {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${ORIGIN}/uk`, { headers: { 'cf-ipcountry': 'GB' } }), { ...env, ...vars }, ctx);
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    return { status: res.status, bootstrap: stateOf(body).bootstrap };
  }

  it('hands the configured VITALS_SAMPLE_RATE to the browser in the page bootstrap (1 as wrangler.toml sets it)', async () => {
    const page = await bootstrapWith({});
    expect(page.status).toBe(200);
    expect(page.bootstrap.vitalsSampleRate).toBe(1);
    expect((await bootstrapWith({ VITALS_SAMPLE_RATE: '0.25' })).bootstrap.vitalsSampleRate).toBe(0.25);
    expect((await bootstrapWith({ VITALS_SAMPLE_RATE: '0' })).bootstrap.vitalsSampleRate).toBe(0);
  });
});
