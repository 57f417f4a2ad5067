import { describe, expect, it } from 'vitest';
import { hasPrivateParams, PREVIEW_PARAMS, readParamsQuery } from './query-params';

describe('private query parameters', () => {
  it.each([
    'bust=x',
    '_storyblok=7',
    '_storyblok_release=12',
    '_storyblok_tk[token]=ab',
    '_storyblok_c=page',
    'redirectResult=r',
    'items=A:1',
    'outcome=newsletter-subscribed',
  ])('%s makes a request private', (query) => expect(hasPrivateParams(new URLSearchParams(`page=2&${query}`))).toBe(true));

  it('leaves public ones alone', () => {
    expect(hasPrivateParams(new URLSearchParams('page=2&colours=navy&utm_source=x&sortBy=price-asc'))).toBe(false);
  });

  it('passes the preview flags and the editor’s signature on to the content API', () => {
    expect(PREVIEW_PARAMS).toEqual([
      'bust',
      '_storyblok_release',
      '_storyblok',
      '_storyblok_tk[space_id]',
      '_storyblok_tk[timestamp]',
      '_storyblok_tk[token]',
    ]);
  });
});

describe('the query parameters a page reads (decision 049)', () => {
  const query = (q: string) => new URLSearchParams(q);

  it('keeps a listing’s facets, sort and page in one order and leaves tracking and unknown ones out', () => {
    expect(readParamsQuery('category', query('utm_source=x&page=2&zz=1&sortBy=newest&gclid=g&colours=red&sizes=36-40'))).toBe(
      'colours=red&sizes=36-40&sortBy=newest&page=2',
    );
    expect(readParamsQuery('category', query('fbclid=f&zz=9'))).toBe('');
  });

  it('keeps both values of a parameter given twice, in their order', () => {
    expect(readParamsQuery('category', query('page=2&colours=red&page=3'))).toBe('colours=red&page=2&page=3');
  });

  it('writes values one way: an escaped comma and a plain one are the same', () => {
    expect(readParamsQuery('category', query('colours=red%2Cblue'))).toBe(readParamsQuery('category', query('colours=red,blue')));
  });

  it('reads the term on search pages, nothing on product pages and the homepage', () => {
    expect(readParamsQuery('search', query('page=2&term=stripe&utm_medium=m'))).toBe('term=stripe');
    expect(readParamsQuery('product', query('colours=red&term=x'))).toBe('');
    expect(readParamsQuery('homepage', query('colours=red'))).toBe('');
  });

  it('keeps the price bounds after the facets, written as the page reads them, and leaves out ones it ignores', () => {
    expect(readParamsQuery('category', query('page=2&priceMax=9&utm_source=x&priceMin=8&colours=red'))).toBe(
      'colours=red&priceMin=8&priceMax=9&page=2',
    );
    expect(readParamsQuery('category', query('priceMin=8.0&priceMax=9.50'))).toBe('priceMin=8&priceMax=9.5');
    for (const ignored of ['priceMin=-1', 'priceMin=x', 'priceMin=', 'priceMin=8&priceMin=9', 'priceMin=true', 'priceMin=%228%22'])
      expect(readParamsQuery('category', query(ignored)), ignored).toBe('');
    // min above max: the page reads neither.
    expect(readParamsQuery('category', query('priceMin=9&priceMax=8&sizes=36-40'))).toBe('sizes=36-40');
    expect(readParamsQuery('search', query('priceMax=20&term=stripe&priceMin=5'))).toBe('term=stripe&priceMin=5&priceMax=20');
  });
});
