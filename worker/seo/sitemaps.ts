// Sitemaps (decision 067): one file per storefront listing its canonical pages (home, content,
// FAQ, category and collection listings, from the CMS's page index) and the products its
// warehouse sells (from the search service, nothing kept of its own), with lastmod from the data
// (story published_at, product updatedAt) and the hreflang alternates the pages themselves carry
// (markets/seo.ts). A storefront whose one file would pass the protocol's limits gets one file
// of pages and its products in parts instead. Which files exist is worked out from counts alone,
// so the index and each file agree without building every file.
import {
  isStructuredRoute,
  pageAlternates,
  STOREFRONT_CODES,
  storefrontsSellingIn,
  storySlugOf,
  getStorefront,
  WAREHOUSE_REGIONS,
  type Environment,
  type StorefrontCode,
  type WarehouseRegion,
} from '../../markets';
import { SKU, SLUGS } from '../catalogue/service';
import type { StorySummary } from '../content/reader';
import type { ServiceContext } from '../request/context';
import { MAX_PAGE_SIZE } from '../upstreams/search/schemas';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, URLSET_FRAME_BYTES, urlXml, w3cDate, type SitemapEntry } from './sitemap-xml';

/** One sitemap file: its name under /sitemaps/, its storefront, and which of its entries it holds. */
export interface SitemapFile {
  name: string;
  storefront: StorefrontCode;
  pages: boolean;
  /** A range of the products its warehouse sells, in the search service's order. */
  products?: { offset: number; limit: number };
}

/** A storefront's page and product counts. */
export interface SitemapCounts {
  pages: number;
  products: number;
}

/** The protocol's limits and the largest entry a file can hold (bytes). */
export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
  entryBytes: number;
}

/** Stories whose pages are structured routes of their own (client/routes/): home and FAQ. */
const STORY_PAGES: Readonly<Record<string, string>> = { homepage: '/', faq: '/faq', 'faq/cookie-policy': '/faq/cookie-policy' };

/**
 * The route (within a storefront) of the indexable page a story is, or undefined: the home and
 * FAQ stories; a category story under categories/ at its listing path; a content story at the
 * path the catch-all route reads it for. Layout parts (navigation, footer, …) have no such path;
 * login and shared content are structured routes and never indexed.
 * @example storyRoute({ slug: 'categories/adults/socks', component: 'category', publishedAt: null }) // '/adults/socks'
 */
export function storyRoute(story: StorySummary): string | undefined {
  const fixed = STORY_PAGES[story.slug];
  if (fixed) return fixed;
  const category = story.slug.startsWith('categories/');
  const route = `/${category ? story.slug.slice('categories/'.length) : story.slug}`;
  if (!SLUGS.test(route.slice(1)) || isStructuredRoute(route) || category !== (story.component === 'category')) return undefined;
  return storySlugOf(route) === story.slug ? route : undefined;
}

/** The storefront's pages from its content: home, content and listing pages, as their heads name them. */
async function pageEntries(ctx: ServiceContext, storefront: StorefrontCode, origin: string): Promise<SitemapEntry[]> {
  const entries = new Map<string, SitemapEntry>();
  for (const story of await ctx.content.pageIndex(storefront)) {
    const route = storyRoute(story);
    if (route === undefined || entries.has(route)) continue;
    entries.set(route, {
      loc: `${origin}/${storefront}${route === '/' ? '' : route}`,
      lastmod: w3cDate(story.publishedAt),
      alternates: pageAlternates(origin, ctx.config.environment, route),
    });
  }
  return [...entries.values()];
}

/** A product as its sitemap entry needs it. */
interface ProductRef {
  sku: string;
  updatedAt: string | undefined;
}

/** Search calls of one listing run at once. */
const PARALLEL_CALLS = 4;

/** The search service's browse of every product a region sells (stable order: newest, then name and id). */
const browse = (region: WarehouseRegion, offset: number, limit: number) => ({
  query: '',
  options: { sortBy: 'newest' as const, limit, offset, groupBy: 'product' as const, region },
});

/** How many products a region sells. */
async function productCount(ctx: ServiceContext, region: WarehouseRegion): Promise<number> {
  return (await ctx.ports.search.search(browse(region, 0, 1))).metadata.count;
}

/** The products a region sells in [offset, offset + limit), in pages of the service's largest size. */
async function regionProducts(ctx: ServiceContext, region: WarehouseRegion, offset: number, limit: number): Promise<ProductRef[]> {
  const starts: number[] = [];
  for (let at = offset; at < offset + limit; at += MAX_PAGE_SIZE) starts.push(at);
  const pages: ProductRef[][] = [];
  for (let i = 0; i < starts.length; i += PARALLEL_CALLS) {
    const batch = starts.slice(i, i + PARALLEL_CALLS).map(async (at) => {
      const res = await ctx.ports.search.search(browse(region, at, Math.min(MAX_PAGE_SIZE, offset + limit - at)));
      return res.items.map((p) => ({ sku: p.sku, updatedAt: p.updatedAt }));
    });
    pages.push(...(await Promise.all(batch)));
  }
  return pages.flat();
}

