import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSLATIONS, withDefaults } from './i18n';

const CLIENT = __dirname;
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

/** Keys written out in the client: t('key'), t('key', vars), t(cond ? 'a' : 'b'). */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of files(CLIENT).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/\bt\(\s*(?:[\w.]+\s*\?\s*)?'([A-Za-z_-]+)'(?:\s*:\s*'([A-Za-z_-]+)')?/g)) {
      keys.set(m[1] ?? '', relative(CLIENT, file));
      if (m[2]) keys.set(m[2], relative(CLIENT, file));
    }
  }
  return keys;
}

/** Keys built at run time: speech bubble kinds, stock states, product badges, checkout steps. */
const COMPUTED_KEYS = [
  ...['addToCart', 'menuExpanded', 'searchFocused', 'resultsFound', 'searchResult'].map((k) => `speechBubble_${k}`),
  'inStock',
  'lowStock',
  'outOfStock',
  ...['new', 'last-chance', 'low-stock', 'in-stock', 'bestsellers', 'coming-soon', 'gift-idea'].map((b) => `badge_${b}`),
  ...['sortRecommended', 'sortNewest', 'sortPriceAsc', 'sortPriceDesc', 'sizes', 'features'],
  'checkoutCart',
  'checkoutAddress',
  'checkoutPayment',
  'checkoutSuccess',
];

describe('translations', () => {
  it('have an English default for every key the client uses, so no raw key is ever shown', () => {
    const keys = usedKeys();
    expect(keys.size).toBeGreaterThan(50);
    const missing = [...keys].filter(([key]) => !(key in DEFAULT_TRANSLATIONS)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
    expect(COMPUTED_KEYS.filter((key) => !(key in DEFAULT_TRANSLATIONS))).toEqual([]);
  });

  it('prefer the CMS text, and fall back to English for a missing or empty one', () => {
    const dict = withDefaults({ nextPage: 'Nächste Seite', previousPage: ' ' });
    expect(dict.nextPage).toBe('Nächste Seite');
    expect(dict.previousPage).toBe('Previous page');
    expect(withDefaults(undefined).page).toBe('Page');
  });
});
