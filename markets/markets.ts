// The 30 country markets (docs/spec/storefront-shell.md §3 and §9): tax, currency, language, locale and
// continent per country. Rows hold only what is specific to a country; content locale, warehouse
// and focus flag come from the market's storefront, so the two tables cannot drift apart.
// Tax can differ per environment (FI is 25 % in production, 24 % in staging), hence marketsFor(env).

import { isCountryCode } from './country-codes';
import type { CountryCode } from './country-codes';
import { getCountry } from './countries';
import type { Environment } from './environment';
import { EXTERNAL_STOREFRONTS, defaultCountryOf, getStorefront } from './storefronts';
import type { ContentLocale, DefaultStorefrontCode, ExternalStorefrontCode, StorefrontCode, Warehouse } from './storefronts';

/** Continents markets belong to. @example CONTINENTS.includes('AS') // true */
export const CONTINENTS = ['EU', 'NA', 'AS'] as const;
/** @example const c: Continent = 'NA'; */
export type Continent = (typeof CONTINENTS)[number];

/** Shop languages. @example LANGUAGES.includes('nl') // true */
export const LANGUAGES = ['en', 'de', 'nl', 'fr'] as const;
/** @example const l: Language = 'fr'; */
export type Language = (typeof LANGUAGES)[number];

/** Market kinds: focus storefronts, the eu/gl umbrella storefronts, or external sites. @example MARKET_TYPES[0] // 'focus' */
export const MARKET_TYPES = ['focus', 'umbrella', 'external'] as const;
/** @example const t: MarketType = 'umbrella'; */
export type MarketType = (typeof MARKET_TYPES)[number];

/** Currency symbols by ISO code (docs/spec/storefront-shell.md §9.2). @example CURRENCY_SYMBOLS.CZK // 'Kč' */
export const CURRENCY_SYMBOLS = {
  GBP: '£',
  CHF: 'CHF',
  USD: '$',
  SEK: 'kr',
  CZK: 'Kč',
  DKK: 'kr.',
  NOK: 'kr',
  KRW: '₩',
  EUR: '€',
} as const;
/** A market currency. @example const c: CurrencyCode = 'SEK'; */
export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;

/** What a market row states itself; the rest is derived from its storefront. @example const d: MarketDefinition = MARKETS[0]; */
export interface MarketDefinition {
  readonly countryCode: CountryCode;
  readonly storefrontCode: StorefrontCode;
  readonly continent: Continent;
  /** Production tax percent; absent where the spec gives none (FR). */
  readonly tax?: number;
  readonly currency: CurrencyCode;
  readonly language: Language;
  /** BCP-47 tag used for html lang, Intl formatting and locale.iso. */
  readonly htmlLocale: string;
}

/**
 * The 30 markets, one row per country, in spec order (focus, umbrella eu, umbrella gl).
 * @example MARKETS.find((m) => m.countryCode === 'SE')?.currency // 'SEK'
 */
