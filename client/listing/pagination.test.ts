import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

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
