// The Normalized cart (docs/spec/commerce-core.md §3): what the worker API answers and the shop shows, whichever
// cart service is behind the port. Amounts stay in minor units of `currency` (markets/prices.ts),
// like the catalogue's prices; the shop formats them with priceFromMinor and formatPrice.
// Types only: the client imports them too.

export type StockStatus = 'in-stock' | 'low-stock' | 'no-stock';

export interface CartItem {
  /** The variant SKU: the id to update or remove the line with. */
  id: string;
  /** The line's id within the cart. */
  itemId: string;
  sku: string;
  parentSku: string;
  slug: string;
  name: string;
  image: string;
  sections: string[];
  size: { label: string; value: string };
  quantity: number;
  /** Unit price. */
  price: { original: number; final: number };
  /** The line's share of a discount code (minor units, whole line). */
  productDiscount: number;
  stockStatus: StockStatus;
  isGift: boolean;
  taxCode: string;
}

export interface ShippingMethod {
  id: string;
  title: string;
  description: string;
  available: boolean;
  price: number;
  discountAmount: number;
  deliveryDetails: string;
  logo: string;
}

export interface CartMessage {
  code: string;
  message: string;
  productId?: string | undefined;
}

export interface NormalizedCart {
  cartId: string;
  state: 'OPEN' | 'CLOSED';
  items: CartItem[];
  messages: CartMessage[];
  /** The selected shipping method, if any. */
  shippingMethod: { id: string; title: string; price: number; discountAmount: number } | null;
  itemsCount: number;
  /** Tax included in priceTotal. */
  priceTax: number;
  /** Products after sale prices, before a discount code. */
  priceProducts: number;
  /** Shipping after any shipping discount. */
  priceShipping: number;
  /** What the discount code takes off the products. */
  priceDiscount: number;
  priceTotal: number;
  discountCode: string | null;
  isFreeShippingDiscountCodeApplied: boolean;
  /** Products total (minor units) from which standard shipping is free in this country. */
  freeShippingThreshold: number;
  countryCode: string;
  languageCode: string;
  currency: string;
  taxPercentage: number;
}

/** Every worker cart answer: the cart and the token to send next time. */
export interface CartAnswer {
  cart: NormalizedCart;
  token: string;
}

/**
 * A cart answer of the API: for the browser without the token, which the worker keeps in an
 * HttpOnly cookie (decision 072); for a caller that sends `Authorization` itself, with it.
 */
export interface ShopperCartAnswer {
  cart: NormalizedCart;
  token?: string | undefined;
}
