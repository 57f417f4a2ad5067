// The embedded cart service's shipping configuration ("admin"): per country a standard option
// (free above the country's threshold or with a free-shipping code) and, for the focus markets,
// an express option. Prices and thresholds are those the shipping pages of kv-seed/content state
// (the free-shipping bar's thresholds too; a unit test keeps them in step).
import { marketForCountry, priceToMinor, type CountryCode, type Environment, type Language } from '../../../../markets';
import type { ShippingOption } from '../schemas';

interface CountryShipping {
  /** Standard price in major units of the market currency. */
  standard: number;
  /** Products total (major units) from which standard shipping is free. */
  freeFrom: number;
  days: [number, number];
  /** Express price in major units, where offered. */
  express?: number;
}

const EXPRESS_EUR = 9.95;

export const SHIPPING_BY_COUNTRY: Record<CountryCode, CountryShipping> = {
  GB: { standard: 3.95, freeFrom: 40, days: [2, 4], express: 8.95 },
  DE: { standard: 4.95, freeFrom: 40, days: [2, 3], express: EXPRESS_EUR },
  AT: { standard: 4.95, freeFrom: 40, days: [2, 4], express: EXPRESS_EUR },
  CH: { standard: 6.9, freeFrom: 50, days: [3, 5], express: 12.9 },
  BE: { standard: 3.95, freeFrom: 40, days: [1, 2], express: EXPRESS_EUR },
  NL: { standard: 3.95, freeFrom: 35, days: [1, 2], express: EXPRESS_EUR },
  FR: { standard: 4.95, freeFrom: 40, days: [2, 4], express: EXPRESS_EUR },
  US: { standard: 5.95, freeFrom: 50, days: [2, 5], express: 14.95 },
  ES: { standard: 5.95, freeFrom: 50, days: [3, 5], express: EXPRESS_EUR },
  IT: { standard: 5.95, freeFrom: 50, days: [3, 5], express: EXPRESS_EUR },
  HR: { standard: 7.95, freeFrom: 60, days: [4, 7] },
  EE: { standard: 7.95, freeFrom: 60, days: [4, 6] },
  SK: { standard: 7.95, freeFrom: 60, days: [3, 5] },
  SE: { standard: 89, freeFrom: 600, days: [3, 5] },
  FI: { standard: 7.95, freeFrom: 60, days: [4, 6] },
  PT: { standard: 7.95, freeFrom: 60, days: [4, 6] },
  LV: { standard: 7.95, freeFrom: 60, days: [4, 6] },
  LT: { standard: 7.95, freeFrom: 60, days: [4, 6] },
  IE: { standard: 6.95, freeFrom: 60, days: [3, 5] },
  CZ: { standard: 199, freeFrom: 1500, days: [3, 5] },
  SI: { standard: 7.95, freeFrom: 60, days: [4, 6] },
  DK: { standard: 59, freeFrom: 450, days: [2, 4] },
  HU: { standard: 7.95, freeFrom: 60, days: [4, 6] },
  PL: { standard: 7.95, freeFrom: 60, days: [3, 5] },
  LU: { standard: 5.95, freeFrom: 50, days: [2, 3] },
  NO: { standard: 99, freeFrom: 700, days: [4, 7] },
  KR: { standard: 15000, freeFrom: 90000, days: [6, 10] },
  SG: { standard: 14.95, freeFrom: 75, days: [5, 8] },
  IL: { standard: 14.95, freeFrom: 75, days: [6, 10] },
  AE: { standard: 14.95, freeFrom: 75, days: [5, 8] },
};

const TEXTS: Record<'standard' | 'express', { title: Record<Language, string>; description: Record<Language, string> }> = {
  standard: {
    title: { en: 'Standard delivery', de: 'Standardversand', nl: 'Standaard verzending', fr: 'Livraison standard' },
    description: {
      en: 'Tracked parcel, carbon-offset',
      de: 'Mit Sendungsverfolgung, klimaneutral',
      nl: 'Met track & trace, CO₂-gecompenseerd',
      fr: 'Colis suivi, compensé en carbone',
    },
  },
  express: {
    title: { en: 'Express delivery', de: 'Expressversand', nl: 'Express verzending', fr: 'Livraison express' },
    description: {
      en: 'Packed first, delivered fast',
      de: 'Zuerst verpackt, schnell geliefert',
      nl: 'Als eerste ingepakt, snel bezorgd',
      fr: 'Préparé en priorité, livré rapidement',
    },
  },
};

function deliveryDetails([min, max]: readonly [number, number], business: boolean): Record<Language, string> {
  return {
    en: `${min}–${max} ${business ? 'business' : 'working'} days`,
    de: `${min}–${max} Werktage`,
    nl: `${min}–${max} werkdagen`,
    fr: `${min} à ${max} jours ouvrés`,
  };
}

export const shippingId = (kind: 'standard' | 'express', country: string) => `SHIP-${kind.toUpperCase()}-${country}`;

/** A shipping option's kind; only standard shipping can become free. */
export const isStandardShipping = (id: string) => id.startsWith('SHIP-STANDARD-');

export interface ShippingConfig {
  /** The options of a country (empty: none configured). */
  optionsFor(country: string): ShippingOption[];
  /** Products total (minor units) from which standard shipping is free; 0 for none. */
  freeShippingThreshold(country: string): number;
}

/** The seeded configuration, priced in each market's currency. */
export function defaultShippingConfig(environment: Environment): ShippingConfig {
  return {
    optionsFor(country) {
      const market = marketForCountry(country, environment);
      const row = market ? SHIPPING_BY_COUNTRY[market.countryCode] : undefined;
      if (!market || !row) return [];
      const currency = market.currency.code;
      const business = market.countryCode === 'US';
      const option = (kind: 'standard' | 'express', price: number, days: [number, number]): ShippingOption => ({
        id: shippingId(kind, market.countryCode),
        available: true,
        title: TEXTS[kind].title,
        description: TEXTS[kind].description,
        deliveryDetails: deliveryDetails(days, business),
        price: { [currency]: priceToMinor(price, currency) },
        discountAmount: 0,
        logo: `/shipping/${kind}.svg`,
      });
      return [option('standard', row.standard, row.days), ...(row.express === undefined ? [] : [option('express', row.express, [1, 2])])];
    },
    freeShippingThreshold(country) {
      const market = marketForCountry(country, environment);
      const row = market ? SHIPPING_BY_COUNTRY[market.countryCode] : undefined;
      return market && row ? priceToMinor(row.freeFrom, market.currency.code) : 0;
    },
  };
}
