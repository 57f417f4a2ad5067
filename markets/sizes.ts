// Size ordering for variant pickers (docs/spec/commerce-core.md §5 "variant sort") and the short age label.
// Order: letter scale xxxs..xxxl, then ages (converted to months), then by leading number
// (shoe-size ranges such as 36-40), then everything else alphabetically.

/** Letter sizes, smallest first. @example SIZE_SCALE.indexOf('m') // 4 */
export const SIZE_SCALE = ['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'] as const;

// '6-12 Months', '2-3 Years', '12M', '3Y', '1 Year', '18 mths', '4 yrs'
const AGE = /^(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*(months?|mths?|m|years?|yrs?|y)$/i;
const LEADING_NUMBER = /^(\d+(?:[.,]\d+)?)/;

/** group: 0 scale, 1 age, 2 leading number, 3 other; rank/rank2 order within the group. */
interface SizeKey {
  readonly group: 0 | 1 | 2 | 3;
  readonly rank: number;
  readonly rank2: number;
}

function sizeKey(label: string): SizeKey {
  const text = label.trim();
  const scale = (SIZE_SCALE as readonly string[]).indexOf(text.toLowerCase());
  if (scale >= 0) return { group: 0, rank: scale, rank2: 0 };

  const age = AGE.exec(text);
  if (age) {
    const factor = age[3]?.toLowerCase().startsWith('y') ? 12 : 1;
    const from = Number(age[1]) * factor;
    const to = age[2] === undefined ? from : Number(age[2]) * factor;
    return { group: 1, rank: from, rank2: to };
  }

  const leading = LEADING_NUMBER.exec(text);
  if (leading?.[1] !== undefined) return { group: 2, rank: Number(leading[1].replace(',', '.')), rank2: 0 };

  return { group: 3, rank: 0, rank2: 0 };
}

/**
 * Comparator for size labels (use with Array.prototype.sort).
 * @example ['L', '2-3 Years', 'S', '6-12 Months'].sort(compareSizes) // ['S', 'L', '6-12 Months', '2-3 Years']
 */
export function compareSizes(a: string, b: string): number {
  const ka = sizeKey(a);
  const kb = sizeKey(b);
  return (
    ka.group - kb.group ||
    ka.rank - kb.rank ||
    ka.rank2 - kb.rank2 ||
    a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base', numeric: true }) ||
    (a < b ? -1 : a > b ? 1 : 0)
  );
}

/**
 * A sorted copy of items, ordered by the size each one carries; the input is left untouched.
 * @example sortBySize([{ size: 'XL' }, { size: 'xs' }], (v) => v.size) // [{ size: 'xs' }, { size: 'XL' }]
 */
export function sortBySize<T>(items: readonly T[], getSize: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSizes(getSize(a), getSize(b)));
}

/**
 * Shortens age words in a size label: Years/Year becomes Y and Months/Month becomes M (any case);
 * spacing is kept as in the source, so '2-3 Years' gives '2-3 Y' and '12Months' gives '12M'.
 * @example shortAgeSize('2-3 Years') // '2-3 Y'
 */
export function shortAgeSize(label: string): string {
  return label.replace(/(?<![a-z])years?(?![a-z])/gi, 'Y').replace(/(?<![a-z])months?(?![a-z])/gi, 'M');
}
