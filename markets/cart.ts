// The cart rules the shop and the worker both apply (docs/spec/commerce-core.md §4, §8, §9), stated once.

/** Upper quantity of one cart line (docs/spec/commerce-core.md §9). */
export const MAX_LINE_QUANTITY = 10_000;

/** Refusal codes after which the shop drops its token and starts a new cart (docs/spec/commerce-core.md §4, §8). */
export const CART_RESET_CODES: readonly string[] = ['UNAUTHORIZED', 'CART_NOT_FOUND', 'CART_CLOSED'];

/** The refusal of a cart call made without a token (docs/spec/commerce-core.md §8). */
export const CART_TOKEN_MISSING = 'Cart token is missing';
