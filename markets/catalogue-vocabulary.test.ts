import { describe, expect, it } from 'vitest';
import { COLOUR_HEX } from './colours';
import { facetSlug, facetValueOf, LISTING_FACETS, MATERIALS, SIZE_VALUES } from './catalogue-vocabulary';

describe('facet values in URLs (decision 013)', () => {
  it('writes a value as its slug', () => {
    expect(facetSlug('navy blue')).toBe('navy-blue');
    expect(facetSlug(' Organic  Cotton ')).toBe('organic-cotton');
    expect(facetSlug('0-6M')).toBe('0-6m');
    expect(facetSlug('knee-high')).toBe('knee-high');
  });

  it('reads a slug, or any spelling with the same slug, back as the catalogue value', () => {
    expect(facetValueOf('colours', 'navy-blue')).toBe('navy blue');
    expect(facetValueOf('colours', 'Navy Blue')).toBe('navy blue');
    expect(facetValueOf('materials', 'recycled-cotton')).toBe('recycled cotton');
    expect(facetValueOf('features', 'knee-high')).toBe('knee-high');
    expect(facetValueOf('sizes', '9-12y')).toBe('9-12Y');
    expect(facetValueOf('sizes', '36-40')).toBe('36-40');
  });

  it('knows no value outside the vocabulary', () => {
    expect(facetValueOf('colours', 'chartreuse')).toBeUndefined();
    expect(facetValueOf('materials', 'silk')).toBeUndefined();
    expect(facetValueOf('sizes', '')).toBeUndefined();
  });

  it('gives every value of every facet its own slug', () => {
    expect(LISTING_FACETS).toEqual(['colours', 'materials', 'features', 'sizes']);
    for (const values of [Object.keys(COLOUR_HEX), MATERIALS, SIZE_VALUES]) {
      expect(new Set(values.map(facetSlug)).size).toBe(values.length);
    }
  });
});
