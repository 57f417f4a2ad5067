import { describe, expect, it } from 'vitest';
import { hasPrivateParams, PREVIEW_PARAMS } from './query-params';

describe('private query parameters', () => {
  it.each([
    'bust=x',
    '_storyblok=7',
    '_storyblok_release=12',
    '_storyblok_tk[token]=ab',
    '_storyblok_c=page',
    'redirectResult=r',
    'items=A:1',
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
