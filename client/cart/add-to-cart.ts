// Adding a variant to the cart: PUT /api/cart with { products: [{ id, quantity }] } (commerce-core 7;
// the worker's cart API answers with the whole cart). Errors reject with the API's ApiError, so
// callers can show what went wrong; nothing here pretends a failed call succeeded.
import { getJson, type ApiFetch } from '../queries/api';

export interface AddToCartInput {
  storefront: string;
  /** Variant SKU. */
  sku: string;
  quantity: number;
}

/** The cart as the API answers it; its shape is owned by the cart module. */
export type CartAnswer = unknown;

export function addToCart(api: ApiFetch, input: AddToCartInput): Promise<CartAnswer> {
  return getJson<CartAnswer>(api, `/api/cart?storefront=${encodeURIComponent(input.storefront)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ products: [{ id: input.sku, quantity: input.quantity }] }),
  });
}
