import { describe, expect, it } from 'vitest';
import { categoryLocaleOf, contentOf, textLocaleOf, translationLocaleOf } from './content-locales';
import { STOREFRONT_CODES } from './storefronts';

describe('content locales per storefront (docs/spec/storefront-shell.md §9.4)', () => {
  it.each([
    ['uk', 'uk', 'en-GB', 'en-GB', 'en-GB'],
    ['de', 'de', 'de-DE', 'de-DE', 'de-DE'],
    ['at', 'de', 'de-DE', 'de-DE', 'de-DE'],
    ['ch', 'de', 'de-DE', 'de-DE', 'de-DE'],
    ['be', 'eu', 'default', 'nl-NL', 'default'],
    ['nl', 'eu', 'default', 'nl-NL', 'default'],
    ['fr', 'fr', 'fr-FR', 'fr-FR', 'fr-FR'],
    ['us', 'us', 'default', 'default', 'default'],
    ['es', 'eu', 'default', 'default', 'default'],
    ['it', 'eu', 'default', 'default', 'default'],
    ['eu', 'eu', 'default', 'default', 'default'],
    ['gl', 'gl', 'default', 'default', 'default'],
    ['_default', '_default', 'default', 'default', 'default'],
  ] as const)('%s reads content %s in %s, translations %s and categories %s', (sf, key, locale, translations, categories) => {
    expect(contentOf(sf)).toEqual({ contentKey: key, contentLocale: locale });
    expect(translationLocaleOf(sf)).toBe(translations);
    expect(categoryLocaleOf(sf)).toBe(categories);
  });

  it('covers every storefront', () => {
    for (const sf of STOREFRONT_CODES) expect(translationLocaleOf(sf)).toMatch(/^(de-DE|en-GB|nl-NL|fr-FR|default)$/);
  });

  it.each([
    ['fr', 'fr-FR'],
    ['be', 'nl-NL'],
    ['ch', 'de-DE'],
    ['uk', 'en-GB'],
    ['us', 'en'],
    ['_default', 'en'],
  ] as const)('%s writes its texts in %s (the plural rule of counted texts)', (sf, locale) => {
    expect(textLocaleOf(sf)).toBe(locale);
  });
});
