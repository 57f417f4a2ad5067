// The cart service's refusals (docs/spec/commerce-core.md §8), a Refusal (../refusal.ts) each: the spec's code,
// the HTTP status the service answers with, and a message safe to show. The embedded service
// throws them, the cart port rebuilds them from the service's `{error:{code,message}}` answer, and
// the worker API passes the code on unchanged so the shop can react (UNAUTHORIZED, CART_NOT_FOUND
// and CART_CLOSED reset the cart; CART_NOT_FOUND and CART_CLOSED show noCartFound).
import { CART_TOKEN_MISSING, MAX_LINE_QUANTITY } from '../../../markets/cart';
import { codesOf, Refusal, type StatusTable } from '../refusal';

export { MAX_LINE_QUANTITY } from '../../../markets/cart';

export const CART_ERROR_STATUS = {
  UNAUTHORIZED: 401,
  CART_NOT_FOUND: 404,
  CART_CLOSED: 409,
  OUT_OF_STOCK: 409,
  MISSING_PRODUCTS: 404,
  warehouse_error: 422,
  quantity_request_upper_limit_error: 422,
  DISCOUNT_CODE_NOT_FOUND: 422,
  INVALID_COUNTRY_CODE: 400,
} as const satisfies StatusTable<string>;

export type CartErrorCode = keyof typeof CART_ERROR_STATUS;
export const CART_ERROR_CODES = codesOf(CART_ERROR_STATUS);

/** The spec's texts (docs/spec/commerce-core.md §8) and ours where the spec shows none. */
export const CART_MESSAGES = {
  tokenMissing: CART_TOKEN_MISSING,
  tokenInvalid: 'Invalid or expired cart token',
  tokenForeign: 'Cart token belongs to another cart or warehouse',
  cartNotFound: 'Cart not found',
  cartClosed: 'Cart is closed',
  noDiscountCode: 'No discount code found',
  invalidCountry: 'Invalid country code passed',
  quantityLimit: `Quantity must be at most ${MAX_LINE_QUANTITY}`,
  productNotFound: (sku: string) => `Product not found: ${sku}`,
  newCartWithoutProducts: 'A new cart needs at least one product',
  outOfStock: (sku: string) => `Not enough stock for ${sku}`,
  otherWarehouse: (sku: string, region: string) => `Product ${sku} is not sold from the ${region} warehouse`,
  missingStockProduct: 'Missing product in stock response',
  noShippingMethods: 'No shipping methods found. Please configure them in admin.',
  fetchFailed: 'Failed to fetch cart',
} as const;

export class CartError extends Refusal<CartErrorCode> {
  override name = 'CartError';
  constructor(code: CartErrorCode, message: string, productIds: readonly string[] = []) {
    super(code, message, CART_ERROR_STATUS, productIds);
  }
}
