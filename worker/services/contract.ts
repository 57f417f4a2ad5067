// What the content and catalogue services answer: the one definition of their types, shared by
// the services (which are checked against it, services/server-api.ts) and the client (which
// imports it as types only). Pure types over domain schemas: no bindings, no runtime code, so
// the browser's tsconfig can read it.
import type { CurrencyCode, StorefrontCode } from '../../markets';
import type { ListingFacet, ListingSort } from '../../markets/catalogue-vocabulary';
import type { ProductCard } from '../catalogue/cards';
import type { EnhancedTarget } from '../content/pdp-enhanced';
import type { Category, Story } from '../upstreams/content/schemas';
import type { Product, SearchFacets, SuggestResponse } from '../upstreams/search/schemas';
import type { TableRow } from '../../scripts/bench/table-rows';

/** The query string a page passes on: only its preview flags are read, e.g. '?bust=…' or ''. */
export type PreviewSearch = string;

export interface Layout {
  navigation: Story;
  footer: Story;
  topBanner: Story;
  newsletter: Story;
}

export interface ContentApi {
  /** A storefront's story by slug (e.g. 'navigation', 'faq/cookie-policy'); 404 when there is none. */
  story(storefront: StorefrontCode, slug: string, preview?: PreviewSearch): Promise<Story>;
  /** A story whose absence is normal (e.g. 'checkout-message-banner'): null when there is none. */
  optionalStory(storefront: StorefrontCode, slug: string, preview?: PreviewSearch): Promise<Story | null>;
  /** Header, footer, top banner and newsletter: the frame of every page. */
  layout(storefront: StorefrontCode, preview?: PreviewSearch): Promise<Layout>;
  /** The product page's enhanced blocks story (decision 018), or null. */
  productEnhanced(storefront: StorefrontCode, product: EnhancedTarget, preview?: PreviewSearch): Promise<Story | null>;
  sharedContent(storefront: StorefrontCode, preview?: PreviewSearch): Promise<Story[]>;
  translations(storefront: StorefrontCode, preview?: PreviewSearch): Promise<{ locale: string; translations: Record<string, string> }>;
  /** Shop constants (datasource 'constants'); today the same for every storefront. */
  constants(storefront: StorefrontCode, preview?: PreviewSearch): Promise<Record<string, string>>;
  categories(storefront: StorefrontCode, preview?: PreviewSearch): Promise<Category[]>;
}

/** A listing's query: facet slugs comma-separated (`colours: 'navy-blue,red'`, decision 013). */
export type ListingQuery = Partial<Record<ListingFacet, string>> & {
  page?: number | undefined;
  sortBy?: ListingSort | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
};

/** One page of a listing or of search results. */
export interface ProductPage {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  currency: CurrencyCode;
  facets: SearchFacets;
  /** Set when nothing matched the term as typed and a spelling correction was searched instead. */
  correctedQuery: string | null;
  products: ProductCard[];
}

export interface ProductDetail {
  product: Product;
  recommendations: ProductCard[];
  similar: ProductCard[];
}

export type Suggestion = SuggestResponse['items'][number];

/** Catalogue calls price in `country` when it is one of the storefront's markets, else its default. */
export interface CatalogueApi {
  listing(storefront: StorefrontCode, country: string | undefined, slugs: string, query?: ListingQuery): Promise<ProductPage>;
  search(storefront: StorefrontCode, country: string | undefined, term: string, page?: number): Promise<ProductPage & { term: string }>;
  suggest(
    storefront: StorefrontCode,
    country: string | undefined,
    term: string,
    limit?: number,
  ): Promise<{ term: string; items: Suggestion[] }>;
  product(storefront: StorefrontCode, country: string | undefined, sku: string): Promise<ProductDetail>;
}

/** The benchmark table's rows (npm run bench:ssr); not found unless config BENCH_ROUTES is on. */
export interface BenchTable {
  rows: TableRow[];
}

export interface BenchApi {
  ssrTable(): Promise<BenchTable>;
}
