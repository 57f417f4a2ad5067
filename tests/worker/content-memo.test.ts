// The content cache's per-isolate memo of parsed entries (decision 030, 2026-11-24 second
// section): each request still reads KV, so a publish is seen at once, but a version already
// parsed answers the same validated object; an unreadable entry is never served and is logged
// once per version.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentCacheKey } from '../../worker/cache/content-keys';
import { createContentService } from '../../worker/content/service';
import { createContentClient } from '../../worker/upstreams/content/client';
import { embeddedContentFetch } from '../../worker/upstreams/content/embedded/origin';

const navKey = contentCacheKey({
  environment: 'production',
  contentKey: 'uk',
  locale: 'en-GB',
  kind: 'story',
  slug: 'navigation',
  version: 'published',
});

/** One request's content service; `originDown` makes every origin call fail. */
function request(options: { originDown?: boolean } = {}) {
  const logs: string[] = [];
  const originCalls: string[] = [];
  const background: Promise<unknown>[] = [];
  const service = createContentService({
    environment: 'production',
    kv: env.CONTENT,
    waitUntil: (promise) => void background.push(promise),
    log: (_level, message) => void logs.push(message),
    origin: createContentClient({
      fetch: async (input, init) => {
        originCalls.push(new Request(input, init).url);
        if (options.originDown) throw new TypeError('network down');
        return embeddedContentFetch(input, init);
      },
    }),
  });
  return { service, logs, originCalls, settle: () => Promise.all(background) };
}

const story = (name: string) => ({
  id: 1,
  uuid: 'u-1',
  name,
  slug: 'navigation',
  fullSlug: 'uk/navigation',
  lang: 'en-GB',
  publishedAt: null,
  content: { component: 'navigation', items: [] },
});

const store = (value: unknown) =>
  env.CONTENT.put(navKey, typeof value === 'string' ? value : JSON.stringify(value), { metadata: { storedAt: Date.now() } });

beforeEach(async () => {
  const { keys } = await env.CONTENT.list({ prefix: 'content:' });
  await Promise.all(keys.map((k) => env.CONTENT.delete(k.name)));
});

describe('content cache memo', () => {
  it('answers the same parsed object to later requests while the stored entry is unchanged', async () => {
    await store(story('Memo navigation'));
    const first = await request().service.story('uk', 'navigation');
    const second = await request().service.story('uk', 'navigation');
    expect(first.name).toBe('Memo navigation');
    expect(second).toBe(first);
  });

  it('sees a changed entry on the next request', async () => {
    await store(story('Before publish'));
    expect((await request().service.story('uk', 'navigation')).name).toBe('Before publish');
    await store(story('After publish'));
    expect((await request().service.story('uk', 'navigation')).name).toBe('After publish');
  });

  it('sees a purged entry as gone: the next request asks the origin', async () => {
    await store(story('Before purge'));
    await request().service.story('uk', 'navigation');
    await env.CONTENT.delete(navKey);
    const next = request();
    expect((await next.service.story('uk', 'navigation')).name).toBe('Navigation');
    expect(next.originCalls).toHaveLength(1);
  });

  it('never serves an unreadable entry, and logs it once per version', async () => {
    // Not a story (its id must be a number): rejected, the origin is down, the bundled default serves.
    await store({ ...story('Broken navigation'), id: 'one' });
    const first = request({ originDown: true });
    const second = request({ originDown: true });
    expect((await first.service.story('uk', 'navigation')).name).not.toBe('Broken navigation');
    expect((await second.service.story('uk', 'navigation')).name).not.toBe('Broken navigation');
    expect(first.logs).toContain('Unreadable content cache entry');
    expect(second.logs).not.toContain('Unreadable content cache entry');
    expect(second.logs).toContain('Content origin failed');
    // Another broken version is logged again.
    await store('{"not json');
    const third = request({ originDown: true });
    await third.service.story('uk', 'navigation');
    expect(third.logs).toContain('Unreadable content cache entry');
  });

  it('hands translations to later requests as the same dictionary', async () => {
    const first = request();
    const loaded = await first.service.translations('uk');
    await first.settle(); // the origin's answer is written to KV
    const warm = await request().service.translations('uk');
    expect(await request().service.translations('uk')).toBe(warm);
    expect(warm).toEqual(loaded);
  });
});
