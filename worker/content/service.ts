// Content for one request: stories, translations, constants and categories of a storefront,
// read through the KV cache from whichever origin is configured. Each item is read at most
// once per request.
import { z } from 'zod';
import { categoryLocaleOf, contentOf, translationLocaleOf, type Environment, type StorefrontCode } from '../../markets';
import { createContentCache, type ContentCacheDeps, type ReadMode } from '../cache/content-cache';
import { GLOBAL_CONTENT_KEY, type ContentKind, type ContentRef } from '../cache/content-keys';
import { AppError } from '../errors';
import { contentBundle, type BundledStory } from '../upstreams/content/bundle';
import { createContentClient, type ContentQuery } from '../upstreams/content/client';
import { categorySchema, storySchema, toStory, type Category, type Story } from '../upstreams/content/schemas';

/** Preview flags from the page URL: `bust`, `_storyblok_release`, `_storyblok` (inside the editor). */
export interface Preview {
  bust: boolean;
  release: string | undefined;
  editor: boolean;
}

export const NO_PREVIEW: Preview = { bust: false, release: undefined, editor: false };

/** Stories whose absence is normal: no warning in the logs. */
const QUIET_MISSING = new Set(['checkout-message-banner', 'pdp-enhanced']);

const storedStorySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  fullSlug: z.string(),
  lang: z.string(),
  publishedAt: z.string().nullable(),
  content: storySchema.shape.content,
}) satisfies z.ZodType<Story>;
const dictionarySchema = z.record(z.string(), z.string());

export interface ContentServiceDeps extends ContentCacheDeps {
  environment: Environment;
  fetch: typeof fetch;
  accessToken?: string;
}

