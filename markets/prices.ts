// Price arithmetic and display (docs/spec/commerce-core.md §9): the product service sends minor units, the shop
// shows them formatted for the market's locale and currency.
import { PRICE_FORMATS, formatWith } from './price-formats';

/** Currencies without minor units: amounts in them are whole units (docs/spec/commerce-core.md §9). */
const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['JPY', 'KRW'];

/**
 * Whether a currency has minor units (cents): every currency but JPY and KRW. The one place of
 * the rule; everything that turns major into minor units or back asks here.
 * @example hasMinorUnits('EUR') // true; hasMinorUnits('KRW') // false
 */
export function hasMinorUnits(currencyCode: string): boolean {
  return !ZERO_DECIMAL_CURRENCIES.includes(currencyCode.toUpperCase());
}

/**
 * Converts a price in minor units to major units: divided by 100, except JPY and KRW, kept as is.
 * @example priceFromMinor(1250, 'EUR') // 12.5
 */
export function priceFromMinor(amount: number, currencyCode: string): number {
  return hasMinorUnits(currencyCode) ? amount / 100 : amount;
}

/**
 * Converts major units to whole minor units: times 100 and rounded, except JPY and KRW, only rounded.
 * @example priceToMinor(12.95, 'EUR') // 1295; priceToMinor(15000, 'KRW') // 15000
 */
export function priceToMinor(amount: number, currencyCode: string): number {
  return Math.round(hasMinorUnits(currencyCode) ? amount * 100 : amount);
}

/** What formatPrice needs from a market (any Market fits). @example const m: PriceFormatMarket = { locale: { html: 'en-GB' }, currency: { code: 'GBP' } }; */
export interface PriceFormatMarket {
  readonly locale: { readonly html: string };
  readonly currency: { readonly code: string };
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats a major-unit amount with the market's html locale and currency; symbol placement and
 * separators come from Intl (e.g. '£12.50' for GB, '12,50 €' for DE). KRW and JPY show no decimals.
 * @example formatPrice(12.5, getMarket('GB')) // '£12.50'
 */
export function formatPrice(amountMajor: number, market: PriceFormatMarket): string {
  const currency = market.currency.code;
  const key = `${market.locale.html}|${currency}`;
  // A market's own currency comes from the table: no Intl.NumberFormat while hydrating (price-formats.ts).
  const format = PRICE_FORMATS[key];
  const written = format && formatWith(amountMajor, format, hasMinorUnits(currency) ? 2 : 0);
  if (written !== undefined) return written;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(market.locale.html, {
      style: 'currency',
      currency,
      ...(hasMinorUnits(currency) ? {} : { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amountMajor);
}

/**
 * Discount shown on a product: Math.round((price - finalPrice) / price * 100); 0 when price is 0.
 * @example discountPercentage(40, 30) // 25
 */
export function discountPercentage(price: number, finalPrice: number): number {
  if (price === 0) return 0;
  return Math.round(((price - finalPrice) / price) * 100);
}
