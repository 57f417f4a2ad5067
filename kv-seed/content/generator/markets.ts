// Which storefronts and countries each content key serves (docs/spec/storefront-shell.md §9.2–9.4), plus the
// market numbers the copy quotes: free-shipping thresholds, standard shipping fees and delivery times.
// A country's storefront and currency come from markets/, the one source of both.
import { getMarket, getStorefront, type CountryCode, type CurrencyCode } from '../../../markets';

export type Lang = 'en' | 'de' | 'fr';
/** English flavour: British, American, or international (British spelling, neutral wording). */
export type EnFlavour = 'gb' | 'us' | 'intl';
export type Currency = CurrencyCode;

export interface Country {
  code: string; // upper-case ISO code, e.g. 'GB'
  storefront: string;
  currency: Currency;
  /** Free-shipping threshold in the market currency (major units). */
  threshold: number;
  /** Standard shipping fee below the threshold (major units). */
  fee: number;
  /** Delivery time in working days, e.g. '2–3'. */
  days: string;
}

export const COUNTRIES: Record<string, Country> = Object.fromEntries(
  (
    [
      ['GB', 40, 3.95, '2–4'],
      ['DE', 40, 4.95, '2–3'],
      ['AT', 40, 4.95, '2–4'],
      ['CH', 50, 6.9, '3–5'],
      ['BE', 40, 3.95, '1–2'],
      ['NL', 35, 3.95, '1–2'],
      ['FR', 40, 4.95, '2–4'],
      ['US', 50, 5.95, '2–5'],
      ['ES', 50, 5.95, '3–5'],
      ['IT', 50, 5.95, '3–5'],
      ['HR', 60, 7.95, '4–7'],
      ['EE', 60, 7.95, '4–6'],
      ['SK', 60, 7.95, '3–5'],
      ['SE', 600, 89, '3–5'],
      ['FI', 60, 7.95, '4–6'],
      ['PT', 60, 7.95, '4–6'],
      ['LV', 60, 7.95, '4–6'],
      ['LT', 60, 7.95, '4–6'],
      ['IE', 60, 6.95, '3–5'],
      ['CZ', 1500, 199, '3–5'],
      ['SI', 60, 7.95, '4–6'],
      ['DK', 450, 59, '2–4'],
      ['HU', 60, 7.95, '4–6'],
      ['PL', 60, 7.95, '3–5'],
      ['LU', 50, 5.95, '2–3'],
      ['NO', 700, 99, '4–7'],
      ['KR', 90000, 15000, '6–10'],
      ['SG', 75, 14.95, '5–8'],
      ['IL', 75, 14.95, '6–10'],
      ['AE', 75, 14.95, '5–8'],
    ] as const
  ).map(([code, threshold, fee, days]) => {
    const market = getMarket(code as CountryCode);
    return [code, { code, storefront: market.storefrontCode, currency: market.currency.code, threshold, fee, days }];
  }),
);

export interface ContentKey {
  key: string; // uk, de, eu, fr, us, gl, _default
  locale: string; // contentLocale
  lang: Lang;
  en: EnFlavour; // only meaningful when lang is 'en'
  storefronts: string[];
  countries: Country[];
  /** Story id base: ids are idBase + running number, unique across all keys. */
  idBase: number;
}

const pick = (...codes: string[]): Country[] => codes.map((c) => COUNTRIES[c]!);
const EU_UMBRELLA = [...getStorefront('eu').markets];

export const CONTENT_KEYS: ContentKey[] = [
  { key: 'uk', locale: 'en-GB', lang: 'en', en: 'gb', storefronts: ['uk'], countries: pick('GB'), idBase: 410000 },
  {
    key: 'de',
    locale: 'de-DE',
    lang: 'de',
    en: 'intl',
    storefronts: ['de', 'at', 'ch'],
    countries: pick('DE', 'AT', 'CH'),
    idBase: 420000,
  },
  {
    key: 'eu',
    locale: 'default',
    lang: 'en',
    en: 'intl',
    storefronts: ['be', 'nl', 'es', 'it', 'eu'],
    countries: pick('NL', 'BE', 'ES', 'IT', ...EU_UMBRELLA),
    idBase: 430000,
  },
  { key: 'fr', locale: 'fr-FR', lang: 'fr', en: 'intl', storefronts: ['fr'], countries: pick('FR'), idBase: 440000 },
  { key: 'us', locale: 'default', lang: 'en', en: 'us', storefronts: ['us'], countries: pick('US'), idBase: 450000 },
  { key: 'gl', locale: 'default', lang: 'en', en: 'intl', storefronts: ['gl'], countries: pick('KR', 'SG', 'IL', 'AE'), idBase: 460000 },
  {
    key: '_default',
    locale: 'default',
    lang: 'en',
    en: 'intl',
    storefronts: ['_default'],
    countries: Object.values(COUNTRIES),
    idBase: 470000,
  },
];

/** Country names per copy language. */
export const COUNTRY_NAMES: Record<Lang, Record<string, string>> = {
  en: {
    GB: 'the UK',
    DE: 'Germany',
    AT: 'Austria',
    CH: 'Switzerland',
    BE: 'Belgium',
    NL: 'the Netherlands',
    FR: 'France',
    US: 'the US',
    ES: 'Spain',
    IT: 'Italy',
    HR: 'Croatia',
    EE: 'Estonia',
    SK: 'Slovakia',
    SE: 'Sweden',
    FI: 'Finland',
    PT: 'Portugal',
    LV: 'Latvia',
    LT: 'Lithuania',
    IE: 'Ireland',
    CZ: 'Czechia',
    SI: 'Slovenia',
    DK: 'Denmark',
    HU: 'Hungary',
    PL: 'Poland',
    LU: 'Luxembourg',
    NO: 'Norway',
    KR: 'South Korea',
    SG: 'Singapore',
    IL: 'Israel',
    AE: 'the United Arab Emirates',
  },
  de: { DE: 'Deutschland', AT: 'Österreich', CH: 'die Schweiz' },
  fr: { FR: 'France' },
};

/**
 * Formats a major-unit amount the way shoppers in that language expect.
 * @example money(40, 'GBP', 'en') // '£40'; money(40, 'EUR', 'de') // '40 €'; money(6.9, 'CHF', 'de') // '6,90 CHF'
 */
export function money(amount: number, currency: Currency, lang: Lang): string {
  const whole = Number.isInteger(amount);
  const sep = lang === 'en' ? '.' : ',';
  const group = lang === 'en' ? ',' : lang === 'fr' ? '\u202f' : '.';
  const [int, dec] = amount.toFixed(whole ? 0 : 2).split('.');
  const grouped = (int ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const n = dec ? `${grouped}${sep}${dec}` : grouped;
  switch (currency) {
    case 'GBP':
      return `£${n}`;
    case 'USD':
      return `$${n}`;
    case 'KRW':
      return `₩${n}`;
    case 'EUR':
      return lang === 'en' ? `€${n}` : `${n}\u00a0€`;
    case 'CHF':
      return lang === 'en' ? `CHF ${n}` : `${n}\u00a0CHF`;
    case 'SEK':
    case 'NOK':
    case 'DKK':
    case 'CZK':
      return `${n} ${currency}`;
  }
}
