// The content cache in front of the origin: fresh, stale, miss, 429, origin down, bust and
// previews. The real embedded origin answers, wrapped to count calls and inject failures.
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_FRESH_MS } from '../../worker/content/cache-keys';
import type { LogLevel } from '../../worker/log';
import { createContentReader, NO_PREVIEW } from '../../worker/content/reader';
import { createContentClient } from '../../worker/upstreams/content/client';
import { embeddedContentFetch } from '../../worker/upstreams/content/embedded/origin';
import { clearContent, fakeStory, navKey, storeEntry } from './content-fixtures';

type Fault = (url: URL) => Response | 'throw' | undefined;

/** Background writes of every harness, settled after each test so none leaks into the next. */
const backgroundWork: Promise<unknown>[] = [];
afterEach(async () => {
  await Promise.allSettled(backgroundWork.splice(0));
});

function harness(options: { fault?: Fault; now?: () => number } = {}) {
  const calls: string[] = [];
  const pending: Promise<unknown>[] = [];
  const logs: Array<{ level: LogLevel; message: string }> = [];
  let kvReads = 0;
  // Counts keys read: a request's reads asked together go to KV as one bulk read.
  const kv = new Proxy(env.CONTENT, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (prop === 'get' || prop === 'getWithMetadata') kvReads += Array.isArray(args[0]) ? args[0].length : 1;
        return Reflect.apply(value, target, args);
      };
    },
  });
  const origin: typeof fetch = async (input, init) => {
    const url = new URL(new Request(input, init).url);
    calls.push(url.pathname);
    const fault = options.fault?.(url);
    if (fault === 'throw') throw new TypeError('network down');
    if (fault) return fault;
    return embeddedContentFetch(input, init);
  };
  const service = createContentReader({
    environment: 'production',
    kv,
    waitUntil: (p) => {
      pending.push(p);
      backgroundWork.push(p);
    },
    log: (level, message) => void logs.push({ level, message }),
    origin: createContentClient({ fetch: origin }),
    ...(options.now ? { now: options.now } : {}),
  });
  return { service, calls, logs, settle: () => Promise.all(pending), kvReads: () => kvReads };
}

const storyApiPath = '/v2/cdn/stories/uk/navigation';

beforeEach(clearContent);

