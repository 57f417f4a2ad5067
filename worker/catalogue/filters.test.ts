import { describe, expect, it, vi } from 'vitest';
import { FACETS } from '../upstreams/search/facet-config';
import { categoryFacets, choicesFrom, choicesOf, facetChoices, listingFilter, priceFilter, searchSort } from './filters';

describe('listing filters', () => {
  it('lists only recommended products of the category, with the shopper’s choices of the four attributes', () => {
    expect(
      listingFilter(
        { ageGroup: 'adults' },
        { colours: ['red', 'navy blue'], materials: ['organic cotton'], features: ['knee-high'], sizes: ['0-6M'] },
      ),
    ).toBe(
      "recommended = true AND ageGroup = 'adults' AND colours IN ['red', 'navy blue'] AND materials IN ['organic cotton'] AND features IN ['knee-high'] AND sizes IN ['0-6M']",
    );
  });

  it('drops category values that could change the expression', () => {
    expect(listingFilter({ collections: "x' OR 1=1" })).toBe('recommended = true');
  });

  it('reads facet values as slugs (any spelling with the same slug), deduplicated', () => {
    expect(facetChoices('colours', 'navy-blue,Red,,navy blue')).toEqual(['navy blue', 'red']);
    expect(facetChoices('materials', 'recycled-cotton')).toEqual(['recycled cotton']);
    expect(facetChoices('sizes', '0-6m,6-12M')).toEqual(['0-6M', '6-12M']);
    expect(facetChoices('features', undefined)).toEqual([]);
  });

  it('refuses a value outside the vocabulary, naming the parameter', () => {
    expect(() => facetChoices('colours', "red'] AND sku = [x")).toThrow("Invalid colours: unknown value 'red'] AND sku = [x'");
    expect(() => choicesFrom((name) => (name === 'features' ? 'flying' : undefined))).toThrow("Invalid features: unknown value 'flying'");
  });

  it('maps the listing sort to the search service sort', () => {
    expect(searchSort('price-asc')).toBe('price:asc');
    expect(searchSort('newest')).toBe('newest');
    expect(searchSort(undefined)).toBe('recommended');
  });
});

describe("a category's facets (its facetKeys, found in the facet configuration)", () => {
  it('keeps the configured listing facets, all four when the category names none', () => {
    const log = vi.fn();
    expect(categoryFacets(['sizes', 'colours', 'price'], FACETS, log)).toEqual(['sizes', 'colours']);
    expect(categoryFacets(undefined, FACETS, log)).toEqual(['colours', 'materials', 'features', 'sizes']);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs 'Category facet not found' for a key the configuration lacks, and leaves it out of the filter", () => {
    const log = vi.fn();
    const withoutSizes = FACETS.filter((f) => f.key !== 'sizes');
    const facets = categoryFacets(['colours', 'sizes', 'length'], withoutSizes, log, { category: 'adults/socks' });
    expect(facets).toEqual(['colours']);
    expect(log.mock.calls).toEqual([
      ['warn', 'Category facet not found', { facet: 'sizes', category: 'adults/socks' }],
      ['warn', 'Category facet not found', { facet: 'length', category: 'adults/socks' }],
    ]);
    expect(listingFilter({}, choicesOf({ colours: ['red'], sizes: ['36-40'] }, facets))).toBe("recommended = true AND colours IN ['red']");
  });
});

describe('price filters (docs/spec/commerce-core.md §5)', () => {
  it('turns major units into minor units with gte and lte', () => {
    expect(priceFilter({ min: 10, max: 19.95 }, 'EUR')).toBe('price >= 1000 AND price <= 1995');
    expect(priceFilter({ min: 5 }, 'GBP')).toBe('price >= 500');
  });

  it('keeps JPY and KRW amounts as they are: they have no minor unit', () => {
    expect(priceFilter({ min: 9000, max: 12000 }, 'KRW')).toBe('price >= 9000 AND price <= 12000');
    expect(priceFilter({ max: 1500 }, 'JPY')).toBe('price <= 1500');
  });

  it('sends nothing for a bound at its default or invalid', () => {
    expect(priceFilter({ min: 0, max: 60 }, 'EUR', { min: 0, max: 60 })).toBeUndefined();
    expect(priceFilter({ min: 0, max: 30 }, 'EUR', { min: 0, max: 60 })).toBe('price <= 3000');
    expect(priceFilter({ min: -1, max: Number.NaN }, 'EUR')).toBeUndefined();
  });
});
