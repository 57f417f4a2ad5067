// CMS product carousels (decision 051): the server's HTML carries each carousel's product cards,
// fetched with the page's data from the search service's widget call (the embedded origin over
// the seeded catalogue), priced and stocked for the market; the page state holds the answer the
// browser hydrates from. No products: no section. The search service down: no section, one
// warning, and the page still 200.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselBlocks, contentOf, getStorefront, MARKETS, STOREFRONT_CODES, type StorefrontCode } from '../../markets';
import { app } from '../../worker/app';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { ORIGIN } from './fetch';
import { stateOf } from './html';
import { captureLogLines } from './log-lines';

beforeAll(seedTestCatalogue);
const logLines = captureLogLines();

const stories = import.meta.glob<{ full_slug: string; content: unknown }>('../../kv-seed/content/stories/*/*.json', {
  eager: true,
  import: 'default',
});

/** Seeded stories with a carousel, per content key: slug → the carousels' uids. */
const seeded = new Map<string, Map<string, string[]>>();
for (const story of Object.values(stories)) {
  const uids = carouselBlocks(story.content).map((c) => c.uid);
  if (uids.length === 0) continue;
  const [key = '', ...rest] = story.full_slug.split('/');
  if (!seeded.has(key)) seeded.set(key, new Map());
  seeded.get(key)!.set(rest.join('/'), uids);
}

/** Hosts of remote search services below: one down, one that knows no products. */
const SEARCH_DOWN = { ...env, SEARCH_BASE_URL: 'https://search.down.test/v1' };
const SEARCH_EMPTY = { ...env, SEARCH_BASE_URL: 'https://search.empty.test/v1' };

let searchCalls: string[];
beforeEach(() => {
  searchCalls = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(new Request(input, init).url);
    if (url.hostname === 'search.down.test') {
      searchCalls.push(url.pathname);
      throw new TypeError('Network connection lost.');
    }
    if (url.hostname === 'search.empty.test') {
      searchCalls.push(url.pathname);
      return Response.json({ id: 'empty', items: [] });
    }
    return realFetch(input, init);
  });
});
afterEach(() => vi.restoreAllMocks());

const request = (path: string, bindings: Env, country: string) =>
  app.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'cf-ipcountry': country } }), bindings);

interface Carousel {
  uid: string;
  title: string;
  skus: string[];
  prices: string[];
}

/** The carousel sections of a page's HTML, each with its heading and its cards. */
function carouselsIn(html: string): Carousel[] {
  const visible = html.split('<script id="__ARGYLE_STATE__"')[0] ?? '';
  return [...visible.matchAll(/<section class="cms-carousel"[^>]*data-uid="([^"]+)"[^>]*>([\s\S]*?)<\/section>/g)].map(
    ([, uid = '', body = '']) => ({
      uid,
      title: /<h2 id="[^"]+" class="cms-section-title">([^<]*)<\/h2>/.exec(body)?.[1] ?? '',
      skus: [...body.matchAll(/<article class="product-card" data-sku="([^"]+)"/g)].map((m) => m[1] ?? ''),
      prices: [...body.matchAll(/<span class="price__final"[^>]*>([^<]*)<\/span>/g)].map((m) => m[1] ?? ''),
    }),
  );
}

const bySku = new Map(catalogue.map((p) => [p.sku, p]));

/** Whether a product has stock in the storefront's warehouse, at this card price in the currency. */
function offered(sku: string, storefront: StorefrontCode, currency: string, finalPrice: number): boolean {
  const { region, codes } = getStorefront(storefront).warehouse;
  const variants = (bySku.get(sku)?.variants ?? []).filter((v) => v.region === region);
  const stocked = variants.some((v) => codes.some((code) => ((v.stock as Record<string, number | undefined>)[code] ?? 0) > 0));
  return stocked && variants.some((v) => (v.price as Record<string, { final: number } | undefined>)[currency]?.final === finalPrice);
}

