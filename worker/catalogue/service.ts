// Catalogue services: listings, search, suggestions and products for the storefront's pages,
// priced in the market (`country`: one of the storefront's, else its default market) and
// stocked from the storefront's warehouse. Inputs are checked here, so the page render and
// `/api/catalogue` refuse the same things with the same 400 or 404.
import {
  carouselBlocks,
  getStorefront,
  marketForCountry,
  priceFromMinor,
  WAREHOUSE_REGIONS,
  type Market,
  type StorefrontCode,
  type WarehouseRegion,
} from '../../markets';
import type { ListingFacet } from '../../markets/catalogue-vocabulary';
import { MAX_PRICE_BOUND, priceBound, type PriceBounds } from '../../markets/price-bounds';
import { toProductCard } from './cards';
import { carouselRequest } from './carousels';
import { categoryFacets, choicesFrom, choicesOf, InvalidChoiceError, listingFilter, priceFilter, searchSort } from './filters';
import { AppError, badRequest, noSkuProvided } from '../errors';
import { resolveMarket } from '../market-resolution';
import { UpstreamError } from '../upstreams/errors';
import { FACETS } from '../upstreams/search/facet-config';
import { MAX_FILTER_LENGTH, MAX_OFFSET, type FacetKey, type SortOption } from '../upstreams/search/schemas';
import type { ServiceContext } from '../request/context';
import { story } from '../content/service';
import type { ListingQuery, PreviewSearch, ProductDetail, ProductPage, StoryCarousels } from '../../contract/api';
import type { Suggestion } from '../../contract/catalogue';

export const PAGE_SIZE = 64;
export const OUTLET_ALL_PAGE_SIZE = 152;
export const MAX_PAGE = 10_000;
export const MAX_TERM_LENGTH = 200;
export const MAX_SUGGESTIONS = 8;

/** A category path a listing takes (its CMS story under categories/). */
export const SLUGS = /^[a-z0-9][a-z0-9/-]{0,120}$/;
/** A SKU a product page takes: anything else is a 400, so sitemaps list only these. */
export const SKU = /^[A-Za-z0-9][A-Za-z0-9-]{0,80}$/;

/**
 * The market a catalogue call prices in: the requested country when it belongs to the
 * storefront, else the storefront's default. A page view reuses the market its route resolved.
 */
function marketOf(ctx: ServiceContext, storefront: StorefrontCode, country: string | undefined): Market {
  const page = ctx.market;
  if (page && page.storefrontCode === storefront && page.countryCode === country?.toUpperCase()) return page;
  const known = country && marketForCountry(country, ctx.config.environment) ? country : undefined;
  return resolveMarket(storefront, [known], ctx.config);
}

function scopeOf(ctx: ServiceContext, storefront: StorefrontCode, country: string | undefined) {
  const market = marketOf(ctx, storefront, country);
  return { currency: market.currency.code, region: getStorefront(storefront).warehouse.region };
}

function checkPage(page: number) {
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE)
    throw badRequest(`Invalid page: expected a whole number from 1 to ${MAX_PAGE}`);
}

/** Bounds a shopper may ask for: each from 0 to MAX_PRICE_BOUND, min not above max. */
function checkPrice({ priceMin, priceMax }: PriceBounds) {
  for (const [name, value] of Object.entries({ priceMin, priceMax }))
    if (value !== undefined && priceBound(value) === undefined)
      throw badRequest(`Invalid ${name}: expected a number from 0 to ${MAX_PRICE_BOUND}`);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) throw badRequest('Invalid priceMin: more than priceMax');
}

/**
 * The price filter's default bounds for a page (docs/spec/commerce-core.md §7, category-price-range): the
 * cheapest and dearest price of the products `filter` selects in the market, in major units,
 * rounded outwards to whole units. A page lives without them: a failure is logged, and null.
 */
async function priceRangeOf(
  ctx: ServiceContext,
  storefront: StorefrontCode,
  currency: Market['currency']['code'],
  filter: string,
): Promise<ProductPage['priceRange']> {
  try {
    const range = await ctx.ports.search.priceRange(getStorefront(storefront).tenantKey, { filter, currency });
    if (range.max <= 0) return null; // nothing priced: no range to choose in
    return { min: Math.floor(priceFromMinor(range.min, currency)), max: Math.ceil(priceFromMinor(range.max, currency)) };
  } catch (error) {
    ctx.log('warn', 'Price range not fetched', { storefront, currency, error: String(error) });
    return null;
  }
}

