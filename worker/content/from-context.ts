// The content service for a Hono request: the KV cache in front of the request's content port
// (built by the composition root, upstreams/ports.ts), plus preview flags.
import type { Context } from 'hono';
import { waitUntilOf } from '../middleware/ports';
import type { AppEnv } from '../types';
import { createContentService, type ContentService, type Preview } from './service';

export function contentService(c: Context<AppEnv>): ContentService {
  return createContentService({
    environment: c.get('config').environment,
    kv: c.env.CONTENT,
    waitUntil: waitUntilOf(c),
    log: c.get('log'),
    origin: c.get('ports').content,
  });
}

/** Preview flags from a query string (the page's, passed through to the content API). */
export function previewOf(query: (name: string) => string | undefined): Preview {
  const release = query('_storyblok_release')?.trim();
  return {
    bust: query('bust') !== undefined,
    release: release && /^\d{1,12}$/.test(release) ? release : undefined,
    editor: query('_storyblok') !== undefined,
  };
}