describe('home page carousels', () => {
  it.each([
    ['/uk', 'GB', ['Our favourites right now', 'Fresh off the needles'], '£'],
    ['/de', 'DE', ['Gerade besonders beliebt', 'Frisch von der Nadel'], '€'],
  ])('%s shows at least 4 product cards in each of its two carousels, in the market’s currency', async (path, country, titles, symbol) => {
    const res = await request(path, env, country);
    expect(res.status).toBe(200);
    const found = carouselsIn(await res.text());
    expect(found.map((c) => c.title)).toEqual(titles);
    for (const carousel of found) {
      expect(carousel.skus.length, carousel.title).toBeGreaterThanOrEqual(4);
      expect(carousel.skus.length, carousel.title).toBeLessThanOrEqual(8);
      expect(new Set(carousel.skus).size).toBe(carousel.skus.length);
      for (const price of carousel.prices) expect(price).toContain(symbol);
    }
    // Favourites are bestsellers; the new ones carry the new badge.
    expect(found[0]!.skus.every((sku) => bySku.get(sku)?.badges.includes('bestsellers'))).toBe(true);
    expect(found[1]!.skus.every((sku) => bySku.get(sku)?.badges.includes('new'))).toBe(true);
  });

  it('puts the carousels’ answer in the page state, so the browser hydrates without asking again', async () => {
    const res = await request('/uk', env, 'GB');
    const html = await res.text();
    const query = stateOf(html).queries.queries.find((q) => q.queryKey[3] === 'carousels') as
      { queryKey: unknown[]; state: { data: { products: Record<string, { sku: string; currency: string }[]> } } } | undefined;
    expect(query?.queryKey).toEqual(['catalogue', 'uk', 'GB', 'carousels', 'homepage', '']);
    const shown = carouselsIn(html);
    for (const carousel of shown) expect(query!.state.data.products[carousel.uid]!.map((p) => p.sku)).toEqual(carousel.skus);
    expect(
      Object.values(query!.state.data.products)
        .flat()
        .every((p) => p.currency === 'GBP'),
    ).toBe(true);
  });

  it('prices and stocks each card for the market: the US storefront in dollars from the US warehouse', async () => {
    const res = await request('/api/catalogue/us/carousels/homepage?country=US', env, 'US');
    const answer = (await res.json()) as { products: Record<string, { sku: string; currency: string; price: { final: number } }[]> };
    const cards = Object.values(answer.products).flat();
    expect(cards.length).toBeGreaterThanOrEqual(8);
    for (const card of cards) {
      expect(card.currency).toBe('USD');
      expect(offered(card.sku, 'us', 'USD', card.price.final), card.sku).toBe(true);
    }
  });

  it('a search service that finds no products hides the carousels, with nothing logged as a failure', async () => {
    const res = await request('/uk', SEARCH_EMPTY, 'GB');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(searchCalls).toEqual(['/v1/api/v2/widget', '/v1/api/v2/widget']);
    expect(carouselsIn(html)).toEqual([]);
    const visible = html.split('<script id="__ARGYLE_STATE__"')[0]!;
    expect(visible).not.toContain('data-component="product_carousel"');
    expect(visible).not.toContain('Our favourites right now');
    expect(html).toContain('data-component="hero"');
    expect(logLines().filter((l) => l.level === 'warn' || l.level === 'error')).toEqual([]);
  });

  it('the search service down hides the carousels, logs one warning and still answers 200 with the rest of the page', async () => {
    const res = await request('/uk', SEARCH_DOWN, 'GB');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(carouselsIn(html)).toEqual([]);
    expect(html.split('<script id="__ARGYLE_STATE__"')[0]).not.toContain('Fresh off the needles');
    expect(html).toContain('data-component="hero"');
    expect(html).toContain('data-component="newsletter_block"');
    const problems = logLines().filter((l) => l.level === 'warn' || l.level === 'error');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      level: 'warn',
      message: 'Product carousels hidden: the search service failed',
      storefront: 'uk',
      story: 'homepage',
      failed: 2,
      of: 2,
    });
    expect(String(problems[0]!.error)).toContain('Network connection lost.');
  });
});

