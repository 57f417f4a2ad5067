// GET /api/catalogue/{storefront}/…: products for the storefront's pages (catalogue/service.ts),
// priced in the market (`country`) and stocked from the storefront's warehouse.
//   listing/{slugs…}?page&colours&materials&features&sizes&sortBy&priceMin&priceMax
//                                              a CMS category's products (64 a page; 152 for outlet/all);
//                                              facet values are slugs (navy-blue), decision 013;
//                                              price bounds in major units (empty: none), min <= max
//   search?term&page&priceMin&priceMax         search results (64 a page)
//   suggest?term&limit                         search-box suggestions (from 3 characters)
//   product/{sku}                              one product with recommendations
//   carousels/{slug…}                          a story's product carousels (decision 051), with the
//                                              page's preview flags; kept only when complete
// Answers come from the edge cache (decision 024).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { LISTING_PARAMS, SEARCH_PARAMS, STOREFRONT_CODES, type StorefrontCode } from '../../../markets';
import { LISTING_FACETS, LISTING_SORTS } from '../../../markets/catalogue-vocabulary';
import { MAX_PRICE_BOUND } from '../../../markets/price-bounds';
import { badRequest } from '../../errors';
import * as catalogueService from '../../catalogue/service';
import type { ListingQuery } from '../../../contract/api';
import type { AppEnv } from '../../types';
import { cachedAnswer } from '../../cache/answer-cache';
import { CacheEdge, CacheNone, CacheShort, cacheHeaders } from '../../http/cache-control';
import { isPreview } from '../../content/preview';

const PUBLIC = cacheHeaders(CacheShort);
const pageSchema = z.coerce.number().int().min(1).max(catalogueService.MAX_PAGE).default(1);
const termSchema = z.string().trim().max(catalogueService.MAX_TERM_LENGTH).default('');
/** A price bound in major units; an empty one (a form's blank field) is none. */
const bound = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce.number().min(0).max(MAX_PRICE_BOUND).optional(),
);

function storefrontOf(c: Context<AppEnv>): StorefrontCode {
  const parsed = z.enum(STOREFRONT_CODES).safeParse(c.req.param('storefront'));
  if (!parsed.success) throw badRequest(`Invalid storefront: expected one of ${STOREFRONT_CODES.join(', ')}`);
  return parsed.data;
}

function query<T>(c: Context<AppEnv>, name: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(c.req.query(name));
  if (!parsed.success) throw badRequest(`Invalid ${name}: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

export const catalogue = new Hono<AppEnv>()
  .get('/:storefront/listing/:slugs{.+}', (c) =>
    cachedAnswer(c, CacheEdge, ['country', ...LISTING_PARAMS], async () => {
      const listing: ListingQuery = {
        ...Object.fromEntries(LISTING_FACETS.map((facet) => [facet, c.req.query(facet)])),
        sortBy: query(c, 'sortBy', z.enum(LISTING_SORTS).optional()),
        priceMin: query(c, 'priceMin', bound),
        priceMax: query(c, 'priceMax', bound),
        page: query(c, 'page', pageSchema),
      };
      const page = await catalogueService.listing(c.var.services, storefrontOf(c), c.req.query('country'), c.req.param('slugs'), listing);
      return c.json(page, 200, PUBLIC);
    }),
  )
  .get('/:storefront/search', (c) =>
    cachedAnswer(c, CacheEdge, ['country', 'page', ...SEARCH_PARAMS], async () => {
      const term = query(c, 'term', termSchema);
      const page = query(c, 'page', pageSchema);
      const price = { priceMin: query(c, 'priceMin', bound), priceMax: query(c, 'priceMax', bound) };
      const answer = await catalogueService.search(c.var.services, storefrontOf(c), c.req.query('country'), term, page, price);
      return c.json(answer, 200, PUBLIC);
    }),
  )
  .get('/:storefront/suggest', (c) =>
    cachedAnswer(c, CacheEdge, ['country', 'term', 'limit'], async () => {
      const term = query(c, 'term', termSchema);
      const limit = query(
        c,
        'limit',
        z.coerce.number().int().min(1).max(catalogueService.MAX_SUGGESTIONS).default(catalogueService.MAX_SUGGESTIONS),
      );
      const answer = await catalogueService.suggest(c.var.services, storefrontOf(c), c.req.query('country'), term, limit);
      // Too short to search: nothing was asked of the service, nothing worth caching.
      return answer.term.length < 3 ? c.json(answer) : c.json(answer, 200, PUBLIC);
    }),
  )
  .get('/:storefront/product/:sku{.+}', (c) =>
    cachedAnswer(c, CacheEdge, ['country'], async () => {
      const answer = await catalogueService.product(c.var.services, storefrontOf(c), c.req.query('country'), c.req.param('sku'));
      return c.json(answer, 200, PUBLIC);
    }),
  )
  .get('/:storefront/carousels/:slug{.+}', (c) =>
    cachedAnswer(c, CacheEdge, ['country'], async () => {
      const ctx = c.var.services;
      const search = new URL(c.req.url).search;
      const answer = await catalogueService.carousels(ctx, storefrontOf(c), c.req.query('country'), c.req.param('slug'), search);
      // An editor's preview, or a list the search service failed to give, is nobody else's.
      const shared = answer.complete && !isPreview(await ctx.preview(search));
      return c.json(answer, 200, shared ? PUBLIC : cacheHeaders(CacheNone));
    }),
  );
