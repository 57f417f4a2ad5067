// The region of an address form (county / state / province; the lists per country are in
// address-regions.ts, which only the checkout loads), and the US regions we cannot ship to (spec
// docs/spec/storefront-shell.md §5, docs/spec/commerce-core.md §5).

/** One selectable region in an address form. @example const r: Region = { name: 'Bayern', code: 'BY' }; */
export interface Region {
  readonly name: string;
  readonly code: string;
}

/**
 * US territories and military postal regions the us storefront cannot ship to: American Samoa,
 * Guam, Micronesia, Marshall Islands, Northern Mariana Islands, Palau, Armed Forces (AA, AE, AP)
 * and the US Virgin Islands. They are deliberately absent from US_REGIONS.
 * @example BLOCKED_US_REGIONS.includes('GU') // true
 */
export const BLOCKED_US_REGIONS = ['AS', 'GU', 'FM', 'MH', 'MP', 'PW', 'AA', 'AE', 'AP', 'VI'] as const;

/** One blocked US region code. @example const r: BlockedUsRegion = 'VI'; */
export type BlockedUsRegion = (typeof BLOCKED_US_REGIONS)[number];

/** True when a US region code is one we cannot ship to (case-insensitive). @example isBlockedUsRegion('gu') // true */
export function isBlockedUsRegion(code: string): boolean {
  return (BLOCKED_US_REGIONS as readonly string[]).includes(code.trim().toUpperCase());
}
