// The CMS `product_carousel` block (kv-seed/content/COMPONENTS.md): `searchFilter` names the
// products, `limit` how many. One reading of it for the worker, which fetches each carousel's
// products with the page's data, and for the browser, which asks only for stories that have a
// carousel and renders each by its `_uid` (decision 051).

export const PRODUCT_CAROUSEL = 'product_carousel';

/** Products a carousel shows when its block names no limit, and at most (docs/spec/commerce-core.md §9 display counts 8 and 24). */
export const CAROUSEL_DEFAULT_LIMIT = 8;
export const CAROUSEL_MAX_LIMIT = 24;

export interface CarouselBlock {
  uid: string;
  /** The block's string fields of `searchFilter` (others are not filters). */
  searchFilter: Record<string, string>;
  /** 1 to 24. */
  limit: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A carousel block's filter and limit, read leniently: fields of the wrong type count as absent.
 * @example carouselOf({ _uid: 'a', component: 'product_carousel', searchFilter: { badges: 'new', x: 1 }, limit: 4 })
 * // { uid: 'a', searchFilter: { badges: 'new' }, limit: 4 }
 */
export function carouselOf(block: Record<string, unknown>): CarouselBlock {
  const filter = isRecord(block.searchFilter) ? block.searchFilter : {};
  const limit = typeof block.limit === 'number' && Number.isInteger(block.limit) ? block.limit : CAROUSEL_DEFAULT_LIMIT;
  return {
    uid: typeof block._uid === 'string' ? block._uid : '',
    searchFilter: Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    limit: Math.min(CAROUSEL_MAX_LIMIT, Math.max(1, limit)),
  };
}

/**
 * Every carousel block in a story's content, at any depth, in document order; one without a
 * `_uid` cannot be matched to its products and is left out.
 * @example carouselBlocks({ component: 'page', body: [{ _uid: 'a', component: 'product_carousel' }] }).length // 1
 */
export function carouselBlocks(content: unknown, found: CarouselBlock[] = []): CarouselBlock[] {
  if (Array.isArray(content)) for (const item of content) carouselBlocks(item, found);
  else if (isRecord(content)) {
    if (content.component === PRODUCT_CAROUSEL) {
      const carousel = carouselOf(content);
      if (carousel.uid !== '') found.push(carousel);
    }
    for (const value of Object.values(content)) if (typeof value === 'object') carouselBlocks(value, found);
  }
  return found;
}
