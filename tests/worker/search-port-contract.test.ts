// The search port's contract, run against both ports over the same embedded origin: the HTTP
// client (what a remote SEARCH_BASE_URL gets, here in front of embeddedSearchFetch) and the
// in-process port the worker uses when the origin is embedded. Same calls, same answers (the
// in-process port skips the JSON hop and the per-product validation, not the data), same
// refusals as UpstreamErrors, and the origin's own failures logged once and reported alike.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { toProductCard } from '../../worker/catalogue/cards';
import type { LogLevel } from '../../worker/log';
import { UpstreamError } from '../../worker/upstreams/errors';
import { createSearchClient, type SearchPort } from '../../worker/upstreams/search/client';
import { embeddedSearchFetch } from '../../worker/upstreams/search/embedded/origin';
import { createInProcessSearch } from '../../worker/upstreams/search/in-process';
import { catalogue, seedTestCatalogue } from './catalogue-db';

beforeAll(seedTestCatalogue);

interface Logged {
  level: LogLevel;
  message: string;
  fields: Record<string, unknown> | undefined;
}

function ports(db: D1Database = env.DB) {
  const logs: Logged[] = [];
  const log = (level: LogLevel, message: string, fields?: Record<string, unknown>) => void logs.push({ level, message, fields });
  const requestId = 'contract-1';
  const both: Array<[string, SearchPort]> = [
    ['HTTP client', createSearchClient({ fetch: embeddedSearchFetch(db, { log }), baseUrl: 'https://search.embedded', requestId, log })],
    ['in-process', createInProcessSearch(db, { requestId, log })],
  ];
  return { both, logs };
}

/** Both ports' answers (or errors) to one call. */
async function answers<T>(call: (port: SearchPort) => Promise<T>, db?: D1Database) {
  const { both, logs } = ports(db);
  const settled = await Promise.all(
    both.map(([, port]) =>
      call(port).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
    ),
  );
  return { http: settled[0], inProcess: settled[1], logs };
}

const valueOf = <T>(result: { value?: T; error?: unknown } | undefined): T => {
  if (!result || 'error' in result) throw new Error(`The call failed: ${String(result?.error)}`);
  return result.value as T;
};

const errorOf = (result: { value?: unknown; error?: unknown } | undefined) => {
  if (!result || !('error' in result)) throw new Error('The call did not fail');
  const error = result.error as UpstreamError;
  expect(error).toBeInstanceOf(UpstreamError);
  return { port: error.port, status: error.status, code: error.code, retryable: error.retryable, message: error.message };
};

const parent = catalogue.find((p) => p.recommended && p.variants.some((v) => v.sku.includes('-UP')));
if (!parent) throw new Error('fixture product missing');