export const MARKETS = [
  { countryCode: 'GB', storefrontCode: 'uk', continent: 'EU', tax: 20, currency: 'GBP', language: 'en', htmlLocale: 'en-GB' },
  { countryCode: 'DE', storefrontCode: 'de', continent: 'EU', tax: 19, currency: 'EUR', language: 'de', htmlLocale: 'de-DE' },
  { countryCode: 'AT', storefrontCode: 'at', continent: 'EU', tax: 20, currency: 'EUR', language: 'de', htmlLocale: 'de-AT' },
  { countryCode: 'BE', storefrontCode: 'be', continent: 'EU', tax: 21, currency: 'EUR', language: 'nl', htmlLocale: 'nl-BE' },
  { countryCode: 'CH', storefrontCode: 'ch', continent: 'EU', tax: 0, currency: 'CHF', language: 'de', htmlLocale: 'de-CH' },
  { countryCode: 'NL', storefrontCode: 'nl', continent: 'EU', tax: 21, currency: 'EUR', language: 'nl', htmlLocale: 'nl-NL' },
  // FR: the spec gives no tax rate, so the row has no tax field at all.
  { countryCode: 'FR', storefrontCode: 'fr', continent: 'EU', currency: 'EUR', language: 'fr', htmlLocale: 'fr-FR' },
  { countryCode: 'US', storefrontCode: 'us', continent: 'NA', tax: 0, currency: 'USD', language: 'en', htmlLocale: 'en-US' },
  { countryCode: 'ES', storefrontCode: 'es', continent: 'EU', tax: 21, currency: 'EUR', language: 'en', htmlLocale: 'en-ES' },
  { countryCode: 'IT', storefrontCode: 'it', continent: 'EU', tax: 22, currency: 'EUR', language: 'en', htmlLocale: 'en-IT' },
  { countryCode: 'HR', storefrontCode: 'eu', continent: 'EU', tax: 25, currency: 'EUR', language: 'en', htmlLocale: 'en-HR' },
  { countryCode: 'EE', storefrontCode: 'eu', continent: 'EU', tax: 20, currency: 'EUR', language: 'en', htmlLocale: 'en-EE' },
  { countryCode: 'SK', storefrontCode: 'eu', continent: 'EU', tax: 20, currency: 'EUR', language: 'en', htmlLocale: 'en-SK' },
  { countryCode: 'SE', storefrontCode: 'eu', continent: 'EU', tax: 25, currency: 'SEK', language: 'en', htmlLocale: 'en-SE' },
  { countryCode: 'FI', storefrontCode: 'eu', continent: 'EU', tax: 25, currency: 'EUR', language: 'en', htmlLocale: 'en-FI' },
  { countryCode: 'PT', storefrontCode: 'eu', continent: 'EU', tax: 23, currency: 'EUR', language: 'en', htmlLocale: 'en-PT' },
  { countryCode: 'LV', storefrontCode: 'eu', continent: 'EU', tax: 21, currency: 'EUR', language: 'en', htmlLocale: 'en-LV' },
  { countryCode: 'LT', storefrontCode: 'eu', continent: 'EU', tax: 21, currency: 'EUR', language: 'en', htmlLocale: 'en-LT' },
  { countryCode: 'IE', storefrontCode: 'eu', continent: 'EU', tax: 23, currency: 'EUR', language: 'en', htmlLocale: 'en-IE' },
  { countryCode: 'CZ', storefrontCode: 'eu', continent: 'EU', tax: 21, currency: 'CZK', language: 'en', htmlLocale: 'en-CZ' },
  { countryCode: 'SI', storefrontCode: 'eu', continent: 'EU', tax: 22, currency: 'EUR', language: 'en', htmlLocale: 'en-SI' },
  { countryCode: 'DK', storefrontCode: 'eu', continent: 'EU', tax: 25, currency: 'DKK', language: 'en', htmlLocale: 'en-DK' },
  // HU and PL are priced in EUR, not HUF/PLN (docs/spec/storefront-shell.md §9.2).
  { countryCode: 'HU', storefrontCode: 'eu', continent: 'EU', tax: 27, currency: 'EUR', language: 'en', htmlLocale: 'en-HU' },
  { countryCode: 'PL', storefrontCode: 'eu', continent: 'EU', tax: 23, currency: 'EUR', language: 'en', htmlLocale: 'en-PL' },
  { countryCode: 'LU', storefrontCode: 'eu', continent: 'EU', tax: 17, currency: 'EUR', language: 'en', htmlLocale: 'en-LU' },
  { countryCode: 'NO', storefrontCode: 'eu', continent: 'EU', tax: 25, currency: 'NOK', language: 'en', htmlLocale: 'en-NO' },
  { countryCode: 'KR', storefrontCode: 'gl', continent: 'AS', tax: 0, currency: 'KRW', language: 'en', htmlLocale: 'en-KR' },
  { countryCode: 'SG', storefrontCode: 'gl', continent: 'AS', tax: 0, currency: 'USD', language: 'en', htmlLocale: 'en-SG' },
  { countryCode: 'IL', storefrontCode: 'gl', continent: 'AS', tax: 0, currency: 'USD', language: 'en', htmlLocale: 'en-IL' },
  { countryCode: 'AE', storefrontCode: 'gl', continent: 'AS', tax: 0, currency: 'USD', language: 'en', htmlLocale: 'en-AE' },
] as const satisfies readonly MarketDefinition[];

/** Fields an environment may change on a market. @example const o: MarketOverride = { tax: 24 }; */
export interface MarketOverride {
  readonly tax?: number;
}

/**
 * Per-environment differences from the MARKETS rows. Staging still charges the old Finnish VAT
 * rate of 24 % while production charges 25 % (docs/spec/storefront-shell.md §9.1).
 * @example ENVIRONMENT_OVERRIDES.staging.FI.tax // 24
 */
export const ENVIRONMENT_OVERRIDES = {
  production: {},
  staging: { FI: { tax: 24 } },
} as const satisfies Record<Environment, Partial<Record<CountryCode, MarketOverride>>>;

