import { describe, expect, it } from 'vitest';
import { choiceList, listingFilter, priceFilter } from './filters';

describe('listing filters', () => {
  it('lists only recommended products of the category, with the shopper’s colours and materials', () => {
    expect(listingFilter({ ageGroup: 'adults' }, { colours: ['red', 'navy blue'], materials: ['organic cotton'] })).toBe(
      "recommended = true AND ageGroup = 'adults' AND colours IN ['red', 'navy blue'] AND materials IN ['organic cotton']",
    );
  });

  it('drops values that could change the expression', () => {
    expect(listingFilter({ collections: "x' OR 1=1" }, { colours: ["red'] AND sku = [x"] })).toBe('recommended = true');
  });

  it('reads a comma list from the query string, deduplicated and lower-cased', () => {
    expect(choiceList('Red, navy blue,red,,<b>')).toEqual(['red', 'navy blue']);
    expect(choiceList(undefined)).toEqual([]);
  });
});

describe('price filters (commerce-core 5)', () => {
  it('turns major units into minor units with gte and lte', () => {
    expect(priceFilter({ min: 10, max: 19.95 })).toBe('price >= 1000 AND price <= 1995');
    expect(priceFilter({ min: 5 })).toBe('price >= 500');
  });

  it('sends nothing for a bound at its default or invalid', () => {
    expect(priceFilter({ min: 0, max: 60 }, { min: 0, max: 60 })).toBeUndefined();
    expect(priceFilter({ min: 0, max: 30 }, { min: 0, max: 60 })).toBe('price <= 3000');
    expect(priceFilter({ min: -1, max: Number.NaN })).toBeUndefined();
  });
});
