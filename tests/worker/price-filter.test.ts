// The price filter of listings and search (docs/spec/commerce-core.md §5 and §7, decision 053) over HTTP: the
// bounds in major units, times 100 to the search service except in KRW; a bound equal to the
// page's default (its price range) not sent; pages read and link the bounds, ignoring invalid ones;
// the API refuses them with a 400.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/app';
import type { ProductPage } from '../../contract/api';
import { embeddedSearchFetch } from '../../worker/upstreams/search/embedded/origin';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { get, ORIGIN } from './fetch';
import { attr, html, stateOf } from './html';

beforeAll(seedTestCatalogue);

afterEach(() => {
  vi.restoreAllMocks();
});

type CatalogueRecord = (typeof catalogue)[number];
type Currency = 'GBP' | 'KRW' | 'EUR';

/** The variants the NL warehouse (uk's, de's and gl's) sells. */
const inNl = (p: CatalogueRecord) => p.variants.filter((v) => !v.sku.includes('-UP'));
/** A card's price: its cheapest variant's final price, in minor units (whole won in KRW). */
const priceOf = (p: CatalogueRecord, currency: Currency) => Math.min(...inNl(p).map((v) => v.price[currency].final));
const adults = catalogue.filter((p) => p.ageGroup === 'adults' && p.recommended && inNl(p).length > 0);
const adultsPricedIn = (currency: Currency, min: number, max: number) =>
  adults.filter((p) => priceOf(p, currency) >= min && priceOf(p, currency) <= max);

/** The final prices the page's product cards show. */
const cardPrices = (body: string) => [...body.matchAll(/data-price-final="(\d+)"/g)].map((m) => Number(m[1]));
const total = (body: string) => Number(attr(body, 'section class="listing"', 'data-total'));
const canonical = (body: string) => attr(body, 'link rel="canonical"', 'href')?.replace(/&amp;/g, '&');
/** The page's own URL as its link preview names it (a variation has no canonical link: decision 067). */
const pageUrl = (body: string) => attr(body, 'meta property="og:url"', 'content')?.replace(/&amp;/g, '&');
const robots = (body: string) => attr(body, 'meta name="robots"', 'content');