export function createContentService(deps: ContentServiceDeps) {
  const cache = createContentCache(deps);
  const client = createContentClient({ fetch: deps.fetch, ...(deps.accessToken ? { accessToken: deps.accessToken } : {}) });
  const memo = new Map<string, Promise<unknown>>();

  const modeOf = (p: Preview): ReadMode => (p.release || p.editor ? 'bypass' : p.bust ? 'bust' : 'cache');
  const queryOf = (language: string, p: Preview): ContentQuery => ({
    language,
    version: modeOf(p) === 'bypass' ? 'draft' : 'published',
    ...(p.release ? { fromRelease: p.release } : {}),
  });
  const refOf = (contentKey: string, locale: string, kind: ContentKind, slug: string, p: Preview): ContentRef => ({
    environment: deps.environment,
    contentKey,
    locale,
    kind,
    slug,
    version: queryOf(locale, p).version,
  });

  function once<T>(key: string, run: () => Promise<T>): Promise<T> {
    let pending = memo.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = run();
      memo.set(key, pending);
    }
    return pending;
  }

  const bundledStory = (fullSlug: string, slug: string): Story | undefined => {
    const found =
      contentBundle.stories.find((s) => s.full_slug === fullSlug) ?? contentBundle.stories.find((s) => s.full_slug === `_default/${slug}`);
    return found ? toStory(found as BundledStory & { published_at: string | null }) : undefined;
  };

  const bundledDictionary = (datasource: 'translations' | 'constants', dimension?: string) =>
    Object.fromEntries(
      contentBundle.datasources[datasource].map((e) => [e.name, (dimension && e.dimension_values?.[dimension]) || e.value]),
    );

  return {
    /** A storefront's story by slug (e.g. 'navigation', 'faq/cookie-policy'); 404 when there is none. */
    story(storefront: StorefrontCode, slug: string, preview: Preview = NO_PREVIEW): Promise<Story> {
      const { contentKey, contentLocale } = contentOf(storefront);
      const fullSlug = `${contentKey}/${slug}`;
      const ref = refOf(contentKey, contentLocale, 'story', slug, preview);
      return once(`story:${modeOf(preview)}:${fullSlug}`, async () => {
        const { value } = await cache.get({
          ref,
          mode: modeOf(preview),
          schema: storedStorySchema,
          load: () => client.story(fullSlug, queryOf(contentLocale, preview)),
          fallback: () => bundledStory(fullSlug, slug),
        });
        if (!value) {
          if (!QUIET_MISSING.has(slug)) deps.log('warn', `Story not found: ${slug}`, { storefront, fullSlug });
          throw new AppError(404, 'not_found', `Story not found: ${slug}`);
        }
        return value;
      });
    },

    /** Stories in a folder of the storefront's content (e.g. 'shared-content'). */
    storiesUnder(storefront: StorefrontCode, folder: string, preview: Preview = NO_PREVIEW): Promise<Story[]> {
      const { contentKey, contentLocale } = contentOf(storefront);
      const prefix = `${contentKey}/${folder}/`;
      return once(`stories:${modeOf(preview)}:${prefix}`, async () => {
        const { value } = await cache.get({
          ref: refOf(contentKey, contentLocale, 'stories', folder, preview),
          mode: modeOf(preview),
          schema: z.array(storedStorySchema),
          load: () => client.storiesStartingWith(prefix, queryOf(contentLocale, preview)),
          fallback: () => contentBundle.stories.filter((s) => s.full_slug.startsWith(prefix)).map((s) => toStory(s as never)),
        });
        return value ?? [];
      });
    },

    /** UI translations in the storefront's translation locale. */
    translations(storefront: StorefrontCode, preview: Preview = NO_PREVIEW): Promise<Record<string, string>> {
      const locale = translationLocaleOf(storefront);
      return once(`translations:${modeOf(preview)}:${locale}`, async () => {
        try {
          const { value } = await cache.get({
            ref: refOf(GLOBAL_CONTENT_KEY, locale, 'translations', 'translations', preview),
            mode: modeOf(preview),
            schema: dictionarySchema,
            load: async () =>
              Object.fromEntries(
                (await client.datasourceEntries('translations', locale === 'default' ? undefined : locale)).map((e) => [e.name, e.value]),
              ),
            fallback: () => bundledDictionary('translations', locale),
          });
          return value ?? {};
        } catch (error) {
          throw new AppError(502, 'upstream_error', 'Unable to fetch translations', { cause: error });
        }
      });
    },

    /** Shop constants (datasource 'constants'). */
    constants(preview: Preview = NO_PREVIEW): Promise<Record<string, string>> {
      return once(`constants:${modeOf(preview)}`, async () => {
        try {
          const { value } = await cache.get({
            ref: refOf(GLOBAL_CONTENT_KEY, 'default', 'constants', 'constants', preview),
            mode: modeOf(preview),
            schema: dictionarySchema,
            load: async () => Object.fromEntries((await client.datasourceEntries('constants')).map((e) => [e.name, e.value])),
            fallback: () => bundledDictionary('constants'),
          });
          return value ?? {};
        } catch (error) {
          throw new AppError(502, 'upstream_error', 'Unable to fetch constants', { cause: error });
        }
      });
    },

    /** Categories of the storefront (content_type category); invalid ones are logged and dropped. */
    categories(storefront: StorefrontCode, preview: Preview = NO_PREVIEW): Promise<Category[]> {
      const { contentKey } = contentOf(storefront);
      const locale = categoryLocaleOf(storefront);
      const prefix = `${contentKey}/categories/`;
      return once(`categories:${modeOf(preview)}:${prefix}:${locale}`, async () => {
        const toCategories = (stories: Story[]) =>
          stories.flatMap((s) => {
            const parsed = categorySchema.safeParse({ full_slug: s.fullSlug, id: String(s.id), uuid: s.uuid, name: s.name, lang: s.lang });
            if (parsed.success) return [parsed.data];
            deps.log('warn', 'Invalid category dropped', { fullSlug: s.fullSlug });
            return [];
          });
        const { value } = await cache.get({
          ref: refOf(contentKey, locale, 'categories', 'categories', preview),
          mode: modeOf(preview),
          schema: z.array(categorySchema),
          load: async () =>
            toCategories(await client.storiesStartingWith(prefix, { ...queryOf(locale, preview), contentType: 'category' })),
          fallback: () => toCategories(contentBundle.stories.filter((s) => s.full_slug.startsWith(prefix)).map((s) => toStory(s as never))),
        });
        if (!value?.length) deps.log('warn', 'No categories', { storefront });
        return value ?? [];
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
