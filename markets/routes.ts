// Path parsing shared by the worker router and the browser router (docs/spec/storefront-shell.md §2):
// storefront segment, route path, reserved segments, page type / context / checkout view, and
// rel prev/next links for paginated lists. Functions take a pathname; anything after ? or # is
// ignored. Segment matching is case-sensitive, like the router.

import { DEFAULT_STOREFRONT, isExternalStorefrontCode, isStorefrontCode } from './storefronts';
import type { DefaultStorefrontCode, ExternalStorefrontCode, StorefrontCode } from './storefronts';

function segmentsOf(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter((s) => s !== '' && s !== DEFAULT_STOREFRONT);
}

function splitStorefront(path: string): { storefront: StorefrontCode | undefined; rest: string[] } {
  const segments = segmentsOf(path);
  const [first, ...rest] = segments;
  return isStorefrontCode(first) ? { storefront: first, rest } : { storefront: undefined, rest: segments };
}

/** A percent-escape of an unreserved character (RFC 3986 2.3), which a URL never needs. */
const ESCAPED_UNRESERVED = /^%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[DdEe]|5[Ff]|7[Ee])$/;

/**
 * A pathname as the page router takes it: no empty segments (double or trailing slashes),
 * unreserved characters unescaped and other escapes in upper case. Case and every other segment
 * stay (segments are case-sensitive). The router answers a path that differs from its normal
 * form with a redirect to it, so only normal paths are pages; the edge cache and the checkout
 * rule judge a request by this form (decision 049).
 * @example normalisedPathname('/uk//adults/%73ocks/') // '/uk/adults/socks'
 */
export function normalisedPathname(pathname: string): string {
  const segments = pathname
    .split('/')
    .filter((s) => s !== '')
    .map((s) =>
      s.replace(/%[0-9a-f]{2}/gi, (escape) => (ESCAPED_UNRESERVED.test(escape) ? decodeURIComponent(escape) : escape.toUpperCase())),
    );
  return `/${segments.join('/')}`;
}

/**
 * The storefront code from a path's first segment, or '_default' when there is none.
 * @example storefrontFromPath('/de/product/ABC-1') // 'de'
 */
export function storefrontFromPath(path: string): StorefrontCode | DefaultStorefrontCode {
  return splitStorefront(path).storefront ?? DEFAULT_STOREFRONT;
}

/**
 * The external storefront (au, nz, jp) a path's first segment names, or undefined.
 * @example externalStorefrontFromPath('/au/adults/socks') // 'au'
 */
export function externalStorefrontFromPath(path: string): ExternalStorefrontCode | undefined {
  const [first] = segmentsOf(path);
  return isExternalStorefrontCode(first) ? first : undefined;
}

/**
 * The path after its first segment, for paths under an external storefront; '/' for none.
 * @example pathAfterFirstSegment('/au/adults/socks') // '/adults/socks'
 */
export function pathAfterFirstSegment(path: string): string {
  return `/${segmentsOf(path).slice(1).join('/')}`;
}

/**
 * The path without its storefront segment and without any '_default' segment; always starts with '/',
 * never ends with one (except the root).
 * @example routePath('/de/adults/socks/') // '/adults/socks'
 */
export function routePath(path: string): string {
  return `/${splitStorefront(path).rest.join('/')}`;
}

/**
 * Path parameters that make a route not found (docs/spec/storefront-shell.md §2.2). 'checkout/undefined' is a pair of
 * consecutive segments: a checkout link built from a missing view.
 * @example RESERVED_SEGMENTS.includes('robots.txt') // true
 */
export const RESERVED_SEGMENTS = [
  'undefined',
  '.well-known',
  '_nuxt',
  'sitemap.xml',
  'robots.txt',
  'favicon.ico',
  'favicon.png',
  'sitemap',
  'api',
  'checkout/undefined',
] as const;

/** One reserved segment. @example const r: ReservedSegment = 'api'; */
export type ReservedSegment = (typeof RESERVED_SEGMENTS)[number];

const SINGLE_RESERVED: ReadonlySet<string> = new Set(RESERVED_SEGMENTS.filter((s) => !s.includes('/')));

/**
 * The first reserved segment in a path (any segment, including the storefront position), or
 * undefined. A 'checkout' directly followed by 'undefined' is reported as 'checkout/undefined'.
 * @example findReservedSegment('/de/checkout/undefined') // 'checkout/undefined'
 */
export function findReservedSegment(path: string): ReservedSegment | undefined {
  const segments = segmentsOf(path);
  for (const [i, segment] of segments.entries()) {
    if (segment === 'checkout' && segments[i + 1] === 'undefined') return 'checkout/undefined';
    if (SINGLE_RESERVED.has(segment)) return segment as ReservedSegment;
  }
  return undefined;
}

