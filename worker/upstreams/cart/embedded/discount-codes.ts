// The embedded cart service's discount codes (seeded "admin" data) and the rules that can refuse
// one: a validity window, the countries it is for, and a minimum products total. Codes are
// matched case-insensitively. A refused or unknown code answers 'No discount code found'.
import type { DISCOUNT_KINDS } from '../schemas';

export interface DiscountCode {
  code: string;
  kind: (typeof DISCOUNT_KINDS)[number];
  /** Percent off the products (percentage). */
  percent?: number;
  /** Amount off the products per currency, minor units (fixed_amount). */
  amount?: Readonly<Record<string, number>>;
  /** Minimum products total per currency, minor units; a currency not listed cannot use it. */
  minimum?: Readonly<Record<string, number>>;
  countries?: readonly string[];
  validFrom?: string;
  validUntil?: string;
}

const FIVE = { EUR: 500, GBP: 500, CHF: 500, USD: 500, SEK: 5_000, CZK: 12_500, DKK: 4_000, NOK: 5_500, KRW: 7_000 };
const TWENTY_FIVE = { EUR: 2_500, GBP: 2_500, CHF: 2_500, USD: 2_500, SEK: 25_000, CZK: 62_500, DKK: 20_000, NOK: 27_500, KRW: 35_000 };

export const DISCOUNT_CODES: readonly DiscountCode[] = [
  { code: 'ARGYLE10', kind: 'percentage', percent: 10 },
  { code: 'SOCKS5', kind: 'fixed_amount', amount: FIVE, minimum: TWENTY_FIVE },
  { code: 'FREESHIP', kind: 'free_shipping' },
  { code: 'USA15', kind: 'percentage', percent: 15, countries: ['US'] },
  { code: 'SUMMER20', kind: 'percentage', percent: 20, validFrom: '2025-06-01T00:00:00Z', validUntil: '2025-09-01T00:00:00Z' },
];

export const findDiscountCode = (code: string, codes: readonly DiscountCode[] = DISCOUNT_CODES) =>
  codes.find((c) => c.code === code.trim().toUpperCase());

/** Why a code does not apply to a cart, or undefined when it does. */
export function discountRefusal(
  discount: DiscountCode,
  cart: { country: string; currency: string; productsTotal: number },
  now: Date,
): string | undefined {
  if (discount.validFrom && now < new Date(discount.validFrom)) return 'not yet valid';
  if (discount.validUntil && now >= new Date(discount.validUntil)) return 'expired';
  if (discount.countries && !discount.countries.includes(cart.country)) return 'not for this country';
  if (discount.kind === 'fixed_amount' && discount.amount?.[cart.currency] === undefined) return 'not for this currency';
  if (discount.minimum) {
    const minimum = discount.minimum[cart.currency];
    if (minimum === undefined || cart.productsTotal < minimum) return 'below the minimum order';
  }
  return undefined;
}