describe('the search port, HTTP client and in-process alike', () => {
  it('answers the same search: metadata with the request id, facets, correction, and products', async () => {
    const { http, inProcess } = await answers((port) =>
      port.search({ query: 'stirpe', options: { facets: ['colours', 'sizes', 'price'], limit: 5, currency: 'GBP' } }),
    );
    const answer = valueOf(inProcess);
    expect(answer.metadata.id).toBe('contract-1');
    expect(answer.metadata.correctedQuery).toBe('stripe');
    expect(answer.items).toHaveLength(5);
    expect(answer).toEqual(valueOf(http));
  });

  it('answers the same listing page: cards made from either are equal', async () => {
    const request = { query: '', options: { filter: 'categories = adults/socks', facets: ['colours' as const], limit: 64, offset: 64 } };
    const { http, inProcess } = await answers((port) => port.searchCards(request));
    const [a, b] = [valueOf(http), valueOf(inProcess)];
    expect(b.items).toHaveLength(64);
    expect(b.metadata).toEqual(a.metadata);
    expect(b.items.map(toProductCard)).toEqual(a.items.map(toProductCard));
  });

  it('answers the same product page (parent or variant SKU) with its similar products and recommendations', async () => {
    const variant = parent.variants.find((v) => v.sku.includes('-UP'))?.sku ?? '';
    for (const sku of [parent.sku, variant]) {
      const { http, inProcess } = await answers((port) => port.product('pdp', sku, { currency: 'USD', region: 'US' }));
      const [a, b] = [valueOf(http), valueOf(inProcess)];
      expect(b.products.map((p) => p.sku)).toEqual([parent.sku]);
      expect(b.recommendations.length).toBeGreaterThan(0);
      expect(b.products).toEqual(a.products);
      expect(b.similar.map(toProductCard)).toEqual(a.similar.map(toProductCard));
      expect(b.recommendations.map(toProductCard)).toEqual(a.recommendations.map(toProductCard));
      expect(b.id).toBe(a.id);
    }
  });

  it("skips a product without variants (one with none in the region asked for), logging 'Missing variants for product: {sku}'", async () => {
    const nlOnly = catalogue.find((p) => p.variants.every((v) => !v.sku.includes('-UP')));
    if (!nlOnly) throw new Error('fixture product missing');
    const { http, inProcess, logs } = await answers((port) => port.product('pdp', nlOnly.sku, { currency: 'USD', region: 'US' }));
    expect(valueOf(http).products).toEqual([]);
    expect(valueOf(inProcess).products).toEqual([]);
    const skipped = {
      level: 'warn',
      message: `Missing variants for product: ${nlOnly.sku}`,
      fields: { sku: nlOnly.sku, reason: 'empty variants array' },
    };
    expect(logs).toEqual([skipped, skipped]);
  });

  it('answers the same suggestions, filters, price range and widget page', async () => {
    const calls: Array<(port: SearchPort) => Promise<unknown>> = [
      (port) => port.suggest({ query: 'merin', limit: 4, currency: 'EUR' }),
      (port) => port.availableFilters('US', { filter: 'categories = adults/socks' }),
      (port) => port.priceRange('UK', { currency: 'GBP', filter: 'recommended = true' }),
      (port) => port.priceRange('GL', { currency: 'KRW', filter: "recommended = true AND ageGroup = 'adults'" }),
      (port) => port.productsPage({ widget: 'new-in', profile: 'default', limit: 4, page: 2, variables: "collections = 'outlet'" }),
    ];
    for (const call of calls) {
      const { http, inProcess } = await answers(call);
      expect(valueOf(inProcess)).toEqual(valueOf(http));
    }
  });

  it('answers the same basket recommendations: cards made from either are equal', async () => {
    const { http, inProcess } = await answers((port) =>
      port.widget({
        widgetId: 'basket',
        limit: 4,
        variables: { itemSkus: parent.sku, cartAmount: '1500', shippingThreshold: '5000', currency: 'EUR' },
      }),
    );
    const [a, b] = [valueOf(http), valueOf(inProcess)];
    expect(b.items).toHaveLength(4);
    expect(b.id).toBe(a.id);
    expect(b.items.map(toProductCard)).toEqual(a.items.map(toProductCard));
  });

  const refusals: Array<[string, (port: SearchPort) => Promise<unknown>, number, string | RegExp]> = [
    ['an unknown product', (port: SearchPort) => port.product('pdp', 'NOPE-123', {}), 404, 'Product not found: NOPE-123'],
    ['an unknown tenant', (port: SearchPort) => port.availableFilters('XX', {}), 404, 'Unknown tenant: XX'],
    ['an unknown widget', (port: SearchPort) => port.widget({ widgetId: 'nope', limit: 4 }), 404, 'Unknown widget: nope'],
    ['a bad filter', (port: SearchPort) => port.search({ query: '', options: { filter: 'colours ~ red' } }), 400, /^Invalid filter: /],
    [
      'a limit over 200',
      (port: SearchPort) => port.search({ query: '', options: { limit: 201 } }),
      400,
      /^Invalid request: options\.limit/,
    ],
  ];

  it.each(refusals)('refuses %s with the same UpstreamError', async (_, call, status, message) => {
    const { http, inProcess, logs } = await answers(call);
    const error = errorOf(inProcess);
    expect(error).toMatchObject({ port: 'search', status, retryable: false, code: status === 404 ? 'not_found' : 'rejected' });
    expect(error.message).toMatch(message);
    expect(error).toEqual(errorOf(http));
    expect(logs).toEqual([]);
  });

  it('reports a failure of the origin itself (its database) as a retryable 500, logged once by each', async () => {
    const broken = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === 'prepare' || prop === 'batch')
          return () => {
            throw new Error('D1_ERROR: database is locked');
          };
        return Reflect.get(target, prop);
      },
    });
    const { http, inProcess, logs } = await answers((port) => port.search({ query: 'stripe', options: {} }), broken);
    const error = errorOf(inProcess);
    expect(error).toEqual({ port: 'search', status: 500, code: 'unavailable', retryable: true, message: 'Search service error' });
    expect(error).toEqual(errorOf(http));
    expect(logs.map((l) => [l.level, l.message])).toEqual([
      ['error', 'Search origin failed'],
      ['error', 'Search origin failed'],
    ]);
    expect(logs.every((l) => String(l.fields?.error).includes('database is locked'))).toBe(true);
  });
});
