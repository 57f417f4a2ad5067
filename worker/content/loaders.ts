// How each kind of content item is loaded from an origin and from the bundled defaults, and
// shaped for the cache. The request-time service and the ops CLI (seed, warm) share these.
import type { Logger } from '../log';
import { contentBundle } from '../upstreams/content/bundle';
import { STORY_UNDEFINED, type ContentPort, type ContentQuery } from '../upstreams/content/client';
import { UpstreamError } from '../upstreams/errors';
import { categorySchema, type Category, type Story } from '../../contract/content';
import { toStory } from '../upstreams/content/schemas';

type Dictionary = Record<string, string>;

function toCategories(stories: Story[], log: Logger): Category[] {
  return stories.flatMap((s) => {
    const parsed = categorySchema.safeParse({ full_slug: s.fullSlug, id: String(s.id), uuid: s.uuid, name: s.name, lang: s.lang });
    if (parsed.success) return [parsed.data];
    log('warn', 'Invalid category dropped', { fullSlug: s.fullSlug });
    return [];
  });
}

const dimensionOf = (locale: string) => (locale === 'default' ? undefined : locale);

/** Loads from an origin through the content client. */
export function originLoaders(client: ContentPort, log: Logger) {
  return {
    story: (fullSlug: string, q: ContentQuery) =>
      client.story(fullSlug, q).catch((error: unknown) => {
        // The origin answered, but without the story: logged as the spec names it, then the
        // caller falls back as for any failed read (a stored or bundled copy).
        if (error instanceof UpstreamError && error.message === STORY_UNDEFINED) log('warn', STORY_UNDEFINED, { fullSlug });
        throw error;
      }),
    storiesUnder: (prefix: string, q: ContentQuery) => client.storiesStartingWith(prefix, q),
    categories: async (prefix: string, q: ContentQuery) =>
      toCategories(await client.storiesStartingWith(prefix, { ...q, contentType: 'category' }), log),
    translations: async (locale: string): Promise<Dictionary> =>
      Object.fromEntries((await client.datasourceEntries('translations', dimensionOf(locale))).map((e) => [e.name, e.value])),
    constants: async (): Promise<Dictionary> =>
      Object.fromEntries((await client.datasourceEntries('constants')).map((e) => [e.name, e.value])),
    redirects: async (): Promise<Dictionary> =>
      Object.fromEntries((await client.datasourceEntries('redirects')).map((e) => [e.name, e.value])),
  };
}

const bundledStories = () => contentBundle.stories.map((s) => toStory(s as Parameters<typeof toStory>[0]));

/** The bundled defaults (kv-seed content): the last fallback when an origin fails. */
export const bundledLoaders = {
  /** The storefront's own copy, else the `_default` content key's. */
  story: (fullSlug: string, slug: string): Story | undefined =>
    bundledStories().find((s) => s.fullSlug === fullSlug) ?? bundledStories().find((s) => s.fullSlug === `_default/${slug}`),
  storiesUnder: (prefix: string): Story[] => bundledStories().filter((s) => s.fullSlug.startsWith(prefix)),
  categories: (prefix: string, log: Logger): Category[] =>
    toCategories(
      bundledStories().filter((s) => s.fullSlug.startsWith(prefix) && s.content.component === 'category'),
      log,
    ),
  translations: (locale: string): Dictionary =>
    Object.fromEntries(
      contentBundle.datasources.translations.map((e) => [e.name, (dimensionOf(locale) && e.dimension_values?.[locale]) || e.value]),
    ),
  constants: (): Dictionary => Object.fromEntries(contentBundle.datasources.constants.map((e) => [e.name, e.value])),
  redirects: (): Dictionary => Object.fromEntries(contentBundle.datasources.redirects.map((e) => [e.name, e.value])),
};
