import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNavigation } from './navigation';

const story = JSON.parse(readFileSync(new URL('../../kv-seed/content/stories/uk/navigation.json', import.meta.url), 'utf8')) as {
  content: unknown;
};

describe('parseNavigation', () => {
  const items = parseNavigation(story.content);
  const links = items.flatMap((i) => i.submenus.flatMap((s) => s.links));

  it('keeps the top-level items with their grouped submenus', () => {
    expect(items.map((i) => i.text)).toEqual(['Adults', 'Kids', 'Collections', 'Gift boxes', 'Outlet', 'About']);
    expect(items[0]?.submenus.map((s) => s.name)).toContain('Shop by style');
  });
  it('drops links flagged disabled and marks highlighted ones', () => {
    expect(links.some((l) => /Knee-highs/.test(l.text))).toBe(false);
    expect(links.find((l) => l.text === 'Merino wool')?.isHighlighted).toBe(true);
    expect(links.find((l) => l.text === 'Black')?.isHighlighted).toBe(false);
  });
  it('drops unsafe hrefs', () => {
    const parsed = parseNavigation({
      items: [
        { text: 'Bad', url: 'javascript:alert(1)', submenus: [] },
        {
          text: 'Ok',
          url: '/ok',
          submenus: [
            {
              name: 'G',
              links: [
                { text: 'x', url: 'javascript:1' },
                { text: 'y', url: '/y' },
              ],
            },
          ],
        },
      ],
    });
    expect(parsed.map((i) => i.text)).toEqual(['Ok']);
    expect(parsed[0]?.submenus[0]?.links.map((l) => l.text)).toEqual(['y']);
  });
});
