// The search client against a remote-style origin (an intercepted fetch), as when
// SEARCH_BASE_URL is configured: paths, token, validation, skipped products, errors.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LogLevel } from '../../worker/log';
import { UpstreamError } from '../../worker/upstreams/errors';
import { createSearchClient } from '../../worker/upstreams/search/client';
import { embeddedSearchFetch } from '../../worker/upstreams/search/embedded/origin';
import { seedTestCatalogue } from './catalogue-db';

beforeAll(seedTestCatalogue);

function remote(handler?: (request: Request) => Response | undefined) {
  const requests: Request[] = [];
  const logs: Array<{ level: LogLevel; message: string }> = [];
  const embedded = embeddedSearchFetch(env.DB);
  const fetcher: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    // The remote service lives under /v1; the embedded origin answers the same API at its root.
    const url = new URL(request.url);
    url.pathname = url.pathname.replace(/^\/v1/, '');
    return handler?.(request) ?? embedded(new Request(url, request));
  };
  const client = createSearchClient({
    fetch: fetcher,
    baseUrl: 'https://search.example.com/v1',
    token: 'public-token',
    requestId: 'req-1',
    log: (level, message) => void logs.push({ level, message }),
  });
  return { client, requests, logs };
}

describe('search client on a remote origin', () => {
  it('posts searches to the base URL with the token and request id', async () => {
    const { client, requests } = remote();
    const res = await client.search({ query: 'stripe', options: { limit: 2, currency: 'GBP' } });
    expect(res.items).toHaveLength(2);
    expect(res.items[0]?.currency).toBe('GBP');
    const sent = requests[0];
    expect(sent?.url).toBe('https://search.example.com/v1/search');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('x-request-id')).toBe('req-1');
    expect(await sent?.json()).toMatchObject({ token: 'public-token', query: 'stripe' });
  });

  it('logs and skips an invalid product, keeping the valid ones', async () => {
    const { client, logs } = remote((request) => {
      if (new URL(request.url).pathname.endsWith('/search')) {
        return Response.json({ metadata: { id: 'x', count: 2, facets: {} }, items: [{ sku: 'BROKEN', name: 42, variants: [{}] }] });
      }
      return undefined;
    });
    const res = await client.search({ query: '', options: {} });
    expect(res.items).toEqual([]);
    expect(logs).toContainEqual({ level: 'warn', message: 'Invalid product received' });
  });

  it("skips a product without variants, logging 'Missing variants for product: {sku}', in full and card reads alike", async () => {
    const { client: full } = remote();
    const [whole] = (await full.search({ query: 'stripe', options: { limit: 1, currency: 'GBP' } })).items;
    if (!whole) throw new Error('no product');
    const bare = { ...whole, sku: 'ARG-BARE', variants: [] };
    const { client, logs } = remote((request) =>
      new URL(request.url).pathname.endsWith('/search')
        ? Response.json({ metadata: { id: 'x', count: 2, facets: {} }, items: [bare, whole] })
        : undefined,
    );
    expect((await client.search({ query: '', options: {} })).items.map((p) => p.sku)).toEqual([whole.sku]);
    expect((await client.searchCards({ query: '', options: {} })).items.map((p) => p.sku)).toEqual([whole.sku]);
    expect(logs).toEqual([
      { level: 'warn', message: 'Missing variants for product: ARG-BARE' },
      { level: 'warn', message: 'Missing variants for product: ARG-BARE' },
    ]);
  });

  it('reads a widget’s product list page', async () => {
    const { client, requests } = remote();
    const page = await client.productsPage({
      widget: 'bestsellers',
      profile: 'default',
      limit: 4,
      page: 1,
      variables: "collections = 'outlet'",
      currency: 'EUR',
    });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(4);
    expect(new URL(requests[0]?.url ?? '').pathname).toBe("/v1/api/v2/products/bestsellers/default/4/1/collections%20%3D%20'outlet'");
  });

  it('turns an error answer into an UpstreamError with its status and message', async () => {
    const { client } = remote(() => Response.json({ error: 'Product not found: X' }, { status: 404 }));
    await expect(client.product('pdp', 'X', {})).rejects.toMatchObject({ status: 404, message: 'Product not found: X' });
  });

  it('rejects an answer of the wrong shape', async () => {
    const { client } = remote(() => Response.json({ items: 'nope' }));
    await expect(client.suggest({ query: 'dots', limit: 4 })).rejects.toBeInstanceOf(UpstreamError);
  });

  it('asks a tenant for a filter’s price range (docs/spec/commerce-core.md §7) and reads it as whole minor units', async () => {
    const { client, requests } = remote();
    const filter = "recommended = true AND ageGroup = 'adults'";
    const range = await client.priceRange('GL', { filter, currency: 'KRW' });
    expect(range).toEqual({ min: 7900, max: 89900 });
    expect(requests[0]?.url).toBe('https://search.example.com/v1/api/category-price-range/GL');
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.json()).toEqual({ filter, currency: 'KRW' });
    for (const wrong of [{ min: '7900', max: 89900 }, { min: 7.5, max: 10 }, { max: 10 }]) {
      const { client: other } = remote(() => Response.json(wrong));
      await expect(other.priceRange('GL', { currency: 'KRW' }), JSON.stringify(wrong)).rejects.toMatchObject({
        message: expect.stringMatching(/^Invalid search answer for price range/),
      });
    }
  });
});
