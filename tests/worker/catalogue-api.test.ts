import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { get } from './fetch';

beforeAll(seedTestCatalogue);

interface ListingAnswer {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  currency: string;
  facets: { colours?: Array<{ value: string; count: number }> };
  products: Array<{ sku: string; name: string; price: { original: number; final: number }; colours: string[]; stockStatus: string }>;
}

const json = async <T>(path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

const recommended = (p: (typeof catalogue)[number]) => p.recommended && p.variants.some((v) => !v.sku.includes('-UP'));

describe('catalogue API: listings', () => {
  it('lists a CMS category’s recommended products, 64 a page, priced in the market’s currency', async () => {
    const body = await json<ListingAnswer>('/api/catalogue/uk/listing/adults/socks');
    const expected = catalogue.filter((p) => p.ageGroup === 'adults' && recommended(p));
    expect(body.total).toBe(expected.length);
    expect(body.pageSize).toBe(64);
    expect(body.products).toHaveLength(64);
    expect(body.totalPages).toBe(Math.ceil(expected.length / 64));
    expect(body.currency).toBe('GBP');
    const first = catalogue.find((p) => p.sku === body.products[0]?.sku);
    expect(first?.ageGroup).toBe('adults');
  });

  it('uses 152 a page for outlet/all', async () => {
    const body = await json<ListingAnswer>('/api/catalogue/de/listing/outlet/all');
    expect(body.pageSize).toBe(152);
    expect(body.currency).toBe('EUR');
  });

  it('narrows by the shopper’s colours, written as slugs, and counts facets', async () => {
    const body = await json<ListingAnswer>('/api/catalogue/uk/listing/adults/socks?colours=red,navy-blue');
    const expected = catalogue.filter(
      (p) => p.ageGroup === 'adults' && recommended(p) && p.colours.some((c) => c === 'red' || c === 'navy blue'),
    );
    expect(body.total).toBe(expected.length);
    expect(body.products.every((p) => p.colours.some((c) => c === 'red' || c === 'navy blue'))).toBe(true);
    expect(body.facets.colours?.length).toBeGreaterThan(2);
    // The catalogue's own spelling has the same slug, so older links keep working.
    expect((await json<ListingAnswer>('/api/catalogue/uk/listing/adults/socks?colours=red,navy%20blue')).total).toBe(expected.length);
  });

  it.each([
    ['materials', 'recycled-cotton', (p: (typeof catalogue)[number]) => p.materials.includes('recycled cotton')],
    ['features', 'knee-high', (p: (typeof catalogue)[number]) => p.features.includes('knee-high')],
    [
      'sizes',
      '0-6m,6-12m',
      (p: (typeof catalogue)[number]) => p.variants.some((v) => !v.sku.includes('-UP') && ['0-6M', '6-12M'].includes(v.size.value)),
    ],
  ] as const)('narrows by %s=%s', async (facet, slugs, matches) => {
    const body = await json<ListingAnswer>(`/api/catalogue/uk/listing/adults/socks?${facet}=${slugs}`);
    const kids = await json<ListingAnswer>(`/api/catalogue/uk/listing/kids/socks?${facet}=${slugs}`);
    const expected = (age: string) => catalogue.filter((p) => p.ageGroup === age && recommended(p) && matches(p)).length;
    expect(body.total).toBe(expected('adults'));
    expect(kids.total).toBe(expected('kids'));
    expect(body.total + kids.total).toBeGreaterThan(0);
  });

  it('sorts by newest and by price when asked', async () => {
    const newest = await json<ListingAnswer>('/api/catalogue/uk/listing/adults/socks?sortBy=newest');
    const created = newest.products.map((p) => catalogue.find((c) => c.sku === p.sku)?.createdAt ?? '');
    expect(created).toEqual([...created].sort().reverse());
    const cheapest = await json<ListingAnswer>('/api/catalogue/uk/listing/adults/socks?sortBy=price-asc');
    const prices = cheapest.products.map((p) => p.price.final);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
  it('narrows by price bounds given in major units', async () => {
    const body = await json<ListingAnswer>('/api/catalogue/uk/listing/adults/socks?priceMin=9&priceMax=10');
    expect(body.total).toBeGreaterThan(0);
    expect(body.products.every((p) => p.price.final >= 900 && p.price.final <= 1000)).toBe(true);
    expect((await get('/api/catalogue/uk/listing/adults/socks?priceMin=-5')).status).toBe(400);
  });

  it('prices a market of a multi-market storefront in its own currency', async () => {
    expect((await json<ListingAnswer>('/api/catalogue/eu/listing/kids/socks?country=SE')).currency).toBe('SEK');
    expect((await json<ListingAnswer>('/api/catalogue/eu/listing/kids/socks?country=US')).currency).toBe('EUR');
  });

  it('answers 404 past the last page and for a category the CMS does not have', async () => {
    expect((await get('/api/catalogue/uk/listing/adults/socks?page=99')).status).toBe(404);
    expect((await get('/api/catalogue/uk/listing/no/such-category')).status).toBe(404);
    // Deeper than the search service pages: still the shopper's 404, never a 502.
    expect((await get('/api/catalogue/uk/listing/outlet/all?page=700')).status).toBe(404);
    expect((await get('/api/catalogue/uk/search?term=sock&page=1600')).status).toBe(404);
  });

  it.each([
    ['colours=chartreuse', "Invalid colours: unknown value 'chartreuse'"],
    ['materials=silk', "Invalid materials: unknown value 'silk'"],
    ['features=flying', "Invalid features: unknown value 'flying'"],
    ['sizes=99-100', "Invalid sizes: unknown value '99-100'"],
    ['sortBy=cheapest', 'Invalid sortBy'],
  ])('answers 400 naming the parameter for %s', async (query, message) => {
    const res = await get(`/api/catalogue/uk/listing/adults/socks?${query}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it('counts only the facets the listing shows; search results carry none', async () => {
    const listing = await json<ListingAnswer>('/api/catalogue/uk/listing/adults/socks');
    expect(Object.keys(listing.facets).sort()).toEqual(['colours', 'features', 'materials', 'sizes']);
    const search = await json<ListingAnswer>('/api/catalogue/uk/search?term=stripe');
    expect(search.facets).toEqual({});
  });

  it.each([
    '/api/catalogue/xx/listing/adults/socks',
    '/api/catalogue/uk/listing/adults/socks?page=0',
    '/api/catalogue/uk/listing/adults/socks?page=abc',
  ])('answers 400 for %s', async (path) => {
    expect((await get(path)).status).toBe(400);
  });
});

describe('catalogue API: search, suggestions, product', () => {
  it('finds products by a prefix of their name', async () => {
    const body = await json<ListingAnswer & { term: string }>('/api/catalogue/uk/search?term=stri');
    expect(body.term).toBe('stri');
    expect(body.total).toBeGreaterThan(0);
    expect(body.products[0]?.name.toLowerCase()).toContain('stripe');
  });

  it('suggests from 3 characters, at most the limit', async () => {
    expect((await json<{ items: unknown[] }>('/api/catalogue/uk/suggest?term=do&limit=4')).items).toEqual([]);
    const body = await json<{ items: Array<{ id: string; product: { title: string; photo: string } }> }>(
      '/api/catalogue/uk/suggest?term=dot&limit=4',
    );
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(4);
    expect(body.items[0]?.product.photo).toMatch(/^\/images\/products\//);
  });

  it('answers a product with recommendations, in the US storefront with US variants only', async () => {
    const us = catalogue.find((p) => p.variants.some((v) => v.sku.includes('-UP')));
    const body = await json<{
      product: { sku: string; variants: Array<{ sku: string }>; price: { final: number } };
      recommendations: unknown[];
    }>(`/api/catalogue/us/product/${us?.sku}`);
    expect(body.product.sku).toBe(us?.sku);
    expect(body.product.variants.every((v) => v.sku.includes('-UP'))).toBe(true);
    expect(body.recommendations.length).toBeGreaterThan(0);
  });

  it("answers 404 'Product not found: {sku}' and 400 for a malformed sku", async () => {
    const res = await get('/api/catalogue/uk/product/ARG-NOPE');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Product not found: ARG-NOPE' } });
    expect((await get('/api/catalogue/uk/product/%3Cscript%3E')).status).toBe(400);
  });
});
