// Currency conversion from EUR (docs/spec/commerce-core.md §7 "GET /api/eurocon" and 9 "exchange adjustments").
// Live rates come from the eurocon endpoint; FALLBACK_RATES is the built-in table used when it fails.

/**
 * Units of each currency per 1 EUR, used when live rates are unavailable. Approximate mid-market
 * rates (2025); only an outage fallback, so small drift is acceptable.
 * @example FALLBACK_RATES.EUR // 1
 */
export const FALLBACK_RATES = {
  EUR: 1,
  GBP: 0.85,
  CHF: 0.94,
  USD: 1.1,
  SEK: 11.2,
  CZK: 25.0,
  DKK: 7.46,
  NOK: 11.7,
  KRW: 1500,
  HKD: 8.6,
} as const satisfies Record<string, number>;

/** Rates keyed by currency code, EUR = 1. @example const r: CurrencyRates = { EUR: 1, GBP: 0.85 }; */
export type CurrencyRates = Readonly<Record<string, number>>;

/**
 * Price adjustments per currency: a converted price is multiplied by this factor on top of the
 * exchange rate, because local price levels (and the cost of serving those markets) are higher
 * than the plain conversion suggests. CHF uses factor 1.05 (+5 %), NOK 1.2 (+20 %), HKD 1.5
 * (+50 %); every other currency is converted at the plain rate (factor 1).
 * @example EXCHANGE_ADJUSTMENTS.NOK // 1.2
 */
export const EXCHANGE_ADJUSTMENTS = {
  CHF: 1.05,
  NOK: 1.2,
  HKD: 1.5,
} as const satisfies Record<string, number>;

/** The adjustment factor for a currency, 1 when none applies. @example exchangeAdjustment('CHF') // 1.05 */
export function exchangeAdjustment(currencyCode: string): number {
  const code = currencyCode.toUpperCase();
  return Object.hasOwn(EXCHANGE_ADJUSTMENTS, code) ? EXCHANGE_ADJUSTMENTS[code as keyof typeof EXCHANGE_ADJUSTMENTS] : 1;
}

/**
 * The effective rate per EUR: exchange rate times adjustment; undefined when the rate is unknown.
 * @example adjustedRate('NOK', { NOK: 10 }) // 12
 */
export function adjustedRate(currencyCode: string, rates: CurrencyRates = FALLBACK_RATES): number | undefined {
  const rate = rates[currencyCode.toUpperCase()];
  return rate === undefined ? undefined : rate * exchangeAdjustment(currencyCode);
}

/**
 * Converts a EUR amount into another currency using the adjusted rate; undefined when the rate is unknown.
 * @example convertFromEur(10, 'CHF', { CHF: 1 }) // 10.5
 */
export function convertFromEur(amountEur: number, currencyCode: string, rates: CurrencyRates = FALLBACK_RATES): number | undefined {
  const rate = adjustedRate(currencyCode, rates);
  return rate === undefined ? undefined : amountEur * rate;
}
