// one access line per request from outside (never per in-process call), its level and
// sampling configurable, warnings always written; Server-Timing on every page and API answer.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { get, ORIGIN } from './fetch';
import { captureLogLines } from './log-lines';

beforeAll(seedTestCatalogue);

const logLines = captureLogLines();
const accessLines = () => logLines().filter((l) => l.message === 'request');
const product = catalogue[0]!;

/** A request from outside with these vars, with its own execution context as in production. */
async function fetchWith(path: string, vars: Partial<Record<keyof Env, string>>) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'cf-ipcountry': 'GB' } }), { ...env, ...vars }, ctx);
  await res.text();
  await waitOnExecutionContext(ctx);
  return res;
}

/** `name;dur=12.3` entries of a Server-Timing header. */
function serverTiming(res: Response): Record<string, number> {
  const header = res.headers.get('server-timing') ?? '';
  return Object.fromEntries(
    header
      .split(',')
      .filter((part) => part.trim())
      .map((part) => {
        const [name, ...params] = part.trim().split(';');
        const dur = params.find((p) => p.startsWith('dur='));
        return [name, Number(dur?.slice(4))];
      }),
  );
}

describe('access log', () => {
  it('writes one line for a product page view, however many in-process calls it makes', async () => {
    const res = await get(`/uk/product/${product.sku}`, { headers: { 'x-request-id': 'page-view-1' } });
    expect(res.status).toBe(200);
    await res.text();
    expect(accessLines()).toEqual([
      expect.objectContaining({
        level: 'info',
        requestId: 'page-view-1',
        method: 'GET',
        path: `/uk/product/${product.sku}`,
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
  });

  it('writes one line for an API call from outside', async () => {
    await (await get('/api/country-code?country-code=de')).text();
    expect(accessLines()).toHaveLength(1);
    expect(accessLines()[0]).toMatchObject({ path: '/api/country-code', status: 200 });
  });

  it('writes no access line with ACCESS_LOG_SAMPLE_RATE 0 or LOG_LEVEL warn, and still writes warnings', async () => {
    await fetchWith('/uk/no-such-page-here', { ACCESS_LOG_SAMPLE_RATE: '0' });
    await fetchWith('/uk/api/blocked', { LOG_LEVEL: 'warn' });
    expect(accessLines()).toHaveLength(0);
    expect(
      logLines()
        .filter((l) => l.level === 'warn')
        .map((l) => l.message),
    ).toContain('Blocked route');
  });
});

describe('Server-Timing', () => {
  it('reports total, content, search and render on a product page', async () => {
    const res = await get(`/uk/product/${product.sku}`);
    await res.text();
    const timing = serverTiming(res);
    expect(Object.keys(timing)).toEqual(expect.arrayContaining(['total', 'content', 'search', 'render']));
    for (const dur of Object.values(timing)) expect(dur).toBeGreaterThanOrEqual(0);
  });

  it('reports total and search on a catalogue API answer, and total on every other API answer', async () => {
    const search = await get('/api/catalogue/uk/search?term=stripe', { country: 'GB' });
    await search.text();
    expect(search.status).toBe(200);
    expect(Object.keys(serverTiming(search))).toEqual(expect.arrayContaining(['total', 'search']));
    const country = await get('/api/country-code?country-code=de');
    expect(Object.keys(serverTiming(country))).toEqual(['total']);
  });

  it('is on error answers too', async () => {
    const res = await get('/api/no-such-endpoint');
    expect(res.status).toBe(404);
    expect(Object.keys(serverTiming(res))).toEqual(['total']);
  });
});
