import { describe, expect, it } from 'vitest';
import { getLastListingPage, getPreviousLocation, recordPageView } from './navigation-history';

describe('navigation history', () => {
  it('keeps the previous location and the last listing page as the return target', () => {
    const data = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => void data.set(k, v), getItem: (k: string) => data.get(k) ?? null };
    recordPageView('/uk', storage);
    recordPageView('/uk/adults/socks?colours=red', storage);
    recordPageView('/uk/product/ARG-1', storage);
    expect(getPreviousLocation()).toBe('/uk/adults/socks?colours=red');
    recordPageView('/uk/search?term=dots', storage);
    recordPageView('/uk/checkout/cart', storage);
    expect(getPreviousLocation()).toBe('/uk/search?term=dots');
    expect(getLastListingPage(storage)).toBe('/uk/search?term=dots');
  });
});
