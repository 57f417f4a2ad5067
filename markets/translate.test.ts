import { describe, expect, it } from 'vitest';
import { translate } from './translate';

describe('translate', () => {
  const dict = { results: '{count} socks found for {term}', plain: 'Cart' };

  it('fills every placeholder', () => {
    expect(translate(dict, 'results', { count: 3, term: 'stripes' })).toBe('3 socks found for stripes');
  });

  it('keeps a placeholder that has no value', () => {
    expect(translate(dict, 'results', { count: 3 })).toBe('3 socks found for {term}');
  });

  it('answers the key itself for an unknown key', () => {
    expect(translate(dict, 'missingKey')).toBe('missingKey');
  });

  it('does not read inherited properties as values', () => {
    expect(translate({ t: '{constructor}' }, 't', {})).toBe('{constructor}');
  });

  it('returns text without placeholders unchanged', () => {
    expect(translate(dict, 'plain', { count: 1 })).toBe('Cart');
  });

  it('reads the singular for a count of 1, and the plural for any other count', () => {
    const counted = { show: 'Show {count} results', show_one: 'Show {count} result' };
    expect(translate(counted, 'show', { count: 1 })).toBe('Show 1 result');
    expect(translate(counted, 'show', { count: 0 })).toBe('Show 0 results');
    expect(translate(counted, 'show', { count: 2 })).toBe('Show 2 results');
    expect(translate(counted, 'show', { count: '1' })).toBe('Show 1 results');
  });

  it('falls back to the plural when a key has no singular', () => {
    expect(translate(dict, 'results', { count: 1, term: 'stripes' })).toBe('1 socks found for stripes');
  });
});

describe('translate: counted texts by the locale plural rule (the seed forms of resultsFound)', () => {
  const seed = {
    en: { resultsFound: '{count} socks found', resultsFound_one: '{count} sock found' },
    de: { resultsFound: '{count} Socken gefunden', resultsFound_one: '{count} Socke gefunden' },
    nl: { resultsFound: '{count} sokken gevonden', resultsFound_one: '{count} sok gevonden' },
    fr: { resultsFound: '{count} chaussettes trouvées', resultsFound_one: '{count} chaussette trouvée' },
  };

  it.each([
    ['en', seed.en, 0, '0 socks found'],
    ['en', seed.en, 1, '1 sock found'],
    ['en', seed.en, 2, '2 socks found'],
    ['en-GB', seed.en, 1, '1 sock found'],
    ['de-DE', seed.de, 0, '0 Socken gefunden'],
    ['de-DE', seed.de, 1, '1 Socke gefunden'],
    ['de-DE', seed.de, 5, '5 Socken gefunden'],
    ['nl-NL', seed.nl, 0, '0 sokken gevonden'],
    ['nl-NL', seed.nl, 1, '1 sok gevonden'],
    ['nl-NL', seed.nl, 3, '3 sokken gevonden'],
    ['fr-FR', seed.fr, 0, '0 chaussette trouvée'],
    ['fr-FR', seed.fr, 1, '1 chaussette trouvée'],
    ['fr-FR', seed.fr, 2, '2 chaussettes trouvées'],
  ] as const)('%s, count %i: %s', (locale, dict, count, expected) => {
    expect(translate(dict, 'resultsFound', { count }, locale)).toBe(expected);
  });

  it('reads a third form where the locale has the category and the dictionary the text (French many)', () => {
    const dict = { ...seed.fr, resultsFound_many: '{count} de chaussettes trouvées' };
    expect(translate(dict, 'resultsFound', { count: 1000000 }, 'fr-FR')).toBe('1000000 de chaussettes trouvées');
    expect(translate(seed.fr, 'resultsFound', { count: 1000000 }, 'fr-FR')).toBe('1000000 chaussettes trouvées');
    expect(translate(dict, 'resultsFound', { count: 7 }, 'fr-FR')).toBe('7 chaussettes trouvées');
  });

  it('reads English rules without a locale', () => {
    expect(translate(seed.en, 'resultsFound', { count: 0 })).toBe('0 socks found');
    expect(translate(seed.en, 'resultsFound', { count: 1 })).toBe('1 sock found');
  });
});
