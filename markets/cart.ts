// The cart rules the shop and the worker both apply (docs/spec/commerce-core.md §4, §8, §9), stated once.

/** Upper quantity of one cart line (docs/spec/commerce-core.md §9). */
export const MAX_LINE_QUANTITY = 10_000;

/** Refusal codes after which the shop drops its token and starts a new cart (docs/spec/commerce-core.md §4, §8). */
export const CART_RESET_CODES: readonly string[] = ['UNAUTHORIZED', 'CART_NOT_FOUND', 'CART_CLOSED'];

/** The refusal of a cart call made without a token (docs/spec/commerce-core.md §8). */
export const CART_TOKEN_MISSING = 'Cart token is missing';

/**
 * The cart token's cookie, one per warehouse region (decision 072): HttpOnly, so no script of the
 * page reads it; the worker reads it and sends the token upstream as `Authorization`.
 */
export const cartCookieName = (region: string) => `argyle_cart_${region}`;

/**
 * Its readable companion: holds `1`, never the token, and lives as long. It tells the shop's
 * script there is a cart to fetch, so a visitor without one costs no cart call per page.
 */
export const cartHintCookieName = (region: string) => `argyle_has_cart_${region}`;

/** How long the shop keeps a cart token (decision 017: 28 days, inside the token's 30-day expiry). */
export const CART_TOKEN_FRESH_SECONDS = 28 * 24 * 60 * 60;
