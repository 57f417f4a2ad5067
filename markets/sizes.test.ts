import { describe, expect, it } from 'vitest';
import { compareSizes, shortAgeSize, sortBySize } from './sizes';

const sorted = (labels: readonly string[]): string[] => [...labels].sort(compareSizes);

describe('compareSizes', () => {
  it('orders the letter scale from xxxs to xxxl', () => {
    expect(sorted(['xxxl', 'm', 'xs', 'xxl', 's', 'xxxs', 'l', 'xl', 'xxs'])).toEqual([
      'xxxs',
      'xxs',
      'xs',
      's',
      'm',
      'l',
      'xl',
      'xxl',
      'xxxl',
    ]);
  });

  it('reads the letter scale case-insensitively', () => {
    expect(sorted(['XL', 'S', 'm', 'Xs'])).toEqual(['Xs', 'S', 'm', 'XL']);
  });

  it('puts letter sizes before age sizes', () => {
    expect(sorted(['6-12 Months', 'XL', '2-3 Years', 'S'])).toEqual(['S', 'XL', '6-12 Months', '2-3 Years']);
  });

  it('orders ages by months, converting years', () => {
    expect(sorted(['4-6 Years', '12-24 Months', '0-6 Months', '2-3 Years', '6-12 Months'])).toEqual([
      '0-6 Months',
      '6-12 Months',
      '12-24 Months',
      '2-3 Years',
      '4-6 Years',
    ]);
  });

  it('understands short age forms such as 12M and 3Y', () => {
    expect(sorted(['3Y', '6M', '18M', '1Y'])).toEqual(['6M', '1Y', '18M', '3Y']);
  });

  it('breaks a tie on the start of an age range with its end', () => {
    expect(sorted(['0-12 Months', '0-6 Months'])).toEqual(['0-6 Months', '0-12 Months']);
  });

  it('puts age sizes before plain number ranges', () => {
    expect(sorted(['36-40', '2-3 Years'])).toEqual(['2-3 Years', '36-40']);
  });

  it('orders number ranges by their leading number, numerically', () => {
    expect(sorted(['41-46', '36-40', '9-11', '47-49'])).toEqual(['9-11', '36-40', '41-46', '47-49']);
  });

  it('puts everything else last, alphabetically', () => {
    expect(sorted(['One Size', '36-40', 'Adjustable', 'M'])).toEqual(['M', '36-40', 'Adjustable', 'One Size']);
  });

  it('treats equal labels as equal', () => {
    expect(compareSizes('M', 'M')).toBe(0);
    expect(compareSizes('36-40', '36-40')).toBe(0);
  });

  it('is antisymmetric', () => {
    expect(Math.sign(compareSizes('S', 'L'))).toBe(-Math.sign(compareSizes('L', 'S')));
    expect(compareSizes('S', 'L')).toBeLessThan(0);
  });
});

describe('sortBySize', () => {
  it('sorts items by the size it reads from each', () => {
    const variants = [
      { sku: 'a', size: '41-46' },
      { sku: 'b', size: 'XS' },
      { sku: 'c', size: '36-40' },
      { sku: 'd', size: '2-3 Years' },
    ];
    expect(sortBySize(variants, (v) => v.size).map((v) => v.sku)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('returns a new array and leaves the input order alone', () => {
    const input = ['L', 'S'];
    const output = sortBySize(input, (s) => s);
    expect(output).toEqual(['S', 'L']);
    expect(input).toEqual(['L', 'S']);
  });
});

describe('shortAgeSize', () => {
  it.each([
    ['2-3 Years', '2-3 Y'],
    ['6-12 Months', '6-12 M'],
    ['1 Year', '1 Y'],
    ['2-3Years', '2-3Y'],
    ['12Months', '12M'],
    ['Yearling', 'Yearling'],
    ['0-6 months', '0-6 M'],
    ['36-40', '36-40'],
    ['M', 'M'],
  ])('shortens %j to %j', (label, expected) => {
    expect(shortAgeSize(label)).toBe(expected);
  });
});
