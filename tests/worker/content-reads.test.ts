// How the content cache reads KV (decision 030): a request's
// reads asked together go as one bulk read, and a per-isolate memo of parsed entries means that
// each request still reads KV, so a publish is seen at once, but a version already parsed
// answers the same validated object; an unreadable entry is never served and is logged once per
// version.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createContentReader } from '../../worker/content/reader';
import { createContentClient } from '../../worker/upstreams/content/client';
import { embeddedContentFetch } from '../../worker/upstreams/content/embedded/origin';
import { clearContent, fakeStory, navKey, storeEntry } from './content-fixtures';

/** One request's content reader; `originDown` makes every origin call fail. */
function request(options: { originDown?: boolean } = {}) {
  const logs: string[] = [];
  const kvCalls: unknown[] = [];
  const kv = new Proxy(env.CONTENT, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (prop === 'get' || prop === 'getWithMetadata') kvCalls.push(args[0]);
        return Reflect.apply(value, target, args);
      };
    },
  });
  const originCalls: string[] = [];
  const background: Promise<unknown>[] = [];
  const service = createContentReader({
    environment: 'production',
    kv,
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
  return { service, logs, originCalls, kvCalls, settle: () => Promise.all(background) };
}

const store = (value: unknown) => storeEntry(navKey, value, Date.now());

beforeEach(clearContent);

describe('content reads of a request', () => {
  it('go to KV as one bulk read when asked together, each with its own value and metadata', async () => {
    await store(fakeStory('Bulk navigation'));
    const cold = request();
    await Promise.all([cold.service.story('uk', 'footer'), cold.service.translations('uk')]);
    await cold.settle(); // the origin's answers are stored, with their time
    const r = request();
    const [navigation, footer, translations] = await Promise.all([
      r.service.story('uk', 'navigation'),
      r.service.story('uk', 'footer'),
      r.service.translations('uk'),
    ]);
    expect(r.kvCalls).toHaveLength(1);
    expect(r.kvCalls[0]).toHaveLength(3);
    expect(navigation.name).toBe('Bulk navigation');
    expect(footer.fullSlug).toBe('uk/footer');
    expect(translations.skipToContent).toBe('Skip to content');
    // Fresh entries (their storedAt came with them): no origin call.
    expect(r.originCalls).toEqual([]);
  });
});

describe('content cache memo', () => {
  it('answers the same parsed object to later requests while the stored entry is unchanged', async () => {
    await store(fakeStory('Memo navigation'));
    const first = await request().service.story('uk', 'navigation');
    const second = await request().service.story('uk', 'navigation');
    expect(first.name).toBe('Memo navigation');
    expect(second).toBe(first);
  });

  it('sees a changed entry on the next request', async () => {
    await store(fakeStory('Before publish'));
    expect((await request().service.story('uk', 'navigation')).name).toBe('Before publish');
    await store(fakeStory('After publish'));
    expect((await request().service.story('uk', 'navigation')).name).toBe('After publish');
  });

  it('sees a purged entry as gone: the next request asks the origin', async () => {
    await store(fakeStory('Before purge'));
    await request().service.story('uk', 'navigation');
    await env.CONTENT.delete(navKey);
    const next = request();
    expect((await next.service.story('uk', 'navigation')).name).toBe('Navigation');
    expect(next.originCalls).toHaveLength(1);
  });

  it('never serves an unreadable entry, and logs it once per version', async () => {
    // Not a story (its id must be a number): rejected, the origin is down, the bundled default serves.
    await store({ ...fakeStory('Broken navigation'), id: 'one' });
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