/** True when a path contains /checkout/undefined (logged as a navigation error). @example hasCheckoutUndefined('/uk/checkout/undefined') // true */
export function hasCheckoutUndefined(path: string): boolean {
  const segments = segmentsOf(path);
  return segments.some((s, i) => s === 'checkout' && segments[i + 1] === 'undefined');
}

/** Page types (docs/spec/storefront-shell.md §2.3). @example PAGE_TYPES.length // 13 */
export const PAGE_TYPES = [
  'index',
  'homepage',
  'category',
  'product',
  'search',
  'checkout-address',
  'checkout-cart',
  'checkout-payment',
  'checkout-success',
  'faq',
  'blog',
  'campaign',
  'unknown',
] as const;
/** @example const t: PageType = 'faq'; */
export type PageType = (typeof PAGE_TYPES)[number];

/** Page contexts (docs/spec/storefront-shell.md §2.3). @example PAGE_CONTEXTS.includes('section') // true */
export const PAGE_CONTEXTS = ['homepage', 'section', 'search', 'product', 'content'] as const;
/** @example const c: PageContext = 'content'; */
export type PageContext = (typeof PAGE_CONTEXTS)[number];

/** Checkout views in step order (cart 1, address 2, payment 3, success 4). @example CHECKOUT_VIEWS[0] // 'cart' */
export const CHECKOUT_VIEWS = ['cart', 'address', 'payment', 'success'] as const;
/** @example const v: CheckoutView = 'payment'; */
export type CheckoutView = (typeof CHECKOUT_VIEWS)[number];

/** Page meta derived from a path. @example const m: PageMeta = { type: 'checkout-cart', context: 'content', view: 'cart' }; */
export interface PageMeta {
  readonly type: PageType;
  readonly context: PageContext;
  readonly view?: CheckoutView;
}

/** First route segments of the blog. @example BLOG_SEGMENTS.includes('happyblog') // true */
export const BLOG_SEGMENTS = ['happy-news', 'happynews', 'happyblog'] as const;
/** First route segments of the FAQ. @example FAQ_SEGMENTS.includes('shipping') // true */
export const FAQ_SEGMENTS = ['faq', 'shipping'] as const;
/** First route segments of campaign landings. @example CAMPAIGN_SEGMENTS[0] // 'corporate-gifts' */
export const CAMPAIGN_SEGMENTS = ['corporate-gifts'] as const;
/** First route segments rendered as content pages rather than listings. @example CONTENT_SEGMENTS.includes('about-us') // true */
export const CONTENT_SEGMENTS = ['about-us', ...FAQ_SEGMENTS, ...BLOG_SEGMENTS] as const;

/**
 * First route segments owned by a structured route (docs/spec/storefront-shell.md §2.1): the catch-all page never answers for them.
 * @example STRUCTURED_SEGMENTS.includes('checkout') // true
 */
export const STRUCTURED_SEGMENTS = ['product', 'search', 'checkout', 'faq', 'login', 'diagnostics', 'shared-content'] as const;

/**
 * First route segments without a search bar (docs/spec/storefront-shell.md §2.4; happy-news is the blog's other spelling).
 * @example SEARCH_EXCLUDED_SEGMENTS.includes('faq') // true
 */
export const SEARCH_EXCLUDED_SEGMENTS = ['checkout', 'faq', 'about-us', 'happynews', 'happy-news', 'corporate-gifts'] as const;

const includes = (list: readonly string[], x: string | undefined): boolean => x !== undefined && list.includes(x);

/**
 * Page type, context and checkout view for a path (docs/spec/storefront-shell.md §2.3). Decisions where the spec is silent:
 * - '/' with no storefront segment is the index page (context homepage); '/{storefront}' is the homepage.
 * - checkout pages have context 'content' (they are neither listings nor product pages); a
 *   checkout child that is not a known view is 'unknown'.
 * - diagnostics/product/{sku...} renders product data for staff, so context 'product' but type
 *   'unknown', keeping it out of product-view analytics.
 * - login and shared-content are type 'unknown', context 'content'; so is about-us (a content page
 *   that is no category and has no type of its own).
 * - corporate-gifts is a campaign with context 'section', since the spec lists it neither as a
 *   content page nor among the blog names.
 * - 'product' without a sku and 'search' with more than one extra segment fall through to the
 *   catch-all, i.e. category.
 * @example pageMetaOf('/de/checkout/payment') // { type: 'checkout-payment', context: 'content', view: 'payment' }
 */