/** Entries of the products in a range of the storefront's warehouse; alternates in every storefront that sells each. */
async function productEntries(
  ctx: ServiceContext,
  storefront: StorefrontCode,
  origin: string,
  range: { offset: number; limit: number },
): Promise<SitemapEntry[]> {
  const region = getStorefront(storefront).warehouse.region;
  const others = WAREHOUSE_REGIONS.filter((r) => r !== region);
  const [products, ...elsewhere] = await Promise.all([
    regionProducts(ctx, region, range.offset, range.limit),
    ...others.map(async (r) => new Set((await regionProducts(ctx, r, 0, await productCount(ctx, r))).map((p) => p.sku))),
  ]);
  return products
    .filter((p) => SKU.test(p.sku)) // any other SKU's page is a 400
    .map((p) => {
      const regions = [region, ...others.filter((_, i) => elsewhere[i]?.has(p.sku))];
      const route = `/product/${encodeURIComponent(p.sku)}`;
      return {
        loc: `${origin}/${storefront}${route}`,
        lastmod: w3cDate(p.updatedAt),
        alternates: pageAlternates(origin, ctx.config.environment, route, storefrontsSellingIn(regions)),
      };
    });
}

/**
 * The largest entry a file can hold, in bytes: the longest route a page takes, a lastmod and an
 * alternate for every html locale. URLs are ASCII, so characters are bytes.
 */
export function entryBytesBound(origin: string, environment: Environment): number {
  const route = `/${'x'.repeat(128)}`;
  return urlXml({ loc: `${origin}/xx${route}`, lastmod: new Date(0).toISOString(), alternates: pageAlternates(origin, environment, route) })
    .length;
}

/**
 * A storefront's files: one (`uk.xml`) while its pages and products fit the limits, else its
 * pages (`uk-pages.xml`) and its products in parts (`uk-products-1.xml`, …).
 * @example planSitemaps('uk', { pages: 20, products: 420 }, limits)[0]?.name // 'uk.xml'
 */
export function planSitemaps(storefront: StorefrontCode, counts: SitemapCounts, limits: SitemapLimits): SitemapFile[] {
  const perFile = Math.max(1, Math.min(limits.maxUrls, Math.floor((limits.maxBytes - URLSET_FRAME_BYTES) / limits.entryBytes)));
  const urls = counts.pages + counts.products;
  if (urls <= perFile) return [{ name: `${storefront}.xml`, storefront, pages: true, products: { offset: 0, limit: counts.products } }];
  const files: SitemapFile[] = [{ name: `${storefront}-pages.xml`, storefront, pages: true }];
  for (let offset = 0, part = 1; offset < counts.products; offset += perFile, part += 1) {
    files.push({
      name: `${storefront}-products-${part}.xml`,
      storefront,
      pages: false,
      products: { offset, limit: Math.min(perFile, counts.products - offset) },
    });
  }
  return files;
}

const limitsFor = (origin: string, environment: Environment): SitemapLimits => ({
  maxUrls: SITEMAP_MAX_URLS,
  maxBytes: SITEMAP_MAX_BYTES,
  entryBytes: entryBytesBound(origin, environment),
});

/** A storefront's page entries and its files, with the product count of its warehouse from `count`. */
async function storefrontSitemaps(
  ctx: ServiceContext,
  origin: string,
  storefront: StorefrontCode,
  count: (region: WarehouseRegion) => Promise<number>,
): Promise<{ pages: SitemapEntry[]; files: SitemapFile[] }> {
  const [pages, products] = await Promise.all([pageEntries(ctx, storefront, origin), count(getStorefront(storefront).warehouse.region)]);
  return { pages, files: planSitemaps(storefront, { pages: pages.length, products }, limitsFor(origin, ctx.config.environment)) };
}

/** Every storefront's sitemap files, in storefront order. */
export async function sitemapFiles(ctx: ServiceContext, origin: string): Promise<SitemapFile[]> {
  const counts = new Map<WarehouseRegion, Promise<number>>();
  const count = (region: WarehouseRegion) => {
    let counted = counts.get(region);
    if (!counted) counts.set(region, (counted = productCount(ctx, region)));
    return counted;
  };
  const plans = await Promise.all(STOREFRONT_CODES.map((storefront) => storefrontSitemaps(ctx, origin, storefront, count)));
  return plans.flatMap((plan) => plan.files);
}

/** The entries of one file, or undefined when no such file is in today's plan. */
export async function sitemapEntries(ctx: ServiceContext, origin: string, name: string): Promise<SitemapEntry[] | undefined> {
  const storefront = STOREFRONT_CODES.find((code) => name === `${code}.xml` || name.startsWith(`${code}-`));
  if (!storefront) return undefined;
  const { pages, files } = await storefrontSitemaps(ctx, origin, storefront, (region) => productCount(ctx, region));
  const file = files.find((f) => f.name === name);
  if (!file) return undefined;
  const products = file.products ? await productEntries(ctx, storefront, origin, file.products) : [];
  return [...(file.pages ? pages : []), ...products];
}
