// Base selections: the selections whose product count, facet counts and price range the seed
// precomputes (facet_counts and selection_stats, migration 0006), so a listing never counts over
// its matches. A base is the whole region, or `recommended = true`, with at most one
// single-valued condition on a product attribute: what the listing of a CMS category or a tag
// selects, and what each facet of such a listing counts (its own dimension left out). Anything
// else (text queries, shopper choices on a second dimension, price bounds) is counted over the
// matching rows.
import type { Condition, TextField } from './filter';

/** Attributes a base selection can restrict (sku is never a listing's filter). */
export const BASE_FIELDS = ['collections', 'categories', 'colours', 'materials', 'features', 'sizes', 'ageGroup', 'badges'] as const;
export type BaseField = (typeof BASE_FIELDS)[number];

const isBaseField = (field: TextField): field is BaseField => (BASE_FIELDS as readonly string[]).includes(field);

/** Facets precomputed per base selection; price lives in selection_stats. */
export const PRECOMPUTED_FACETS = ['colours', 'materials', 'features', 'sizes'] as const;

/**
 * Canonical key of a base selection: '' (everything), 'recommended', 'ageGroup=adults',
 * 'recommended&ageGroup=adults'.
 */
export function baseKey(recommended: boolean, attribute?: readonly [BaseField, string]): string {
  const parts = [...(recommended ? ['recommended'] : []), ...(attribute ? [`${attribute[0]}=${attribute[1]}`] : [])];
  return parts.join('&');
}

/** The key of these conditions when they form a base selection, else undefined. */
export function baseKeyOf(conditions: readonly Condition[]): string | undefined {
  let recommended = false;
  let attribute: [BaseField, string] | undefined;
  for (const c of conditions) {
    if (c.kind === 'boolean' && c.field === 'recommended' && c.value && !recommended) recommended = true;
    else if (c.kind === 'text' && isBaseField(c.field) && c.values.length === 1 && !attribute) attribute = [c.field, c.values[0]!];
    else return undefined;
  }
  return baseKey(recommended, attribute);
}
