// The search service's facet configuration (docs/spec/commerce-core.md §3 "Facet config"), in display order:
// which product field each filter reads, its translation key, and the listing query parameter
// that carries its values (slugs, decision 013). The embedded origin's available-filters
// endpoint follows it; the catalogue generator publishes it with the seed.

export interface FacetConfig {
  uuid: string;
  key: 'colours' | 'materials' | 'features' | 'sizes' | 'price';
  apiId: string;
  type: 'facet' | 'filter';
  translationKey: string;
  queryParam: string;
  apiItemsPrefix: string;
}

const facet = (n: number, key: FacetConfig['key'], apiId: string = key): FacetConfig => ({
  uuid: `6f1c2a4e-2b1d-4c8e-9a53-0c7d1e2f3a0${n}`,
  key,
  apiId,
  type: key === 'price' ? 'filter' : 'facet',
  translationKey: `filters.${key}`,
  queryParam: key,
  apiItemsPrefix: `${key}.`,
});

/** @example FACETS.map((f) => f.queryParam) // ['colours', 'materials', 'features', 'sizes', 'price'] */
export const FACETS: readonly FacetConfig[] = [
  facet(1, 'colours'),
  facet(2, 'materials'),
  facet(5, 'features'),
  facet(3, 'sizes', 'variants.size.value'),
  facet(4, 'price'),
];
