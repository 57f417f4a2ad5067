import { describe, expect, it } from 'vitest';
import { LISTING_PARAMS, SEARCH_PARAMS } from '../../markets/query-params';
import { listingHref, listingParams, listingSearch, searchTermSearch } from './search-params';

describe('listing query string', () => {
  it('writes facet values as slugs, in a fixed order, without page 1 or the default sort', () => {
    expect(listingHref('/uk/adults/socks', { sizes: '0-6M', colours: 'navy blue,red', page: 1, sortBy: 'recommended' })).toBe(
      '/uk/adults/socks?colours=navy-blue,red&sizes=0-6m',
    );
    expect(listingHref('/uk/adults/socks', { features: 'knee-high', sortBy: 'newest', page: 3 })).toBe(
      '/uk/adults/socks?features=knee-high&sortBy=newest&page=3',
    );
  });

  it('writes price bounds after the facets and before sort and page, and keeps them on other pages', () => {
    expect(listingHref('/uk/adults/socks', { page: 2, sortBy: 'newest', priceMax: 9, priceMin: 8, colours: 'red' })).toBe(
      '/uk/adults/socks?colours=red&priceMin=8&priceMax=9&sortBy=newest&page=2',
    );
    expect(listingHref('/gl/adults/socks', { priceMin: 14000 })).toBe('/gl/adults/socks?priceMin=14000');
  });

  it('drops malformed parameters instead of failing', () => {
    expect(listingParams({ page: 'x', sortBy: 'cheapest', colours: ',,', term: 'red' })).toEqual({});
  });
});

describe('router validation of the query string', () => {
  it('keeps well-formed listing parameters and drops the rest', () => {
    expect(listingSearch({ page: '2', colours: 'navy-blue', sortBy: 'price-asc', ref: 'mail', term: 'x' })).toEqual({
      page: 2,
      colours: 'navy-blue',
      sortBy: 'price-asc',
    });
    expect(listingSearch({ page: 3, materials: 'wool', features: 'anti-slip', sizes: '36-40' })).toEqual({
      page: 3,
      materials: 'wool',
      features: 'anti-slip',
      sizes: '36-40',
    });
  });

  it('drops a page that is not a whole number from 1 to 10000', () => {
    for (const page of ['0', '-1', '2.5', 'x', '', '10001', 0, 10_001, null]) {
      expect(listingSearch({ page })).toEqual({});
    }
    expect(listingSearch({ page: '10000' })).toEqual({ page: 10_000 });
  });

  it('drops a facet that is not a string or longer than 400 characters, and an unknown sort', () => {
    expect(listingSearch({ colours: 'r'.repeat(401), sizes: 36, sortBy: 'cheapest' })).toEqual({});
    expect(listingSearch({ colours: 'r'.repeat(400) })).toEqual({ colours: 'r'.repeat(400) });
  });

  it('keeps valid price bounds and drops the rest, both when min is above max', () => {
    expect(listingSearch({ priceMin: 8, priceMax: 9.5 })).toEqual({ priceMin: 8, priceMax: 9.5 });
    expect(listingSearch({ priceMin: -1, priceMax: 'x' })).toEqual({});
    expect(listingSearch({ priceMin: 9, priceMax: 8, sizes: '36-40' })).toEqual({ sizes: '36-40' });
    expect(searchTermSearch({ term: 'stripe', priceMin: '', priceMax: 20 })).toEqual({ term: 'stripe', priceMax: 20 });
  });

  it('trims the search term and drops one over 200 characters or not a string', () => {
    expect(searchTermSearch({ term: '  stripe ', page: 2 })).toEqual({ term: 'stripe' });
    expect(searchTermSearch({ term: ` ${'s'.repeat(200)} ` })).toEqual({ term: 's'.repeat(200) });
    expect(searchTermSearch({ term: 's'.repeat(201) })).toEqual({});
    expect(searchTermSearch({ term: 123 })).toEqual({});
    expect(searchTermSearch({})).toEqual({});
  });
});

describe('parameters the edge cache keys pages by (decision 049)', () => {
  // A parameter the router reads but the cache key leaves out would serve one page for another.
  it('reads no listing parameter beyond LISTING_PARAMS, and no search parameter beyond SEARCH_PARAMS', () => {
    const every = {
      colours: 'red',
      materials: 'cotton',
      features: 'knee-high',
      sizes: '36-40',
      sortBy: 'newest',
      page: '2',
      priceMin: 8,
      priceMax: 9,
      term: 'x',
      zz: 'y',
    };
    expect(Object.keys(listingSearch(every)).sort()).toEqual([...LISTING_PARAMS].sort());
    expect(Object.keys(searchTermSearch(every)).sort()).toEqual([...SEARCH_PARAMS].sort());
  });
});
