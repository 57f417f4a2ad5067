// The API between the browser and the worker: what each domain service answers, the one
// definition of its types. The worker's services are checked against it (worker/request/
// server-api.ts and the /api routes); the client's HTTP Api implements it (client/queries/
// http-api.ts). Types only, over the schemas of contract/ (decision 062).
import type { CheckoutInformation, CurrencyCode, Market, StorefrontCode, WarehouseRegion } from '../markets';
import type { ListingFacet, ListingSort } from '../markets/catalogue-vocabulary';
import type { PriceBounds } from '../markets/price-bounds';
import type { ShippingMethod, ShopperCartAnswer } from './cart';
import type { CartUpdate, ProductLine } from './cart-update';
import type { ProductCard, SearchFacets, Suggestion } from './catalogue';
import type { Category, EnhancedTarget, Story } from './content';
import type { Order, OrderSession, PaymentMethodsAnswer, PaymentResult, PaypalUpdateResult } from './orders';
import type { PaymentDetailsRequest, PaymentRequest, PaypalUpdateRequest } from './payments';
import type { Product } from './product';
import type { SegmentContent } from './segments';

/** The query string a page passes on: only its preview flags are read, e.g. '?bust=…' or ''. */
export type PreviewSearch = string;

/**
 * A layout story as pages carry it: its content, trimmed to what the shell renders
 * (worker/content/layout.ts); editors in preview get the whole story.
 */
export interface LayoutStory {
  content: Record<string, unknown>;
}

export interface Layout {
  navigation: LayoutStory;
  footer: LayoutStory;
  topBanner: LayoutStory;
  newsletter: LayoutStory;
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
  /** Audience segments, their popups and basket upsells (decision 038). */
  segments(storefront: StorefrontCode, preview?: PreviewSearch): Promise<SegmentContent>;
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
  /**
   * The price filter's default bounds in the market's major units: the category's (or the
   * search's) cheapest price rounded down and dearest rounded up; null when unknown.
   */
  priceRange: { min: number; max: number } | null;
}

export interface ProductDetail {
  product: Product;
  /** The warehouse regions that sell it: its page exists in their storefronts (hreflang, decision 067). */
  regions: WarehouseRegion[];
  recommendations: ProductCard[];
  similar: ProductCard[];
}

/** A story's product carousels (decision 051). */
export interface StoryCarousels {
  /** Each carousel block's products by its `_uid`; none when its list is empty or its call failed. */
  products: Record<string, ProductCard[]>;
  /** False when a call failed: the answer is not to be shared or kept. */
  complete: boolean;
}

/** Catalogue calls price in `country` when it is one of the storefront's markets, else its default. */
export interface CatalogueApi {
  listing(storefront: StorefrontCode, country: string | undefined, slugs: string, query?: ListingQuery): Promise<ProductPage>;
  search(
    storefront: StorefrontCode,
    country: string | undefined,
    term: string,
    page?: number,
    price?: PriceBounds,
  ): Promise<ProductPage & { term: string }>;
  suggest(
    storefront: StorefrontCode,
    country: string | undefined,
    term: string,
    limit?: number,
  ): Promise<{ term: string; items: Suggestion[] }>;
  product(storefront: StorefrontCode, country: string | undefined, sku: string): Promise<ProductDetail>;
  /** The products of a story's carousels (decision 051); a failed call leaves its carousel empty. */
  carousels(storefront: StorefrontCode, country: string | undefined, slug: string, preview?: PreviewSearch): Promise<StoryCarousels>;
}

// ---------------------------------------------------------------------------------------------
// The shopper's own calls: only the browser makes them (a server render may be cached and shared,
// so it never reads a cart); on the server they refuse.

/**
 * Whose cart, where: the storefront and the market's country (`?storefront=&country=`) and the
 * cart token of the market's warehouse region, the only credential. The browser has none: the
 * worker keeps it in an HttpOnly cookie (decision 072); other callers send `Authorization`.
 */
export interface Shopper {
  storefront: StorefrontCode;
  country: string;
  token: string | undefined;
}

