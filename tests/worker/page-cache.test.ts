// The edge page cache (docs/decisions/024): hit, miss, stale-while-revalidate, stale-if-error,
// purge on publish, and the pages it must never store. The other worker tests run with the
// cache off; here it is on, with the real Cache API of workerd.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import type { Market } from '../../markets';
import { app } from '../../worker/app';
import { cachedPage } from '../../worker/cache/page-cache';
import { getConfig } from '../../worker/env';
import type { AppEnv } from '../../worker/types';
import { bumpPageGeneration, pageGenerationKey } from '../../worker/cache/page-generation';
import { createTiming } from '../../worker/timing';
import { seedTestCatalogue } from './catalogue-db';
import { ORIGIN } from './fetch';
import { attr, stateOf } from './html';
import { signWebhook as sign, WEBHOOK_SECRET } from './storyblok-webhook';

const cached: Env = { ...env, PAGE_CACHE: 'on' };
const searchDown: Env = { ...cached, SEARCH_BASE_URL: 'https://search.down.test/v1' };

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** One request as a browser in `country` sends it; waits for the background work it started. */
async function fetchPage(path: string, options: { country?: string; bindings?: Env; init?: RequestInit } = {}): Promise<Answer> {
  const headers = new Headers(options.init?.headers);
  headers.set('cf-ipcountry', options.country ?? 'GB');
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}${path}`, { ...options.init, headers, redirect: 'manual' }),
    options.bindings ?? cached,
    ctx,
  );
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, headers: res.headers, body };
}

const xCache = (answer: Answer) => answer.headers.get('x-cache');

/** A page's first request: rendered (MISS) and stored. Answers the render the cache now holds. */
async function storePage(path: string, options: Parameters<typeof fetchPage>[1] = {}): Promise<Answer> {
  const first = await fetchPage(path, options);
  expect(xCache(first)).toBe('MISS');
  return first;
}
/** The CSP nonce this response allows, and the one its entry script carries. */
const cspNonce = (answer: Answer) => /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
const scriptNonce = (answer: Answer) => attr(answer.body, 'script[^>]*id="__ARGYLE_STATE__"', 'nonce');

/**
 * A fresh URL per test for answers keyed by their whole URL (answer-cache.ts). The Cache API keeps
 * entries across tests of this file; pages leave utm_content out of their key (decision 049), so
 * each test starts at a new content generation (beforeEach) and its pages are its own.
 */
let unique = 0;
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}utm_content=t${Date.now()}-${unique++}`;

beforeAll(seedTestCatalogue);

