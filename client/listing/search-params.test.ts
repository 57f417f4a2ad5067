import { describe, expect, it } from 'vitest';
import { listingHref, listingParams } from './search-params';

describe('listing query string', () => {
  it('writes facet values as slugs, in a fixed order, without page 1 or the default sort', () => {
    expect(listingHref('/uk/adults/socks', { sizes: '0-6M', colours: 'navy blue,red', page: 1, sortBy: 'recommended' })).toBe(
      '/uk/adults/socks?colours=navy-blue,red&sizes=0-6m',
    );
    expect(listingHref('/uk/adults/socks', { features: 'knee-high', sortBy: 'newest', page: 3 })).toBe(
      '/uk/adults/socks?features=knee-high&sortBy=newest&page=3',
    );
  });

  it('drops malformed parameters instead of failing', () => {
    expect(listingParams({ page: 'x', sortBy: 'cheapest', colours: ',,', term: 'red' })).toEqual({});
  });
});
