import { describe, expect, it } from 'vitest';
import { isListingVariation, pageAlternates, storefrontsSellingIn } from './seo';

describe('pageAlternates', () => {
  it('names one URL per html locale of the storefronts that have the page, then x-default', () => {
    const alternates = pageAlternates('https://argyle.test', 'production', '/about-us', ['uk', 'eu']);
    expect(alternates[0]).toEqual({ hreflang: 'en-GB', href: 'https://argyle.test/uk/about-us' });
    expect(alternates).toContainEqual({ hreflang: 'en-HR', href: 'https://argyle.test/eu/about-us' });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://argyle.test/about-us' });
    expect(alternates.some((a) => a.hreflang === 'de-DE')).toBe(false);
  });

  it('gives every storefront when none are named, and the bare storefront path for the homepage', () => {
    const alternates = pageAlternates('https://argyle.test', 'production', '/');
    expect(alternates).toHaveLength(31);
    expect(alternates).toContainEqual({ hreflang: 'en-US', href: 'https://argyle.test/us' });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://argyle.test/' });
  });

  it('gives none for a page no storefront has', () => {
    expect(pageAlternates('https://argyle.test', 'production', '/product/X', [])).toEqual([]);
  });
});

describe('storefrontsSellingIn', () => {
  it('maps warehouse regions to the storefronts they supply', () => {
    expect(storefrontsSellingIn(['US'])).toEqual(['us']);
    expect(storefrontsSellingIn(['NL'])).toEqual(['uk', 'de', 'at', 'be', 'ch', 'nl', 'fr', 'es', 'it', 'eu', 'gl']);
  });
});

describe('isListingVariation', () => {
  const of = (query: string) => (name: string) => new URLSearchParams(query).get(name) ?? undefined;
  it.each(['colours=red', 'materials=wool', 'features=anti-slip', 'sizes=36-40', 'priceMin=5', 'priceMax=20', 'sortBy=newest'])(
    'counts %s as a variation',
    (query) => expect(isListingVariation(of(query))).toBe(true),
  );
  it('keeps a listing and its pages canonical', () => {
    expect(isListingVariation(of(''))).toBe(false);
    expect(isListingVariation(of('page=3&utm_source=x'))).toBe(false);
  });
});
