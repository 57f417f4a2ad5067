// What /api/cart and /api/checkout read from every request: the market (`?storefront=&country=`,
// the country one of the storefront's markets, default its first) and the cart token, the only
// credential: the caller's `Authorization: Bearer …`, else the market's region's HttpOnly cookie
// (decision 072). Shared here so route modules never import each other.
import type { Context } from 'hono';
import { z } from 'zod';
import { getStorefront, STOREFRONT_CODES, type Market, type StorefrontCode } from '../../../markets';
import { badRequest } from '../../errors';
import { resolveMarket } from '../../market-resolution';
import type { AppEnv } from '../../types';
import { cartTokenOf } from '../../http/cart-cookie';
import { CART_MESSAGES, CartError } from '../../upstreams/cart/errors';

const marketQuery = z.object({
  storefront: z.enum(STOREFRONT_CODES, `expected one of ${STOREFRONT_CODES.join(', ')}`),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code')
    .optional(),
});

/** The request's storefront and market: the country when it belongs to the storefront (else 400), else the storefront's first. */
export function shopperMarket(c: Context<AppEnv>): { storefront: StorefrontCode; market: Market } {
  const parsed = marketQuery.safeParse(c.req.query());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`Invalid ${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'invalid value'}`);
  }
  const { storefront, country } = parsed.data;
  if (country && !(getStorefront(storefront).markets as readonly string[]).includes(country.toUpperCase())) {
    throw badRequest(`Invalid country: ${country.toUpperCase()} is not a market of the ${storefront} storefront`);
  }
  return { storefront, market: resolveMarket(storefront, [country], c.get('config')) };
}

/** The market alone. */
export const marketOf = (c: Context<AppEnv>): Market => shopperMarket(c).market;

/** The cart token of the request's market, if the request carries one. */
export const tokenOf = (c: Context<AppEnv>): string | undefined => cartTokenOf(c, marketOf(c));

/** The cart token; UNAUTHORIZED 'Cart token is missing' without one. */
export function requireToken(c: Context<AppEnv>): string {
  const token = tokenOf(c);
  if (!token) throw new CartError('UNAUTHORIZED', CART_MESSAGES.tokenMissing);
  return token;
}

/** The body limit of a cart change, by the API or a form. */
export const CART_MAX_BODY_BYTES = 16 * 1024;

/** The body limit of a checkout call, by the API or a form. */
export const CHECKOUT_MAX_BODY_BYTES = 32 * 1024;

/**
 * The cart a token is for, as the discount-code limit's key: its `sub` claim (cart tokens are
 * JWTs; the token itself changes with every answer, its cart does not). Decoded, not verified:
 * a forged token names any cart but is refused by the cart service before a code is tried.
 */
export function cartKeyOf(token: string): string {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    if (typeof payload.sub === 'string' && payload.sub) return payload.sub;
  } catch {
    // Not a JWT: the token is the key.
  }
  return token;
}
