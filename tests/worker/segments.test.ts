// The segments API (decision 038): a storefront's segments, popups and basket upsells from the CMS,
// with the spec's defaults, invalid entries logged and dropped, and cached like other content.
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentCacheKey } from '../../worker/content/cache-keys';
import { get } from './fetch';
import { captureLogLines } from './log-lines';

const logLines = captureLogLines();

const key = (contentKey: string, locale: string, slug: string) =>
  contentCacheKey({ environment: 'production', contentKey, locale, kind: 'story', slug, version: 'published' });

/** Stores a fresh story in the KV content cache, as the CMS would have published it. */
const publish = (slug: string, content: Record<string, unknown>) =>
  env.CONTENT.put(
    key('uk', 'en-GB', slug),
    JSON.stringify({ id: 1, uuid: 'u', name: slug, slug, fullSlug: `uk/${slug}`, lang: 'en-GB', publishedAt: null, content }),
    { metadata: { storedAt: Date.now() } },
  );

interface Answer {
  segments: { id: string; utmCampaigns: string[]; utmContents: string[]; hideNewsletter: boolean }[];
  popups: { segmentId: string; popupIdentifier: string; mobileAsset: string; desktopAsset: string }[];
  upsells: { identifier: string; widgetId: string; variables: Record<string, string> }[];
}

beforeEach(async () => {
  const { keys } = await env.CONTENT.list({ prefix: 'content:' });
  await Promise.all(keys.map((k) => env.CONTENT.delete(k.name)));
});

describe('GET /api/content/{storefront}/segments', () => {
  it('answers the seeded segments, popups and upsells, cacheable like other content', async () => {
    const res = await get('/api/content/de/segments');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe((await get('/api/content/de/layout')).headers.get('cache-control'));
    const body = (await res.json()) as Answer;
    expect(body.segments.map((s) => s.id)).toEqual(['gift-guide', 'creator-collab', 'newsletter-readers']);
    expect(body.segments[0]).toMatchObject({
      utmCampaigns: ['gift-guide-2026', 'xmas-2026'],
      utmContents: ['gift-boxes', 'stocking-fillers'],
    });
    expect(body.popups.map((p) => [p.segmentId, p.popupIdentifier])).toEqual([
      ['gift-guide', 'gift-guide-popup-2026'],
      ['creator-collab', 'creator-collab-popup-2026'],
    ]);
    expect(body.popups[0]).toMatchObject({
      mobileAsset: '/images/content/popup-mobile.svg',
      desktopAsset: '/images/content/popup-desktop.svg',
    });
    expect(body.upsells.map((u) => [u.identifier, u.widgetId, u.variables])).toEqual([
      ['gift-guide', 'bestsellers', { discount: '10 %' }],
      ['creator-collab', 'bestsellers', { discount: '15 %' }],
    ]);
  });

  it('fills the defaults: empty lists and hideNewsletter true', async () => {
    await publish('segments', { component: 'segments', segments: [{ _uid: 'a', id: 'bare' }] });
    const body = (await (await get('/api/content/uk/segments')).json()) as Answer;
    expect(body.segments).toEqual([{ uid: 'a', id: 'bare', utmCampaigns: [], utmContents: [], hideNewsletter: true }]);
    // The seeded popups and upsells belong to segments this story no longer lists.
    expect(body.popups).toEqual([]);
    expect(body.upsells).toEqual([]);
  });

  it('logs and drops invalid entries, keeping the valid ones', async () => {
    await publish('segments', {
      component: 'segments',
      segments: [{ id: 'gift-guide', utmCampaigns: ['xmas'] }, { id: 42 }, { id: 'creator-collab', utmContents: 'not-a-list' }],
    });
    const body = (await (await get('/api/content/uk/segments')).json()) as Answer;
    expect(body.segments.map((s) => s.id)).toEqual(['gift-guide']);
    expect(body.popups.map((p) => p.segmentId)).toEqual(['gift-guide']);
    const warnings = logLines().filter((l) => l.level === 'warn');
    expect(warnings.filter((l) => l.message === 'Invalid segment dropped').map((l) => l.index)).toEqual([1, 2]);
    expect(warnings.filter((l) => String(l.message).endsWith('of an unknown segment dropped')).map((l) => l.segmentId)).toEqual([
      'creator-collab',
      'creator-collab',
    ]);
  });

  it('answers 400 naming the storefront for an unknown one', async () => {
    const res = await get('/api/content/xx/segments');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^Invalid storefront/);
  });
});