describe('listing pages with a price range', () => {
  it('/uk/adults/socks?priceMin=8&priceMax=9 shows only socks priced from £8 to £9, and all of them', async () => {
    const body = await html(await get('/uk/adults/socks?priceMin=8&priceMax=9'));
    const expected = adultsPricedIn('GBP', 800, 900);
    expect(expected.length).toBeGreaterThan(0);
    const prices = cardPrices(body);
    expect(prices.length).toBe(expected.length);
    expect(body.match(/<article class="product-card"/g)?.length).toBe(expected.length);
    expect(prices.every((p) => p >= 800 && p <= 900)).toBe(true);
    expect(total(body)).toBe(expected.length);
    expect(body).toContain('£8.95');
  });

  it('filters a KRW market in whole won, not times 100 (gl for KR)', async () => {
    const body = await html(await get('/gl/adults/socks?priceMin=14000&priceMax=15000', { country: 'KR' }));
    expect(stateOf(body).bootstrap.countryCode).toBe('KR');
    const expected = adultsPricedIn('KRW', 14_000, 15_000);
    expect(expected.length).toBeGreaterThan(0);
    const prices = cardPrices(body);
    expect(prices.length).toBe(expected.length);
    expect(prices.every((p) => p >= 14_000 && p <= 15_000)).toBe(true);
    expect(body).toMatch(/data-currency="KRW"/);
  });

  it('writes the bounds into the page’s URL and its page links, normalised, without unknown parameters; not indexed', async () => {
    const body = await html(await get('/uk/adults/socks?utm_source=mail&priceMax=13.0&zz=1&priceMin=8'));
    expect(total(body)).toBe(adultsPricedIn('GBP', 800, 1300).length);
    expect(total(body)).toBeGreaterThan(64);
    expect(pageUrl(body)).toBe(`${ORIGIN}/uk/adults/socks?priceMin=8&priceMax=13`);
    expect(robots(body)).toBe('noindex, follow');
    expect(canonical(body)).toBeUndefined();
    expect(body).toContain(`<link rel="next" href="${ORIGIN}/uk/adults/socks?priceMin=8&amp;priceMax=13&amp;page=2"/>`);
    expect(body).toMatch(/<a [^>]*href="\/uk\/adults\/socks\?priceMin=8&amp;priceMax=13&amp;page=2"/);
    const second = await html(await get('/uk/adults/socks?page=2&gclid=x&priceMin=8&priceMax=13'));
    expect(pageUrl(second)).toBe(`${ORIGIN}/uk/adults/socks?priceMin=8&priceMax=13&page=2`);
    // Page 1's link keeps the range too.
    expect(second).toMatch(/<a [^>]*href="\/uk\/adults\/socks\?priceMin=8&amp;priceMax=13"/);
  });

  it.each([
    ['a negative bound', 'priceMin=-1'],
    ['a bound that is not a number', 'priceMin=abc&priceMax=x9'],
    ['min above max', 'priceMin=9&priceMax=8'],
    ['blank fields', 'priceMin=&priceMax='],
    ['a bound given twice', 'priceMin=8&priceMin=9'],
  ])('ignores %s: the whole listing, no error', async (_, query) => {
    const res = await get(`/uk/adults/socks?${query}`);
    expect(res.status).toBe(200);
    const body = await html(res);
    expect(total(body)).toBe(adults.length);
    expect(canonical(body)).toBe(`${ORIGIN}/uk/adults/socks`);
  });

  it('offers the price range of the category in the market’s currency, its bounds in the page data', async () => {
    const body = await html(await get('/uk/adults/socks'));
    const prices = adults.map((p) => priceOf(p, 'GBP'));
    const range = { min: Math.floor(Math.min(...prices) / 100), max: Math.ceil(Math.max(...prices) / 100) };
    const listing = stateOf(body).queries.queries.find((q) => q.queryKey[3] === 'listing') as unknown as {
      state: { data: ProductPage };
    };
    expect(listing.state.data.priceRange).toEqual(range);
    expect(body).toMatch(/<form class="price-range" action="\/uk\/adults\/socks" method="get">/);
    expect(body).toMatch(new RegExp(`<input(?=[^>]*name="priceMin")(?=[^>]*placeholder="${range.min}")`));
    expect(body).toMatch(new RegExp(`<input(?=[^>]*name="priceMax")(?=[^>]*placeholder="${range.max}")`));
    expect(body).not.toContain('Clear all filters');

    const kr = await html(await get('/gl/adults/socks', { country: 'KR' }));
    const won = adults.map((p) => priceOf(p, 'KRW'));
    expect(kr).toMatch(new RegExp(`<input(?=[^>]*name="priceMin")(?=[^>]*placeholder="${Math.min(...won)}")`));
    expect(kr).toMatch(new RegExp(`<input(?=[^>]*name="priceMax")(?=[^>]*placeholder="${Math.max(...won)}")`));
    expect(kr).toContain('<span aria-hidden="true">₩</span>');
  });

  it('counts a price range as an active filter: shown, clearable on its own and with the others', async () => {
    const body = await html(await get('/uk/adults/socks?sortBy=newest&priceMin=8&priceMax=9'));
    expect(body).toContain('<span>£8.00 – £9.00</span>');
    expect(body).toMatch(/<a class="link-button" href="\/uk\/adults\/socks\?sortBy=newest"[^>]*>Clear price<\/a>/);
    expect(body).toContain('Clear all filters');
    // The form keeps the sort and the fields show the range.
    expect(body).toContain('<input type="hidden" name="sortBy" value="newest"/>');
    expect(body).toMatch(/<input(?=[^>]*name="priceMin")(?=[^>]*value="8")[^>]*>/);
    expect(body).toMatch(/<input(?=[^>]*name="priceMax")(?=[^>]*value="9")[^>]*>/);
  });
});

