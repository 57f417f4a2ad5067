// Which content items the storefronts read from KV, as cache refs: for each storefront its
// content key's stories, its shared-content list, its categories (category locale) and its
// translations (translation locale), plus the constants and the redirects once. Shared content keys are listed
// once, with every storefront that reads them. `_default` content is never read from KV.
import { categoryLocaleOf, contentOf, STOREFRONT_CODES, translationLocaleOf, type Environment, type StorefrontCode } from '../../markets';
import { contentCacheKey, GLOBAL_CONTENT_KEY, type ContentKind, type ContentRef } from '../../worker/content/cache-keys';
import { contentBundle } from '../../worker/upstreams/content/bundle';

export interface PlanItem {
  ref: ContentRef;
  key: string;
  /** Storefronts that read this item. */
  storefronts: StorefrontCode[];
}

/** The folder listed by storiesUnder (the worker's /api/content/shared-content). */
export const SHARED_CONTENT_FOLDER = 'shared-content';

/** Full slugs of the bundled seed stories (kv-seed/content, via dist/content-bundle.json). */
export const bundledFullSlugs = (): string[] => contentBundle.stories.map((s) => s.full_slug);

/** Story slugs of one content key: the part after `{contentKey}/`. */
export function storySlugsOf(contentKey: string, fullSlugs: readonly string[]): string[] {
  const prefix = `${contentKey}/`;
  return fullSlugs
    .filter((s) => s.startsWith(prefix) && s.length > prefix.length)
    .map((s) => s.slice(prefix.length))
    .sort();
}

export function contentPlan(environment: Environment, fullSlugs: readonly string[] = bundledFullSlugs()): PlanItem[] {
  const items = new Map<string, PlanItem>();
  const add = (storefront: StorefrontCode, contentKey: string, locale: string, kind: ContentKind, slug: string) => {
    const ref: ContentRef = { environment, contentKey, locale, kind, slug, version: 'published' };
    const key = contentCacheKey(ref);
    const item = items.get(key) ?? { ref, key, storefronts: [] };
    if (!item.storefronts.includes(storefront)) item.storefronts.push(storefront);
    items.set(key, item);
  };

  for (const storefront of STOREFRONT_CODES) {
    const { contentKey, contentLocale } = contentOf(storefront);
    for (const slug of storySlugsOf(contentKey, fullSlugs)) add(storefront, contentKey, contentLocale, 'story', slug);
    add(storefront, contentKey, contentLocale, 'stories', SHARED_CONTENT_FOLDER);
    add(storefront, contentKey, categoryLocaleOf(storefront), 'categories', 'categories');
    add(storefront, GLOBAL_CONTENT_KEY, translationLocaleOf(storefront), 'translations', 'translations');
    add(storefront, GLOBAL_CONTENT_KEY, 'default', 'constants', 'constants');
    add(storefront, GLOBAL_CONTENT_KEY, 'default', 'redirects', 'redirects');
  }
  return [...items.values()];
}
