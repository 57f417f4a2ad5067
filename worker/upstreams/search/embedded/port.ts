// The search port over the embedded origin without the HTTP hop for what every page asks:
// searches (listings, search, product images) and product pages come from D1 as the service's
// own types, with no JSON round trip and no per-product validation (the seed validated each
// record; decision 034). Requests are still checked with the service's schemas, and failures
// are the client's: an UpstreamError with the status and message the origin would answer.
// Suggestions, filters, widgets and widget pages go through the origin as before.
import type { Logger } from '../../../log';
import { UpstreamError } from '../../errors';
import { createSearchClient, type SearchPort } from '../client';
import { searchRequestSchema, type SearchRequest } from '../schemas';
import { embeddedSearchFetch, failureOf, parse, productAnswer, searchAnswer } from './origin';

export function embeddedSearchPort(db: D1Database, options: { log: Logger; requestId?: string | undefined }): SearchPort {
  const { log, requestId } = options;
  const client = createSearchClient({
    fetch: embeddedSearchFetch(db, { log }),
    baseUrl: 'https://search.embedded',
    ...(requestId ? { requestId } : {}),
    log,
  });
  const id = requestId ?? crypto.randomUUID();

  async function inProcess<T>(path: string, answer: () => Promise<T>): Promise<T> {
    try {
      return await answer();
    } catch (error) {
      const { status, message } = failureOf(error, path, log);
      throw new UpstreamError('search', message, { status });
    }
  }

  const search = (request: SearchRequest) => inProcess('/search', () => searchAnswer(db, parse(searchRequestSchema, request), id));

  return {
    ...client,
    search,
    searchCards: search,
    async product(widget, sku, query) {
      // No page shows the cluster: it is not even queried.
      const { products, recommendations, similar } = await inProcess(`/api/product/${widget}/${sku}`, () =>
        productAnswer(db, sku, query, id, { cluster: false }),
      );
      return { id, products, recommendations, similar };
    },
  };
}