beforeEach(async () => {
  await bumpPageGeneration(env.CONTENT, 'production');
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (new URL(new Request(input, init).url).hostname === 'search.down.test') throw new TypeError('Network connection lost.');
    return realFetch(input, init);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Moves the clock on (Date only, still ticking: the content client paces itself by it). */
function later(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

/**
 * The page cache around a stand-in render (`render` gets the request's nonce, as the document
 * renderer does), on a minimal app: answers how one request went.
 */
function probe(render: (nonce: string) => Promise<Response>) {
  let requests = 0;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('config', getConfig(cached));
    c.set('log', () => undefined);
    c.set('storefront', 'uk');
    c.set('market', { countryCode: 'GB' } as Market);
    c.set('secureHeadersNonce', `nonce-${++requests}`);
    c.set('timing', createTiming());
    await next();
  });
  app.get('*', (c) => cachedPage(c, () => render(c.get('secureHeadersNonce') ?? '')));
  return async (path: string) => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${ORIGIN}${path}`), cached, ctx);
    const body = await res.text().catch(() => '(the stream failed)');
    await waitOnExecutionContext(ctx);
    return { status: res.status, xCache: res.headers.get('x-cache'), body };
  };
}

const html = (body: BodyInit) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('edge page cache', () => {
  it('renders a page on a miss and answers the same URL and market from the cache, with this response’s nonce', async () => {
    const path = fresh('/uk/adults/socks');
    const first = await storePage(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('server-timing')).toMatch(/(^|, )cache;desc="MISS";dur=[\d.]+/);
    const second = await fetchPage(path);
    expect(second.status).toBe(200);
    expect(xCache(second)).toBe('HIT');
    // Ops see the outcome and the lookup's time in Server-Timing too.
    expect(second.headers.get('server-timing')).toMatch(/(^|, )cache;desc="HIT";dur=[\d.]+/);
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(second.headers.get('x-edge-rendered-at')).toBeNull();
    // Same page, but the nonce is the one this response's CSP allows, not the stored one.
    expect(cspNonce(second)).toBeTruthy();
    expect(scriptNonce(second)).toBe(cspNonce(second));
    expect(scriptNonce(first)).toBe(cspNonce(first));
    expect(scriptNonce(second)).not.toBe(scriptNonce(first));
    // The rewriter writes an element it touched as `<link ... />`: the same HTML.
    const withoutNonces = (body: string) => body.replace(/\s*nonce="[^"]*"/g, '').replace(/\s*\/>/g, '/>');
    expect(withoutNonces(second.body)).toBe(withoutNonces(first.body));
  });

  it('keys pages by market: another country on the same storefront is a miss', async () => {
    const path = fresh('/eu');
    await storePage(path, { country: 'DE' });
    expect(xCache(await fetchPage(path, { country: 'DE' }))).toBe('HIT');
    const sweden = await fetchPage(path, { country: 'SE' });
    expect(xCache(sweden)).toBe('MISS');
    expect(stateOf(sweden.body).bootstrap.countryCode).toBe('SE');
  });

  it('serves a page older than 60 s once as STALE, re-renders it in the background, then hits the new copy', async () => {
    const path = fresh('/uk');
    await storePage(path);
    later(61);
    const stale = await fetchPage(path);
    expect(xCache(stale)).toBe('STALE');
    expect(Number(stale.headers.get('age'))).toBeGreaterThanOrEqual(61);
    const after = await fetchPage(path);
    expect(xCache(after)).toBe('HIT');
    expect(Number(after.headers.get('age'))).toBeLessThan(5);
  });

  it('serves cached copies instead of an error page while the search service is down (stale-if-error)', async () => {
    const path = fresh('/uk/adults/socks');
    const healthy = await storePage(path);
    expect(healthy.status).toBe(200);
    later(2 * 3600); // past the stale-while-revalidate hour: this request renders
    const down = await fetchPage(path, { bindings: searchDown });
    // The page's own copy: the render reads the search service directly and answers 503.
    expect(down.status).toBe(200);
    expect(xCache(down)).toBe('STALE');
    expect(down.body).toContain('ARG-');
    expect(down.body.split('<script id="__ARGYLE_STATE__"')[0]).not.toContain('This page is temporarily unavailable');
    // Nothing cached at all: the same outage is the honest 503 page.
    const uncached = await fetchPage(fresh('/uk/kids/socks'), { bindings: searchDown });
    expect(uncached.status).toBe(503);
  });

  it.each([
    ['throws', () => Promise.reject(new Error('upstream down'))],
    ['answers 503', () => Promise.resolve(new Response('<p>down</p>', { status: 503, headers: { 'content-type': 'text/html' } }))],
  ])('serves the page’s own copy when its render %s', async (_, failing) => {
    // A render writes its request's nonce, as the document renderer does.
    const page = (nonce: string) =>
      Promise.resolve(
        new Response(`<html><p nonce="${nonce}">socks</p></html>`, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      );
    let render = page;
    const ask = probe((nonce) => render(nonce));
    const path = fresh('/uk/probe');
    expect(await ask(path)).toEqual({ status: 200, xCache: 'MISS', body: '<html><p nonce="nonce-1">socks</p></html>' });
    later(2 * 3600);
    render = failing;
    expect(await ask(path)).toEqual({ status: 200, xCache: 'STALE', body: '<html><p nonce="nonce-2">socks</p></html>' });
  });

  it.each([
    ['ends before </html> (an aborted render)', () => html('<!DOCTYPE html><html><body><p>socks</p><script>state</script>')],
    [
      'fails half way',
      () => {
        let sent = false;
        return html(
          new ReadableStream({
            pull(controller) {
              if (sent) return controller.error(new Error('render failed'));
              sent = true;
              controller.enqueue(new TextEncoder().encode('<!DOCTYPE html><html><body><p>socks'));
            },
          }),
        );
      },
    ],
  ])('never stores an HTML page whose body %s', async (_, partial) => {
    let whole = false;
    const ask = probe(async (nonce) => (whole ? html(`<!DOCTYPE html><html><body nonce="${nonce}"></body></html>\n`) : partial()));
    const path = fresh('/uk/probe');
    // Rendered each time and never stored: never a hit.
    for (let i = 0; i < 3; i++) expect((await ask(path)).xCache).toBe('MISS');
    // The same URL rendered whole is stored (trailing whitespace after </html> is fine).
    whole = true;
    expect((await ask(path)).xCache).toBe('MISS');
    expect((await ask(path)).xCache).toBe('HIT');
  });

  it('does not serve a copy older than a day when rendering fails', async () => {
    const path = fresh('/uk/adults/socks');
    expect((await storePage(path)).status).toBe(200);
    expect(xCache(await fetchPage(path))).toBe('HIT');
    later(2 * 86_400);
    expect((await fetchPage(path, { bindings: searchDown })).status).toBe(503);
  });

  it('misses every cached page after a publish (the webhook bumps the content generation)', async () => {
    const path = fresh('/uk');
    await storePage(path);
    expect(xCache(await fetchPage(path))).toBe('HIT');
    const before = Number((await env.CONTENT.get(pageGenerationKey('production'))) ?? 0);
    const body = JSON.stringify({ action: 'published', full_slug: 'uk/navigation', story_id: 2 });
    const ctx = createExecutionContext();
    const hook = await app.fetch(
      new Request(`${ORIGIN}/api/storyblok/webhook`, { method: 'POST', body, headers: { 'webhook-signature': await sign(body) } }),
      { ...cached, STORYBLOK_WEBHOOK_SECRET: WEBHOOK_SECRET },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(hook.status).toBe(200);
    expect(Number(await env.CONTENT.get(pageGenerationKey('production')))).toBeGreaterThan(before);
    await storePage(path);
    expect(xCache(await fetchPage(path))).toBe('HIT');
  });

  it('answers a hit whose every nonce is the one its CSP allows, and none of the render’s', async () => {
    const path = fresh('/uk/adults/socks');
    const first = await storePage(path);
    const hit = await fetchPage(path);
    expect(xCache(hit)).toBe('HIT');
    const nonces = (answer: Answer) => [...answer.body.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);
    // The entry script, its preloads, React's inline scripts and the state script.
    expect(nonces(hit).length).toBeGreaterThanOrEqual(3);
    expect(new Set(nonces(hit))).toEqual(new Set([cspNonce(hit)]));
    expect(new Set(nonces(first))).toEqual(new Set([cspNonce(first)]));
    expect(hit.body).not.toContain(cspNonce(first));
    // Byte for byte the stored page otherwise (prices in £ before and after the nonces).
    expect(hit.body).toContain('£');
    expect(hit.body.replaceAll(cspNonce(hit) ?? '', 'N')).toBe(first.body.replaceAll(cspNonce(first) ?? '', 'N'));
  });

  it('keeps the content generation for 5 s per isolate: a publish elsewhere is a miss here within that', async () => {
    const path = fresh('/uk');
    await storePage(path);
    later(5); // this hit reads the counter afresh, so the next few requests fall within its 5 s
    expect(xCache(await fetchPage(path))).toBe('HIT');
    // Another isolate's webhook bumped the counter: this isolate still uses the number it read.
    const key = pageGenerationKey('production');
    await env.CONTENT.put(key, String(Number((await env.CONTENT.get(key)) ?? 0) + 1));
    expect(xCache(await fetchPage(path))).toBe('HIT');
    later(5);
    await storePage(path);
    expect(xCache(await fetchPage(path))).toBe('HIT');
  });
});

describe('page cache keys (decision 049)', () => {
  it('answers /de/adults/socks?zz=<random> from one entry: unknown and tracking parameters are not in the key', async () => {
    const random = () => crypto.randomUUID().slice(0, 8);
    const first = await storePage(`/de/adults/socks?zz=${random()}`, { country: 'DE' });
    const again = await fetchPage(`/de/adults/socks?zz=${random()}&utm_source=news&gclid=${random()}&fbclid=x`, { country: 'DE' });
    expect(xCache(again)).toBe('HIT');
    // Nothing of the first request's URL is in the shared page.
    const zz = /zz=([^&"]+)/.exec(first.body);
    expect(zz).toBeNull();
  });

  it('shares one entry for the parameters a page reads in any order, and gives a filter its own', async () => {
    await storePage('/de/adults/socks?sortBy=newest&colours=red&utm_medium=mail', { country: 'DE' });
    expect(xCache(await fetchPage('/de/adults/socks?colours=red&sortBy=newest', { country: 'DE' }))).toBe('HIT');
    expect(xCache(await fetchPage('/de/adults/socks?colours=blue&sortBy=newest', { country: 'DE' }))).toBe('MISS');
    expect(xCache(await fetchPage('/de/adults/socks?colours=red', { country: 'DE' }))).toBe('MISS');
  });

  it('gives a price range its own entry, its bounds written as the page reads them (decision 053)', async () => {
    await storePage('/de/adults/socks?priceMin=8&priceMax=9&zz=1', { country: 'DE' });
    expect(xCache(await fetchPage('/de/adults/socks?priceMax=9.0&utm_source=x&priceMin=8', { country: 'DE' }))).toBe('HIT');
    expect(xCache(await fetchPage('/de/adults/socks?priceMin=8&priceMax=10', { country: 'DE' }))).toBe('MISS');
    expect(xCache(await fetchPage('/de/adults/socks?priceMin=8', { country: 'DE' }))).toBe('MISS');
    expect(xCache(await fetchPage('/de/adults/socks', { country: 'DE' }))).toBe('MISS');
    // Bounds the page ignores (not numbers, min above max) are not in the key: the plain page's entry.
    expect(xCache(await fetchPage('/de/adults/socks?priceMin=abc&priceMax=x', { country: 'DE' }))).toBe('HIT');
    expect(xCache(await fetchPage('/de/adults/socks?priceMin=9&priceMax=8', { country: 'DE' }))).toBe('HIT');
    await storePage('/uk/search?term=stripe');
    expect(xCache(await fetchPage('/uk/search?term=stripe&priceMax=20'))).toBe('MISS');
    expect(xCache(await fetchPage('/uk/search?priceMax=20.00&term=stripe'))).toBe('HIT');
  });

  it('reads no parameter on a product page', async () => {
    await storePage('/uk/product/ARG-BRIGHTON-STRIPE-WHITE-36-40?colours=red');
    expect(xCache(await fetchPage('/uk/product/ARG-BRIGHTON-STRIPE-WHITE-36-40?term=x&page=9'))).toBe('HIT');
  });

  it.each([
    ['a trailing slash', '/uk/adults/socks/'],
    ['a double slash', '/uk//adults/socks'],
    ['an escaped letter', '/uk/%61dults/socks'],
  ])('leaves a path with %s to the router, which sends it to the normal path, never from the cache', async (_, path) => {
    await storePage('/uk/adults/socks');
    const res = await fetchPage(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/uk/adults/socks');
    expect(xCache(res)).toBe('BYPASS');
  });

  it('never stores a checkout step however its path is spelt', async () => {
    for (const path of ['/uk//checkout/address', '/uk/checkout/address/', '/uk/%63heckout/address']) {
      expect(xCache(await fetchPage(path)), path).toBe('BYPASS');
      expect(xCache(await fetchPage(path)), path).toBe('BYPASS');
    }
  });

  it('never goes back to an older content generation when KV answers a lower number', async () => {
    const path = '/uk';
    await storePage(path);
    const key = pageGenerationKey('production');
    await env.CONTENT.put(key, String(Number(await env.CONTENT.get(key)) - 1)); // a stale or racing write
    later(6); // past the isolate's 5 s: it reads KV again
    expect(xCache(await fetchPage(path))).toBe('HIT');
  });
});

describe('edge cache for answers that are the same for every shopper', () => {
  it.each([
    ['content', '/api/content/uk/layout', 'application/json'],
    ['catalogue', '/api/catalogue/uk/search?term=stripe&country=GB', 'application/json'],
  ])('%s: a miss, then a hit with the answer’s own Cache-Control', async (_, path, type) => {
    const url = fresh(path);
    const first = await fetchPage(url);
    expect(first.status).toBe(200);
    expect(xCache(first)).toBe('MISS');
    const second = await fetchPage(url);
    expect(xCache(second)).toBe('HIT');
    expect(second.headers.get('content-type')).toContain(type.split(';')[0]);
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(second.headers.get('x-edge-cache-control')).toBeNull();
    expect(second.body).toBe(first.body);
  });

  it('keys an API answer on the parameters its route reads, in canonical order: ?zz=<random> is one entry (finding 8)', async () => {
    const random = () => crypto.randomUUID().slice(0, 8);
    expect(xCache(await fetchPage(`/api/catalogue/de/search?term=stripe&country=DE&zz=${random()}`))).toBe('MISS');
    expect(xCache(await fetchPage(`/api/catalogue/de/search?zz=${random()}&country=DE&utm_source=x&term=stripe`))).toBe('HIT');
    expect(xCache(await fetchPage('/api/catalogue/de/search?term=stripe&country=DE&page=2'))).toBe('MISS');
    expect(xCache(await fetchPage('/api/catalogue/de/search?term=stripe&country=AT'))).toBe('MISS');
    expect(xCache(await fetchPage(`/api/content/de/layout?zz=${random()}`))).toBe('MISS');
    expect(xCache(await fetchPage(`/api/content/de/layout?zz=${random()}`))).toBe('HIT');
    expect(xCache(await fetchPage(`/api/catalogue/de/product/ARG-BRIGHTON-STRIPE-WHITE-36-40?country=DE&zz=${random()}`))).toBe('MISS');
    expect(xCache(await fetchPage(`/api/catalogue/de/product/ARG-BRIGHTON-STRIPE-WHITE-36-40?zz=${random()}&country=DE`))).toBe('HIT');
  });

  it('refreshes a stale answer in the background', async () => {
    const url = fresh('/api/catalogue/uk/search?term=stripe&country=GB');
    await fetchPage(url);
    later(61);
    expect(xCache(await fetchPage(url))).toBe('STALE');
    expect(xCache(await fetchPage(url))).toBe('HIT');
  });

  it('never stores a preview answer', async () => {
    const url = fresh('/api/content/uk/layout?_storyblok_release=12');
    expect(xCache(await fetchPage(url))).toBeNull();
    expect(xCache(await fetchPage(url))).toBeNull();
  });
});

describe('pages the edge cache never stores', () => {
  it.each([
    ['a preview (release)', '/uk?_storyblok_release=12'],
    ['a bust', '/uk?bust=anything'],
    ['the visual editor', '/uk?_storyblok=7'],
    ['a checkout step', '/uk/checkout/address'],
    ['a return from payment', '/uk?redirectResult=abc'],
  ])('%s is rendered for every request', async (_, path) => {
    const url = fresh(path);
    const first = await fetchPage(url);
    expect(xCache(first)).toBe('BYPASS');
    expect(xCache(await fetchPage(url))).toBe('BYPASS');
  });

  it('never stores an error page', async () => {
    const path = fresh('/uk/product/NO-SUCH-SOCK');
    const first = await fetchPage(path);
    expect(first.status).toBe(404);
    const again = await fetchPage(path);
    expect(again.status).toBe(404);
    expect(xCache(again)).not.toBe('HIT');
    // A 503 is not stored either: once the service is back the page renders.
    const outage = fresh('/uk/adults/socks');
    expect((await fetchPage(outage, { bindings: searchDown })).status).toBe(503);
    const back = await fetchPage(outage);
    expect(back.status).toBe(200);
    expect(xCache(back)).toBe('MISS');
  });

  it('never answers a non-GET request from the cache', async () => {
    const path = fresh('/uk');
    await storePage(path);
    expect(xCache(await fetchPage(path))).toBe('HIT');
    const head = await fetchPage(path, { init: { method: 'HEAD' } });
    expect(xCache(head)).toBe('BYPASS');
    const post = await fetchPage(path, { init: { method: 'POST', headers: { origin: ORIGIN } } });
    expect(xCache(post)).not.toBe('HIT');
  });

  it('answers a shopper with a cart cookie the same cached page as everyone, with no Set-Cookie (decision 072)', async () => {
    const path = fresh('/uk/adults/socks');
    const anonymous = await storePage(path);
    expect(anonymous.headers.get('set-cookie')).toBeNull();
    const withCart = await fetchPage(path, { init: { headers: { cookie: 'argyle_cart_NL=a.b.c; argyle_has_cart_NL=1' } } });
    expect(xCache(withCart)).toBe('HIT');
    expect(withCart.headers.get('set-cookie')).toBeNull();
    expect(withCart.body).not.toContain('a.b.c');
    expect(withCart.body.replace(/nonce="[^"]+"|nonce-[^']+/g, '')).toBe(anonymous.body.replace(/nonce="[^"]+"|nonce-[^']+/g, ''));
  });

  it('renders checkout steps afresh for each shopper, private and never stored', async () => {
    const path = '/uk/checkout/cart';
    const first = await fetchPage(path, { init: { headers: { cookie: 'argyle_cart_NL=a.b.c' } } });
    const second = await fetchPage(path);
    expect([xCache(first), xCache(second)]).toEqual(['BYPASS', 'BYPASS']);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never stores cart answers', async () => {
    const res = await app.fetch(new Request(`${ORIGIN}/api/cart?storefront=uk&country=GB`), cached, createExecutionContext());
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-cache')).toBeNull();
  });
});
