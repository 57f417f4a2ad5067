// What listing, search and the search box show: product cards, facets and suggestions, as the
// worker's catalogue answers them (contract/api.ts CatalogueApi). The facet and suggestion
// schemas are also the search service's answer parts (worker/upstreams/search/schemas.ts).
import { z } from 'zod';

/** A small card, not the whole product, so a page of 64 products stays light in the page state. */
export interface ProductCard {
  id: string;
  sku: string;
  name: string;
  slug: string;
  image: string;
  imageAlt: string;
  backgroundColor: string | undefined;
  /** Data URI of the image's blurred placeholder (width 90, quality 1), inlined behind the image. */
  placeholder?: string | undefined;
  price: { original: number; final: number };
  currency: string;
  discountPercentage: number;
  badges: string[];
  stockStatus: 'in-stock' | 'low-stock' | 'no-stock';
  colours: string[];
  sizes: string[];
}

export const facetValueSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValueSchema>;

export const priceRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const searchFacetsSchema = z.object({
  colours: z.array(facetValueSchema).optional(),
  materials: z.array(facetValueSchema).optional(),
  features: z.array(facetValueSchema).optional(),
  sizes: z.array(facetValueSchema).optional(),
  price: priceRangeSchema.optional(),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/** One search-box suggestion. */
export const suggestionSchema = z.object({
  id: z.string(),
  product: z.object({ title: z.string(), photo: z.string(), sku: z.string(), slug: z.string() }),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
