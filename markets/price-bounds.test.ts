import { describe, expect, it } from 'vitest';
import { priceBound, priceBounds, priceBoundsOf } from './price-bounds';

describe('price bounds in the query string', () => {
  it('accepts a number from 0 up, to the cent, and nothing else', () => {
    expect(priceBound(8)).toBe(8);
    expect(priceBound(0)).toBe(0);
    expect(priceBound(8.955)).toBe(8.96);
    expect(priceBound(1_000_000)).toBe(1_000_000);
    for (const value of [-1, 1_000_001, Number.NaN, Number.POSITIVE_INFINITY, '8', '', null, true, [8, 9], undefined])
      expect(priceBound(value), String(value)).toBeUndefined();
  });

  it('drops both bounds when min is above max, and keeps equal ones', () => {
    expect(priceBounds({ priceMin: 9, priceMax: 8 })).toEqual({});
    expect(priceBounds({ priceMin: 8, priceMax: 8 })).toEqual({ priceMin: 8, priceMax: 8 });
    expect(priceBounds({ priceMin: 'x', priceMax: 20 })).toEqual({ priceMax: 20 });
  });

  it('reads a raw query string as the router parses it', () => {
    expect(priceBoundsOf(new URLSearchParams('priceMin=8.0&priceMax=1e2'))).toEqual({ priceMin: 8, priceMax: 100 });
    expect(priceBoundsOf(new URLSearchParams('priceMin=%228%22&priceMax=9&priceMax=10'))).toEqual({});
  });
});
