import { describe, expect, it } from 'vitest';
import { EXCHANGE_ADJUSTMENTS, FALLBACK_RATES, adjustedRate, convertFromEur, exchangeAdjustment } from './currency-rates';

describe('fallback rates', () => {
  it('uses EUR as the base with rate 1', () => {
    expect(FALLBACK_RATES.EUR).toBe(1);
  });

  it.each([
    ['GBP', 0.7, 1],
    ['CHF', 0.8, 1.1],
    ['USD', 0.9, 1.3],
    ['SEK', 9, 13],
    ['CZK', 22, 28],
    ['DKK', 7.3, 7.6],
    ['NOK', 9.5, 13],
    ['KRW', 1200, 1700],
  ] as const)('has a realistic %s rate between %d and %d', (code, low, high) => {
    expect(FALLBACK_RATES[code]).toBeGreaterThan(low);
    expect(FALLBACK_RATES[code]).toBeLessThan(high);
  });
});

describe('exchange adjustments', () => {
  it('adjusts CHF by 1.05, NOK by 1.2 and HKD by 1.5 and nothing else', () => {
    expect(EXCHANGE_ADJUSTMENTS).toEqual({ CHF: 1.05, NOK: 1.2, HKD: 1.5 });
  });

  it.each([
    ['CHF', 1.05],
    ['chf', 1.05],
    ['NOK', 1.2],
    ['HKD', 1.5],
    ['EUR', 1],
    ['GBP', 1],
    ['SEK', 1],
    ['toString', 1],
  ])('applies factor %d to %s', (code, factor) => {
    expect(exchangeAdjustment(code)).toBe(factor);
  });

  it.each([
    ['CHF', { CHF: 1 }, 1.05],
    ['NOK', { NOK: 10 }, 12],
    ['HKD', { HKD: 8 }, 12],
    ['GBP', { GBP: 0.85 }, 0.85],
  ])('turns a %s rate into an adjusted rate', (code, rates, expected) => {
    expect(adjustedRate(code, rates)).toBeCloseTo(expected, 10);
  });

  it('adds 5 % to a CHF conversion', () => {
    expect(convertFromEur(100, 'CHF', { CHF: 1 })).toBeCloseTo(105, 10);
  });

  it('adds 20 % to a NOK conversion', () => {
    expect(convertFromEur(10, 'NOK', { NOK: 11 })).toBeCloseTo(132, 10);
  });

  it('converts with the fallback table when no rates are given', () => {
    expect(convertFromEur(10, 'GBP')).toBeCloseTo(10 * FALLBACK_RATES.GBP, 10);
  });

  it('answers undefined for a currency without a rate', () => {
    expect(adjustedRate('XYZ', { EUR: 1 })).toBeUndefined();
    expect(convertFromEur(10, 'JPY', { EUR: 1 })).toBeUndefined();
  });
});