describe('content cache', () => {
  it('on a miss asks the origin and stores the answer with its time', async () => {
    const h = harness();
    const story = await h.service.story('uk', 'navigation');
    expect(story.fullSlug).toBe('uk/navigation');
    expect(h.calls).toEqual([storyApiPath]);
    await h.settle();
    const stored = await env.CONTENT.getWithMetadata<{ fullSlug: string }, { storedAt: number }>(navKey, 'json');
    expect(stored.value?.fullSlug).toBe('uk/navigation');
    expect(stored.metadata?.storedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('serves a fresh entry without asking the origin', async () => {
    await storeEntry(navKey, fakeStory('Cached navigation'), Date.now() - 1000);
    const h = harness();
    expect((await h.service.story('uk', 'navigation')).name).toBe('Cached navigation');
    expect(h.calls).toEqual([]);
  });

  it('serves a stale entry at once and refreshes it in the background', async () => {
    await storeEntry(navKey, fakeStory('Old navigation'), Date.now() - CONTENT_FRESH_MS - 1000);
    const h = harness();
    expect((await h.service.story('uk', 'navigation')).name).toBe('Old navigation');
    await h.settle();
    expect(h.calls).toEqual([storyApiPath]);
    const stored = await env.CONTENT.getWithMetadata<{ name: string }, { storedAt: number }>(navKey, 'json');
    expect(stored.value?.name).toBe('Navigation');
    expect(stored.metadata?.storedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('retries a 429 from the origin, 300 ms apart, and then succeeds', async () => {
    let limited = 2;
    const h = harness({ fault: () => (limited-- > 0 ? new Response('Too Many Requests', { status: 429 }) : undefined) });
    const started = Date.now();
    const story = await h.service.story('uk', 'navigation');
    expect(story.name).toBe('Navigation');
    expect(h.calls).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
  });

  it('gives up after 10 retries of 429 and serves the bundled default', async () => {
    const h = harness({ fault: () => new Response('Too Many Requests', { status: 429 }) });
    const story = await h.service.story('uk', 'navigation');
    expect(h.calls).toHaveLength(11);
    expect(story.fullSlug).toBe('uk/navigation');
  }, 15_000);

  it('when the origin is down serves the last stored copy', async () => {
    await storeEntry(navKey, fakeStory('Last copy'), Date.now() - CONTENT_FRESH_MS * 5);
    const h = harness({ fault: () => 'throw' });
    expect((await h.service.story('uk', 'navigation', { ...NO_PREVIEW, bust: true })).name).toBe('Last copy');
    expect(h.logs.some((l) => l.level === 'warn' && l.message === 'Content origin failed')).toBe(true);
  });

  it('when the origin is down and nothing is stored serves the bundled default for that storefront', async () => {
    const h = harness({ fault: () => new Response('boom', { status: 500 }) });
    const story = await h.service.story('de', 'footer');
    expect(story.fullSlug).toBe('de/footer');
    const translations = await h.service.translations('fr');
    expect(translations.cantFindIt).toBe('Impossible de trouver cette page');
  });

  it('fails with the spec texts when the origin is down and there is no bundled copy', async () => {
    const h = harness({ fault: () => 'throw' });
    await expect(h.service.story('uk', 'no-such-page')).rejects.toThrow();
  });

  it('with bust skips the cache read, asks the origin and stores the answer', async () => {
    await storeEntry(navKey, fakeStory('Cached navigation'), Date.now());
    const h = harness();
    expect((await h.service.story('uk', 'navigation', { ...NO_PREVIEW, bust: true })).name).toBe('Navigation');
    expect(h.calls).toEqual([storyApiPath]);
    await h.settle();
    expect((await env.CONTENT.get<{ name: string }>(navKey, 'json'))?.name).toBe('Navigation');
  });

  it('for a release or editor preview neither reads nor writes the cache and asks for drafts', async () => {
    await storeEntry(navKey, fakeStory('Cached navigation'), Date.now());
    for (const preview of [
      { ...NO_PREVIEW, release: '42' },
      { ...NO_PREVIEW, editor: true },
    ]) {
      const urls: URL[] = [];
      const h = harness({ fault: (url) => void urls.push(url) });
      expect((await h.service.story('uk', 'navigation', preview)).name).toBe('Navigation');
      await h.settle();
      expect(h.kvReads()).toBe(0);
      expect(urls[0]?.searchParams.get('version')).toBe('draft');
    }
    expect(new URL('https://x/?from_release=42').searchParams.get('from_release')).toBe('42');
    expect((await env.CONTENT.get<{ name: string }>(navKey, 'json'))?.name).toBe('Cached navigation');
    expect((await env.CONTENT.list({ prefix: 'content:v1:production:uk:en-GB:story:navigation:draft' })).keys).toEqual([]);
  });

  it('sends from_release for a release preview', async () => {
    const urls: URL[] = [];
    const h = harness({ fault: (url) => void urls.push(url) });
    await h.service.story('uk', 'navigation', { ...NO_PREVIEW, release: '42' });
    expect(urls[0]?.searchParams.get('from_release')).toBe('42');
  });

  it('reads each item from KV at most once per request', async () => {
    const h = harness();
    await Promise.all([h.service.story('uk', 'navigation'), h.service.story('uk', 'navigation'), h.service.translations('uk')]);
    await h.service.story('uk', 'navigation');
    expect(h.kvReads()).toBe(2);
  });

  it('needs no origin call for a page once KV is warm', async () => {
    const page = (s: ReturnType<typeof harness>['service']) =>
      Promise.all([
        ...['navigation', 'footer', 'top-banner', 'newsletter', 'about-us'].map((slug) => s.story('uk', slug)),
        s.translations('uk'),
      ]);
    const cold = harness();
    await page(cold.service);
    await cold.settle();
    expect(cold.calls.length).toBe(6);
    const warm = harness();
    await page(warm.service);
    expect(warm.calls).toEqual([]);
  });
});

describe('missing stories', () => {
  it("answers 404 'Story not found: {slug}' and logs a warning", async () => {
    const h = harness();
    await expect(h.service.story('uk', 'no-such-page')).rejects.toMatchObject({ status: 404, message: 'Story not found: no-such-page' });
    expect(h.logs).toContainEqual({ level: 'warn', message: 'Story not found: no-such-page' });
  });

  it("logs 'Story is undefined' for an answer without a story object, and serves the bundled copy", async () => {
    const h = harness({ fault: (url) => (url.pathname === storyApiPath ? Response.json({ cv: 1 }) : undefined) });
    expect((await h.service.story('uk', 'navigation')).fullSlug).toBe('uk/navigation');
    expect(h.logs).toContainEqual({ level: 'warn', message: 'Story is undefined' });
  });

  it.each(['checkout-message-banner', 'pdp-enhanced'])('does not warn when %s is missing', async (slug) => {
    const h = harness({ fault: (url) => (url.pathname.endsWith(slug) ? new Response('[]', { status: 404 }) : undefined) });
    await expect(h.service.story('uk', slug)).rejects.toMatchObject({ status: 404 });
    expect(h.logs.filter((l) => l.message.startsWith('Story not found'))).toEqual([]);
  });
});

describe('locale rules', () => {
  it.each([
    ['de', 'de-DE', 'Zum Inhalt springen'],
    ['at', 'de-DE', 'Zum Inhalt springen'],
    ['nl', 'nl-NL', 'Direct naar de inhoud'],
    ['be', 'nl-NL', 'Direct naar de inhoud'],
    ['fr', 'fr-FR', 'Aller au contenu'],
    ['uk', 'en-GB', 'Skip to content'],
    ['es', undefined, 'Skip to content'],
  ] as const)('%s reads translations in dimension %s', async (storefront, dimension, text) => {
    const urls: URL[] = [];
    const h = harness({ fault: (url) => void urls.push(url) });
    const t = await h.service.translations(storefront);
    expect(t.skipToContent).toBe(text);
    expect(urls[0]?.searchParams.get('dimension') ?? undefined).toBe(dimension);
    expect(urls[0]?.searchParams.get('per_page')).toBe('1000');
  });

  it.each([
    ['fr', 'fr-FR'],
    ['ch', 'de-DE'],
    ['uk', 'en-GB'],
    ['nl', null],
    ['us', null],
  ] as const)('%s asks for categories in language %s, 100 a page', async (storefront, language) => {
    const urls: URL[] = [];
    const h = harness({ fault: (url) => void urls.push(url) });
    const categories = await h.service.categories(storefront);
    expect(categories.length).toBeGreaterThan(5);
    expect(categories.every((c) => typeof c.id === 'string')).toBe(true);
    expect(urls[0]?.searchParams.get('language')).toBe(language);
    expect(urls[0]?.searchParams.get('content_type')).toBe('category');
    expect(urls[0]?.searchParams.get('per_page')).toBe('100');
  });
});