describe('search results with a price range', () => {
  it('shows only results within the bounds, linking them on', async () => {
    const all = await html(await get('/uk/search?term=sock'));
    const body = await html(await get('/uk/search?term=sock&priceMin=8&priceMax=9'));
    const prices = cardPrices(body);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p >= 800 && p <= 900)).toBe(true);
    expect(Number(attr(body, 'article class="page search-page"', 'data-total'))).toBeLessThan(
      Number(attr(all, 'article class="page search-page"', 'data-total')),
    );
    expect(pageUrl(body)).toBe(`${ORIGIN}/uk/search?term=sock&priceMin=8&priceMax=9`);
    expect(body).toMatch(/<form class="price-range" action="\/uk\/search" method="get">/);
    expect(body).toContain('<input type="hidden" name="term" value="sock"/>');
  });
});

describe('the catalogue API’s price bounds', () => {
  it.each([
    ['listing/adults/socks?priceMin=abc', /^Invalid priceMin/],
    ['listing/adults/socks?priceMax=-1', /^Invalid priceMax/],
    ['listing/adults/socks?priceMax=1000001', /^Invalid priceMax/],
    ['listing/adults/socks?priceMin=9&priceMax=8', 'Invalid priceMin: more than priceMax'],
    ['search?term=sock&priceMin=x', /^Invalid priceMin/],
    ['search?term=sock&priceMin=20&priceMax=10', 'Invalid priceMin: more than priceMax'],
  ])('refuses %s with a 400 naming the bound', async (path, message) => {
    const res = await get(`/api/catalogue/uk/${path}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toMatch(message);
  });

  it('takes a blank bound as none, and answers the default bounds with the page', async () => {
    const res = await get('/api/catalogue/uk/listing/adults/socks?priceMin=&priceMax=');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ProductPage;
    expect(body.total).toBe(adults.length);
    expect(body.priceRange).toEqual({ min: 3, max: 51 });
    const search = (await (await get('/api/catalogue/uk/search?term=sock&priceMax=9')).json()) as ProductPage;
    expect(search.products.every((p) => p.price.final <= 900)).toBe(true);
    expect(search.priceRange).not.toBeNull();
  });
});

describe('what the search service is sent', () => {
  /** The worker on a remote search service (the embedded origin behind an intercepted fetch): the bodies it was sent, by path. */
  async function sent(path: string) {
    const bodies: Array<{ path: string; body: { filter?: string; currency?: string; options?: { filter?: string } } }> = [];
    const embedded = embeddedSearchFetch(env.DB);
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.hostname !== 'search.example') return realFetch(input, init);
      url.pathname = url.pathname.replace(/^\/v1/, '');
      bodies.push({ path: url.pathname, body: await request.clone().json() });
      return embedded(new Request(url, request));
    });
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${ORIGIN}${path}`), { ...env, SEARCH_BASE_URL: 'https://search.example/v1' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const search = bodies.find((b) => b.path === '/search')?.body.options?.filter ?? '';
    const range = bodies.find((b) => b.path.startsWith('/api/category-price-range/'));
    return { search, range };
  }

  it('asks the tenant for the category’s price range in the market’s currency', async () => {
    const { range } = await sent('/api/catalogue/uk/listing/adults/socks');
    expect(range?.path).toBe('/api/category-price-range/UK');
    expect(range?.body).toEqual({ filter: "recommended = true AND ageGroup = 'adults'", currency: 'GBP' });
  });

  it('sends bounds times 100 as greater-or-equal and less-or-equal conditions', async () => {
    expect((await sent('/api/catalogue/uk/listing/adults/socks?priceMin=8&priceMax=9.5')).search).toMatch(
      / AND price >= 800 AND price <= 950$/,
    );
  });

  it('sends KRW bounds as they are', async () => {
    expect((await sent('/api/catalogue/gl/listing/adults/socks?country=KR&priceMin=14000&priceMax=15000')).search).toMatch(
      / AND price >= 14000 AND price <= 15000$/,
    );
  });

  it('does not send a bound equal to its default (the category’s range, £3 to £51)', async () => {
    expect((await sent('/api/catalogue/uk/listing/adults/socks?priceMin=3&priceMax=9')).search).toMatch(/ AND price <= 900$/);
    expect((await sent('/api/catalogue/uk/listing/adults/socks?priceMin=3&priceMax=51')).search).not.toContain('price');
  });
});
