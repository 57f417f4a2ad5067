// What the browser knows of its cart token (decision 072): only whether the worker keeps one (the
// hint cookie), and an older shop's localStorage token, taken once and deleted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasCart, takeLegacyToken } from './cart-token';

const DAY = 24 * 60 * 60 * 1000;

function stubStorage(values = new Map<string, string>()) {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  });
  return values;
}
afterEach(() => vi.unstubAllGlobals());

describe('hasCart', () => {
  it("reads the region's hint cookie, never a token", () => {
    vi.stubGlobal('document', { cookie: 'a=1; argyle_has_cart_EU=1; argyle_has_cart_USX=1' });
    expect(hasCart('EU')).toBe(true);
    expect(hasCart('US')).toBe(false);
  });
});

describe('takeLegacyToken', () => {
  it('answers the token of the region once, and deletes it', () => {
    const values = stubStorage(new Map([['argyle_cart_token_EU', JSON.stringify({ token: 't-eu', date: Date.now() - DAY })]]));
    expect(takeLegacyToken('US')).toBeUndefined();
    expect(takeLegacyToken('EU')).toBe('t-eu');
    expect(values.size).toBe(0);
    expect(takeLegacyToken('EU')).toBeUndefined();
  });

  it('deletes a value it cannot read, unread', () => {
    const values = stubStorage(new Map([['argyle_cart_token_US', '{not json']]));
    expect(takeLegacyToken('US')).toBeUndefined();
    expect(values.size).toBe(0);
  });
});
