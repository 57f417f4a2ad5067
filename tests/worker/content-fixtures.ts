// Content cache fixtures shared by the content tests: the uk navigation story's KV key, a
// stand-in story and how an entry is stored (as the worker and the seed store them).
import { env } from 'cloudflare:workers';
import { contentCacheKey } from '../../worker/content/cache-keys';

export const navKey = contentCacheKey({
  environment: 'production',
  contentKey: 'uk',
  locale: 'en-GB',
  kind: 'story',
  slug: 'navigation',
  version: 'published',
});

/** Stores a KV entry as the content cache does: JSON text, its time in the metadata. */
export async function storeEntry(key: string, value: unknown, storedAt: number) {
  await env.CONTENT.put(key, typeof value === 'string' ? value : JSON.stringify(value), { metadata: { storedAt } });
}

export const fakeStory = (name: string) => ({
  id: 1,
  uuid: 'u-1',
  name,
  slug: 'navigation',
  fullSlug: 'uk/navigation',
  lang: 'en-GB',
  publishedAt: null,
  content: { component: 'navigation', items: [] },
});

/** Removes every content entry (not the page generation counter). */
export async function clearContent() {
  const { keys } = await env.CONTENT.list({ prefix: 'content:' });
  await Promise.all(keys.map((k) => env.CONTENT.delete(k.name)));
}
