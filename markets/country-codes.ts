// The 30 market country codes (docs/spec/storefront-shell.md §3) and the country cookies. A module of its
// own so that storefronts.ts and markets.ts both build on it without importing each other.

/**
 * Market country codes in spec order: focus markets, then the eu and gl umbrella markets.
 * @example COUNTRY_CODES.length // 30
 */
export const COUNTRY_CODES = [
  'GB',
  'DE',
  'AT',
  'BE',
  'CH',
  'NL',
  'FR',
  'US',
  'ES',
  'IT',
  'HR',
  'EE',
  'SK',
  'SE',
  'FI',
  'PT',
  'LV',
  'LT',
  'IE',
  'CZ',
  'SI',
  'DK',
  'HU',
  'PL',
  'LU',
  'NO',
  'KR',
  'SG',
  'IL',
  'AE',
] as const;

/** A market country code (the 30 of the spec). @example const c: CountryCode = 'NO'; */
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** True when x is one of the 30 market codes (upper case, as stored). @example isCountryCode('SE') // true */
export function isCountryCode(x: unknown): x is CountryCode {
  return typeof x === 'string' && (COUNTRY_CODES as readonly string[]).includes(x);
}

/**
 * Cookie holding the shopper's explicit country choice (written by the country switcher, read by
 * the worker to pick the market within a storefront). While it is set, no geo switch happens.
 * @example COUNTRY_COOKIE // 'argyle_country'
 */
export const COUNTRY_COOKIE = 'argyle_country';

/** How long an explicit country choice lasts: 180 days, in seconds. @example COUNTRY_COOKIE_MAX_AGE // 15552000 */
export const COUNTRY_COOKIE_MAX_AGE = 15_552_000;

/**
 * Cookie the worker sets to the shopper's geo country (session cookie, readable by scripts), so the
 * client can offer or make the geo market switch without the geo country being in the page HTML.
 * @example GEO_COOKIE // 'argyle_geo'
 */
export const GEO_COOKIE = 'argyle_geo';

/** Reads one cookie from a Cookie header or document.cookie string. @example readCookie('a=1; b=2', 'b') // '2' */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
