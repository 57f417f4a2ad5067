// One market resolution per page view with the edge cache on (docs/decisions/033): the cache
// resolves the market to build the page's key before the page route, and hands it on with the
// key and its lookup instead of the route resolving it again. Its own file: it counts calls to
// the markets module's resolver through a spy on its module.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as markets from '../../markets';
import { app } from '../../worker/app';
import { seedTestCatalogue } from './catalogue-db';
import { ORIGIN } from './fetch';
import { stateOf } from './html';

const resolutions = vi.spyOn(markets, 'marketOnStorefront');

async function view(path: string, country: string, bindings: Env) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'cf-ipcountry': country } }), bindings, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, xCache: res.headers.get('x-cache'), body };
}

beforeAll(seedTestCatalogue);
beforeEach(() => {
  resolutions.mockClear();
});

describe('market resolution per page view', () => {
  it.each([
    ['home', '/eu', 'SE'],
    ['listing', '/uk/adults/socks', 'GB'],
    ['product', '/uk/product/ARG-BRIGHTON-STRIPE-WHITE', 'GB'],
  ])('an uncached %s page resolves its market exactly once, with the cache on and off', async (_, path, country) => {
    const fresh = `${path}?utm_content=market-${Date.now()}-${Math.random()}`;
    const miss = await view(fresh, country, { ...env, PAGE_CACHE: 'on' });
    expect(miss.status).toBe(200);
    expect(miss.xCache).toBe('MISS');
    expect(stateOf(miss.body).bootstrap.countryCode).toBe(country);
    expect(resolutions).toHaveBeenCalledTimes(1);

    resolutions.mockClear();
    const bypass = await view(fresh, country, { ...env, PAGE_CACHE: 'off' });
    expect(bypass.xCache).toBe('BYPASS');
    expect(resolutions).toHaveBeenCalledTimes(1);
  });
});
