// Preview and bust flags count for editors only (docs/decisions/014): the visual editor's signed
// query or the configured secret as `bust=<secret>`. Anyone else with the same flags gets the
// cached published content, makes no content-origin call and gets no editor bridge. The worker
// runs with a Storyblok token here; its origin calls are answered by the embedded origin and
// counted.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/app';
import { contentCacheKey } from '../../worker/content/cache-keys';
import { hasEditorSignature } from '../../worker/content/preview';
import { getConfig } from '../../worker/env';
import { embeddedContentFetch } from '../../worker/upstreams/content/embedded/origin';
import { seedTestCatalogue } from './catalogue-db';
import { ORIGIN } from './fetch';
import { stateOf } from './html';

const PREVIEW_TOKEN = 'test-preview-token-0123';
const SECRET = 'test-content-preview-secret';
const SPACE_ID = '12345';
const configured: Env = { ...env, STORYBLOK_TOKEN: PREVIEW_TOKEN, CONTENT_PREVIEW_SECRET: SECRET };
/** The published story's KV key (uk content, en-GB). */
const storyKey = (slug: string) =>
  contentCacheKey({ environment: 'production', contentKey: 'uk', locale: 'en-GB', kind: 'story', slug, version: 'published' });
const navKey = storyKey('navigation');

let originCalls: string[] = [];

