// Storefront configuration: which content space, tenant and warehouse each storefront code uses and
// which country markets it serves (docs/spec/storefront-shell.md §2.1, §3, §9.3, §9.4). The same table is used
// in production and staging; per-environment differences live on markets (see markets.ts).

import type { CountryCode } from './country-codes';
import { BLOCKED_US_REGIONS } from './regions';

/**
 * Storefront codes valid as the first path segment, in spec order.
 * @example STOREFRONT_CODES.includes('uk') // true
 */
export const STOREFRONT_CODES = ['uk', 'de', 'at', 'be', 'ch', 'nl', 'fr', 'us', 'es', 'it', 'eu', 'gl'] as const;

/** A real storefront code. @example const s: StorefrontCode = 'de'; */
export type StorefrontCode = (typeof STOREFRONT_CODES)[number];

/** Code used when a path carries no storefront segment. @example storefrontFromPath('/') === DEFAULT_STOREFRONT */
export const DEFAULT_STOREFRONT = '_default';

/** The default storefront code type. @example const d: DefaultStorefrontCode = '_default'; */
export type DefaultStorefrontCode = typeof DEFAULT_STOREFRONT;

/** Locale of the content service space (docs/spec/storefront-shell.md §3 enumerations). @example const l: ContentLocale = 'de-DE'; */
export const CONTENT_LOCALES = ['en-GB', 'de-DE', 'default', 'fr-FR'] as const;
/** @example const l: ContentLocale = 'fr-FR'; */
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** Content key, used to pick content stores and bundled fallbacks. @example CONTENT_KEYS.includes('eu') // true */
export const CONTENT_KEYS = ['_default', 'nl', 'uk', 'de', 'eu', 'fr', 'us', 'gl'] as const;
/** @example const k: ContentKey = 'uk'; */
export type ContentKey = (typeof CONTENT_KEYS)[number];

/** Tenant key for the product search service. @example TENANT_KEYS.includes('NL') // true */
export const TENANT_KEYS = ['default', 'UK', 'DE', 'NL', 'FR', 'US', 'EU', 'GL'] as const;
/** @example const t: TenantKey = 'GL'; */
export type TenantKey = (typeof TENANT_KEYS)[number];

/** Warehouse regions. @example WAREHOUSE_REGIONS.includes('US') // true */
export const WAREHOUSE_REGIONS = ['NL', 'US'] as const;
/** @example const r: WarehouseRegion = 'NL'; */
export type WarehouseRegion = (typeof WAREHOUSE_REGIONS)[number];

/** A warehouse region and the stock location codes it reads (reserve first). @example WAREHOUSES.US.codes // ['us-rsv', 'us'] */
export interface Warehouse {
  readonly region: WarehouseRegion;
  readonly codes: readonly string[];
}

/** The two warehouses (docs/spec/storefront-shell.md §9.3). @example WAREHOUSES.NL.codes // ['nl-rsv', 'nl'] */
export const WAREHOUSES = {
  NL: { region: 'NL', codes: ['nl-rsv', 'nl'] },
  US: { region: 'US', codes: ['us-rsv', 'us'] },
} as const satisfies Record<WarehouseRegion, Warehouse>;

/** One storefront's configuration. @example getStorefront('uk').tenantKey // 'UK' */
export interface StorefrontConfig {
  readonly storefrontCode: StorefrontCode | DefaultStorefrontCode;
  readonly contentLocale: ContentLocale;
  readonly contentKey: ContentKey;
  readonly tenantKey: TenantKey;
  readonly warehouse: Warehouse;
  readonly isFocusMarket: boolean;
  /** Countries served, in spec order; the first is the default market unless defaultCountry says otherwise. */
  readonly markets: readonly [CountryCode, ...CountryCode[]];
  /** The market shown when the shopper's country is not one of `markets` (must be one of them). */
  readonly defaultCountry?: CountryCode;
  /** Regions inside a served country that cannot be shipped to. */
  readonly blockedRegions?: readonly string[];
}

