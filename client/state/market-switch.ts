// Client side of switching markets (spec storefront-shell 4, market switching): turns the
// shared marketSwitchDecision into one action and carries it out.
// - external: leave for the external site (AU, NZ, JP).
// - redirect: full page load of the other storefront (same route path), after writing the
//   argyle_country cookie so the worker resolves the chosen market there.
// - in-place: write the cookie (the next full load keeps the choice), switch the app state's
//   country (catalogue queries are keyed by country, so prices and currency update), then call
//   onMarketSwitched.
import { marketSwitchDecision, pageMetaOf, routePath, storefrontForCountry, type CountryCode, type StorefrontCode } from '../../markets';
import { switchCartCountry } from '../cart/market-switch';

/** Cookie the worker reads to pick the market within a storefront (worker/market-resolution.ts). */
export const COUNTRY_COOKIE = 'argyle_country';
/** 180 days. */
export const COUNTRY_COOKIE_MAX_AGE = 15_552_000;

export function countryCookie(country: string): string {
  return `${COUNTRY_COOKIE}=${encodeURIComponent(country)}; path=/; max-age=${COUNTRY_COOKIE_MAX_AGE}; samesite=lax`;
}

export function writeCountryCookie(country: string) {
  document.cookie = countryCookie(country);
}

export type MarketSwitchAction =
  | { kind: 'navigate'; url: string; external: boolean; country?: CountryCode }
  | { kind: 'in-place'; country: CountryCode }
  | { kind: 'stay' };

export interface MarketSwitchContext {
  storefront: StorefrontCode;
  countryCode: CountryCode;
  /** Current location pathname (with the storefront segment). */
  pathname: string;
}

/** What choosing `target` does from here. Unknown countries and the current one stay. */
export function planMarketSwitch(context: MarketSwitchContext, target: string): MarketSwitchAction {
  const decision = marketSwitchDecision({
    current: { storefrontCode: context.storefront, countryCode: context.countryCode },
    targetCountry: target,
    isIndexPage: pageMetaOf(context.pathname).type === 'index',
  });
  switch (decision.kind) {
    case 'external':
      return { kind: 'navigate', url: decision.url, external: true };
    case 'redirect': {
      // The same route on the other storefront: every storefront serves the same route shapes
      // (content pages, categories, products, checkout), so the path carries over; the home
      // page and the index page become the storefront's home page.
      const route = routePath(context.pathname);
      return {
        kind: 'navigate',
        url: `/${decision.storefrontCode}${route === '/' ? '' : route}`,
        external: false,
        country: decision.countryCode,
      };
    }
    case 'in-place':
      return decision.countryCode === context.countryCode ? { kind: 'stay' } : { kind: 'in-place', country: decision.countryCode };
    case 'unsupported':
      return { kind: 'stay' };
  }
}

/** True when a country is served somewhere (a market of ours or an external site). */
export const isSupportedCountry = (country: string | undefined): boolean =>
  country !== undefined && storefrontForCountry(country) !== undefined;

/**
 * The geo country to offer when it differs from the current market and another market serves it.
 * We offer rather than force: the visitor may be travelling or shipping a gift, and the worker
 * already used the geo country for their first landing.
 */
export function geoSuggestion(geoCountry: string | undefined, currentCountry: string): string | undefined {
  const geo = geoCountry?.trim().toUpperCase();
  return geo && geo !== currentCountry && isSupportedCountry(geo) ? geo : undefined;
}

/**
 * Runs after every in-place market switch, once the app state has the new country: the cart
 * moves to the new country (commerce-core 4). Redirects and external switches don't call it:
 * the next page load starts from the cookie, and the cart's startup fetch moves it then.
 */
export function onMarketSwitched(country: CountryCode): void {
  void switchCartCountry(country);
}

export interface MarketSwitchEffects {
  assign: (url: string) => void;
  writeCookie: (country: string) => void;
  setCountry: (country: CountryCode) => void;
  onSwitched: (country: CountryCode) => void;
}

const browserEffects = (setCountry: (country: CountryCode) => void): MarketSwitchEffects => ({
  assign: (url) => window.location.assign(url),
  writeCookie: writeCountryCookie,
  setCountry,
  onSwitched: onMarketSwitched,
});

/** Carries out an action; effects are injectable for tests. */
export function applyMarketSwitch(action: MarketSwitchAction, effects: MarketSwitchEffects): void {
  switch (action.kind) {
    case 'navigate':
      if (action.country) effects.writeCookie(action.country);
      effects.assign(action.url);
      return;
    case 'in-place':
      effects.writeCookie(action.country);
      effects.setCountry(action.country);
      effects.onSwitched(action.country);
      return;
    case 'stay':
      return;
  }
}

/** Plan and apply in the browser. Returns the action so the caller can close its dialog. */
export function switchMarket(context: MarketSwitchContext, target: string, setCountry: (country: CountryCode) => void): MarketSwitchAction {
  const action = planMarketSwitch(context, target);
  applyMarketSwitch(action, browserEffects(setCountry));
  return action;
}
