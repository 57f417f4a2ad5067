// GET /api/catalogue/{storefront}/…: products for the storefront's pages, priced in the market
// (`country`) and stocked from the storefront's warehouse.
//   listing/{slugs…}?page&colours&materials&features&sizes&sortBy&priceMin&priceMax
//                                              a CMS category's products (64 a page; 152 for outlet/all);
//                                              facet values are slugs (navy-blue), decision 013
//   search?term&page                           search results (64 a page)
//   suggest?term&limit                         search-box suggestions (from 3 characters)
//   product/{sku}                              one product with recommendations
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { STOREFRONT_CODES, type StorefrontCode } from '../../../markets';
import { LISTING_FACETS, LISTING_SORTS } from '../../../markets/catalogue-vocabulary';
import { toProductCard } from '../../catalogue/cards';
import { choicesFrom, InvalidChoiceError, listingFilter, priceFilter, searchSort } from '../../catalogue/filters';
import { catalogueScope, searchClient } from '../../catalogue/from-context';
import { contentService } from '../../content/from-context';
import { previewOf } from '../../content/preview';
import { AppError, badRequest } from '../../errors';
import type { AppEnv } from '../../types';
import { MAX_FILTER_LENGTH, MAX_OFFSET, type FacetKey, type SortOption } from '../../upstreams/search/schemas';
import { CacheShort, cacheHeaders } from '../../http/cache-control';

export const PAGE_SIZE = 64;
export const OUTLET_ALL_PAGE_SIZE = 152;

const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const termSchema = z.string().trim().max(200);

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

/** The shopper's facet choices; a value outside the vocabulary is a 400 naming the parameter. */
function shopperChoices(c: Context<AppEnv>) {
  try {
    return choicesFrom((name) => c.req.query(name));
  } catch (error) {
    if (error instanceof InvalidChoiceError) throw badRequest(error.message);
    throw error;
  }
}

interface PageQuery {
  text: string;
  filter: string;
  facets: readonly FacetKey[];
  sort?: SortOption;
  page: number;
  pageSize: number;
}

async function productPage(c: Context<AppEnv>, storefront: StorefrontCode, { text, filter, facets, sort, page, pageSize }: PageQuery) {
  // Past the service's deepest offset there is nothing to show: the page does not exist.
  if ((page - 1) * pageSize > MAX_OFFSET) throw new AppError(404, 'not_found', `Page not found: ${page}`);
  // Many long colour and material choices can outgrow what the service accepts: the shopper's fault.
  if (filter.length > MAX_FILTER_LENGTH) throw badRequest('Invalid filters: too many values');
  const scope = catalogueScope(c, storefront, c.req.query('country'));
  const res = await searchClient(c).search({
    query: text,
    options: {
      facets: [...facets],
      filter,
      sortBy: sort ?? (text ? 'relevance' : 'recommended'),
      limit: pageSize,
      offset: (page - 1) * pageSize,
      groupBy: 'product',
      currency: scope.currency,
      region: scope.region,
    },
  });
  const totalPages = Math.max(1, Math.ceil(res.metadata.count / pageSize));
  if (page > totalPages) throw new AppError(404, 'not_found', `Page not found: ${page}`);
  return {
    page,
    pageSize,
    total: res.metadata.count,
    totalPages,
    currency: scope.currency,
    facets: res.metadata.facets,
    correctedQuery: res.metadata.correctedQuery ?? null,
    products: res.items.map(toProductCard),
  };
}

export const catalogue = new Hono<AppEnv>()
  .get('/:storefront/listing/:slugs{.+}', async (c) => {
    const storefront = storefrontOf(c);
    const slugs = c.req.param('slugs');
    if (!/^[a-z0-9][a-z0-9/-]{0,120}$/.test(slugs)) throw badRequest('Invalid slugs: expected a category path');
    const story = await contentService(c).story(storefront, `categories/${slugs}`, await previewOf(c));
    const searchFilter = (story.content.searchFilter ?? {}) as Record<string, unknown>;
    const filter = listingFilter(searchFilter, shopperChoices(c));
    const sort = searchSort(query(c, 'sortBy', z.enum(LISTING_SORTS).optional()));
    const bound = z.coerce.number().min(0).max(100_000).optional();
    const price = priceFilter({ min: query(c, 'priceMin', bound), max: query(c, 'priceMax', bound) });
    const pageSize = slugs === 'outlet/all' ? OUTLET_ALL_PAGE_SIZE : PAGE_SIZE;
    const fullFilter = price ? `${filter} AND ${price}` : filter;
    const page = query(c, 'page', pageSchema);
    return c.json(
      await productPage(c, storefront, { text: '', filter: fullFilter, facets: LISTING_FACETS, sort, page, pageSize }),
      200,
      cacheHeaders(CacheShort),
    );
  })
  .get('/:storefront/search', async (c) => {
    const storefront = storefrontOf(c);
    const term = query(c, 'term', termSchema.default(''));
    const page = query(c, 'page', pageSchema);
    const body = await productPage(c, storefront, { text: term, filter: 'recommended = true', facets: [], page, pageSize: PAGE_SIZE });
    return c.json({ term, ...body }, 200, cacheHeaders(CacheShort));
  })
  .get('/:storefront/suggest', async (c) => {
    const storefront = storefrontOf(c);
    const term = query(c, 'term', termSchema.default(''));
    const limit = query(c, 'limit', z.coerce.number().int().min(1).max(8).default(8));
    if (term.length < 3) return c.json({ term, items: [] });
    const scope = catalogueScope(c, storefront, c.req.query('country'));
    const res = await searchClient(c).suggest({ query: term, limit, currency: scope.currency, region: scope.region });
    return c.json({ term, items: res.items }, 200, cacheHeaders(CacheShort));
  })
  .get('/:storefront/product/:sku{.+}', async (c) => {
    const storefront = storefrontOf(c);
    const sku = c.req.param('sku');
    if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,80}$/.test(sku)) throw badRequest('Invalid sku');
    const scope = catalogueScope(c, storefront, c.req.query('country'));
    const res = await searchClient(c).product('pdp', sku, { currency: scope.currency, region: scope.region });
    const product = res.products[0];
    if (!product) throw new AppError(404, 'not_found', `Product not found: ${sku}`);
    return c.json(
      { product, recommendations: res.recommendations.map(toProductCard), similar: res.similar.map(toProductCard) },
      200,
      cacheHeaders(CacheShort),
    );
  });
