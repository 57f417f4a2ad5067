// Query parameters that make a request an editor's or a shopper's own: one list for the worker
// (preview access, docs/decisions/014; the edge cache never shares such an answer, decision 024)
// and the client (it carries the preview part of a page's URL on to the content API). And the
// parameters each page reads, the only ones in its edge-cache key (decision 049).
import { LISTING_FACETS } from './catalogue-vocabulary';
import { isPriceParam, PRICE_PARAMS, priceBoundsOf } from './price-bounds';
import type { PageType } from './routes';

/** Preview flags: `bust` (skip the KV read), `_storyblok_release` (a release), `_storyblok` (inside the editor). */
export const PREVIEW_FLAGS = ['bust', '_storyblok_release', '_storyblok'] as const;

/** The visual editor's signature, which lets the worker honour the flags. */
export const EDITOR_SIGNATURE_PARAMS = {
  spaceId: '_storyblok_tk[space_id]',
  timestamp: '_storyblok_tk[timestamp]',
  token: '_storyblok_tk[token]',
} as const;

/** What a page passes on to the content API: the flags and the signature. */
export const PREVIEW_PARAMS = [...PREVIEW_FLAGS, ...Object.values(EDITOR_SIGNATURE_PARAMS)] as const;

/** A shopper's own page: a return from payment, a basket restored from a link, a form's outcome (form-outcomes.ts). */
export const SHOPPER_PARAMS = ['redirectResult', 'items', 'outcome'] as const;

const PRIVATE = new Set<string>([...PREVIEW_PARAMS, ...SHOPPER_PARAMS]);

/** Whether a parameter makes the answer private (every `_storyblok…` one is the editor's). */
export const isPrivateParam = (name: string) => PRIVATE.has(name) || name.startsWith('_storyblok');

/** Whether a query string carries a private parameter: never read from or written to a shared cache. */
export function hasPrivateParams(params: URLSearchParams): boolean {
  for (const name of params.keys()) if (isPrivateParam(name)) return true;
  return false;
}

/** What a listing reads (client/listing/search-params.ts): its facets, price bounds, sort and page, in this order. */
export const LISTING_PARAMS = [...LISTING_FACETS, ...PRICE_PARAMS, 'sortBy', 'page'] as const;

/** What the search page reads (its page number is in the path). */
export const SEARCH_PARAMS = ['term', ...PRICE_PARAMS] as const;

/**
 * The query parameters a page of this type reads, in canonical order. Product pages and the
 * homepage read none; every page the router's catch-all serves (categories, content, campaigns)
 * is given the listing's, as the catch-all parses them for any story that turns out a category.
 */
export function paramsReadBy(type: PageType): readonly string[] {
  if (type === 'search') return SEARCH_PARAMS;
  if (type === 'product' || type === 'homepage' || type === 'index') return [];
  return LISTING_PARAMS;
}

/**
 * The query string of the parameters a page reads, in canonical order (a parameter given twice
 * keeps both values, in their order); tracking and unknown parameters (utm_*, gclid, …) are left
 * out. Values are written the one way URLSearchParams writes them; price bounds as the page reads
 * them (`priceMin=8.0` is `priceMin=8`, an invalid one is left out: decision 053).
 * @example readParamsQuery('category', new URLSearchParams('utm_source=x&page=2&colours=red')) // 'colours=red&page=2'
 */
export function readParamsQuery(type: PageType, params: URLSearchParams): string {
  const read = new URLSearchParams();
  const prices = priceBoundsOf(params);
  for (const name of paramsReadBy(type)) {
    if (!isPriceParam(name)) for (const value of params.getAll(name)) read.append(name, value);
    else if (prices[name] !== undefined) read.append(name, String(prices[name]));
  }
  return read.toString();
}

/**
 * The query string of only the parameters `names` an answer reads, in a canonical order (by
 * name; a name's values as given): the part of an edge-cache key a query contributes, so an
 * unknown parameter (`?zz=<random>`, utm_*) or another order is the same answer (decision 049).
 * @example canonicalQuery(new URLSearchParams('zz=1&term=red&country=DE'), ['term', 'country']) // 'country=DE&term=red'
 */
export function canonicalQuery(params: URLSearchParams, names: readonly string[]): string {
  const read = new URLSearchParams();
  for (const name of [...names].sort()) for (const value of params.getAll(name)) read.append(name, value);
  return read.toString();
}
