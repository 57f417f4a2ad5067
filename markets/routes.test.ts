import { describe, expect, it } from 'vitest';
import {
  PAGE_TYPES,
  RESERVED_SEGMENTS,
  externalStorefrontFromPath,
  findReservedSegment,
  hasCheckoutUndefined,
  isCheckoutPath,
  isPaymentStepPath,
  normalisedPathname,
  isListingPageType,
  isSearchExcluded,
  isStructuredRoute,
  pageMetaOf,
  pageInPath,
  pathAfterFirstSegment,
  relPrevNext,
  routePath,
  storefrontFromPath,
} from './routes';

describe('storefrontFromPath and routePath', () => {
  it.each([
    ['/', '_default', '/'],
    ['', '_default', '/'],
    ['/de', 'de', '/'],
    ['/de/', 'de', '/'],
    ['/uk/adults/socks', 'uk', '/adults/socks'],
    ['/gl/product/ABC-123', 'gl', '/product/ABC-123'],
    ['/us/checkout/success/42?redirectResult=x', 'us', '/checkout/success/42'],
    ['/eu/search/2#top', 'eu', '/search/2'],
    ['/adults/socks', '_default', '/adults/socks'],
    ['/_default/', '_default', '/'],
    ['/_default/product/ABC', '_default', '/product/ABC'],
    ['/_default/fr/faq', 'fr', '/faq'],
    ['/de/_default/kids', 'de', '/kids'],
    ['/DE/kids', '_default', '/DE/kids'],
    ['/au/kids', '_default', '/au/kids'],
    ['/kids/de', '_default', '/kids/de'],
  ])('reads %j as storefront %s and route %s', (path, storefront, route) => {
    expect(storefrontFromPath(path)).toBe(storefront);
    expect(routePath(path)).toBe(route);
  });
});

describe('reserved segments', () => {
  it('lists the ten reserved segments of the spec', () => {
    expect([...RESERVED_SEGMENTS].sort()).toEqual(
      [
        'undefined',
        '.well-known',
        '_nuxt',
        'sitemap.xml',
        'robots.txt',
        'favicon.ico',
        'favicon.png',
        'sitemap',
        'api',
        'checkout/undefined',
      ].sort(),
    );
  });

  it.each([
    ['/de/undefined', 'undefined'],
    ['/.well-known/apple-app-site-association', '.well-known'],
    ['/_nuxt/entry.js', '_nuxt'],
    ['/sitemap.xml', 'sitemap.xml'],
    ['/uk/robots.txt', 'robots.txt'],
    ['/favicon.ico', 'favicon.ico'],
    ['/de/favicon.png', 'favicon.png'],
    ['/de/sitemap', 'sitemap'],
    ['/api/cart', 'api'],
    ['/de/kids/api', 'api'],
    ['/de/checkout/undefined', 'checkout/undefined'],
    ['/checkout/undefined/x', 'checkout/undefined'],
    ['/de/product/undefined', 'undefined'],
  ])('rejects %s because of the segment %s', (path, segment) => {
    expect(findReservedSegment(path)).toBe(segment);
  });

  it.each([
    '/',
    '/de/checkout',
    '/de/checkout/cart',
    '/de/undefined-socks',
    '/de/sitemaps',
    '/de/apis/product',
    '/de/kids?term=undefined',
    '/de/my-robots.txt',
    '/de/Undefined',
  ])('accepts %s', (path) => {
    expect(findReservedSegment(path)).toBeUndefined();
  });

  it.each([
    ['/de/checkout/undefined', true],
    ['/checkout/undefined', true],
    ['/de/checkout/undefined/payment', true],
    ['/de/checkout/cart', false],
    ['/de/undefined/checkout', false],
    ['/de/checkout-undefined', false],
  ] as const)('reports %s as containing checkout/undefined: %s', (path, expected) => {
    expect(hasCheckoutUndefined(path)).toBe(expected);
  });
});

