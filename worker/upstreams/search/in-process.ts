// The search port over the embedded origin, called in-process: the origin's endpoint functions
// (embedded/answers.ts) answer domain objects, with no request or answer turned into JSON and
// back and no zod pass per product. The trust boundary is where answers cross a network: the
// HTTP client (client.ts) validates what a remote service sends; the embedded origin's answers
// are built by this worker's own typed code from a catalogue the seed validated, so they are not
// checked again. Requests are checked here as the origin checks them over HTTP, and refusals and
// failures become the same UpstreamErrors the HTTP client throws (one contract test,
// tests/worker/search-port-contract.test.ts, runs both ports). The one product rule that holds
// of answers and not of the stored catalogue holds here too: a product without variants in the
// region asked for (a product page's) is logged and skipped (variants.ts).
import type { Logger } from '../../log';
import { UpstreamError } from '../errors';
import {
  availableFiltersAnswer,
  ORIGIN_FAILURE,
  priceRangeAnswer,
  productAnswer,
  productsPageAnswer,
  refusalOf,
  searchAnswer,
  suggestAnswer,
  widgetAnswer,
} from './embedded/answers';
import type { SearchPort } from './client';
import { withVariants } from './variants';

export interface InProcessSearchOptions {
  requestId?: string;
  log: Logger;
}

export function createInProcessSearch(db: D1Database, options: InProcessSearchOptions): SearchPort {
  const { log } = options;
  const id = () => options.requestId ?? crypto.randomUUID();

  /** Runs an endpoint; its refusals and failures as the HTTP client would report them. */
  async function call<T>(path: string, answer: () => Promise<T>): Promise<T> {
    try {
      return await answer();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) throw new UpstreamError('search', refusal.message, { status: refusal.status });
      log('error', 'Search origin failed', { path, error: String(error instanceof Error ? (error.stack ?? error) : error) });
      throw new UpstreamError('search', ORIGIN_FAILURE, { status: 500, cause: error });
    }
  }

  const search: SearchPort['search'] = (request) =>
    call('/search', async () => {
      const answer = await searchAnswer(db, request, id());
      return { ...answer, items: withVariants(answer.items, log) };
    });

  return {
    search,
    // The whole products: a card reads its fields from them (worker/catalogue/cards.ts).
    searchCards: search,
    suggest: (request) => call('/search/suggest', () => suggestAnswer(db, request)),
    availableFilters: (tenant, request) => call(`/api/available-filters/${tenant}`, () => availableFiltersAnswer(db, tenant, request)),
    priceRange: (tenant, request) => call(`/api/category-price-range/${tenant}`, () => priceRangeAnswer(db, tenant, request)),
    product: (widget, sku, query) =>
      call(`/api/product/${widget}/${sku}`, async () => {
        const answer = await productAnswer(db, sku, query, id(), { cluster: false });
        return {
          id: answer.id,
          products: withVariants(answer.products, log),
          recommendations: withVariants(answer.recommendations, log),
          similar: withVariants(answer.similar, log),
        };
      }),
    productsPage: (p) =>
      call(`/api/v2/products/${p.widget}`, async () => {
        const page = await productsPageAnswer(
          db,
          p.widget,
          { limit: p.limit, page: p.page, variables: p.variables || '-' },
          { currency: p.currency, region: p.region },
          id(),
        );
        return { id: page.id, items: withVariants(page.items, log), pages: page.pages, totalItems: page.totalItems };
      }),
    widget: (request) =>
      call(`/api/v2/widget`, async () => {
        const answer = await widgetAnswer(db, request, id());
        return { ...answer, items: withVariants(answer.items, log) };
      }),
  };
}
