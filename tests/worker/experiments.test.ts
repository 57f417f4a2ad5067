// Split tests at the edge (docs/decisions/039): the experiment cookie, the variant in the first
// HTML and its page state, and the edge page cache keyed by variant, with no stored cookie.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/app';
import { bumpPageGeneration } from '../../worker/cache/page-generation';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { ORIGIN } from './fetch';
import { stateOf } from './html';

const running: Env = { ...env, EXPERIMENTS: 'pdp-buy-box-first=on' };
const runningCached: Env = { ...running, PAGE_CACHE: 'on' };
const inactiveCached: Env = { ...env, PAGE_CACHE: 'on' };

const COOKIE = 'argyle_experiments';
const sku = catalogue[0]!.sku;

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function fetchPage(path: string, bindings: Env, cookie?: string): Promise<Answer> {
  const headers = new Headers({ 'cf-ipcountry': 'NL' });
  if (cookie !== undefined) headers.set('cookie', cookie);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers, redirect: 'manual' }), bindings, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, headers: res.headers, body };
}

/** The next draws of Math.random: the traffic draw, then the weight draw. */
function drawing(...values: number[]) {
  const spy = vi.spyOn(Math, 'random');
  for (const value of values) spy.mockReturnValueOnce(value);
}

/** Which summary element comes first in the product page's HTML: the buy box or the short description. */
function summaryOrder(body: string): 'buy-box-first' | 'description-first' {
  const buyBox = body.indexOf('class="buy-box"');
  const short = body.indexOf('class="product-summary__short"');
  expect(buyBox).toBeGreaterThan(0);
  expect(short).toBeGreaterThan(0);
  return buyBox < short ? 'buy-box-first' : 'description-first';
}

const setCookies = (answer: Answer) => answer.headers.getSetCookie();
const experimentsState = (answer: Answer) => stateOf(answer.body).bootstrap.experiments as { variants: Record<string, string> };
/** A fresh URL per test: the Cache API keeps entries across tests of this file. */
let unique = 0;
const fresh = (path: string) => `${path}?utm_content=x${Date.now()}-${unique++}`;

beforeAll(seedTestCatalogue);
// Tracking parameters are not part of a page's cache key (decision 049): each test starts at a
// new content generation, so its pages are its own.
beforeEach(() => bumpPageGeneration(env.CONTENT, 'production'));
afterEach(() => vi.restoreAllMocks());

describe('experiment assignment at the edge', () => {
  it('draws a new visitor in and sets the cookie Secure, SameSite=Strict, for 180 days', async () => {
    drawing(0.3, 0.7);
    const page = await fetchPage(`/nl/product/${sku}`, running);
    expect(page.status).toBe(200);
    expect(setCookies(page)).toEqual([
      'argyle_experiments=pdp-buy-box-first:buy-box-first; Max-Age=15552000; Path=/; Secure; SameSite=Strict',
    ]);
  });

  it('shows the drawn variant in the first HTML and hands it to hydration in the page state', async () => {
    drawing(0.3, 0.7);
    const variant = await fetchPage(`/nl/product/${sku}`, running);
    expect(summaryOrder(variant.body)).toBe('buy-box-first');
    expect(variant.body).toContain('data-experiment-variant="buy-box-first"');
    expect(experimentsState(variant)).toEqual({
      variants: { 'pdp-buy-box-first': 'buy-box-first' },
      running: ['pdp-buy-box-first'],
      splitTestEvents: ['add-to-cart', 'checkout-step'],
    });

    drawing(0.3, 0.2);
    const control = await fetchPage(`/nl/product/${sku}`, running);
    expect(setCookies(control)).toEqual([
      'argyle_experiments=pdp-buy-box-first:control; Max-Age=15552000; Path=/; Secure; SameSite=Strict',
    ]);
    expect(summaryOrder(control.body)).toBe('description-first');
    expect(control.body).not.toContain('data-experiment-variant');
  });

  it('keeps a valid cookie variant (sticky) and sets no cookie', async () => {
    const draw = vi.spyOn(Math, 'random');
    for (const variant of ['buy-box-first', 'control'] as const) {
      const page = await fetchPage(`/nl/product/${sku}`, running, `other=1; ${COOKIE}=pdp-buy-box-first:${variant}`);
      expect(setCookies(page)).toEqual([]);
      expect(summaryOrder(page.body)).toBe(variant === 'control' ? 'description-first' : 'buy-box-first');
    }
    // Math.random is also read elsewhere (e.g. log sampling): what matters is no draw changed the variant.
    draw.mockRestore();
  });

  it('keeps an out-of-traffic visitor out: the control, no exposure variant in the state, no new cookie', async () => {
    const page = await fetchPage(`/nl/product/${sku}`, running, `${COOKIE}=pdp-buy-box-first:out`);
    expect(setCookies(page)).toEqual([]);
    expect(summaryOrder(page.body)).toBe('description-first');
    expect(experimentsState(page)).toMatchObject({ variants: { 'pdp-buy-box-first': 'out' } });
  });

  it('replaces an invalid or unknown cookie value, never answering 500', async () => {
    for (const junk of ['pdp-buy-box-first:admin', 'nonsense', '%E0%A4%A', 'gone:b.pdp-buy-box-first:control:extra']) {
      drawing(0.3, 0.7);
      const page = await fetchPage(`/nl/product/${sku}`, running, `${COOKIE}=${junk}`);
      expect(page.status).toBe(200);
      expect(setCookies(page)).toEqual([
        'argyle_experiments=pdp-buy-box-first:buy-box-first; Max-Age=15552000; Path=/; Secure; SameSite=Strict',
      ]);
      expect(summaryOrder(page.body)).toBe('buy-box-first');
    }
  });

  it('assigns on every page of its storefronts (sticky before the product page), but puts the variant only in the pages it changes', async () => {
    drawing(0.3, 0.7);
    const home = await fetchPage('/nl', running);
    expect(setCookies(home)).toEqual([
      'argyle_experiments=pdp-buy-box-first:buy-box-first; Max-Age=15552000; Path=/; Secure; SameSite=Strict',
    ]);
    expect(experimentsState(home)).toEqual({
      variants: {},
      running: ['pdp-buy-box-first'],
      splitTestEvents: ['add-to-cart', 'checkout-step'],
    });
  });

  it('does nothing where it does not run: other storefronts, the API, or when inactive (the default)', async () => {
    const uk = await fetchPage(`/uk/product/${sku}`, running);
    expect(setCookies(uk)).toEqual([]);
    expect(experimentsState(uk)).toEqual({ variants: {}, running: [], splitTestEvents: [] });
    const api = await fetchPage('/api/content/nl/layout', running);
    expect(api.status).toBe(200);
    expect(setCookies(api)).toEqual([]);
    const inactive = await fetchPage(`/nl/product/${sku}`, env);
    expect(setCookies(inactive)).toEqual([]);
    expect(summaryOrder(inactive.body)).toBe('description-first');
    expect(experimentsState(inactive)).toEqual({ variants: {}, running: [], splitTestEvents: [] });
  });
});

