// The one market state of the app: route loaders read it from the router context and
// components through useAppState(), so an in-place market switch changes both at once and they
// cannot drift apart. Created per router (per request on the server, once in the browser).
import { getMarket, type CountryCode, type Environment, type Market } from '../../markets';

export interface MarketStore {
  /** The market the shopper sees now. */
  get: () => Market;
  /** Switches the market in place (same storefront); listeners run when it changes. */
  set: (country: CountryCode) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createMarketStore(country: CountryCode, environment: Environment): MarketStore {
  let market = getMarket(country, environment);
  const listeners = new Set<() => void>();
  return {
    get: () => market,
    set: (next) => {
      if (next === market.countryCode) return;
      market = getMarket(next, environment);
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
