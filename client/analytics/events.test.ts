import { afterEach, describe, expect, it, vi } from 'vitest';
import { splitTestFlag, track } from './events';

describe('track', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates window.dataLayer and appends each event with its split-test flag', () => {
    const win: { dataLayer?: unknown[]; location: { pathname: string } } = { location: { pathname: '/de/search' } };
    vi.stubGlobal('window', win);
    track({ event: 'click-search', term: 'dots', productId: '', type: 'searchClick' });
    track({ event: 'experiment-exposure', experimentId: 'pdp-gallery', variant: 'b' });
    expect(win.dataLayer).toEqual([
      { event: 'click-search', term: 'dots', productId: '', type: 'searchClick', splitTest: false },
      { event: 'experiment-exposure', experimentId: 'pdp-gallery', variant: 'b', splitTest: true },
    ]);
  });

  it('does nothing on the server', () => {
    expect(() => track({ event: 'click-search', term: 'a', productId: '', type: 'searchClick' })).not.toThrow();
  });
});

describe('split-test flag (commerce-core 9)', () => {
  it('is true for general and purchase events', () => {
    expect(splitTestFlag('page-view', 'uk')).toBe(true);
    expect(splitTestFlag('experiment-exposure', 'uk')).toBe(true);
    expect(splitTestFlag('purchase', 'uk')).toBe(true);
  });

  it('is false for other events unless the storefront lists them for its split tests', () => {
    const listed = { de: ['add-to-cart', 'product-click'] } as const;
    expect(splitTestFlag('add-to-cart', 'uk', listed)).toBe(false);
    expect(splitTestFlag('add-to-cart', 'de', listed)).toBe(true);
    expect(splitTestFlag('product-click', 'de', listed)).toBe(true);
    expect(splitTestFlag('newsletter', 'de', listed)).toBe(false);
    expect(splitTestFlag('product-impressions', '_default', listed)).toBe(false);
  });
});