describe('experiments and the edge page cache', () => {
  it('never serves the control and the variant from one cached copy', async () => {
    const path = fresh(`/nl/product/${sku}`);
    const control = `${COOKIE}=pdp-buy-box-first:control`;
    const variant = `${COOKIE}=pdp-buy-box-first:buy-box-first`;
    const out = `${COOKIE}=pdp-buy-box-first:out`;
    const first = await fetchPage(path, runningCached, control);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await fetchPage(path, runningCached, variant);
    expect(second.headers.get('x-cache')).toBe('MISS');
    expect(summaryOrder(second.body)).toBe('buy-box-first');
    const third = await fetchPage(path, runningCached, out);
    expect(third.headers.get('x-cache')).toBe('MISS');

    const controlHit = await fetchPage(path, runningCached, control);
    expect(controlHit.headers.get('x-cache')).toBe('HIT');
    expect(summaryOrder(controlHit.body)).toBe('description-first');
    expect(experimentsState(controlHit).variants).toEqual({ 'pdp-buy-box-first': 'control' });
    const variantHit = await fetchPage(path, runningCached, variant);
    expect(variantHit.headers.get('x-cache')).toBe('HIT');
    expect(summaryOrder(variantHit.body)).toBe('buy-box-first');
    expect(experimentsState(variantHit).variants).toEqual({ 'pdp-buy-box-first': 'buy-box-first' });
    const outHit = await fetchPage(path, runningCached, out);
    expect(experimentsState(outHit).variants).toEqual({ 'pdp-buy-box-first': 'out' });
  });

  it('stores no visitor cookie: a hit sets only a new visitor its own, and a returning one none', async () => {
    const path = fresh(`/nl/product/${sku}`);
    drawing(0.3, 0.7);
    const first = await fetchPage(path, runningCached);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(setCookies(first)).toHaveLength(1);

    const returning = await fetchPage(path, runningCached, `${COOKIE}=pdp-buy-box-first:buy-box-first`);
    expect(returning.headers.get('x-cache')).toBe('HIT');
    expect(setCookies(returning)).toEqual([]);

    drawing(0.9, 0.9);
    const newcomer = await fetchPage(path, runningCached);
    expect(newcomer.headers.get('x-cache')).toBe('HIT');
    expect(setCookies(newcomer)).toEqual([
      'argyle_experiments=pdp-buy-box-first:buy-box-first; Max-Age=15552000; Path=/; Secure; SameSite=Strict',
    ]);
  });

  it('shares one copy between variants on pages the experiment does not change', async () => {
    const path = fresh('/nl');
    expect((await fetchPage(path, runningCached, `${COOKIE}=pdp-buy-box-first:control`)).headers.get('x-cache')).toBe('MISS');
    const other = await fetchPage(path, runningCached, `${COOKIE}=pdp-buy-box-first:buy-box-first`);
    expect(other.headers.get('x-cache')).toBe('HIT');
  });

  it('when inactive: no cookie and the key is unchanged (a visitor with an old cookie hits the same copy)', async () => {
    const path = fresh(`/nl/product/${sku}`);
    const first = await fetchPage(path, inactiveCached);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(setCookies(first)).toEqual([]);
    const withCookie = await fetchPage(path, inactiveCached, `${COOKIE}=pdp-buy-box-first:buy-box-first`);
    expect(withCookie.headers.get('x-cache')).toBe('HIT');
    expect(setCookies(withCookie)).toEqual([]);
    expect(summaryOrder(withCookie.body)).toBe('description-first');
  });
});
