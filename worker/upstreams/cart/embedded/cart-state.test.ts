// The line rules a cart's Durable Object applies: all or nothing, stock and the 10000 limit.
import { describe, expect, it } from 'vitest';
import { applyLineChanges, type CartLine } from './cart-state';

const lines: CartLine[] = [
  { sku: 'A', quantity: 2, position: 1 },
  { sku: 'B', quantity: 1, position: 2 },
];

describe('applyLineChanges', () => {
  it('sets, adds, appends and removes lines in order of addition', () => {
    const next = applyLineChanges(
      lines,
      [
        { sku: 'A', quantity: 3, increment: true },
        { sku: 'C', quantity: 1 },
        { sku: 'B', quantity: 0 },
      ],
      { A: 10, C: 10 },
    );
    expect(next).toEqual([
      { sku: 'A', quantity: 5, position: 1 },
      { sku: 'C', quantity: 1, position: 3 },
    ]);
  });

  it('refuses above 10000 before looking at stock, and changes nothing', () => {
    expect(() => applyLineChanges(lines, [{ sku: 'A', quantity: 10_001 }], { A: 1_000_000 })).toThrow('Quantity must be at most 10000');
    expect(applyLineChanges(lines, [{ sku: 'A', quantity: 10_000 }], { A: 1_000_000 })[0]?.quantity).toBe(10_000);
    expect(() => applyLineChanges(lines, [{ sku: 'A', quantity: 9_999, increment: true }], { A: 1_000_000 })).toThrow(/10000/);
  });

  it('refuses more than the stock, but lets a line the stock no longer covers go down', () => {
    expect(() =>
      applyLineChanges(
        lines,
        [
          { sku: 'C', quantity: 1 },
          { sku: 'A', quantity: 11 },
        ],
        { A: 10, C: 5 },
      ),
    ).toThrow(expect.objectContaining({ code: 'OUT_OF_STOCK' }));
    expect(applyLineChanges([{ sku: 'A', quantity: 8, position: 1 }], [{ sku: 'A', quantity: 6 }], { A: 3 })).toEqual([
      { sku: 'A', quantity: 6, position: 1 },
    ]);
  });
});