interface PageQuery {
  text: string;
  /** The page's own filter (the category's, or the search's), without the shopper's choices: its price range is the default bounds. */
  base: string;
  /** `base` with the shopper's facet choices. */
  filter: string;
  price: PriceBounds;
  facets: readonly FacetKey[];
  sort?: SortOption;
  page: number;
  pageSize: number;
}

async function productPage(
  ctx: ServiceContext,
  storefront: StorefrontCode,
  country: string | undefined,
  query: PageQuery,
): Promise<ProductPage> {
  const { text, facets, sort, page, pageSize, price } = query;
  checkPage(page);
  checkPrice(price);
  // Past the service's deepest offset there is nothing to show: the page does not exist.
  if ((page - 1) * pageSize > MAX_OFFSET) throw new AppError(404, 'not_found', `Page not found: ${page}`);
  const scope = scopeOf(ctx, storefront, country);
  const range = priceRangeOf(ctx, storefront, scope.currency, query.base);
  // A bound equal to its default is not sent (docs/spec/commerce-core.md §5), so bounds wait for the range.
  const bounded = price.priceMin !== undefined || price.priceMax !== undefined;
  const defaults = (bounded && (await range)) || {};
  const priced = priceFilter({ min: price.priceMin, max: price.priceMax }, scope.currency, defaults);
  const filter = priced ? `${query.filter} AND ${priced}` : query.filter;
  // Many long colour and material choices can outgrow what the service accepts: the shopper's fault.
  if (filter.length > MAX_FILTER_LENGTH) throw badRequest('Invalid filters: too many values');
  const found = ctx.ports.search.searchCards({
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
  const [res, priceRange] = await Promise.all([found, range]);
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
    priceRange,
  };
}

/** One page of a CMS category's products (64 a page; 152 for outlet/all), with its facets. */
export async function listing(
  ctx: ServiceContext,
  storefront: StorefrontCode,
  country: string | undefined,
  slugs: string,
  query: ListingQuery = {},
): Promise<ProductPage> {
  if (!SLUGS.test(slugs)) throw badRequest('Invalid slugs: expected a category path');
  let choices;
  try {
    choices = choicesFrom((name) => query[name as ListingFacet]);
  } catch (error) {
    if (error instanceof InvalidChoiceError) throw badRequest(error.message);
    throw error;
  }
  const category = await story(ctx, storefront, `categories/${slugs}`);
  // The category's facets, as the facet configuration knows them; a choice of another is not applied.
  const facets = categoryFacets(category.content.facetKeys, FACETS, ctx.log, { storefront, category: slugs });
  const searchFilter = (category.content.searchFilter ?? {}) as Record<string, unknown>;
  const pageSize = slugs === 'outlet/all' ? OUTLET_ALL_PAGE_SIZE : PAGE_SIZE;
  return productPage(ctx, storefront, country, {
    text: '',
    base: listingFilter(searchFilter),
    filter: listingFilter(searchFilter, choicesOf(choices, facets)),
    price: { priceMin: query.priceMin, priceMax: query.priceMax },
    facets,
    sort: searchSort(query.sortBy),
    page: query.page ?? 1,
    pageSize,
  });
}

/** One page of search results (64 a page) for a term, within price bounds; the term comes back with the page. */
export async function search(
  ctx: ServiceContext,
  storefront: StorefrontCode,
  country: string | undefined,
  term: string,
  page = 1,
  price: PriceBounds = {},
): Promise<ProductPage & { term: string }> {
  const text = term.trim();
  if (text.length > MAX_TERM_LENGTH) throw badRequest(`Invalid term: at most ${MAX_TERM_LENGTH} characters`);
  const filter = 'recommended = true';
  const body = await productPage(ctx, storefront, country, { text, base: filter, filter, price, facets: [], page, pageSize: PAGE_SIZE });
  return { term: text, ...body };
}

/** Search-box suggestions, from 3 characters (none below). */
export async function suggest(
  ctx: ServiceContext,
  storefront: StorefrontCode,
  country: string | undefined,
  term: string,
  limit = MAX_SUGGESTIONS,
): Promise<{ term: string; items: Suggestion[] }> {
  const text = term.trim();
  if (text.length > MAX_TERM_LENGTH) throw badRequest(`Invalid term: at most ${MAX_TERM_LENGTH} characters`);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTIONS) throw badRequest(`Invalid limit: expected 1 to ${MAX_SUGGESTIONS}`);
  if (text.length < 3) return { term: text, items: [] };
  const scope = scopeOf(ctx, storefront, country);
  const res = await ctx.ports.search.suggest({ query: text, limit, currency: scope.currency, region: scope.region });
  return { term: text, items: res.items };
}