describe('campaign and blog carousels', () => {
  it.each([
    ['/uk/corporate-gifts', 'GB', '£'],
    ['/fr/happy-news', 'FR', '€'],
  ])('%s shows its carousel’s 4 product cards in the server’s HTML', async (path, country, symbol) => {
    const res = await request(path, env, country);
    expect(res.status).toBe(200);
    const [carousel, ...others] = carouselsIn(await res.text());
    expect(others).toEqual([]);
    expect(carousel!.skus).toHaveLength(4);
    for (const price of carousel!.prices) expect(price).toContain(symbol);
  });
});

describe('/api/catalogue/{storefront}/carousels/{slug}', () => {
  it('answers each carousel’s products by block uid, shared in caches for a minute', async () => {
    const res = await request('/api/catalogue/uk/carousels/corporate-gifts?country=GB', env, 'GB');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const answer = (await res.json()) as { products: Record<string, { sku: string }[]>; complete: boolean };
    expect(answer.complete).toBe(true);
    expect(Object.keys(answer.products)).toEqual(seeded.get('uk')!.get('corporate-gifts'));
    for (const cards of Object.values(answer.products)) {
      expect(cards.length).toBe(4);
      expect(cards.every((c) => bySku.get(c.sku)?.collections.includes('gift-boxes'))).toBe(true);
    }
  });

  it('answers a story without carousels with none, and asks the search service nothing', async () => {
    const res = await request('/api/catalogue/uk/carousels/about-us?country=GB', SEARCH_DOWN, 'GB');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ products: {}, complete: true });
    expect(searchCalls).toEqual([]);
  });

  it('answers an outage with empty carousels that no cache keeps', async () => {
    const res = await request('/api/catalogue/uk/carousels/homepage?country=GB', SEARCH_DOWN, 'GB');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = (await res.json()) as { products: Record<string, unknown[]>; complete: boolean };
    expect(answer.complete).toBe(false);
    expect(Object.values(answer.products)).toEqual([[], []]);
  });

  it.each([
    ['/api/catalogue/xx/carousels/homepage', 400],
    ['/api/catalogue/uk/carousels/Not%20A%20Slug', 400],
    ['/api/catalogue/uk/carousels/no-such-story', 404],
  ])('%s answers %i', async (path, status) => {
    const res = await request(path, env, 'GB');
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBeTruthy();
  });
});

describe('every seeded story with a carousel, in every storefront and market', () => {
  it('finds the 21 seeded stories with carousels (3 in each of the 7 content keys)', () => {
    expect([...seeded.values()].reduce((n, slugs) => n + slugs.size, 0)).toBe(21);
  });

  const cases = STOREFRONT_CODES.flatMap((storefront) =>
    MARKETS.filter((m) => m.storefrontCode === storefront).flatMap((market) =>
      [...(seeded.get(contentOf(storefront).contentKey) ?? new Map<string, string[]>()).keys()].map(
        (slug) => [storefront, market.countryCode, slug, market.currency] as const,
      ),
    ),
  );

  it.each(cases)(
    '%s (%s) %s: every carousel shows at least 4 products, offered in the market',
    async (storefront, country, slug, currency) => {
      const res = await request(`/api/catalogue/${storefront}/carousels/${slug}?country=${country}`, env, country);
      expect(res.status).toBe(200);
      const answer = (await res.json()) as {
        products: Record<string, { sku: string; currency: string; price: { final: number } }[]>;
        complete: boolean;
      };
      expect(answer.complete).toBe(true);
      const uids = seeded.get(contentOf(storefront).contentKey)!.get(slug)!;
      expect(Object.keys(answer.products)).toEqual(uids);
      for (const uid of uids) {
        const cards = answer.products[uid]!;
        expect(cards.length, `${storefront} ${slug} ${uid}`).toBeGreaterThanOrEqual(4);
        for (const card of cards) {
          expect(card.currency).toBe(currency);
          expect(offered(card.sku, storefront, currency, card.price.final), `${card.sku} in ${storefront}/${country}`).toBe(true);
        }
      }
    },
  );
});
