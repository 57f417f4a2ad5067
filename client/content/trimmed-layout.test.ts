// The trimmed layout must read the same as the whole story wherever the shell reads it, for every
// seeded storefront: the server renders from it and the browser hydrates from it (decision 034).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bannerLink, chooseBannerMessage } from '../components/top-banner';
import { linkUrl, list, str } from './types';
import { parseNavigation, type NavItem } from '../header/navigation';
import type { Story } from '../../contract/content';
import { projectLayoutStory } from '../../worker/content/layout';

const STORIES = 'kv-seed/content/stories';
const storefronts = readdirSync(STORIES).filter((dir) => readdirSync(`${STORIES}/${dir}`).includes('navigation.json'));
const read = (dir: string, slug: string) => JSON.parse(readFileSync(`${STORIES}/${dir}/${slug}.json`, 'utf8')) as Story;

/** Submenus and links are keyed by position once trimmed; everything else must be equal. */
const withoutInnerUids = (items: NavItem[]) =>
  items.map((item) => ({
    ...item,
    submenus: item.submenus.map((s) => ({ ...s, uid: '', links: s.links.map((l) => ({ ...l, uid: '' })) })),
  }));

describe.each(storefronts)('layout of %s', (dir) => {
  it('navigation: the same items, texts, urls and item ids', () => {
    const whole = read(dir, 'navigation');
    const items = parseNavigation(projectLayoutStory('navigation', whole).content);
    expect(items.length).toBeGreaterThan(0);
    expect(withoutInnerUids(items)).toEqual(withoutInnerUids(parseNavigation(whole.content)));
  });

  it('footer: the same titles, links and social links', () => {
    const whole = read(dir, 'footer').content;
    const trimmed = projectLayoutStory('footer', read(dir, 'footer')).content;
    const links = (c: Record<string, unknown>, name: string) =>
      list(c[name]).map((l) => [str((l as { label?: unknown }).label), linkUrl((l as { link?: unknown }).link)]);
    for (const name of ['blockOneTopLinks', 'blockOneBottomLinks', 'blockTwoLinks', 'bottomBarLinks'])
      expect(links(trimmed, name)).toEqual(links(whole, name));
    const social = (c: Record<string, unknown>) =>
      list(c.socialLinks).map((l) => [(l as { network?: unknown }).network, (l as { url?: unknown }).url]);
    expect(social(trimmed)).toEqual(social(whole));
    for (const name of ['blockOneTitle', 'blockTwoTitle', 'copyright']) expect(trimmed[name]).toEqual(whole[name]);
    expect(JSON.stringify(trimmed)).not.toMatch(/"_uid"|"component"|"linktype"/);
  });

  it('top banner: the same message for every key, and the same link', () => {
    const whole = read(dir, 'top-banner').content;
    const trimmed = projectLayoutStory('topBanner', read(dir, 'top-banner')).content;
    for (const message of list(whole.messages)) {
      const key = (message as { key: string }).key;
      expect(chooseBannerMessage(trimmed.messages, key, dir)).toEqual(chooseBannerMessage(whole.messages, key, dir));
    }
    for (const storefront of [dir, 'us']) expect(bannerLink(trimmed, storefront)).toBe(bannerLink(whole, storefront));
  });

  it('newsletter: the texts as they are, nothing else', () => {
    const whole = read(dir, 'newsletter').content;
    const trimmed = projectLayoutStory('newsletter', read(dir, 'newsletter')).content;
    const texts = ['title', 'subtitle', 'button', 'successMessage', 'errorMessage', 'legal'];
    expect(Object.keys(trimmed).every((k) => texts.includes(k))).toBe(true);
    for (const name of texts) expect(trimmed[name]).toEqual(whole[name]);
  });
});

describe('navigation ids', () => {
  it('items keep their CMS id as uid; disabled links stay marked', () => {
    const story = {
      content: {
        component: 'navigation',
        items: [
          {
            _uid: 'item-1',
            _editable: '<!--#storyblok#-->',
            component: 'nav_item',
            text: 'Adults',
            url: '/adults',
            submenus: [
              {
                _uid: 's',
                component: 'submenu',
                name: 'Style',
                links: [{ _uid: 'l', text: 'Gone', url: '/x', disabled: true, isHighlighted: false }],
              },
            ],
          },
        ],
      },
    } as unknown as Story;
    expect(projectLayoutStory('navigation', story).content).toEqual({
      items: [
        {
          text: 'Adults',
          url: '/adults',
          uid: 'item-1',
          submenus: [{ name: 'Style', links: [{ text: 'Gone', url: '/x', disabled: true }] }],
        },
      ],
    });
  });
});