export function pageMetaOf(path: string): PageMeta {
  const { storefront, rest } = splitStorefront(path);
  const [first, second] = rest;
  if (first === undefined) {
    return storefront === undefined ? { type: 'index', context: 'homepage' } : { type: 'homepage', context: 'homepage' };
  }
  if (first === 'product' && rest.length === 2) return { type: 'product', context: 'product' };
  if (first === 'search' && rest.length <= 2) return { type: 'search', context: 'search' };
  if (first === 'checkout') return checkoutMeta(rest.slice(1));
  if (first === 'diagnostics' && second === 'product' && rest.length >= 3) return { type: 'unknown', context: 'product' };
  if ((first === 'login' || first === 'shared-content') && rest.length === 1) return { type: 'unknown', context: 'content' };
  if (includes(FAQ_SEGMENTS, first)) return { type: 'faq', context: 'content' };
  if (includes(BLOG_SEGMENTS, first)) return { type: 'blog', context: 'content' };
  if (includes(CAMPAIGN_SEGMENTS, first)) return { type: 'campaign', context: 'section' };
  if (includes(CONTENT_SEGMENTS, first)) return { type: 'unknown', context: 'content' };
  return { type: 'category', context: 'section' };
}

/**
 * Whether a path is a checkout page (any view, known or not): never cached, no top banner, no
 * popup (one rule for the worker and the browser).
 * @example isCheckoutPath('/de/checkout/payment') // true
 */
export function isCheckoutPath(path: string): boolean {
  return splitStorefront(path).rest[0] === 'checkout';
}

/**
 * Whether a path is the payment step, the one page that takes card data: it loads only the
 * shop's own code and Adyen's, never a tag manager, chat or other third-party script, and is
 * entered and left by a full page load (decision 070; PCI DSS 6.4.3).
 * @example isPaymentStepPath('/de/checkout/payment') // true
 */
export function isPaymentStepPath(path: string): boolean {
  return pageMetaOf(path).type === 'checkout-payment';
}

function checkoutMeta(children: readonly string[]): PageMeta {
  const [view] = children;
  if (view === undefined) return { type: 'checkout-cart', context: 'content', view: 'cart' };
  if (view === 'success' && children.length <= 2) {
    return { type: 'checkout-success', context: 'content', view: 'success' };
  }
  if ((view === 'cart' || view === 'address' || view === 'payment') && children.length === 1) {
    return { type: `checkout-${view}`, context: 'content', view };
  }
  return { type: 'unknown', context: 'content' };
}

/** True when the route's first segment belongs to a structured route. @example isStructuredRoute('product/ARG-1') // true */
export function isStructuredRoute(route: string): boolean {
  return includes(
    STRUCTURED_SEGMENTS,
    route.split('/').find((s) => s !== ''),
  );
}

/** True when the page at this path shows no search box. @example isSearchExcluded('/uk/checkout/cart') // true */
export function isSearchExcluded(path: string): boolean {
  return includes(SEARCH_EXCLUDED_SEGMENTS, splitStorefront(path).rest[0]);
}

/**
 * Listing page types: the last page of one of these is kept as the return target from checkout.
 * @example isListingPageType('search') // true
 */
export function isListingPageType(type: PageType): boolean {
  return type === 'category' || type === 'search';
}

/** rel prev/next targets for a paginated list. @example const r: RelPrevNext = { next: '/de/search/2' }; */
export interface RelPrevNext {
  readonly prev?: string;
  readonly next?: string;
}

/**
 * The one prev/next rule, for the head's rel links and the page links alike: page-1 and page+1,
 * each written by the list's `hrefFor`, nothing outside 1..totalPages. Lists differ only in
 * where the page goes (decision 009): the path for search (`pageInPath`), the query string for
 * listings.
 * @example relPrevNext(2, 3, (n) => pageInPath('/de/search', n)) // { prev: '/de/search', next: '/de/search/3' }
 */
export function relPrevNext(page: number, totalPages: number, hrefFor: (page: number) => string): RelPrevNext {
  if (!Number.isInteger(page) || page < 1 || page > totalPages) return {};
  return {
    ...(page > 1 ? { prev: hrefFor(page - 1) } : {}),
    ...(page < totalPages ? { next: hrefFor(page + 1) } : {}),
  };
}

/**
 * A page of a list in the spec's `{path}/{page}` form; page 1 is the list's own path (one URL
 * per page, so page 1 is not also `{path}/1`).
 * @example pageInPath('/de/search', 2) // '/de/search/2'
 */
export function pageInPath(path: string, page: number): string {
  const base = path.replace(/\/+$/, '');
  return page > 1 ? `${base}/${page}` : base;
}

/**
 * The CMS story behind a page the catch-all route serves: a category's lives under categories/,
 * a content page's (about-us, shipping, blog, campaign) under its own path.
 * @example storySlugOf('/uk/adults/socks') // 'categories/adults/socks'
 * @example storySlugOf('/uk/about-us') // 'about-us'
 */
export function storySlugOf(pathname: string): string {
  const slug = routePath(pathname).replace(/^\/|\/$/g, '');
  return pageMetaOf(pathname).type === 'category' ? `categories/${slug}` : slug;
}
