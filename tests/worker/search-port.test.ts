// The embedded search port answers searches and product pages in-process (decision 034): the
// same products as the search client over the embedded origin's HTTP API, without the cluster,
// and the same UpstreamErrors (status and message) for what the origin refuses.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { toProductCard } from '../../worker/catalogue/cards';
import { UpstreamError } from '../../worker/upstreams/errors';
import { createSearchClient } from '../../worker/upstreams/search/client';
import { embeddedSearchFetch } from '../../worker/upstreams/search/embedded/origin';
import { embeddedSearchPort } from '../../worker/upstreams/search/embedded/port';
import { catalogue, seedTestCatalogue } from './catalogue-db';

beforeAll(seedTestCatalogue);

const log = () => undefined;
const overHttp = () => createSearchClient({ fetch: embeddedSearchFetch(env.DB), baseUrl: 'https://search.embedded', log });
const inProcess = () => embeddedSearchPort(env.DB, { log, requestId: 'req-1' });

describe('embedded search port', () => {
  it('answers a search with the same products and metadata as the origin over HTTP', async () => {
    const request = { query: 'stripe', options: { limit: 5, facets: ['colours' as const], currency: 'GBP' as const } };
    const [http, direct] = await Promise.all([overHttp().search(request), inProcess().search(request)]);
    expect(direct.items.length).toBeGreaterThan(0);
    expect(direct.items).toEqual(http.items);
    expect({ ...direct.metadata, id: '' }).toEqual({ ...http.metadata, id: '' });
    expect(direct.metadata.id).toBe('req-1');
  });

  it('answers a product page with the same product, similar and recommended products, and no cluster', async () => {
    const sku = catalogue[0]?.sku ?? '';
    const query = { currency: 'EUR', region: 'NL' };
    const [http, direct] = await Promise.all([overHttp().product('pdp', sku, query), inProcess().product('pdp', sku, query)]);
    expect(direct.products).toEqual(http.products);
    // Cards are what either side's lists are read for.
    expect(direct.similar.map(toProductCard)).toEqual(http.similar.map(toProductCard));
    expect(direct.recommendations.map(toProductCard)).toEqual(http.recommendations.map(toProductCard));
    expect(direct.recommendations.length).toBeGreaterThan(0);
    expect(direct).not.toHaveProperty('cluster');
  });

  it('refuses as the origin does: 404 for an unknown product, 400 for a bad filter or currency', async () => {
    await expect(inProcess().product('pdp', 'NO-SUCH-SKU', {})).rejects.toMatchObject({
      name: 'UpstreamError',
      status: 404,
      message: 'Product not found: NO-SUCH-SKU',
    });
    const badFilter = inProcess().search({ query: '', options: { filter: 'nope' } });
    await expect(badFilter).rejects.toBeInstanceOf(UpstreamError);
    await expect(badFilter).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^Invalid filter: /) });
    await expect(inProcess().product('pdp', catalogue[0]?.sku ?? '', { currency: 'XXX' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Invalid request: currency/),
    });
  });
});
