import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMarket, MARKETS } from './markets';
import type { CountryCode } from './country-codes';
import { discountPercentage, formatPrice, hasMinorUnits, priceFromMinor, priceToMinor } from './prices';

// Intl separates with U+00A0 or U+202F depending on locale and ICU version; compare on plain spaces.
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

describe('priceFromMinor', () => {
  it.each([
    [1250, 'EUR', 12.5],
    [999, 'GBP', 9.99],
    [100, 'USD', 1],
    [0, 'CHF', 0],
    [12345, 'SEK', 123.45],
    [5, 'DKK', 0.05],
    [15000, 'KRW', 15000],
    [1200, 'JPY', 1200],
    [1200, 'jpy', 1200],
  ] as const)('turns %i %s into %d', (minor, currency, major) => {
    expect(priceFromMinor(minor, currency)).toBe(major);
  });
});

describe('priceToMinor', () => {
  it.each([
    [12.95, 'EUR', 1295],
    [3.95, 'GBP', 395],
    [0.07, 'USD', 7],
    [89, 'SEK', 8900],
    [15000, 'KRW', 15000],
    [90000, 'krw', 90000],
    [1200, 'JPY', 1200],
    [1200.4, 'JPY', 1200],
  ] as const)('turns %d %s into %i', (major, currency, minor) => {
    expect(priceToMinor(major, currency)).toBe(minor);
  });

  it.each(['EUR', 'GBP', 'CHF', 'KRW', 'JPY'])('is the inverse of priceFromMinor in %s', (currency) => {
    expect(priceFromMinor(priceToMinor(123, currency), currency)).toBe(123);
  });
});

describe('hasMinorUnits', () => {
  it('says JPY and KRW have none, in any case, and other currencies have cents', () => {
    expect(['JPY', 'KRW', 'jpy', 'krw'].map(hasMinorUnits)).toEqual([false, false, false, false]);
    expect(['EUR', 'GBP', 'CHF', 'USD', 'SEK', 'CZK'].map(hasMinorUnits)).toEqual([true, true, true, true, true, true]);
  });
});

describe('formatPrice', () => {
  it.each<[CountryCode, number, string]>([
    ['GB', 12.5, '£12.50'],
    ['DE', 12.5, '12,50 €'],
    ['DE', 1234.5, '1.234,50 €'],
    ['AT', 12.5, '€ 12,50'],
    ['BE', 12.5, '€ 12,50'],
    ['NL', 12.5, '€ 12,50'],
    ['FR', 1234.5, '1 234,50 €'],
    ['CH', 12.5, 'CHF 12.50'],
    ['US', 12.5, '$12.50'],
    ['ES', 12.5, '€12.50'],
    ['IE', 1234.5, '€1,234.50'],
    ['SE', 129, '129,00 kr'],
    ['DK', 75, '75,00 kr.'],
    ['KR', 15000, '₩15,000'],
    ['KR', 15000.6, '₩15,001'],
  ])('formats %s %d as %s', (country, amount, expected) => {
    expect(plain(formatPrice(amount, getMarket(country)))).toBe(expected);
  });

  it('shows JPY without decimals', () => {
    expect(plain(formatPrice(1200.4, { locale: { html: 'en-JP' }, currency: { code: 'JPY' } }))).toBe('¥1,200');
  });

  it('formats with the market html locale, not a fixed one', () => {
    expect(formatPrice(12.5, getMarket('DE'))).not.toBe(formatPrice(12.5, getMarket('ES')));
  });
});

describe('formatPrice without Intl (price-formats.ts)', () => {
  afterEach(() => vi.restoreAllMocks());
  const amounts = [0, 0.05, 1, 9.99, 10.95, 129, 999.99, 1000, 1234.5, 12345.67, 1234567.89, 15000];

  it.each(MARKETS.map((m) => [m.countryCode, m.htmlLocale, m.currency] as const))(
    '%s (%s, %s) writes every amount exactly as Intl does',
    (_country, locale, currency) => {
      const zero = !hasMinorUnits(currency);
      const intl = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        ...(zero ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
      });
      for (const amount of zero ? amounts.filter(Number.isInteger) : amounts) {
        expect(formatPrice(amount, { locale: { html: locale }, currency: { code: currency } })).toBe(intl.format(amount));
      }
    },
  );

  it("builds no Intl.NumberFormat for a market's own currency (the browser would load ICU data while hydrating)", async () => {
    vi.resetModules(); // a fresh module: no formatter cached by the tests above
    const fresh = await import('./prices');
    const spy = vi.spyOn(Intl, 'NumberFormat');
    for (const country of ['GB', 'DE', 'FR', 'CH', 'SE', 'KR'] as const) fresh.formatPrice(1250, getMarket(country));
    expect(spy).not.toHaveBeenCalled();
  });

  it('falls back to Intl where the table cannot be exact: another currency, more digits, negative', () => {
    expect(plain(formatPrice(12.5, { locale: { html: 'en-GB' }, currency: { code: 'EUR' } }))).toBe('€12.50');
    expect(formatPrice(10.955, getMarket('GB'))).toBe(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(10.955),
    );
    expect(formatPrice(-3, getMarket('GB'))).toBe('-£3.00');
  });
});

describe('discountPercentage', () => {
  it.each([
    [40, 30, 25],
    [100, 100, 0],
    [30, 20, 33],
    [30, 10, 67],
    [200, 1, 100],
    [19.99, 14.99, 25],
    [10, 9.95, 1],
    [10, 9.96, 0],
    [0, 0, 0],
    [0, 5, 0],
    [20, 25, -25],
  ])('gives %d → %d a discount of %i %%', (price, finalPrice, expected) => {
    expect(discountPercentage(price, finalPrice)).toBe(expected);
  });
});
