// Where seed and warm get each planned item's value: the bundled seed content (offline) or the
// configured origin (Storyblok's CDN with STORYBLOK_TOKEN, else the embedded origin). Both go
// through the worker's own loaders, so values have exactly the shape the worker caches.
import type { ContentRef } from '../../worker/content/cache-keys';
import { bundledLoaders, originLoaders } from '../../worker/content/loaders';
import type { Logger } from '../../worker/log';
import type { ContentQuery } from '../../worker/upstreams/content/client';
import { contentPort } from '../../worker/content/port';

/** Loads one item; undefined when the source has no such item. */
export type ContentSource = (ref: ContentRef) => Promise<unknown>;

/** Warnings from the loaders (e.g. an invalid category dropped), one line on stderr. */
export const stderrLogger: Logger = (level, message, data) => {
  if (level === 'warn' || level === 'error') console.error(`${level}: ${message}${data ? ` ${JSON.stringify(data)}` : ''}`);
};

const prefixOf = (ref: ContentRef, folder: string) => `${ref.contentKey}/${folder}/`;

export function bundledSource(log: Logger = stderrLogger): ContentSource {
  return async (ref) => {
    switch (ref.kind) {
      case 'story':
        return bundledLoaders.story(`${ref.contentKey}/${ref.slug}`, ref.slug);
      case 'stories':
        return bundledLoaders.storiesUnder(prefixOf(ref, ref.slug));
      case 'categories':
        return bundledLoaders.categories(prefixOf(ref, 'categories'), log);
      case 'translations':
        return bundledLoaders.translations(ref.locale);
      case 'constants':
        return bundledLoaders.constants();
      case 'redirects':
        return bundledLoaders.redirects();
    }
  };
}

export interface OriginOptions {
  /** Storyblok delivery token; without one the embedded origin serves. */
  token?: string;
  fetch?: typeof fetch;
  log?: Logger;
}

export const originLabel = (token: string | undefined) => (token ? "Storyblok's CDN (STORYBLOK_TOKEN)" : 'the embedded origin');

export function originSource(options: OriginOptions = {}): ContentSource {
  const client = contentPort({ storyblokToken: options.token, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const origin = originLoaders(client, options.log ?? stderrLogger);
  return async (ref) => {
    const q: ContentQuery = { language: ref.locale, version: 'published' };
    switch (ref.kind) {
      case 'story':
        return origin.story(`${ref.contentKey}/${ref.slug}`, q);
      case 'stories':
        return origin.storiesUnder(prefixOf(ref, ref.slug), q);
      case 'categories':
        return origin.categories(prefixOf(ref, 'categories'), q);
      case 'translations':
        return origin.translations(ref.locale);
      case 'constants':
        return origin.constants();
      case 'redirects':
        return origin.redirects();
    }
  };
}
