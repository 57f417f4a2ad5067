// Catalogue prices: a EUR base price in every market currency, rounded the way shops round
// (x.95, whole 9s, won in hundreds), in minor units (markets/prices.ts), with an optional discount.
import { priceToMinor, type CurrencyCode } from '../../markets';
import type { Money } from './types';

// Exchange rates from EUR including market adjustments (CHF +5%, NOK +20%). Same numbers as the
// fallback table in markets/currency-rates.ts, copied so the seed does not change under it.
const RATES: Record<CurrencyCode, number> = {
  EUR: 1,
  GBP: 0.85,
  CHF: 0.94 * 1.05,
  USD: 1.1,
  SEK: 11.2,
  CZK: 25.0,
  DKK: 7.46,
  NOK: 11.7 * 1.2,
  KRW: 1500,
};

type Rounding = 'cents95' | 'whole9' | 'won';
const ROUNDING: Record<CurrencyCode, Rounding> = {
  EUR: 'cents95',
  GBP: 'cents95',
  CHF: 'cents95',
  USD: 'cents95',
  SEK: 'whole9',
  CZK: 'whole9',
  DKK: 'whole9',
  NOK: 'whole9',
  KRW: 'won',
};

function psychological(major: number, rounding: Rounding): number {
  switch (rounding) {
    case 'cents95':
      return Math.max(0.95, Math.round(major) - 0.05);
    case 'whole9':
      return Math.max(9, Math.round((major + 1) / 10) * 10 - 1);
    case 'won':
      return Math.max(900, Math.round((major + 100) / 1000) * 1000 - 100);
  }
}

const STEP: Record<Rounding, number> = { cents95: 1, whole9: 10, won: 1000 };

/**
 * Prices a EUR base price in every currency, in minor units, with an optional
 * discount percentage applied per currency and rounded psychologically.
 * @example priceAll(12.95, 0).EUR // { original: 1295, final: 1295 }
 * @example priceAll(12.95, 0).KRW // { original: 18900, final: 18900 }
 */
export function priceAll(eur: number, discountPercent: number): Record<CurrencyCode, Money> {
  const out = {} as Record<CurrencyCode, Money>;
  for (const currency of Object.keys(RATES) as CurrencyCode[]) {
    const rounding = ROUNDING[currency];
    const original = psychological(eur * RATES[currency], rounding);
    let final = original;
    if (discountPercent > 0) {
      final = psychological(original * (1 - discountPercent / 100), rounding);
      if (final >= original) final = original - STEP[rounding];
    }
    out[currency] = { original: priceToMinor(original, currency), final: priceToMinor(final, currency) };
  }
  return out;
}
