import { describe, expect, it } from 'vitest';
import type { Logger } from '../log';
import type { Story } from '../../contract/content';
import { parseSegmentContent } from './segments';

const story = (fullSlug: string, content: Record<string, unknown>): Story => ({
  id: 1,
  uuid: 'u',
  name: fullSlug,
  slug: fullSlug.split('/').pop()!,
  fullSlug,
  lang: 'en-GB',
  publishedAt: null,
  content: { component: 'x', ...content },
});

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

const popup = (over: Record<string, unknown> = {}) => ({
  segmentId: 'gift-guide',
  popupIdentifier: 'gift-guide-popup',
  form: 'newsletter',
  title: 'Ten off',
  ctaLabel: 'Get it',
  description: doc('Sign up'),
  legal: doc('Small print'),
  successMessage: 'Thanks',
  errorMessage: 'Oops',
  mobileAsset: { filename: '/images/content/popup-mobile.svg' },
  mobileAltText: 'Socks',
  desktopAsset: { filename: '/images/content/popup-desktop.svg' },
  desktopAltText: 'More socks',
  ...over,
});

function logger() {
  const lines: { level: string; message: string; data?: Record<string, unknown> }[] = [];
  const log: Logger = (level, message, data) => lines.push({ level, message, ...(data ? { data } : {}) });
  return { log, lines };
}

describe('parseSegmentContent', () => {
  it('gives a segment without lists or hideNewsletter empty lists and hideNewsletter true', () => {
    const { log, lines } = logger();
    const segments = story('uk/segments', { segments: [{ _uid: 'abc', id: 'bare' }] });
    expect(parseSegmentContent({ segments, popups: null, upsells: null }, log)).toEqual({
      segments: [{ uid: 'abc', id: 'bare', utmCampaigns: [], utmContents: [], hideNewsletter: true }],
      popups: [],
      upsells: [],
    });
    expect(lines).toEqual([]);
  });

  it('keeps hideNewsletter false when the CMS says so', () => {
    const segments = story('uk/segments', { segments: [{ uid: 's', id: 'a', utmCampaigns: ['c'], hideNewsletter: false }] });
    expect(parseSegmentContent({ segments, popups: null, upsells: null }, logger().log).segments[0]).toEqual({
      uid: 's',
      id: 'a',
      utmCampaigns: ['c'],
      utmContents: [],
      hideNewsletter: false,
    });
  });

  it('answers empty lists when the stories are missing', () => {
    expect(parseSegmentContent({ segments: null, popups: null, upsells: null }, logger().log)).toEqual({
      segments: [],
      popups: [],
      upsells: [],
    });
  });

  it('logs and drops invalid entries and keeps the valid ones', () => {
    const { log, lines } = logger();
    const segments = story('uk/segments', {
      segments: [{ id: 'gift-guide', utmCampaigns: ['xmas'] }, { utmCampaigns: ['no-id'] }, { id: 'bad-list', utmContents: 'x' }, 'text'],
    });
    const popups = story('uk/segmented-popups', {
      popups: [
        popup(),
        popup({ popupIdentifier: 'script', mobileAsset: { filename: 'javascript:alert(1)' } }),
        popup({ popupIdentifier: 'other', segmentId: 'unknown' }),
        popup({ popupIdentifier: 'no-title', title: '' }),
        popup({ popupIdentifier: 'quiz', form: 'quiz' }),
      ],
    });
    const upsells = story('uk/segmented-upsells', {
      upsells: [
        { identifier: 'gift-guide', widgetId: 'bestsellers', description: doc('Save {discount}'), variables: { discount: '10%' } },
        { identifier: 'gift-guide', widgetId: 'Not A Widget!', description: doc('x') },
        { identifier: 'gift-guide', widgetId: 'new-in' },
      ],
    });
    const parsed = parseSegmentContent({ segments, popups, upsells }, log);
    expect(parsed.segments.map((s) => s.id)).toEqual(['gift-guide']);
    expect(parsed.popups.map((p) => p.popupIdentifier)).toEqual(['gift-guide-popup']);
    expect(parsed.popups[0]?.mobileAsset).toBe('/images/content/popup-mobile.svg');
    expect(parsed.upsells).toEqual([
      { identifier: 'gift-guide', widgetId: 'bestsellers', description: doc('Save {discount}'), variables: { discount: '10%' } },
    ]);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual([
      'Invalid segment dropped',
      'Invalid segment dropped',
      'Invalid segment dropped',
      'Invalid segmented popup dropped',
      'Invalid segmented popup dropped',
      'Invalid segmented popup dropped',
      'Segmented popup of an unknown segment dropped',
      'Invalid segmented upsell dropped',
      'Invalid segmented upsell dropped',
    ]);
    expect(lines[0]?.data).toMatchObject({ fullSlug: 'uk/segments', index: 1, field: 'id' });
  });

  it('drops a repeated segment id and a list field that is not a list', () => {
    const { log, lines } = logger();
    const segments = story('uk/segments', { segments: [{ id: 'a' }, { id: 'a', utmCampaigns: ['later'] }] });
    const popups = story('uk/segmented-popups', { popups: { not: 'a list' } });
    const parsed = parseSegmentContent({ segments, popups, upsells: null }, log);
    expect(parsed.segments).toHaveLength(1);
    expect(parsed.segments[0]?.utmCampaigns).toEqual([]);
    expect(parsed.popups).toEqual([]);
    expect(lines.map((l) => l.message)).toEqual(['Repeated segment dropped', 'Invalid segmented popup list dropped']);
  });
});
