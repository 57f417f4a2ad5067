// Content for one request: stories, translations, constants and categories of a storefront,
// read through the KV cache from the content port. Each item is read at most
// once per request.
import { z } from 'zod';
import { categoryLocaleOf, contentOf, translationLocaleOf, type Environment, type StorefrontCode } from '../../markets';
import { createContentCache, type ContentCacheDeps, type ReadMode } from './cache';
import { GLOBAL_CONTENT_KEY, PAGE_INDEX_SLUG, type ContentKind, type ContentRef } from './cache-keys';
import { AppError } from '../errors';
import type { ContentPort, ContentQuery } from '../upstreams/content/client';
import { categorySchema, type Category, type Story } from '../../contract/content';
import { storySchema } from '../upstreams/content/schemas';
import { bundledLoaders, originLoaders } from './loaders';
import { NO_PREVIEW, type Preview } from './preview';

/** Preview flags reach the service only for editors: worker/content/preview.ts checks them. */
export { NO_PREVIEW, type Preview };

/** Stories whose absence is normal: no warning in the logs. */
const QUIET_MISSING = new Set(['checkout-message-banner', 'pdp-enhanced']);

export const storedStorySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  fullSlug: z.string(),
  lang: z.string(),
  publishedAt: z.string().nullable(),
  content: storySchema.shape.content,
}) satisfies z.ZodType<Story>;
/** A story as a storefront's page index holds it: enough to say which page it is and when it changed. */
export const storySummarySchema = z.object({
  slug: z.string(),
  component: z.string(),
  publishedAt: z.string().nullable(),
});
export type StorySummary = z.infer<typeof storySummarySchema>;

/** The summaries of a content key's stories, slugs relative to it (`uk/faq/cookie-policy` → `faq/cookie-policy`). */
const summariesOf = (stories: Story[], prefix: string): StorySummary[] =>
  stories
    .filter((s) => s.fullSlug.startsWith(prefix))
    .map((s) => ({ slug: s.fullSlug.slice(prefix.length), component: s.content.component, publishedAt: s.publishedAt }));

// One object per schema: the content cache's parsed memo holds a value for the schema it was
// checked against.
const pageIndexSchema = z.array(storySummarySchema);
const dictionarySchema = z.record(z.string(), z.string());
const storiesSchema = z.array(storedStorySchema);
const categoriesSchema = z.array(categorySchema);

export interface ContentReaderDeps extends ContentCacheDeps {
  environment: Environment;
  /** The content port (content/port.ts chooses its origin). */
  origin: ContentPort;
}

