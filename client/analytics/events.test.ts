import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPERIMENTS } from '../../markets/experiments';
import { listSplitTestEvents, SPLIT_TEST_EVENTS, splitTestFlag, track, type EventName } from './events';

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

describe('split-test flag (docs/spec/commerce-core.md §9)', () => {
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

describe('split-test events of running experiments (decision 039)', () => {
  afterEach(() => {
    delete SPLIT_TEST_EVENTS.uk;
    vi.unstubAllGlobals();
  });

  it('flags the listed events on that storefront only, from the page state', () => {
    const win: { dataLayer?: unknown[]; location: { pathname: string } } = { location: { pathname: '/uk/product/A' } };
    vi.stubGlobal('window', win);
    const line = { sku: 'A-1', name: 'Dots', price: 1200, currency: 'GBP', quantity: 1 };
    track({ event: 'add-to-cart', line });
    listSplitTestEvents('uk', ['add-to-cart', 'checkout-step']);
    track({ event: 'add-to-cart', line });
    win.location.pathname = '/fr/product/A';
    track({ event: 'add-to-cart', line });
    expect(win.dataLayer?.map((e) => (e as { splitTest: boolean }).splitTest)).toEqual([false, true, false]);
  });

  it('lists only events the union knows in the registry', () => {
    // Type-checked too: the registry's literal event names must be EventNames.
    const listed: readonly (readonly EventName[])[] = EXPERIMENTS.map((e) => e.splitTestEvents);
    expect(listed.flat()).toEqual(['add-to-cart', 'checkout-step']);
  });
});
