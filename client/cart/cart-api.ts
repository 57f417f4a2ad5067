// The worker's /api/cart, as the shop calls it: the market in the query, the region's token as
// the Authorization header, `{ cart, token }` back. Refusals reject with ApiError and the
// service's code (UNAUTHORIZED, CART_NOT_FOUND, …).
import type { ProductCard } from '../../worker/catalogue/cards';
import type { CartAnswer, ShippingMethod } from '../../worker/upstreams/cart/types';
import { getJson, type ApiFetch } from '../queries/api';

export type { CartAnswer, CartItem, NormalizedCart, ShippingMethod } from '../../worker/upstreams/cart/types';

export interface CartMarket {
  storefront: string;
  country: string;
}

export interface ProductLine {
  id: string;
  quantity: number;
  increment?: boolean;
}

export type CartUpdate =
  { products: ProductLine[] } | { code: string } | { deleteDiscount: true } | { store: { countryCode: string; languageCode?: string } };

const query = (m: CartMarket) => `storefront=${encodeURIComponent(m.storefront)}&country=${encodeURIComponent(m.country)}`;

function init(method: string, token: string | undefined, body?: unknown): RequestInit {
  return {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

export const fetchCart = (api: ApiFetch, market: CartMarket, token: string) =>
  getJson<CartAnswer>(api, `/api/cart?${query(market)}`, init('GET', token));

/** An update; without a token (products only) the worker creates the cart. */
export const updateCart = (api: ApiFetch, market: CartMarket, token: string | undefined, update: CartUpdate) =>
  getJson<CartAnswer>(api, `/api/cart?${query(market)}`, init('PUT', token, update));

export async function deleteCart(api: ApiFetch, market: CartMarket, token: string): Promise<void> {
  await api(`/api/cart?${query(market)}`, init('DELETE', token));
}

export const fetchShippingMethods = (api: ApiFetch, market: CartMarket, token: string | undefined) =>
  getJson<{ shippingMethods: ShippingMethod[] }>(api, `/api/cart/shipments/${market.country}?${query(market)}`, init('GET', token)).then(
    (r) => r.shippingMethods,
  );

/** Up to 8 products for the basket (none of its own); empty when there are none. */
export const fetchBasketRecommendations = (api: ApiFetch, market: CartMarket, token: string) =>
  getJson<{ products: ProductCard[] }>(api, `/api/cart/recommendations?${query(market)}`, init('GET', token)).then((r) => r.products);