/**
 * All 12 storefronts plus _default (docs/spec/storefront-shell.md §9.3, §9.4). _default serves DE because the default currency
 * country is DE. The eu and gl markets are listed in spec order, so HR is eu's default; gl, the
 * international storefront for every country without a market, prices in USD (decision 002), so
 * its default is SG, its first USD market, not KR (KRW).
 * @example STOREFRONTS.length // 13
 */
export const STOREFRONTS = [
  {
    storefrontCode: 'uk',
    contentLocale: 'en-GB',
    contentKey: 'uk',
    tenantKey: 'UK',
    warehouse: WAREHOUSES.NL,
    isFocusMarket: true,
    markets: ['GB'],
  },
  {
    storefrontCode: 'de',
    contentLocale: 'de-DE',
    contentKey: 'de',
    tenantKey: 'DE',
    warehouse: WAREHOUSES.NL,
    isFocusMarket: true,
    markets: ['DE'],
  },
  {
    storefrontCode: 'at',
    contentLocale: 'de-DE',
    contentKey: 'de',
    tenantKey: 'DE',
    warehouse: WAREHOUSES.NL,
    isFocusMarket: true,
    markets: ['AT'],
  },
  {
    storefrontCode: 'be',
    contentLocale: 'default',
    contentKey: 'eu',
    tenantKey: 'NL',
    warehouse: WAREHOUSES.NL,
    isFocusMarket: true,
    markets: ['BE'],
  },
  {
    storefrontCode: 'ch',
    contentLocale: 'de-DE',
    contentKey: 'de',
    tenantKey: 'DE',
    warehouse: WAREHOUSES.NL,
    isFocusMarket: true,
    markets: ['CH'],
  },
  {
    storefrontCode: 'nl',
    contentLocale: 'default',
    contentKey: 'eu',
    tenantKey: 'NL',
    warehouse: WAREHOUSES.NL,
    isFocusMarket: true,
    markets: ['NL'],
  },
  {
    storefrontCode: 'fr',
    contentLocale: 'fr-FR',
    contentKey: 'fr',
    tenantKey: 'FR',
    warehouse: WAREHOUSES.NL,
    isFocusMarket: true,
    markets: ['FR'],
  },
  {
    storefrontCode: 'us',
    contentLocale: 'default',
    contentKey: 'us',
    tenantKey: 'US',
    warehouse: WAREHOUSES.US,
    isFocusMarket: true,
    markets: ['US'],
    blockedRegions: BLOCKED_US_REGIONS,
  },
  {
    storefrontCode: 'es',
    contentLocale: 'default',
    contentKey: 'eu',
    tenantKey: 'EU',
    warehouse: WAREHOUSES.NL,
    isFocusMarket: true,
    markets: ['ES'],
  },
  {
    storefrontCode: 'it',
    contentLocale: 'default',
    contentKey: 'eu',
    tenantKey: 'EU',
    warehouse: WAREHOUSES.NL,
    isFocusMarket: true,
    markets: ['IT'],
  },
  {
    storefrontCode: 'eu',
    contentLocale: 'default',
    contentKey: 'eu',
    tenantKey: 'EU',
    warehouse: WAREHOUSES.NL,
    isFocusMarket: false,
    markets: ['HR', 'EE', 'SK', 'SE', 'FI', 'PT', 'LV', 'LT', 'IE', 'CZ', 'SI', 'DK', 'HU', 'PL', 'LU', 'NO'],
  },
  {
    storefrontCode: 'gl',
    contentLocale: 'default',
    contentKey: 'gl',
    tenantKey: 'GL',
    warehouse: WAREHOUSES.NL,
    isFocusMarket: false,
    markets: ['KR', 'SG', 'IL', 'AE'],
    defaultCountry: 'SG',
  },
  {
    storefrontCode: '_default',
    contentLocale: 'default',
    contentKey: '_default',
    tenantKey: 'default',
    warehouse: WAREHOUSES.NL,
    isFocusMarket: false,
    markets: ['DE'],
  },
] as const satisfies readonly StorefrontConfig[];