/** Cart calls refuse with the cart service's codes (UNAUTHORIZED, CART_NOT_FOUND, OUT_OF_STOCK, …). */
export interface CartApi {
  /** The cart; UNAUTHORIZED 'Cart token is missing' without a token. */
  get(shopper: Shopper): Promise<ShopperCartAnswer>;
  /** A change; without a token, products create the cart for the market. */
  update(shopper: Shopper, update: CartUpdate): Promise<ShopperCartAnswer>;
  /** A new cart holding `products`, which becomes the shopper's (the `?items=` restore). */
  create(shopper: Shopper, products: ProductLine[]): Promise<ShopperCartAnswer>;
  /**
   * Moves a token an older shop kept in localStorage into the cart cookie (decision 072); a
   * cookie already there wins. The token is then forgotten by the browser either way.
   */
  adopt(shopper: Shopper & { token: string }): Promise<ShopperCartAnswer>;
  /** Forgets the cart (one that is gone already too). */
  remove(shopper: Shopper): Promise<void>;
  /** Shipping methods to the market's country, in its language and currency. */
  shippingMethods(shopper: Shopper): Promise<ShippingMethod[]>;
  /** Up to 8 products for the basket (the `basket` widget, or a segment upsell's); none when the search service fails. */
  recommendations(shopper: Shopper, widgetId?: string): Promise<ProductCard[]>;
}

/** A payment attempt: the Drop-in's payment method and browser details for an order. */
export type PaymentInput = Omit<PaymentRequest, 'origin'>;

/** Checkout calls refuse with the commerce backend's codes (MISSING_SHIPPING_OPTION_ERROR, TAX_JAR_ERROR, …). */
export interface CheckoutApi {
  /** The Drop-in's payment methods for the cart's total, with the client key it needs. */
  paymentMethods(shopper: Shopper): Promise<PaymentMethodsAnswer>;
  /** The cart's order session for the shopper's addresses and contact. */
  createOrderSession(shopper: Shopper, information: CheckoutInformation): Promise<OrderSession>;
  /** The payment method chosen in the Drop-in, recorded on the order; the session (and its amount) as the server has it. */
  selectPaymentMethod(shopper: Shopper, orderId: string, type: string): Promise<OrderSession>;
  pay(shopper: Shopper, input: PaymentInput): Promise<PaymentResult>;
  /** A redirect's or an in-page action's result, confirmed with the payment provider. */
  paymentDetails(shopper: Shopper, input: PaymentDetailsRequest): Promise<PaymentResult>;
  /** A shipping change in PayPal's lightbox: PayPal takes the order's total as the server computes it. */
  paypalUpdateOrder(shopper: Shopper, input: PaypalUpdateRequest): Promise<PaypalUpdateResult>;
  /** The order once authorised; PAYMENT_FAILED (the failed reason) when it was not. */
  confirmation(shopper: Shopper, orderId: string): Promise<Order>;
}

/** A newsletter sign-up (docs/spec/storefront-shell.md §7). */
export interface SignUp {
  store: StorefrontCode;
  /** Trimmed and lower-cased by the service. */
  email: string;
  /** A market of the store. */
  countryCode: string;
  /** Ticked at checkout rather than in the footer. */
  checkout?: boolean | undefined;
}

/** Subscribed now or before, or kept in the outbox while the service is down, slow or busy. */
/** The same for a new and a known address; `queued` when the service was down and the sign-up is kept. */
export type SignUpAnswer = { subscribed: true; queued?: true };

export interface NewsletterApi {
  /** Refuses 400 (the field named) or 429 (too many sign-ups from one address). */
  subscribe(signUp: SignUp): Promise<SignUpAnswer>;
}

// ---------------------------------------------------------------------------------------------
// The browser's market switch (docs/spec/storefront-shell.md §4; decisions 004, 015, 024).

/** GET /api/country-code: what the shop offers a shopper from a country (decision 004). */
export interface CountryCodeAnswer {
  countryCode: string;
  supported: boolean;
  storefrontCode: StorefrontCode | null;
  /** The configured address of an external storefront (AU, NZ, JP). */
  external: { url: string } | null;
  market: Market | null;
}

export interface MarketApi {
  /** What the shop offers a country (two letters, any case). */
  countryCode(countryCode: string): Promise<CountryCodeAnswer>;
  /** The shopper's geo country; asking sets the geo cookie, which cached pages cannot (decision 024). */
  geoCountry(): Promise<{ countryCode: string | null }>;
}

// ---------------------------------------------------------------------------------------------
// The whole API (decision 023): on the server the services bound to the request
// (worker/request/server-api.ts), in the browser HTTP to `/api` (client/queries/http-api.ts).

export interface Api {
  content: ContentApi;
  catalogue: CatalogueApi;
  /** The shopper's own calls: the browser makes them after hydration; on the server they refuse. */
  cart: CartApi;
  checkout: CheckoutApi;
  newsletter: NewsletterApi;
  /** The market switch's: country-code and the geo country. */
  market: MarketApi;
}
