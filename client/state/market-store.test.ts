import { describe, expect, it, vi } from 'vitest';
import { createMarketStore } from './market-store';

describe('market store', () => {
  it('starts on the given market of the environment', () => {
    expect(createMarketStore('FI', 'staging').get().tax).toBe(24);
    expect(createMarketStore('SE', 'production').get().currency.code).toBe('SEK');
  });

  it('switches the market and tells every listener once, not for the same country', () => {
    const store = createMarketStore('SE', 'production');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('DK');
    store.set('DK');
    expect(store.get().currency.code).toBe('DKK');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('NO');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().countryCode).toBe('NO');
  });
});
