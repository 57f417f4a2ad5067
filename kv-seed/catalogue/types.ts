// Types of the catalogue seed: one record per parent product (one design in one colour) in the
// shape the search service returns, with its size variants. The vocabularies they use live in
// markets/ (the runtime owns them; the embedded search origin validates against the same lists).

import type { ColourName, CurrencyCode } from '../../markets';
import type { AgeGroup, Badge, CollectionSlug, Feature, Material, PatternGroup, Silhouette } from '../../markets/catalogue-vocabulary';

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
  /** Data URI of the blurred placeholder (width 90, quality 1), inlined by pages. */
  placeholder?: string;
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
  /** Filterable features (knee-high, anti-slip, ...). */
  features: Feature[];
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
