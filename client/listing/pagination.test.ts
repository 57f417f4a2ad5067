import { describe, expect, it } from 'vitest';
import { pageWindow, toLocation } from './pagination';

describe('page window', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [2, 10, [1, 2, 3, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
  ] as const)('page %i of %i shows %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});

describe('toLocation', () => {
  it('moves the query string out of the path, into search', () => {
    expect(toLocation('/uk/search/2?term=red%20socks')).toEqual({ to: '/uk/search/2', search: { term: 'red socks' } });
    expect(toLocation('/uk/adults/socks?colours=red,navy%20blue&page=2')).toEqual({
      to: '/uk/adults/socks',
      search: { colours: 'red,navy blue', page: 2 },
    });
    expect(toLocation('/uk/adults/socks')).toEqual({ to: '/uk/adults/socks', search: {} });
  });
});
