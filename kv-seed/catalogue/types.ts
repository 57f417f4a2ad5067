// Types of the catalogue seed: one record per parent product (one design in one colour) in the
// shape the search service returns, with its size variants. Pure types and the vocabularies they
// come from (the embedded search origin validates against the same lists): safe to import anywhere.

/** Every currency a market can price in (storefront-shell 9.2). @example const c: CurrencyCode = 'KRW'; */
export type CurrencyCode = 'EUR' | 'GBP' | 'CHF' | 'USD' | 'SEK' | 'CZK' | 'DKK' | 'NOK' | 'KRW';

/** Colour names a product can carry; each maps to a fixed hex value. @example const c: ColourName = 'navy blue'; */
export type ColourName =
  | 'beige'
  | 'black'
  | 'blue'
  | 'navy blue'
  | 'pink'
  | 'red'
  | 'white'
  | 'grey'
  | 'green'
  | 'yellow'
  | 'orange'
  | 'purple'
  | 'brown'
  | 'burgundy'
  | 'turquoise'
  | 'multicolour';

/** Sock shapes. @example const s: Silhouette = 'sneaker'; */
export type Silhouette = 'crew' | 'ankle' | 'sneaker' | 'knee-high';

/** Pattern families, also used to pick the drawing. @example const p: PatternGroup = 'argyle'; */
export type PatternGroup = 'stripes' | 'dots' | 'argyle' | 'solid' | 'animals' | 'fruit' | 'hearts' | 'geometric';

/** Age group of a product. @example const a: AgeGroup = 'kids'; */
export type AgeGroup = 'adults' | 'kids';

/** Every collection slug. @example COLLECTIONS.includes('outlet') // true */
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
/** Collection slugs. @example const c: CollectionSlug = 'gift-boxes'; */
export type CollectionSlug = (typeof COLLECTIONS)[number];

/** Badge enumeration (commerce-core 3). */
export const BADGES = ['new', 'last-chance', 'low-stock', 'in-stock', 'bestsellers', 'coming-soon', 'gift-idea'] as const;
/** @example const b: Badge = 'last-chance'; */
export type Badge = (typeof BADGES)[number];

/** Material names used in compositions and the materials facet. */
export const MATERIALS = [
  'cotton',
  'organic cotton',
  'bamboo',
  'wool',
  'merino wool',
  'recycled polyester',
  'polyamide',
  'elastane',
] as const;
/** @example const m: Material = 'merino wool'; */
export type Material = (typeof MATERIALS)[number];

/** A price pair in minor units (KRW: whole won). @example const m: Money = { original: 1295, final: 1295 }; */
export interface Money {
  original: number;
  final: number;
}

/** One size of a product, sold from one warehouse. US variants have "-UP" in the SKU and US stock only. */
export interface CatalogueVariant {
  id: string;
  /** Parent SKU + "-" + size value; US variants: parent SKU + "-UP-" + size value. @example 'ARG-HARBOUR-STRIPE-NAVY-UP-41-46' */
  sku: string;
  /** @example { label: '1-2 Years', value: '1-2Y' } */
  size: { label: string; value: string };
  stock: { nl: number; us: number };
  /** Minor units per currency; KRW in whole won. */
  price: Record<CurrencyCode, Money>;
  region: 'NL' | 'US';
}

/** One product image entry. */
export interface CatalogueImage {
  url: string;
  alt: string;
  position: number;
  backgroundColor: string;
  imageType: 'packshot' | 'model';
}

/** A parent product (one design in one colour) as the search service returns it. */
export interface CatalogueProduct {
  /** @example 'p-00042' */
  id: string;
  _id: { id: string; kind: 'product' };
  /** @example 'ARG-HARBOUR-STRIPE-NAVY' */
  sku: string;
  name: string;
  slug: string;
  updateReason: 'seed';
  updatedAt: string;
  recommended: boolean;
  ageGroup: AgeGroup;
  family: string;
  silhouette: Silhouette;
  patternGroup: PatternGroup;
  collections: CollectionSlug[];
  categories: string[];
  color: { primary: ColourName; secondary?: ColourName };
  colours: ColourName[];
  materials: Material[];
  badges: Badge[];
  /** SKUs of the same design in other colours. */
  linkedProducts: string[];
  seasonalClearance: boolean;
  description: { full: string; short: string };
  information: {
    composition: string;
    compositions: { material: Material; percentage: number }[];
    legalMaterials: string;
    washingInstructions: string[];
    sizeGuideBlock: string;
    occasion: string;
    ageGroup: AgeGroup;
    family: string;
    silhouette: Silhouette;
  };
  certifications: string[];
  displayFeatures: string[];
  media: {
    hero: { small: string; original: string; thumbnail: string; large: string };
    alternate: string;
    images: CatalogueImage[];
  };
  meta: { title: string; description: string };
  variants: CatalogueVariant[];
  createdAt: string;
}

/** Facet configuration entry (commerce-core 3 "Facet config"). */
export interface FacetConfig {
  uuid: string;
  key: 'colours' | 'materials' | 'sizes' | 'price';
  apiId: string;
  type: 'facet' | 'filter';
  translationKey: string;
  queryParam: string;
  apiItemsPrefix: string;
}
