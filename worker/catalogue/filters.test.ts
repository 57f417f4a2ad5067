import { describe, expect, it } from 'vitest';
import { choiceList, listingFilter } from './filters';

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
