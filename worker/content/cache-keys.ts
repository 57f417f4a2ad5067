// The one key scheme for content in KV, used by the worker, the webhook and the ops CLI:
//   content:v1:{environment}:{contentKey}:{locale}:{kind}:{slug}:{version}
// Pure (no Workers APIs) so Node scripts can import it.
import type { Environment } from '../../markets';

export const CONTENT_KEY_PREFIX = 'content:v1';

/**
 * What a cached entry holds: one story, a list of stories, a datasource's entries (translations,
 * constants, redirects), or a storefront's page index (every story's slug, type and publish
 * date: the sitemaps', decision 067).
 */
export const CONTENT_KINDS = ['story', 'stories', 'categories', 'translations', 'constants', 'redirects', 'pages'] as const;

/** The slug of a storefront's page index entry (kind 'pages'). */
export const PAGE_INDEX_SLUG = 'index';
export type ContentKind = (typeof CONTENT_KINDS)[number];

export type ContentVersion = 'published' | 'draft';

/** Datasources are not per storefront: they are stored under this content key. */
export const GLOBAL_CONTENT_KEY = 'global';

export interface ContentRef {
  environment: Environment;
  /** A storefront content key (uk, de, eu, …) or 'global' for datasources. */
  contentKey: string;
  /** Content, category or translation locale, e.g. en-GB or default. */
  locale: string;
  kind: ContentKind;
  /** Story slug within the content key, list prefix, or datasource name. */
  slug: string;
  version: ContentVersion;
}

/**
 * The KV key of a content item.
 * @example contentCacheKey({ environment: 'production', contentKey: 'uk', locale: 'en-GB', kind: 'story', slug: 'navigation', version: 'published' })
 * // 'content:v1:production:uk:en-GB:story:navigation:published'
 */
export function contentCacheKey(ref: ContentRef): string {
  return [CONTENT_KEY_PREFIX, ref.environment, ref.contentKey, ref.locale, ref.kind, ref.slug, ref.version].join(':');
}

/** The prefix shared by every key matching the given leading parts (for list and purge). */
export function contentKeyPrefix(parts: { environment: Environment; contentKey?: string }): string {
  return [CONTENT_KEY_PREFIX, parts.environment, ...(parts.contentKey ? [parts.contentKey] : [])].join(':') + ':';
}

export function parseContentCacheKey(key: string): ContentRef | undefined {
  const [p1, p2, environment, contentKey, locale, kind, ...rest] = key.split(':');
  const version = rest.pop();
  const slug = rest.join(':');
  if (`${p1}:${p2}` !== CONTENT_KEY_PREFIX || !environment || !contentKey || !locale || !slug) return undefined;
  if (!(CONTENT_KINDS as readonly string[]).includes(kind ?? '') || (version !== 'published' && version !== 'draft')) return undefined;
  if (environment !== 'production' && environment !== 'staging') return undefined;
  return { environment, contentKey, locale, kind: kind as ContentKind, slug, version };
}

/** Entries are fresh for one hour (spec: stale time 3600000 ms), then served stale while refreshed. */
export const CONTENT_FRESH_MS = 3_600_000;

/** KV metadata stored with every entry. */
export interface ContentEntryMetadata {
  storedAt: number;
}
