// Client side of switching markets (docs/spec/storefront-shell.md §4, market switching): turns the
// shared marketSwitchDecision into one action and carries it out.
// - external: leave for the external site (AU, NZ, JP) at its configured address, which the
//   client learns from GET /api/country-code (only asked for external countries).
// - redirect: full page load of the other storefront (same route path and query), after writing
//   the country cookie so the worker resolves the chosen market there.
// - in-place: write the cookie (the next full load keeps the choice), set the market store (the
//   one market state of loaders and components), then call onMarketSwitched.
// The same rule runs on arrival for the geo country (switchToGeoMarket, decision 015), unless
// the shopper has made an explicit choice (country cookie); a geo switch writes no cookie.
import {
  COUNTRY_COOKIE,
  COUNTRY_COOKIE_MAX_AGE,
  GEO_COOKIE,
  isExternalStorefrontCode,
  marketSwitchDecision,
  pageMetaOf,
  readCookie,
  routePath,
  storefrontForCountry,
  type CountryCode,
  type ExternalStorefrontUrls,
  type StorefrontCode,
} from '../../markets';
import { ApiError } from '../../contract/api-error';
import type { Api } from '../queries/api';
import { switchCartCountry } from '../cart/market-switch';
import type { MarketStore } from './market-store';

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
  /** Current query string ('' or '?…'), kept on a redirect to another storefront. */
  search?: string;
}

/** What choosing `target` does from here. Unknown countries and the current one stay. */
export function planMarketSwitch(context: MarketSwitchContext, target: string, externalUrls?: ExternalStorefrontUrls): MarketSwitchAction {
  const decision = marketSwitchDecision({
    current: { storefrontCode: context.storefront, countryCode: context.countryCode },
    targetCountry: target,
    isIndexPage: pageMetaOf(context.pathname).type === 'index',
    ...(externalUrls ? { externalUrls } : {}),
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
        url: `/${decision.storefrontCode}${route === '/' ? '' : route}${context.search ?? ''}`,
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

/**
 * The configured address of target's external storefront, from /api/country-code (cached an
 * hour); nothing to ask for our own markets.
 */
export async function externalUrlsFor(api: Api['market'], target: string): Promise<ExternalStorefrontUrls> {
  const code = storefrontForCountry(target);
  if (!isExternalStorefrontCode(code)) return {};
  const answer = await api.countryCode(target);
  return answer.external ? { [code]: answer.external.url } : {};
}

/** True when a country is served somewhere (a market of ours or an external site). */
export const isSupportedCountry = (country: string | undefined): boolean =>
  country !== undefined && storefrontForCountry(country) !== undefined;

/**
 * The geo country to offer in the country switcher when it differs from the current market and
 * another market serves it: after an explicit choice we no longer switch on geo, only offer.
 */
export function geoSuggestion(geoCountry: string | undefined, currentCountry: string): string | undefined {
  const geo = geoCountry?.trim().toUpperCase();
  return geo && geo !== currentCountry && isSupportedCountry(geo) ? geo : undefined;
}

/** The geo country the worker put in its cookie, if any. */
export const geoCountryFrom = (cookies: string): string | undefined => readCookie(cookies, GEO_COOKIE);

/**
 * The market switch a shopper gets on arrival (docs/spec/storefront-shell.md §4: a differing geo country triggers the
 * switch when that market is supported). None after an explicit choice (country cookie set), or
 * without a geo country.
 */
export function planGeoSwitch(context: MarketSwitchContext, cookies: string, externalUrls?: ExternalStorefrontUrls): MarketSwitchAction {
  if (readCookie(cookies, COUNTRY_COOKIE)) return { kind: 'stay' };
  const geo = geoCountryFrom(cookies);
  return geo ? planMarketSwitch(context, geo, externalUrls) : { kind: 'stay' };
}

/**
 * Runs after every in-place market switch (chosen or geo), once the market store has the new
 * country: the cart moves to the new country (docs/spec/commerce-core.md §4). Redirects and external switches
 * don't call it: the next page load starts afresh, and the cart's startup fetch moves it then.
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

const browserEffects = (market: MarketStore): MarketSwitchEffects => ({
  assign: (url) => window.location.assign(url),
  writeCookie: writeCountryCookie,
  setCountry: market.set,
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

export interface BrowserMarket {
  storefront: StorefrontCode;
  market: MarketStore;
  api: Api['market'];
}

const here = (app: BrowserMarket): MarketSwitchContext => ({
  storefront: app.storefront,
  countryCode: app.market.get().countryCode,
  pathname: window.location.pathname,
  search: window.location.search,
});

/** The shopper's choice in the country switcher, planned and applied. Returns the action so the caller can close its dialog. */
export async function switchMarket(app: BrowserMarket, target: string): Promise<MarketSwitchAction> {
  const action = planMarketSwitch(here(app), target, await externalUrlsFor(app.api, target));
  applyMarketSwitch(action, browserEffects(app.market));
  return action;
}

/** sessionStorage key of the last geo redirect: never the same one twice in a session (no loop). */
export const GEO_REDIRECT_KEY = 'argyle_geo_redirect';

/** sessionStorage key: the worker was asked for the geo country in this session. */
export const GEO_ASKED_KEY = 'argyle_geo_asked';

/**
 * Asks the worker for the shopper's geo country, once a session: its answer sets the geo cookie.
 * Pages come from a shared edge cache and set no cookie (docs/decisions/024).
 */
export async function refreshGeoCountry(api: Api['market']): Promise<void> {
  try {
    if (sessionStorage.getItem(GEO_ASKED_KEY)) return;
  } catch {
    // No session storage: ask on every page.
  }
  try {
    await api.geoCountry();
  } catch (error) {
    if (error instanceof ApiError) return; // refused: ask again on the next page
    throw error;
  }
  try {
    sessionStorage.setItem(GEO_ASKED_KEY, '1');
  } catch {
    // As above.
  }
}

/** The geo market switch on arrival, in the browser (after hydration). */
export async function switchToGeoMarket(app: BrowserMarket): Promise<MarketSwitchAction> {
  await refreshGeoCountry(app.api);
  let action = planGeoSwitch(here(app), document.cookie);
  const geo = geoCountryFrom(document.cookie);
  if (action.kind === 'navigate' && action.external && geo) {
    action = planGeoSwitch(here(app), document.cookie, await externalUrlsFor(app.api, geo));
  }
  if (action.kind === 'navigate') {
    // Without session storage (blocked by the browser) there is no loop guard: then no redirect.
    try {
      if (sessionStorage.getItem(GEO_REDIRECT_KEY) === action.url) return { kind: 'stay' };
      sessionStorage.setItem(GEO_REDIRECT_KEY, action.url);
    } catch {
      return { kind: 'stay' };
    }
  }
  // Geo is no choice of the shopper's: nothing goes into the country cookie.
  applyMarketSwitch(action, { ...browserEffects(app.market), writeCookie: () => undefined });
  return action;
}