describe('pageMetaOf', () => {
  it('knows the 13 page types of the spec', () => {
    expect(PAGE_TYPES).toEqual([
      'index',
      'homepage',
      'category',
      'product',
      'search',
      'checkout-address',
      'checkout-cart',
      'checkout-payment',
      'checkout-success',
      'faq',
      'blog',
      'campaign',
      'unknown',
    ]);
  });

  it.each([
    ['/', { type: 'index', context: 'homepage' }],
    ['/_default', { type: 'index', context: 'homepage' }],
    ['/de', { type: 'homepage', context: 'homepage' }],
    ['/gl/', { type: 'homepage', context: 'homepage' }],
    ['/de/product/ABC-123', { type: 'product', context: 'product' }],
    ['/de/product', { type: 'category', context: 'section' }],
    ['/de/search', { type: 'search', context: 'search' }],
    ['/de/search/3?term=red', { type: 'search', context: 'search' }],
    ['/de/search/3/x', { type: 'category', context: 'section' }],
    ['/de/checkout', { type: 'checkout-cart', context: 'content', view: 'cart' }],
    ['/de/checkout?items=a1x2', { type: 'checkout-cart', context: 'content', view: 'cart' }],
    ['/de/checkout/cart', { type: 'checkout-cart', context: 'content', view: 'cart' }],
    ['/de/checkout/address', { type: 'checkout-address', context: 'content', view: 'address' }],
    ['/de/checkout/payment', { type: 'checkout-payment', context: 'content', view: 'payment' }],
    ['/de/checkout/success', { type: 'checkout-success', context: 'content', view: 'success' }],
    ['/de/checkout/success/ORDER-9', { type: 'checkout-success', context: 'content', view: 'success' }],
    ['/de/checkout/other', { type: 'unknown', context: 'content' }],
    ['/de/checkout/payment/extra', { type: 'unknown', context: 'content' }],
    ['/de/faq', { type: 'faq', context: 'content' }],
    ['/de/faq/returns', { type: 'faq', context: 'content' }],
    ['/de/faq/cookie-policy', { type: 'faq', context: 'content' }],
    ['/de/shipping', { type: 'faq', context: 'content' }],
    ['/de/happy-news', { type: 'blog', context: 'content' }],
    ['/de/happynews/some-post', { type: 'blog', context: 'content' }],
    ['/de/happyblog', { type: 'blog', context: 'content' }],
    ['/de/corporate-gifts', { type: 'campaign', context: 'section' }],
    ['/de/about-us', { type: 'unknown', context: 'content' }],
    ['/de/login', { type: 'unknown', context: 'content' }],
    ['/de/shared-content', { type: 'unknown', context: 'content' }],
    ['/de/diagnostics/product/ABC/123', { type: 'unknown', context: 'product' }],
    ['/de/diagnostics', { type: 'category', context: 'section' }],
    ['/de/adults/socks', { type: 'category', context: 'section' }],
    ['/de/collection/sneaker-socks?colour=red', { type: 'category', context: 'section' }],
    ['/de/kids/faq', { type: 'category', context: 'section' }],
    ['/adults/socks', { type: 'category', context: 'section' }],
  ])('derives %s as %o', (path, meta) => {
    expect(pageMetaOf(path)).toEqual(meta);
  });

  it.each([
    ['category', true],
    ['search', true],
    ['product', false],
    ['homepage', false],
    ['checkout-cart', false],
    ['campaign', false],
  ] as const)('treats %s as a listing page: %s', (type, expected) => {
    expect(isListingPageType(type)).toBe(expected);
  });
});

describe('relPrevNext', () => {
  it.each([
    ['/de/search', 1, 3, { next: '/de/search/2' }],
    ['/de/search', 2, 3, { prev: '/de/search', next: '/de/search/3' }],
    ['/de/search', 3, 3, { prev: '/de/search/2' }],
    ['/de/search', 1, 1, {}],
    ['/de/search', 0, 3, {}],
    ['/de/search', 4, 3, {}],
    ['/de/search', -1, 3, {}],
    ['/de/search', 1.5, 3, {}],
    ['/de/search', 1, 0, {}],
    ['/de/adults/socks/', 3, 5, { prev: '/de/adults/socks/2', next: '/de/adults/socks/4' }],
  ] as const)('links %s page %i of %i as %o in the path form', (path, page, total, expected) => {
    expect(relPrevNext(page, total, (n) => pageInPath(path, n))).toEqual(expected);
  });

  it('writes each link with the list’s own href rule (a query-string page)', () => {
    const hrefFor = (n: number) => (n > 1 ? `/uk/adults/socks?colours=red&page=${n}` : '/uk/adults/socks?colours=red');
    expect(relPrevNext(2, 3, hrefFor)).toEqual({ prev: '/uk/adults/socks?colours=red', next: '/uk/adults/socks?colours=red&page=3' });
  });
});

