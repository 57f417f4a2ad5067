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
