// The shop's plain HTML forms (decision 071): each posts to a worker route under /forms, which
// answers 303 back to the page the shopper was on with `?outcome=<name>`, and the page shows
// it. `outcome` is a shopper parameter (query-params.ts): such a page is never in the shared
// cache.
export const OUTCOME_PARAM = 'outcome';

export type FormOutcome =
  'newsletter-subscribed' | 'newsletter-invalid' | 'newsletter-failed' | 'address-invalid' | 'address-complete' | CartFormOutcome;

/**
 * The cart forms' outcomes (decision 072): a change done, no size chosen, or a refusal with the
 * cart service's (or a limit's) code, which the page words as the API's refusal.
 */
export type CartFormOutcome =
  | 'cart-added'
  | 'cart-updated'
  | 'cart-size-missing'
  | 'discount-applied'
  | 'discount-removed'
  | 'shipping-selected'
  | `${typeof CART_REFUSED}${string}`;

/** The prefix of a refusal's outcome: `cart-refused-OUT_OF_STOCK`. */
export const CART_REFUSED = 'cart-refused-';

/** The code of a cart form's refusal outcome, if `outcome` is one. */
export const refusalOf = (outcome: string | null): string | undefined =>
  outcome?.startsWith(CART_REFUSED) ? outcome.slice(CART_REFUSED.length) : undefined;

/** The outcome a page's query string carries (the page compares it with its own). */
export const formOutcomeOf = (searchStr: string): string | null => new URLSearchParams(searchStr).get(OUTCOME_PARAM);
