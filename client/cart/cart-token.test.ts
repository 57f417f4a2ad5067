// The cart token per warehouse region with its freshness check (decision 017: 28 days).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_TOKEN_FRESH_MS, clearCartToken, readCartToken, writeCartToken } from './cart-token';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  const items = new Map<string, string>();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('cart token', () => {
  it('keeps one token per warehouse region', () => {
    writeCartToken('NL', 'nl-token', 0);
    writeCartToken('US', 'us-token', 0);
    expect(readCartToken('NL', DAY)).toBe('nl-token');
    expect(readCartToken('US', DAY)).toBe('us-token');
    clearCartToken('NL');
    expect(readCartToken('NL', DAY)).toBeUndefined();
    expect(readCartToken('US', DAY)).toBe('us-token');
  });

  it('uses a token for 28 days after it was stored, then removes it', () => {
    expect(CART_TOKEN_FRESH_MS).toBe(28 * DAY);
    writeCartToken('NL', 'token', 0);
    expect(readCartToken('NL', 28 * DAY - 1)).toBe('token');
    expect(readCartToken('NL', 28 * DAY)).toBeUndefined();
    expect(localStorage.getItem('argyle_cart_token_NL')).toBeNull();
  });

  it('removes a stored value it cannot read', () => {
    localStorage.setItem('argyle_cart_token_NL', '{"token":1}');
    expect(readCartToken('NL')).toBeUndefined();
    expect(localStorage.getItem('argyle_cart_token_NL')).toBeNull();
  });
});