export function createContentReader(deps: ContentReaderDeps) {
  const cache = createContentCache(deps);
  const origin = originLoaders(deps.origin, deps.log);
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

  /** One read per item and preview mode per request. */
  function once<T>(ref: ContentRef, preview: Preview, run: () => Promise<T>): Promise<T> {
    const key = `${modeOf(preview)}:${ref.contentKey}:${ref.locale}:${ref.kind}:${ref.slug}`;
    let pending = memo.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = run();
      memo.set(key, pending);
    }
    return pending;
  }

  async function dictionary(
    ref: ContentRef,
    preview: Preview,
    load: () => Promise<Record<string, string>>,
    fallback: () => Record<string, string>,
    failure: string,
  ) {
    try {
      const { value } = await cache.get({ ref, mode: modeOf(preview), schema: dictionarySchema, load, fallback });
      return value ?? {};
    } catch (error) {
      throw new AppError(502, 'upstream_error', failure, { cause: error });
    }
  }

  return {
    /** A storefront's story by slug (e.g. 'navigation', 'faq/cookie-policy'); 404 when there is none. */
    story(storefront: StorefrontCode, slug: string, preview: Preview = NO_PREVIEW): Promise<Story> {
      const { contentKey, contentLocale } = contentOf(storefront);
      const fullSlug = `${contentKey}/${slug}`;
      const ref = refOf(contentKey, contentLocale, 'story', slug, preview);
      return once(ref, preview, async () => {
        const { value } = await cache.get({
          ref,
          mode: modeOf(preview),
          schema: storedStorySchema,
          load: () => origin.story(fullSlug, queryOf(contentLocale, preview)),
          fallback: () => bundledLoaders.story(fullSlug, slug),
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
      const ref = refOf(contentKey, contentLocale, 'stories', folder, preview);
      return once(ref, preview, async () => {
        const { value } = await cache.get({
          ref,
          mode: modeOf(preview),
          schema: storiesSchema,
          load: () => origin.storiesUnder(prefix, queryOf(contentLocale, preview)),
          fallback: () => bundledLoaders.storiesUnder(prefix),
        });
        return value ?? [];
      });
    },

    /**
     * Every story of the storefront's content, summarised (slug, content type, publish date): the
     * sitemaps list its pages from it. A publish purges it (the Storyblok webhook).
     */
    pageIndex(storefront: StorefrontCode, preview: Preview = NO_PREVIEW): Promise<StorySummary[]> {
      const { contentKey, contentLocale } = contentOf(storefront);
      const prefix = `${contentKey}/`;
      const ref = refOf(contentKey, contentLocale, 'pages', PAGE_INDEX_SLUG, preview);
      return once(ref, preview, async () => {
        const { value } = await cache.get({
          ref,
          mode: modeOf(preview),
          schema: pageIndexSchema,
          load: async () => summariesOf(await origin.storiesUnder(prefix, queryOf(contentLocale, preview)), prefix),
          fallback: () => summariesOf(bundledLoaders.storiesUnder(prefix), prefix),
        });
        return value ?? [];
      });
    },

    /** UI translations in the storefront's translation locale. */
    translations(storefront: StorefrontCode, preview: Preview = NO_PREVIEW): Promise<Record<string, string>> {
      const locale = translationLocaleOf(storefront);
      const ref = refOf(GLOBAL_CONTENT_KEY, locale, 'translations', 'translations', preview);
      return once(ref, preview, () =>
        dictionary(
          ref,
          preview,
          () => origin.translations(locale),
          () => bundledLoaders.translations(locale),
          'Unable to fetch translations',
        ),
      );
    },

    /** Shop constants (datasource 'constants'). */
    constants(preview: Preview = NO_PREVIEW): Promise<Record<string, string>> {
      const ref = refOf(GLOBAL_CONTENT_KEY, 'default', 'constants', 'constants', preview);
      return once(ref, preview, () => dictionary(ref, preview, origin.constants, bundledLoaders.constants, 'Unable to fetch constants'));
    },

    /** Route rules (datasource 'redirects'): from path → 'status to-path', as editors keep them (content/redirects.ts). */
    redirects(preview: Preview = NO_PREVIEW): Promise<Record<string, string>> {
      const ref = refOf(GLOBAL_CONTENT_KEY, 'default', 'redirects', 'redirects', preview);
      return once(ref, preview, () => dictionary(ref, preview, origin.redirects, bundledLoaders.redirects, 'Unable to fetch redirects'));
    },

    /** Categories of the storefront (content_type category); invalid ones are logged and dropped. */
    categories(storefront: StorefrontCode, preview: Preview = NO_PREVIEW): Promise<Category[]> {
      const { contentKey } = contentOf(storefront);
      const locale = categoryLocaleOf(storefront);
      const prefix = `${contentKey}/categories/`;
      const ref = refOf(contentKey, locale, 'categories', 'categories', preview);
      return once(ref, preview, async () => {
        const { value } = await cache.get({
          ref,
          mode: modeOf(preview),
          schema: categoriesSchema,
          load: () => origin.categories(prefix, queryOf(locale, preview)),
          fallback: () => bundledLoaders.categories(prefix, deps.log),
        });
        if (!value?.length) deps.log('warn', 'No categories', { storefront });
        return value ?? [];
      });
    },
  };
}

export type ContentReader = ReturnType<typeof createContentReader>;