/** True when x is one of the 12 storefront codes (not _default; case-sensitive). @example isStorefrontCode('de') // true */
export function isStorefrontCode(x: unknown): x is StorefrontCode {
  return typeof x === 'string' && (STOREFRONT_CODES as readonly string[]).includes(x);
}

/** Configuration of a storefront or of _default. @example getStorefront('us').warehouse.region // 'US' */
export function getStorefront(code: StorefrontCode | DefaultStorefrontCode): StorefrontConfig {
  const found = STOREFRONTS.find((s) => s.storefrontCode === code);
  if (!found) throw new Error(`Unknown storefront: ${code}`);
  return found;
}

/** The country a storefront shows when no market of its own is chosen. @example defaultCountryOf('gl') // 'SG' */
export function defaultCountryOf(code: StorefrontCode | DefaultStorefrontCode): CountryCode {
  const storefront = getStorefront(code);
  return storefront.defaultCountry ?? storefront.markets[0];
}

/** A storefront served by an external site (docs/spec/storefront-shell.md §1). @example EXTERNAL_STOREFRONTS[0].url // 'https://argyle.com.au' */
export interface ExternalStorefront {
  readonly storefrontCode: string;
  readonly countryCode: string;
  /** Default address; override per deployment with externalStorefrontUrl(code, overrides). */
  readonly url: string;
}

/** The au, nz and jp storefronts, which redirect to external sites. @example EXTERNAL_STOREFRONTS.map((s) => s.storefrontCode) // ['au', 'nz', 'jp'] */
export const EXTERNAL_STOREFRONTS = [
  { storefrontCode: 'au', countryCode: 'AU', url: 'https://argyle.com.au' },
  { storefrontCode: 'nz', countryCode: 'NZ', url: 'https://argyle.co.nz' },
  { storefrontCode: 'jp', countryCode: 'JP', url: 'https://argyle.jp' },
] as const satisfies readonly ExternalStorefront[];

/** An externally served storefront code. @example const e: ExternalStorefrontCode = 'jp'; */
export type ExternalStorefrontCode = (typeof EXTERNAL_STOREFRONTS)[number]['storefrontCode'];

/** A country served by an external storefront. @example const c: ExternalCountryCode = 'NZ'; */
export type ExternalCountryCode = (typeof EXTERNAL_STOREFRONTS)[number]['countryCode'];

/** Per-deployment replacements for the external storefront addresses. @example const o: ExternalStorefrontUrls = { jp: 'https://jp.example' }; */
export type ExternalStorefrontUrls = Partial<Record<ExternalStorefrontCode, string>>;

/** True when x is au, nz or jp. @example isExternalStorefrontCode('nz') // true */
export function isExternalStorefrontCode(x: unknown): x is ExternalStorefrontCode {
  return typeof x === 'string' && EXTERNAL_STOREFRONTS.some((s) => s.storefrontCode === x);
}

/**
 * Address of an external storefront; an override (from runtime config) wins over the default.
 * @example externalStorefrontUrl('nz') // 'https://argyle.co.nz'
 */
export function externalStorefrontUrl(code: ExternalStorefrontCode, overrides?: ExternalStorefrontUrls): string {
  const override = overrides?.[code];
  if (override) return override;
  const found = EXTERNAL_STOREFRONTS.find((s) => s.storefrontCode === code);
  if (!found) throw new Error(`Unknown external storefront: ${code}`);
  return found.url;
}

/**
 * Where a path under an external storefront goes: its site (configured address first) with the
 * route path and query string kept, since the external shops share our route shapes.
 * @example externalStorefrontLocation('au', '/adults/socks', '?page=2') // 'https://argyle.com.au/adults/socks?page=2'
 */
export function externalStorefrontLocation(
  code: ExternalStorefrontCode,
  route: string,
  search = '',
  overrides?: ExternalStorefrontUrls,
): string {
  const base = externalStorefrontUrl(code, overrides).replace(/\/+$/, '');
  return `${base}${route === '/' ? '' : route}${search}`;
}
