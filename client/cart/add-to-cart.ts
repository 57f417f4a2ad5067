// Adding a variant from a product page: PUT /api/cart with { products: [{ id, quantity, increment }] }
// through the cart store (so the badge and the basket follow, and a refusal rolls back). Errors
// reject with the API's ApiError; `cartErrorMessage` turns them into the shopper's words.
import { defaultMarketOf, type StorefrontCode } from '../../markets';
import type { Api } from '../queries/api';
import { cartStore } from './cart-store';

export interface AddToCartInput {
  storefront: StorefrontCode;
  /** Variant SKU. */
  sku: string;
  quantity: number;
}

export function addToCart(api: Api['cart'], input: AddToCartInput): Promise<void> {
  const current = cartStore.currentScope();
  const scope =
    current && current.storefront === input.storefront
      ? current
      : (() => {
          const market = defaultMarketOf(input.storefront);
          return {
            api,
            storefront: input.storefront,
            country: market.countryCode,
            region: market.warehouse.region,
            language: market.language,
          };
        })();
  return cartStore.add(scope, input.sku, input.quantity);
}

export { cartErrorMessage } from './error-message';
