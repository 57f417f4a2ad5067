// The shopper's checkout in the browser (docs/spec/commerce-core.md §4): the completed steps, the address
// step's information and the order session, one store outside React like the cart's. Kept in
// sessionStorage per market (decision 021), so a reload keeps everything and another tab or
// market starts clean. Completed steps start as cart; the address step can be removed; reaching
// success clears the tracked steps; reset clears everything and returns to the cart.
//
// `information` is what the shopper typed (saved as they type, so it may be incomplete); it is
// the checked information only while `completed` includes 'address'.
import { useSyncExternalStore } from 'react';
import { CHECKOUT_STEPS, type CheckoutInformation, type CheckoutStep } from '../../markets';
import type { OrderSession } from '../../contract/orders';
import { browserStorage } from '../browser-storage';
import { useAppState } from '../state/bootstrap';

export type { OrderSession };

export interface CheckoutState {
  completed: CheckoutStep[];
  information: CheckoutInformation | null;
  orderSession: OrderSession | null;
}

export const CHECKOUT_KEY_PREFIX = 'argyle_checkout_';
const INITIAL: CheckoutState = { completed: ['cart'], information: null, orderSession: null };

/** The storage key of a market: storefront and country (a storefront can serve several). */
export const checkoutKeyOf = (storefront: string, country: string) => `${CHECKOUT_KEY_PREFIX}${storefront}_${country}`.toLowerCase();

const isStep = (value: unknown): value is CheckoutStep => typeof value === 'string' && value in CHECKOUT_STEPS;

/** The stored state, or the initial one for anything unreadable (old, foreign or edited). */
export function parseCheckoutState(raw: string | null | undefined): CheckoutState {
  if (!raw) return INITIAL;
  try {
    const stored = JSON.parse(raw) as Partial<CheckoutState> | null;
    const completed = Array.isArray(stored?.completed) ? stored.completed.filter(isStep) : [];
    const information = stored?.information;
    const orderSession = stored?.orderSession;
    return {
      completed: completed.includes('cart') ? completed : ['cart', ...completed],
      information: information && typeof information === 'object' && information.address && information.contact ? information : null,
      orderSession: orderSession && typeof orderSession.order?.id === 'string' ? orderSession : null,
    };
  } catch {
    return INITIAL;
  }
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Without storage (blocked by privacy settings) the checkout lives in memory only.
export function createCheckoutStore(storage: () => SessionStore | undefined = () => browserStorage('session')) {
  const states = new Map<string, CheckoutState>();
  const listeners = new Set<() => void>();
  let active = checkoutKeyOf('', '');

  const stateOf = (key: string): CheckoutState => {
    let state = states.get(key);
    if (!state) {
      state = parseCheckoutState(storage()?.getItem(key));
      states.set(key, state);
    }
    return state;
  };

  const set = (patch: Partial<CheckoutState>) => {
    const next = { ...stateOf(active), ...patch };
    states.set(active, next);
    try {
      storage()?.setItem(active, JSON.stringify(next));
    } catch {
      // quota or blocked storage: keep the state in memory
    }
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The market's state; makes it the one the actions change. */
    select(key: string) {
      active = key;
      return stateOf(key);
    },
    getSnapshot: () => stateOf(active),

    /** Marks a step done; success clears the tracked steps (docs/spec/commerce-core.md §4). */
    completeStep(step: CheckoutStep) {
      const { completed } = stateOf(active);
      if (step === 'success') set({ completed: INITIAL.completed });
      else if (!completed.includes(step)) set({ completed: [...completed, step] });
    },
    /** The address step is no longer done (the shopper changed it): payment waits for it again. */
    removeStep(step: 'address') {
      const { completed } = stateOf(active);
      if (completed.includes(step)) set({ completed: completed.filter((s) => s !== step) });
    },
    saveInformation(information: CheckoutInformation) {
      set({ information });
    },
    saveOrderSession(orderSession: OrderSession | null) {
      set({ orderSession });
    },
    /** Clears steps, information and order session: the checkout starts again at the cart. */
    resetCheckout() {
      states.set(active, INITIAL);
      try {
        storage()?.removeItem(active);
      } catch {
        // blocked storage: nothing was stored
      }
      for (const listener of listeners) listener();
    },
  };
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;

/** The page's checkout. */
export const checkoutStore = createCheckoutStore();

export const completeStep = (step: CheckoutStep) => checkoutStore.completeStep(step);
export const removeStep = (step: 'address') => checkoutStore.removeStep(step);
export const saveInformation = (information: CheckoutInformation) => checkoutStore.saveInformation(information);
export const saveOrderSession = (orderSession: OrderSession | null) => checkoutStore.saveOrderSession(orderSession);
export const resetCheckout = () => checkoutStore.resetCheckout();

/** Step n can be opened once step n-1 is completed; the cart always. */
export function isStepReachable(step: CheckoutStep, completed: readonly CheckoutStep[]): boolean {
  const previous = (Object.keys(CHECKOUT_STEPS) as CheckoutStep[]).find((s) => CHECKOUT_STEPS[s] === CHECKOUT_STEPS[step] - 1);
  return !previous || completed.includes(previous);
}

/** Query parameters that act once (cart restore, payment return) and must not follow the shopper. */
const ONE_OFF_PARAMS = ['items', 'redirectResult'];

/**
 * A step's storefront-relative href. The query string is kept (docs/spec/commerce-core.md §2) but for the
 * one-off parameters, so a restore from `items` does not run again on a later reload.
 * @example stepHref('address', '?country=SE&items=A1x1') // '/checkout/address?country=SE'
 */
export function stepHref(step: Exclude<CheckoutStep, 'success'>, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ONE_OFF_PARAMS) params.delete(name);
  const query = params.toString();
  return `/checkout/${step}${query ? `?${query}` : ''}`;
}

/**
 * The current market's checkout. The server knows no sessionStorage, so it (and hydration)
 * renders the initial state; the stored one follows right after.
 */
export function useCheckout(): CheckoutState {
  const { bootstrap, market } = useAppState();
  const key = checkoutKeyOf(bootstrap.storefront, market.countryCode);
  return useSyncExternalStore(
    checkoutStore.subscribe,
    () => checkoutStore.select(key),
    () => INITIAL,
  );
}
