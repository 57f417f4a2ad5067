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
});