/**
 * One product with its recommendations and similar products (the product page's call); 404 when
 * there is none, 400 'No sku provided' without a SKU. A failing call is logged as 'Failed to fetch
 * product for PDP' (docs/spec/commerce-core.md §8) and passed on.
 */
export async function product(
  ctx: ServiceContext,
  storefront: StorefrontCode,
  country: string | undefined,
  sku: string,
): Promise<ProductDetail> {
  if (sku.trim() === '') throw noSkuProvided(ctx.log, { storefront });
  if (!SKU.test(sku)) throw badRequest('Invalid sku');
  const scope = scopeOf(ctx, storefront, country);
  const res = await ctx.ports.search.product('pdp', sku, { currency: scope.currency, region: scope.region }).catch((error: unknown) => {
    // The service's 404 is an answer (Product not found), not a failure.
    if (!(error instanceof UpstreamError && error.code === 'not_found'))
      ctx.log('warn', 'Failed to fetch product for PDP', { sku, storefront, error: String(error) });
    throw error;
  });
  const found = res.products[0];
  if (!found) throw new AppError(404, 'not_found', `Product not found: ${sku}`);
  // Asked once the product is known: an unknown SKU or a failing service costs no second call.
  const others = await Promise.all(
    WAREHOUSE_REGIONS.filter((region) => region !== scope.region).map((region) => sellsIn(ctx, found.sku, region)),
  );
  return {
    product: found,
    regions: WAREHOUSE_REGIONS.filter((region) => region === scope.region || others.includes(region)),
    recommendations: res.recommendations.map(toProductCard),
    similar: res.similar.map(toProductCard),
  };
}

/**
 * The region when it sells the product (the search service lists it there), else undefined. A
 * product page lives without it: a failure is logged and the region left out of its alternates.
 */
async function sellsIn(ctx: ServiceContext, sku: string, region: WarehouseRegion): Promise<WarehouseRegion | undefined> {
  try {
    const res = await ctx.ports.search.search({
      query: '',
      options: { filter: `sku = '${sku.toUpperCase()}'`, limit: 1, groupBy: 'product', region },
    });
    return res.items.length > 0 ? region : undefined;
  } catch (error) {
    ctx.log('warn', 'Product regions not fetched', { sku, region, error: String(error) });
    return undefined;
  }
}

/**
 * The products of each carousel in a story (decision 051), by block `_uid`, from one widget call
 * per carousel. The page lives without them: a failed call leaves its carousel empty (the page
 * hides it) and the story's failures are logged once, as a warning.
 */
export async function carousels(
  ctx: ServiceContext,
  storefront: StorefrontCode,
  country: string | undefined,
  slug: string,
  search: PreviewSearch = '',
): Promise<StoryCarousels> {
  const blocks = carouselBlocks((await story(ctx, storefront, slug, search)).content);
  const scope = scopeOf(ctx, storefront, country);
  const answers = await Promise.allSettled(blocks.map((block) => ctx.ports.search.widget(carouselRequest(block, scope))));
  const failures = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as unknown] : []));
  if (failures.length > 0) {
    ctx.log('warn', 'Product carousels hidden: the search service failed', {
      storefront,
      story: slug,
      failed: failures.length,
      of: blocks.length,
      error: String(failures[0]),
    });
  }
  const products: StoryCarousels['products'] = {};
  blocks.forEach((block, i) => {
    const answer = answers[i];
    products[block.uid] = answer?.status === 'fulfilled' ? answer.value.items.map(toProductCard) : [];
  });
  return { products, complete: failures.length === 0 };
}
