// The catalogue's vocabularies (docs/spec/commerce-core.md §3: badges, the attributes colours, materials,
// features and sizes) and the one rule for facet values in URLs: a slug. The worker validates
// products and filters with these lists, the client builds filter links with them, and the
// catalogue generator draws its products from them (decision 013).
import { COLOUR_HEX } from './colours';

/** Collection slugs: the tags a collection listing filters on. @example COLLECTIONS.includes('outlet') // true */
export const COLLECTIONS = [
  'sneaker-socks',
  'low-socks',
  'socks-for-men',
  'socks-for-women',
  'gift-boxes',
  'outlet',
  'kids-socks',
  'new-in',
] as const;
/** @example const c: CollectionSlug = 'gift-boxes'; */
export type CollectionSlug = (typeof COLLECTIONS)[number];

/** Badge enumeration (docs/spec/commerce-core.md §3). @example BADGES[0] // 'new' */
export const BADGES = ['new', 'last-chance', 'low-stock', 'in-stock', 'bestsellers', 'coming-soon', 'gift-idea'] as const;
/** @example const b: Badge = 'last-chance'; */
export type Badge = (typeof BADGES)[number];

/** Material names used in compositions and the materials facet. @example MATERIALS.includes('merino wool') // true */
export const MATERIALS = [
  'cotton',
  'organic cotton',
  'recycled cotton',
  'bamboo',
  'wool',
  'merino wool',
  'recycled polyester',
  'polyamide',
  'elastane',
] as const;
/** @example const m: Material = 'merino wool'; */
export type Material = (typeof MATERIALS)[number];

/** Features a shopper filters by: the sock's length and how it is made. @example FEATURES[0] // 'knee-high' */
export const FEATURES = [
  'knee-high',
  'seamless-toe',
  'reinforced-heel',
  'comfort-cuff',
  'cushioned-sole',
  'heel-grip',
  'anti-slip',
  'breathable',
  'temperature-regulating',
  'gift-ready',
] as const;
/** @example const f: Feature = 'anti-slip'; */
export type Feature = (typeof FEATURES)[number];

/** Sock shapes. @example const s: Silhouette = 'sneaker'; */
export const SILHOUETTES = ['crew', 'ankle', 'sneaker', 'knee-high'] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

/** Pattern families, also used to pick the drawing. @example const p: PatternGroup = 'argyle'; */
export const PATTERN_GROUPS = ['stripes', 'dots', 'argyle', 'solid', 'animals', 'fruit', 'hearts', 'geometric'] as const;
export type PatternGroup = (typeof PATTERN_GROUPS)[number];

/** Age group of a product. @example const a: AgeGroup = 'kids'; */
export const AGE_GROUPS = ['adults', 'kids'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Adult sizes in sort order. @example ADULT_SIZES[0] // '35-38' */
export const ADULT_SIZES = ['35-38', '36-40', '39-42', '41-46', '43-46'] as const;

/** Kids sizes in sort order with their short values (Months -> M, Years -> Y, docs/spec/commerce-core.md §9). */
export const KIDS_SIZES = [
  { label: '0-6 Months', value: '0-6M' },
  { label: '6-12 Months', value: '6-12M' },
  { label: '1-2 Years', value: '1-2Y' },
  { label: '3-4 Years', value: '3-4Y' },
  { label: '5-6 Years', value: '5-6Y' },
  { label: '7-8 Years', value: '7-8Y' },
  { label: '9-12 Years', value: '9-12Y' },
] as const;

/** Every size value the catalogue sells. @example SIZE_VALUES.includes('0-6M') // true */
export const SIZE_VALUES: readonly string[] = [...ADULT_SIZES, ...KIDS_SIZES.map((s) => s.value)];

/** The four attributes a listing filters by (docs/spec/commerce-core.md §3), in display order; each is its own query parameter. */
export const LISTING_FACETS = ['colours', 'materials', 'features', 'sizes'] as const;
/** @example const f: ListingFacet = 'sizes'; */
export type ListingFacet = (typeof LISTING_FACETS)[number];

const VOCABULARY: Record<ListingFacet, readonly string[]> = {
  colours: Object.keys(COLOUR_HEX),
  materials: MATERIALS,
  features: FEATURES,
  sizes: SIZE_VALUES,
};

/**
 * A facet value as it appears in a URL: lower case, every run of other characters one hyphen.
 * @example facetSlug('navy blue') // 'navy-blue'
 * @example facetSlug('0-6M') // '0-6m'
 */
export function facetSlug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const BY_SLUG = Object.fromEntries(
  LISTING_FACETS.map((facet) => [facet, new Map(VOCABULARY[facet].map((value) => [facetSlug(value), value]))]),
) as Record<ListingFacet, Map<string, string>>;

/**
 * The catalogue value behind a facet slug (any spelling with the same slug works too), or
 * undefined when the facet has no such value.
 * @example facetValueOf('colours', 'navy-blue') // 'navy blue'
 * @example facetValueOf('sizes', '0-6m') // '0-6M'
 * @example facetValueOf('materials', 'silk') // undefined
 */
export function facetValueOf(facet: ListingFacet, slugOrValue: string): string | undefined {
  return BY_SLUG[facet].get(facetSlug(slugOrValue));
}

/** Sort orders of a listing, as written in its `sortBy` query parameter. @example LISTING_SORTS[0] // 'recommended' */
export const LISTING_SORTS = ['recommended', 'newest', 'price-asc', 'price-desc'] as const;
/** @example const s: ListingSort = 'newest'; */
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Tags a tag listing (`/{storefront}/tag/{tag}`) filters on: a badge or a collection. @example isListingTag('bestsellers') // true */
export function isListingTag(tag: string): boolean {
  return (BADGES as readonly string[]).includes(tag) || (COLLECTIONS as readonly string[]).includes(tag);
}
