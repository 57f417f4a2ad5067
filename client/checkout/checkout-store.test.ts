// The checkout store: steps as docs/spec/commerce-core.md §4 tracks them, persistence per market, reset.
import { describe, expect, it } from 'vitest';
import { emptyAddress, type CheckoutInformation } from '../../markets';
import { checkoutKeyOf, createCheckoutStore, isStepReachable, parseCheckoutState, stepHref, type OrderSession } from './checkout-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const information: CheckoutInformation = {
  address: { shipping: { ...emptyAddress('GB'), city: 'Leeds' }, billing: emptyAddress('GB') },
  useShippingForBilling: true,
  contact: { email: 'a@example.com', telephone: '0113', agreements: true, newsletterSubscription: false },
};

const uk = checkoutKeyOf('uk', 'GB');
const ie = checkoutKeyOf('eu', 'IE');

/** Only the id matters to the store; the rest is what the worker sends. */
const session = {
  order: { id: 'o-1' },
  paymentSession: { id: 'ps-1', reference: 'o-1-1', amount: { value: 1990, currency: 'GBP' }, expiresAt: '2026-11-23T12:00:00Z' },
} as unknown as OrderSession;

describe('checkout store', () => {
  it('starts at the cart, adds completed steps once, removes the address step', () => {
    const store = createCheckoutStore(() => memoryStorage());
    expect(store.select(uk).completed).toEqual(['cart']);
    store.completeStep('address');
    store.completeStep('address');
    store.completeStep('payment');
    expect(store.getSnapshot().completed).toEqual(['cart', 'address', 'payment']);
    store.removeStep('address');
    expect(store.getSnapshot().completed).toEqual(['cart', 'payment']);
  });

  it('clears the tracked steps on success but keeps the order session for the success page', () => {
    const store = createCheckoutStore(() => memoryStorage());
    store.select(uk);
    store.completeStep('address');
    store.saveOrderSession(session);
    store.completeStep('success');
    expect(store.getSnapshot()).toMatchObject({ completed: ['cart'], orderSession: { order: { id: 'o-1' } } });
  });

  it('keeps each market apart in session storage, so a new page load reads it back', () => {
    const storage = memoryStorage();
    const first = createCheckoutStore(() => storage);
    first.select(uk);
    first.saveInformation(information);
    first.completeStep('address');
    first.select(ie);
    first.completeStep('address');

    const reloaded = createCheckoutStore(() => storage);
    expect(reloaded.select(uk)).toEqual({ completed: ['cart', 'address'], information, orderSession: null });
    expect(reloaded.select(ie)).toEqual({ completed: ['cart', 'address'], information: null, orderSession: null });
    expect([...storage.items.keys()].sort()).toEqual(['argyle_checkout_eu_ie', 'argyle_checkout_uk_gb']);
  });

  it('reset clears steps, information and order session of the market and its storage', () => {
    const storage = memoryStorage();
    const store = createCheckoutStore(() => storage);
    store.select(uk);
    store.saveInformation(information);
    store.completeStep('address');
    store.saveOrderSession(session);
    store.resetCheckout();
    expect(store.getSnapshot()).toEqual({ completed: ['cart'], information: null, orderSession: null });
    expect(storage.items.size).toBe(0);
  });

  it('tells listeners of each change', () => {
    const store = createCheckoutStore(() => memoryStorage());
    store.select(uk);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.completeStep('address');
    store.saveInformation(information);
    store.resetCheckout();
    unsubscribe();
    store.completeStep('address');
    expect(calls).toBe(3);
  });

  it('works in memory when storage is blocked', () => {
    const store = createCheckoutStore(() => ({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    }));
    store.select(uk);
    store.completeStep('address');
    expect(store.getSnapshot().completed).toEqual(['cart', 'address']);
  });
});

describe('parseCheckoutState', () => {
  it('drops what it does not know and always keeps the cart step', () => {
    expect(parseCheckoutState('not json')).toEqual({ completed: ['cart'], information: null, orderSession: null });
    expect(parseCheckoutState(JSON.stringify({ completed: ['address', 'shipping'], information: 3, orderSession: { order: {} } }))).toEqual(
      {
        completed: ['cart', 'address'],
        information: null,
        orderSession: null,
      },
    );
  });
});

describe('isStepReachable', () => {
  it('opens a step once the one before it is completed', () => {
    expect(isStepReachable('cart', [])).toBe(true);
    expect(isStepReachable('address', ['cart'])).toBe(true);
    expect(isStepReachable('payment', ['cart'])).toBe(false);
    expect(isStepReachable('payment', ['cart', 'address'])).toBe(true);
    expect(isStepReachable('success', ['cart', 'address'])).toBe(false);
  });
});

describe('stepHref', () => {
  it('keeps the query string but for the one-off cart restore and payment return', () => {
    expect(stepHref('address', '?country=SE&items=A1x1&redirectResult=x')).toBe('/checkout/address?country=SE');
    expect(stepHref('cart', '')).toBe('/checkout/cart');
  });
});
