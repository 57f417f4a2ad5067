import { describe, expect, it } from 'vitest';
import { fillTokens } from './fill-tokens';
import { HIDE_NEWSLETTER_SCRIPT } from './hide-newsletter';
import { activeSegment, marksSubscriber } from './match';
import { captureUtm, readUtm, utmOf } from './utm';
import { HIDE_NEWSLETTER_ATTR, HIDE_NEWSLETTER_KEY } from './visitor';

/** A Storage stand-in (sessionStorage in the browser). */
function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

const SEGMENTS = [
  { id: 'gift-guide', utmCampaigns: ['gift-guide-2026', 'xmas-2026'], utmContents: ['gift-boxes', 'stocking-fillers'] },
  { id: 'creator-collab', utmCampaigns: ['creator-collab-2026'], utmContents: ['sockstory', 'unboxing'] },
  { id: 'newsletter-readers', utmCampaigns: ['newsletter-weekly'], utmContents: [] },
];

describe('utm parameters', () => {
  it('reads the four utm parameters of a landing URL, leaving out absent and empty ones', () => {
    expect(utmOf('?utm_source=ig&utm_medium=social&utm_campaign=xmas-2026&utm_content=reel&page=2')).toEqual({
      source: 'ig',
      medium: 'social',
      campaign: 'xmas-2026',
      content: 'reel',
    });
    expect(utmOf('?utm_campaign=&colours=red')).toBeUndefined();
  });

  it('keeps a landing’s parameters in storage and answers them on later pages without utm', () => {
    const storage = memory();
    expect(captureUtm('?utm_campaign=xmas-2026&utm_source=ig', storage)).toEqual({ campaign: 'xmas-2026', source: 'ig' });
    expect(captureUtm('', storage)).toEqual({ campaign: 'xmas-2026', source: 'ig' });
    expect(captureUtm('?colours=red', storage)).toEqual({ campaign: 'xmas-2026', source: 'ig' });
  });

  it('replaces all stored parameters on a new utm landing', () => {
    const storage = memory();
    captureUtm('?utm_campaign=xmas-2026&utm_content=gift-boxes', storage);
    expect(captureUtm('?utm_source=newsletter', storage)).toEqual({ source: 'newsletter' });
    expect(readUtm(storage)).toEqual({ source: 'newsletter' });
  });

  it('answers none for unreadable or foreign storage, and copes without storage', () => {
    expect(readUtm(memory({ utm: '{not json' }))).toEqual({});
    expect(readUtm(memory({ utm: '"text"' }))).toEqual({});
    expect(readUtm(memory({ utm: '{"campaign":7,"source":"ig"}' }))).toEqual({ source: 'ig' });
    expect(captureUtm('?utm_campaign=x', undefined)).toEqual({ campaign: 'x' });
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(captureUtm('?utm_campaign=x', throwing)).toEqual({ campaign: 'x' });
  });
});

describe('active segment', () => {
  it('is the first segment whose campaigns hold the campaign or whose contents hold the content', () => {
    expect(activeSegment(SEGMENTS, { campaign: 'xmas-2026' })?.id).toBe('gift-guide');
    expect(activeSegment(SEGMENTS, { content: 'unboxing' })?.id).toBe('creator-collab');
    expect(activeSegment(SEGMENTS, { campaign: 'newsletter-weekly', content: 'sockstory' })?.id).toBe('creator-collab');
    expect(activeSegment(SEGMENTS, { campaign: 'NEWSLETTER-weekly' })?.id).toBe('newsletter-readers');
  });

  it('is none when neither matches, or without campaign and content', () => {
    expect(activeSegment(SEGMENTS, { campaign: 'winter-socks', content: 'banner' })).toBeUndefined();
    expect(activeSegment(SEGMENTS, { source: 'xmas-2026', medium: 'gift-boxes' })).toBeUndefined();
    expect(activeSegment([], { campaign: 'xmas-2026' })).toBeUndefined();
  });
});

describe('subscriber marks', () => {
  it('counts utm_medium=email and a has_subscribed parameter', () => {
    expect(marksSubscriber('', { medium: 'email' })).toBe(true);
    expect(marksSubscriber('', { medium: 'Email' })).toBe(true);
    expect(marksSubscriber('?has_subscribed', {})).toBe(true);
    expect(marksSubscriber('?has_subscribed=true', {})).toBe(true);
  });

  it('does not count other media, has_subscribed=false or 0', () => {
    expect(marksSubscriber('', { medium: 'social' })).toBe(false);
    expect(marksSubscriber('?has_subscribed=false', {})).toBe(false);
    expect(marksSubscriber('?has_subscribed=0', {})).toBe(false);
    expect(marksSubscriber('?subscribed=1', {})).toBe(false);
  });
});

describe('upsell description tokens', () => {
  it('fills {placeholder} tokens in every text node and keeps marks, links and unknown tokens', () => {
    const link = { type: 'link', attrs: { href: '/collection/gift-boxes' } };
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Save {discount} on {unknown}. ' },
            { type: 'text', text: 'Gifts {discount}', marks: [link] },
          ],
        },
      ],
    };
    expect(fillTokens(doc, { discount: '10%' })).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Save 10% on {unknown}. ' },
            { type: 'text', text: 'Gifts 10%', marks: [link] },
          ],
        },
      ],
    });
  });
});

describe('the head script that hides the newsletter on later pages', () => {
  it('sets the attribute on <html> when the session flag is set, and only then', () => {
    const run = (stored: Record<string, string>) => {
      const dataset: Record<string, string> = {};
      new Function('sessionStorage', 'document', HIDE_NEWSLETTER_SCRIPT)(stored, { documentElement: { dataset } });
      return dataset;
    };
    const attribute = HIDE_NEWSLETTER_ATTR.replace(/^data-/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    expect(run({ [HIDE_NEWSLETTER_KEY]: '1' })).toEqual({ [attribute]: '' });
    expect(run({})).toEqual({});
  });
});
