// The content port: one typed client on storyblok-js-client for either origin (Storyblok's CDN
// with a token, or the embedded origin). Answers are validated with zod and reshaped.
// storyblok-js-client retries a 429 up to 10 times, 300 ms apart (docs/spec/commerce-core.md §8).
import StoryblokClient from 'storyblok-js-client';
import { type z } from 'zod';
import { invalidAnswer, UpstreamError } from '../errors';
import { datasourceEntriesResponseSchema, storiesResponseSchema, storyResponseSchema, toStory, type DatasourceEntry } from './schemas';
import type { Story } from '../../../contract/content';

export interface ContentQuery {
  /** Storyblok language: a content locale, or 'default'. */
  language: string;
  version: 'published' | 'draft';
  /** Release id to preview (`_storyblok_release`). */
  fromRelease?: string;
}

export const REQUEST_TIMEOUT_MS = 8_000;
/** The failure of a story answer without a story object (docs/spec/commerce-core.md §8). */
export const STORY_UNDEFINED = 'Story is undefined';
const PAGE_SIZE = 100;
const DATASOURCE_PAGE_SIZE = 1000;

function params(q: ContentQuery) {
  return {
    version: q.version,
    ...(q.language !== 'default' ? { language: q.language } : {}),
    ...(q.fromRelease ? { from_release: q.fromRelease } : {}),
    resolve_links: 'url' as const,
    resolve_level: 2,
  };
}

function statusOf(error: unknown): number | undefined {
  const e = error as { status?: unknown; response?: { status?: unknown } } | null;
  const status = e?.status ?? e?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

function parse<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw invalidAnswer('content', `Invalid content answer for ${what}: ${result.error.issues[0]?.message}`);
  return result.data;
}

export function createContentClient(options: { fetch: typeof fetch; accessToken?: string }) {
  const timedFetch: typeof fetch = async (input, init) => {
    const res = await options.fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (res.ok || res.headers.get('content-type')?.includes('json')) return res;
    // storyblok-js-client parses every body as JSON; a plain-text error (a proxy's 429 or 502)
    // would hide its status and skip the 429 retry. Keep the status, wrap the text.
    const text = await res.text();
    return Response.json({ error: text.slice(0, 500) }, { status: res.status, statusText: res.statusText });
  };
  // Made on the first origin call: every page builds this port, but with warm KV none calls it,
  // and a StoryblokClient (throttle queue, defaults) is not free to construct per request.
  let client: StoryblokClient | undefined;
  const storyblok = () =>
    (client ??= new StoryblokClient({
      accessToken: options.accessToken ?? 'embedded',
      fetch: timedFetch,
      cache: { type: 'none' },
      maxRetries: 10,
      retriesDelay: 300,
      rateLimit: 5,
    }));

  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      const status = statusOf(error);
      const message = (error as { message?: string } | null)?.message;
      throw new UpstreamError('content', `Content request failed for ${what}: ${status ?? message ?? 'network error'}`, {
        status,
        cause: error,
      });
    }
  }

  return {
    /**
     * One story by its full slug; undefined when the origin has no such story. An answer without
     * a story object is an invalid answer, STORY_UNDEFINED.
     */
    async story(fullSlug: string, q: ContentQuery): Promise<Story | undefined> {
      try {
        const res = await call(fullSlug, () => storyblok().get(`cdn/stories/${fullSlug}`, params(q)));
        const data = res.data as { story?: unknown } | null | undefined;
        if (data?.story === undefined || data.story === null) throw invalidAnswer('content', STORY_UNDEFINED);
        return toStory(parse(storyResponseSchema, data, fullSlug).story);
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return undefined;
        throw error;
      }
    },

    /** Stories under a folder (`starts_with`), optionally of one content type, all pages. */
    async storiesStartingWith(prefix: string, q: ContentQuery & { contentType?: string }): Promise<Story[]> {
      const res = await call(prefix, () =>
        storyblok().getAll('cdn/stories', {
          ...params(q),
          starts_with: prefix,
          per_page: PAGE_SIZE,
          ...(q.contentType ? { content_type: q.contentType } : {}),
        }),
      );
      return parse(storiesResponseSchema.shape.stories, res, prefix).map(toStory);
    },

    /** Stories by full slug, 100 a page. */
    async storiesBySlugs(slugs: readonly string[], q: ContentQuery): Promise<Story[]> {
      const stories: Story[] = [];
      for (let i = 0; i < slugs.length; i += PAGE_SIZE) {
        const chunk = slugs.slice(i, i + PAGE_SIZE);
        const res = await call(chunk.join(','), () =>
          storyblok().get('cdn/stories', { ...params(q), by_slugs: chunk.join(','), per_page: PAGE_SIZE }),
        );
        stories.push(...parse(storiesResponseSchema, res.data, 'by_slugs').stories.map(toStory));
      }
      return stories;
    },

    /** A datasource's entries, in one dimension when given (falling back to the default value). */
    async datasourceEntries(datasource: string, dimension?: string): Promise<DatasourceEntry[]> {
      const res = await call(datasource, () =>
        storyblok().getAll('cdn/datasource_entries', { datasource, per_page: DATASOURCE_PAGE_SIZE, ...(dimension ? { dimension } : {}) }),
      );
      return parse(datasourceEntriesResponseSchema.shape.datasource_entries, res, datasource).map((e) => ({
        name: e.name,
        value: e.dimension_value || e.value,
      }));
    },
  };
}

/** The content port: stories and datasources from Storyblok's CDN or the embedded origin. */
export type ContentPort = ReturnType<typeof createContentClient>;