/** A market as the app uses it, for one environment. @example getMarket('DE').currency.symbol // '€' */
export interface Market {
  readonly countryCode: CountryCode;
  readonly storefrontCode: StorefrontCode;
  readonly contentLocale: ContentLocale;
  readonly continent: Continent;
  /** Tax percent; the key is absent where the spec gives no rate (FR). */
  readonly tax?: number;
  readonly name: { readonly local: string; readonly english: string };
  readonly currency: { readonly code: CurrencyCode; readonly symbol: string };
  readonly language: Language;
  readonly locale: { readonly iso: string; readonly html: string };
  readonly warehouse: Warehouse;
  readonly isFocusMarket: boolean;
  readonly marketType: MarketType;
}

function buildMarket(row: MarketDefinition, env: Environment): Market {
  const storefront = getStorefront(row.storefrontCode);
  const overrides: Partial<Record<CountryCode, MarketOverride>> = ENVIRONMENT_OVERRIDES[env];
  const tax = overrides[row.countryCode]?.tax ?? row.tax;
  const country = getCountry(row.countryCode);
  if (!country) throw new Error(`Country missing from COUNTRIES: ${row.countryCode}`);
  return {
    countryCode: row.countryCode,
    storefrontCode: row.storefrontCode,
    contentLocale: storefront.contentLocale,
    continent: row.continent,
    ...(tax === undefined ? {} : { tax }),
    name: { local: country.local, english: country.english },
    currency: { code: row.currency, symbol: CURRENCY_SYMBOLS[row.currency] },
    language: row.language,
    locale: { iso: row.htmlLocale, html: row.htmlLocale },
    warehouse: storefront.warehouse,
    isFocusMarket: storefront.isFocusMarket,
    marketType: storefront.isFocusMarket ? 'focus' : 'umbrella',
  };
}

const MARKETS_BY_ENV = {
  production: MARKETS.map((row) => buildMarket(row, 'production')),
  staging: MARKETS.map((row) => buildMarket(row, 'staging')),
} as const satisfies Record<Environment, readonly Market[]>;

/** All 30 markets as configured in one environment. @example marketsFor('staging').find((m) => m.countryCode === 'FI')?.tax // 24 */
export function marketsFor(env: Environment): readonly Market[] {
  return MARKETS_BY_ENV[env];
}

/** The market for a known country code. @example getMarket('FI', 'staging').tax // 24 */
export function getMarket(country: CountryCode, env: Environment = 'production'): Market {
  const market = MARKETS_BY_ENV[env].find((m) => m.countryCode === country);
  if (!market) throw new Error(`Unknown market: ${country}`);
  return market;
}

/** The market for any input, case-insensitive; undefined when not one of the 30. @example marketForCountry('gb')?.currency.code // 'GBP' */
export function marketForCountry(code: string, env: Environment = 'production'): Market | undefined {
  const upper = code.trim().toUpperCase();
  return isCountryCode(upper) ? getMarket(upper, env) : undefined;
}

/** The market a storefront opens with (its default country). @example defaultMarketOf('gl').currency.code // 'USD' */
export function defaultMarketOf(storefront: StorefrontCode | DefaultStorefrontCode, env: Environment = 'production'): Market {
  return getMarket(defaultCountryOf(storefront), env);
}

/**
 * The market a storefront page shows: the first candidate country the storefront serves (the
 * shopper's explicit choice, then their geo country), else the storefront's default market. So
 * a shopper from a country without a market (BR, ZA) on gl gets gl's USD default, never KRW.
 * @example marketOnStorefront('gl', ['BR']).currency.code // 'USD'
 */
export function marketOnStorefront(
  storefront: StorefrontCode | DefaultStorefrontCode,
  candidates: ReadonlyArray<string | undefined>,
  env: Environment = 'production',
): Market {
  const served: readonly string[] = getStorefront(storefront).markets;
  const country = candidates.map((c) => c?.trim().toUpperCase()).find((c) => c !== undefined && served.includes(c));
  return country && isCountryCode(country) ? getMarket(country, env) : defaultMarketOf(storefront, env);
}

/**
 * Which storefront serves a country: its own, eu or gl for markets, au/nz/jp for external
 * countries, undefined for anything else. Case-insensitive.
 * @example storefrontForCountry('SE') // 'eu'; storefrontForCountry('jp') // 'jp'
 */
export function storefrontForCountry(code: string): StorefrontCode | ExternalStorefrontCode | undefined {
  const upper = code.trim().toUpperCase();
  const market = MARKETS.find((m) => m.countryCode === upper);
  if (market) return market.storefrontCode;
  return EXTERNAL_STOREFRONTS.find((s) => s.countryCode === upper)?.storefrontCode;
}
