// Search-service filter expressions from a CMS category's searchFilter and the shopper's
// colour and material choices. Values are validated against a strict pattern before they are
// quoted, so nothing a shopper types can change the expression's structure.
const VALUE = /^[a-z0-9][a-z0-9 -]{0,59}$/;
const FIELDS = ['collections', 'categories', 'colours', 'materials', 'sizes', 'ageGroup', 'badges'] as const;

export const isFilterValue = (value: string) => VALUE.test(value);

const quote = (value: string) => `'${value}'`;

/** `recommended = true AND ageGroup = 'adults' AND colours IN ['red', 'navy blue']` */
export function listingFilter(searchFilter: Record<string, unknown>, choices: { colours?: string[]; materials?: string[] } = {}): string {
  const parts = ['recommended = true'];
  for (const field of FIELDS) {
    const value = searchFilter[field];
    if (typeof value === 'string' && isFilterValue(value)) parts.push(`${field} = ${quote(value)}`);
  }
  for (const field of ['colours', 'materials'] as const) {
    const values = (choices[field] ?? []).filter(isFilterValue);
    if (values.length > 0) parts.push(`${field} IN [${values.map(quote).join(', ')}]`);
  }
  return parts.join(' AND ');
}

/** A comma list from the query string (`colours=red,navy blue`), lower-cased, valid values only. */
export function choiceList(raw: string | undefined): string[] {
  if (!raw) return [];
  return [...new Set(raw.split(',').map((v) => v.trim().toLowerCase()))].filter(isFilterValue).slice(0, 20);
}

/**
 * Price bounds as filter conditions (commerce-core 5): values in major units become minor units
 * (×100) with greater-or-equal and less-or-equal; a bound left at its default is not sent.
 * @example priceFilter({ min: 10, max: 20 }) // 'price >= 1000 AND price <= 2000'
 */
export function priceFilter(
  bounds: { min?: number | undefined; max?: number | undefined },
  defaults: { min?: number; max?: number } = {},
): string | undefined {
  const parts: string[] = [];
  const valid = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n >= 0;
  if (valid(bounds.min) && bounds.min !== defaults.min) parts.push(`price >= ${Math.round(bounds.min * 100)}`);
  if (valid(bounds.max) && bounds.max !== defaults.max) parts.push(`price <= ${Math.round(bounds.max * 100)}`);
  return parts.length ? parts.join(' AND ') : undefined;
}