async function request(path: string, bindings: Env = configured) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`), bindings, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

async function story(path: string, bindings?: Env) {
  const { res, body } = await request(path, bindings);
  expect(res.status).toBe(200);
  return { res, story: (JSON.parse(body) as { story: { name: string } }).story };
}

async function sha1Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The visual editor's query, signed as Storyblok signs it: sha1(space_id:preview_token:timestamp). */
async function signed(options: { token?: string; ageSeconds?: number } = {}) {
  const timestamp = String(Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 60));
  const token = await sha1Hex(`${SPACE_ID}:${options.token ?? PREVIEW_TOKEN}:${timestamp}`);
  return new URLSearchParams({
    '_storyblok_tk[space_id]': SPACE_ID,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token,
  }).toString();
}

beforeAll(seedTestCatalogue);

beforeEach(async () => {
  const { keys } = await env.CONTENT.list({ prefix: 'content:' });
  await Promise.all(keys.map((k) => env.CONTENT.delete(k.name)));
  originCalls = [];
  const platformFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new Request(input, init).url;
    if (!new URL(url).hostname.endsWith('storyblok.com')) return platformFetch(input, init);
    originCalls.push(url);
    return embeddedContentFetch(input, init);
  });
  // The published navigation as cached in KV, renamed so an answer shows where it came from.
  await story('/api/content/uk/stories/navigation');
  const cached = await env.CONTENT.get<{ name: string }>(navKey, 'json');
  await env.CONTENT.put(navKey, JSON.stringify({ ...cached, name: 'Cached navigation' }), { metadata: { storedAt: Date.now() } });
  originCalls = [];
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an anonymous visitor with preview or bust flags', () => {
  it.each([
    ['bust', '?bust'],
    ['bust=1', '?bust=1'],
    ['a wrong secret', '?bust=not-the-content-preview-secret'],
    ['the editor flag', '?_storyblok=410010'],
    ['a release', '?_storyblok_release=12'],
    ['a release and bust', '?_storyblok_release=12&bust'],
  ])('gets the cached published content and no origin call (%s)', async (_what, query) => {
    const { res, story: answer } = await story(`/api/content/uk/stories/navigation${query}`);
    expect(answer.name).toBe('Cached navigation');
    expect(originCalls).toEqual([]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('gets the cached content with a forged, expired or foreign editor signature', async () => {
    const forged = new URLSearchParams(await signed());
    forged.set('_storyblok_tk[token]', 'a'.repeat(40));
    for (const query of [
      forged.toString(),
      await signed({ ageSeconds: 3601 }),
      await signed({ ageSeconds: -3600 }),
      await signed({ token: 'another-space-preview-token' }),
    ]) {
      const { story: answer } = await story(`/api/content/uk/stories/navigation?_storyblok=410010&bust&${query}`);
      expect(answer.name).toBe('Cached navigation');
    }
    expect(originCalls).toEqual([]);
  });

  it('gets no bust or preview by any secret when none is configured', async () => {
    const { story: answer } = await story(`/api/content/uk/stories/navigation?bust=${SECRET}`, {
      ...configured,
      CONTENT_PREVIEW_SECRET: '',
    });
    expect(answer.name).toBe('Cached navigation');
    expect(originCalls).toEqual([]);
  });

  it('listing API: the category story comes from KV', async () => {
    await request('/api/catalogue/uk/listing/adults/socks');
    originCalls = [];
    const { res } = await request('/api/catalogue/uk/listing/adults/socks?bust&_storyblok=1');
    expect(res.status).toBe(200);
    expect(originCalls).toEqual([]);
  });

  it('pages: the flags change no content read and load no editor bridge', async () => {
    await request('/uk');
    originCalls = [];
    await request('/uk');
    const plainCalls = originCalls.length;
    originCalls = [];
    const { res, body } = await request('/uk?bust&_storyblok=410010&_storyblok_release=12');
    expect(res.status).toBe(200);
    expect(originCalls).toHaveLength(plainCalls);
    expect(originCalls.filter((url) => /[?&](version=draft|from_release=)/.test(url))).toEqual([]);
    expect(stateOf(body).bootstrap.editorPreview).toBe(false);
  });
});

describe('an editor', () => {
  it('busts the cache with the configured secret: the origin answers and KV is refreshed', async () => {
    const { res, story: answer } = await story(`/api/content/uk/stories/navigation?bust=${SECRET}`);
    expect(answer.name).not.toBe('Cached navigation');
    expect(originCalls.length).toBeGreaterThan(0);
    expect(originCalls.every((url) => url.includes('version=published'))).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await env.CONTENT.get<{ name: string }>(navKey, 'json'))?.name).toBe(answer.name);
  });

  it('with the visual editor’s signed query sees drafts from the origin, and KV is untouched', async () => {
    const { res, story: answer } = await story(`/api/content/uk/stories/navigation?_storyblok=410010&${await signed()}`);
    expect(answer.name).not.toBe('Cached navigation');
    expect(originCalls.length).toBeGreaterThan(0);
    expect(originCalls.every((url) => url.includes('version=draft'))).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await env.CONTENT.get<{ name: string }>(navKey, 'json'))?.name).toBe('Cached navigation');
  });

  it('previews a release with the secret', async () => {
    await story(`/api/content/uk/stories/navigation?_storyblok_release=12&bust=${SECRET}`);
    expect(originCalls.length).toBeGreaterThan(0);
    expect(originCalls.every((url) => url.includes('from_release=12') && url.includes('version=draft'))).toBe(true);
  });

  it('pages: drafts come from the origin and the page loads the editor bridge', async () => {
    const { res, body } = await request(`/uk?_storyblok=410010&${await signed()}`);
    expect(res.status).toBe(200);
    expect(originCalls.some((url) => url.includes('version=draft'))).toBe(true);
    expect(stateOf(body).bootstrap.editorPreview).toBe(true);
  });

  it('pages: bust alone reads the origin but shows no drafts and no bridge', async () => {
    const { body } = await request(`/uk?bust=${SECRET}`);
    expect(originCalls.length).toBeGreaterThan(0);
    expect(stateOf(body).bootstrap.editorPreview).toBe(false);
  });
});

describe('the editor signature and the secret', () => {
  it('is sha1(space_id:preview_token:timestamp), at most an hour old', async () => {
    // sha1('12345:test-preview-token-0123:1700000000'), computed outside this code.
    const token = '31e8c23e9efd61f08dce0e114cc34bbfdff319d8';
    const query = (values: Record<string, string>) => (name: string) => values[name];
    const good = { '_storyblok_tk[space_id]': '12345', '_storyblok_tk[timestamp]': '1700000000', '_storyblok_tk[token]': token };
    const at = (seconds: number) => seconds * 1000;
    expect(await hasEditorSignature(query(good), PREVIEW_TOKEN, at(1700000000 + 3600))).toBe(true);
    expect(await hasEditorSignature(query(good), PREVIEW_TOKEN, at(1700000000 + 3601))).toBe(false);
    expect(await hasEditorSignature(query(good), 'another-token', at(1700000000))).toBe(false);
    expect(await hasEditorSignature(query(good), undefined, at(1700000000))).toBe(false);
    expect(await hasEditorSignature(query({ ...good, '_storyblok_tk[space_id]': '12346' }), PREVIEW_TOKEN, at(1700000000))).toBe(false);
    expect(await hasEditorSignature(query({ ...good, '_storyblok_tk[token]': '' }), PREVIEW_TOKEN, at(1700000000))).toBe(false);
  });

  it('a configured secret must have at least 16 characters', () => {
    expect(() => getConfig({ ...env, CONTENT_PREVIEW_SECRET: 'short' })).toThrow(/CONTENT_PREVIEW_SECRET: at least 16 characters/);
    expect(getConfig({ ...env, CONTENT_PREVIEW_SECRET: '' }).contentPreviewSecret).toBeUndefined();
  });
});
