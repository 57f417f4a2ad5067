// Pure parts of the cart store: the `items` restore query and optimistic quantity changes.
import { describe, expect, it } from 'vitest';
import type { NormalizedCart } from '../../worker/services/contract';
import { parseRestoreItems, withQuantity } from './cart-store';

describe('parseRestoreItems', () => {
  it('reads {id}x{quantity} pairs, SKUs with dashes and sizes included', () => {
    expect(parseRestoreItems('ARG-A-36-40x2,ARG-K-B-0-6Mx1')).toEqual([
      { id: 'ARG-A-36-40', quantity: 2 },
      { id: 'ARG-K-B-0-6M', quantity: 1 },
    ]);
  });

  it('skips entries without an id or a whole quantity of 1 to 10000', () => {
    expect(parseRestoreItems('x2,ARG-Ax,ARG-Bx1.5,ARG-Cx0,ARG-Dx10001,ARG-E,ARG-Fxtwo,ARG-Gx10000')).toEqual([
      { id: 'ARG-G', quantity: 10_000 },
    ]);
    expect(parseRestoreItems('')).toEqual([]);
    expect(parseRestoreItems(null)).toEqual([]);
  });
});

describe('withQuantity', () => {
  const cart = {
    items: [{ sku: 'A', quantity: 2, price: { original: 1000, final: 800 } }],
    itemsCount: 2,
    priceProducts: 1600,
    priceTotal: 2095,
  } as unknown as NormalizedCart;

  it('sets, adds to and removes a line, moving the count and totals with it', () => {
    expect(withQuantity(cart, 'A', 3)).toMatchObject({ itemsCount: 3, priceProducts: 2400, priceTotal: 2895, items: [{ quantity: 3 }] });
    expect(withQuantity(cart, 'A', 1, true)).toMatchObject({ itemsCount: 3, items: [{ quantity: 3 }] });
    expect(withQuantity(cart, 'A', 0)).toMatchObject({ itemsCount: 0, priceProducts: 0, items: [] });
  });

  it('counts an add of a product not yet in the cart before the service answers', () => {
    expect(withQuantity(cart, 'B', 1, true)).toMatchObject({ itemsCount: 3, items: [{ sku: 'A' }] });
  });
});
