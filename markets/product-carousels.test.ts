import { describe, expect, it } from 'vitest';
import { carouselBlocks, carouselOf } from './product-carousels';

describe('product carousel blocks', () => {
  it('reads the filter’s string fields and the limit', () => {
    expect(carouselOf({ _uid: 'a', component: 'product_carousel', searchFilter: { collections: 'gift-boxes', bad: 3 }, limit: 4 })).toEqual(
      {
        uid: 'a',
        searchFilter: { collections: 'gift-boxes' },
        limit: 4,
      },
    );
  });

  it('shows 8 without a limit and keeps a limit within 1 to 24', () => {
    expect(carouselOf({ _uid: 'a', searchFilter: 'badges=new' })).toEqual({ uid: 'a', searchFilter: {}, limit: 8 });
    expect(carouselOf({ _uid: 'a', limit: 500 }).limit).toBe(24);
    expect(carouselOf({ _uid: 'a', limit: 0 }).limit).toBe(1);
    expect(carouselOf({ _uid: 'a', limit: 2.5 }).limit).toBe(8);
  });

  it('finds carousels at any depth in document order, skipping those without a uid', () => {
    const content = {
      component: 'page',
      body: [
        { _uid: 'one', component: 'product_carousel', searchFilter: { badges: 'bestsellers' } },
        { _uid: 'x', component: 'image_text', nested: { _uid: 'two', component: 'product_carousel', limit: 4 } },
        { component: 'product_carousel' },
        { _uid: 'h', component: 'hero' },
      ],
    };
    expect(carouselBlocks(content)).toEqual([
      { uid: 'one', searchFilter: { badges: 'bestsellers' }, limit: 8 },
      { uid: 'two', searchFilter: {}, limit: 4 },
    ]);
    expect(carouselBlocks({ component: 'page', body: [{ _uid: 'h', component: 'hero' }] })).toEqual([]);
    expect(carouselBlocks(null)).toEqual([]);
  });
});