describe('isPaymentStepPath', () => {
  it('is true for the payment step of any storefront, and for nothing else', () => {
    expect(isPaymentStepPath('/de/checkout/payment')).toBe(true);
    expect(isPaymentStepPath('/us/checkout/payment/')).toBe(true);
    for (const path of [
      '/de/checkout',
      '/de/checkout/address',
      '/de/checkout/success/o-1',
      '/de/checkout/payment/x',
      '/de/payment',
      '/de',
    ]) {
      expect(isPaymentStepPath(path)).toBe(false);
    }
  });
});

describe('isCheckoutPath', () => {
  it('is true for every checkout path, with or without a view, in any storefront', () => {
    expect(isCheckoutPath('/uk/checkout/cart')).toBe(true);
    expect(isCheckoutPath('/de/checkout')).toBe(true);
    expect(isCheckoutPath('/uk/checkout/no-such-view')).toBe(true);
    expect(isCheckoutPath('/_default/checkout/address')).toBe(true);
    expect(isCheckoutPath('/uk/checkout/payment?x=1')).toBe(true);
  });

  it('is false for paths that only contain the word', () => {
    expect(isCheckoutPath('/uk/checkouts')).toBe(false);
    expect(isCheckoutPath('/uk/faq/checkout')).toBe(false);
    expect(isCheckoutPath('/uk')).toBe(false);
  });
});

describe('external storefront paths', () => {
  it('names au, nz and jp from the first segment only', () => {
    expect(externalStorefrontFromPath('/au')).toBe('au');
    expect(externalStorefrontFromPath('/nz/adults/socks?x=1')).toBe('nz');
    expect(externalStorefrontFromPath('/jp/')).toBe('jp');
    expect(externalStorefrontFromPath('/uk/au')).toBeUndefined();
    expect(externalStorefrontFromPath('/AU')).toBeUndefined();
    expect(externalStorefrontFromPath('/')).toBeUndefined();
  });

  it('gives the path after the first segment', () => {
    expect(pathAfterFirstSegment('/au')).toBe('/');
    expect(pathAfterFirstSegment('/au/adults/socks/')).toBe('/adults/socks');
  });
});

describe('route segment lists', () => {
  it('structured routes own product, search, checkout, faq, login, diagnostics and shared-content', () => {
    for (const route of ['product/ARG-1', 'search', 'checkout/cart', 'faq/x', 'login', 'diagnostics/product/A', 'shared-content']) {
      expect(isStructuredRoute(route), route).toBe(true);
    }
    for (const route of ['adults/socks', 'about-us', 'products', '']) expect(isStructuredRoute(route), route).toBe(false);
  });

  it('the search bar is excluded on checkout, faq, about-us, happynews and corporate-gifts (docs/spec/storefront-shell.md §2.4)', () => {
    for (const path of ['/uk/checkout/cart', '/uk/faq', '/de/about-us', '/uk/happynews/x', '/uk/happy-news', '/uk/corporate-gifts']) {
      expect(isSearchExcluded(path), path).toBe(true);
    }
    for (const path of ['/uk', '/uk/adults/socks', '/uk/product/ARG-1', '/uk/search', '/uk/checkouts']) {
      expect(isSearchExcluded(path), path).toBe(false);
    }
  });
});

describe('normalised pathname (decision 049)', () => {
  it.each([
    ['/uk/adults/socks', '/uk/adults/socks'],
    ['/uk/adults/socks/', '/uk/adults/socks'],
    ['/uk//adults///socks', '/uk/adults/socks'],
    ['/uk/%61dults/%73ocks', '/uk/adults/socks'],
    ['/uk/product/ARG%2DBRIGHTON%7e1', '/uk/product/ARG-BRIGHTON~1'],
    ['/uk/search/caf%c3%a9', '/uk/search/caf%C3%A9'],
    ['/uk/a%2fb', '/uk/a%2Fb'],
    ['/uk/Adults/socks', '/uk/Adults/socks'],
    ['/uk/_default/adults', '/uk/_default/adults'],
    ['/', '/'],
  ])('%s is %s', (path, normal) => expect(normalisedPathname(path)).toBe(normal));

  it('keeps checkout paths checkout paths in every spelling the router takes', () => {
    for (const path of ['/uk//checkout/address/', '/uk/%63heckout/payment'])
      expect(isCheckoutPath(normalisedPathname(path)), path).toBe(true);
  });
});
