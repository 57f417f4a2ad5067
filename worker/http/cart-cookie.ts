// The cart token in an HttpOnly cookie per warehouse region (decision 072). The worker reads it,
// sends it upstream as `Authorization` as the spec says, and keeps every new token in it; the
// JSON the browser sees never holds one. A caller that sends `Authorization` itself (another
// client, a test, a bench) is answered as before: the token in the body, no cookie touched.
// `X-Cart-Token: body` asks for that without a token yet (a new cart for such a client).
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Market } from '../../markets';
import { CART_RESET_CODES, CART_TOKEN_FRESH_SECONDS, cartCookieName, cartHintCookieName } from '../../markets/cart';
import type { CartAnswer, ShopperCartAnswer } from '../../contract/cart';
import { toAppError } from '../errors';
import type { AppEnv } from '../types';

const regionOf = (market: Market) => market.warehouse.region;

/** The token the request's caller sent itself (`Authorization: Bearer …`), if any. */
export function headerToken(c: Context<AppEnv>): string | undefined {
  const token = c.req
    .header('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  return token || undefined;
}

/**
 * Whether the answer keeps the token in the cookie (the browser) rather than in the body: the
 * caller sent no `Authorization` and did not ask for the body with `X-Cart-Token: body`.
 */
export const usesCookie = (c: Context<AppEnv>): boolean => !headerToken(c) && c.req.header('x-cart-token') !== 'body';

/** The token in the region's cart cookie, if any. */
export const cookieToken = (c: Context<AppEnv>, market: Market): string | undefined =>
  getCookie(c, cartCookieName(regionOf(market))) || undefined;

/** The cart token: the caller's `Authorization` when sent (it says which cart it means), else the region's cookie. */
export const cartTokenOf = (c: Context<AppEnv>, market: Market): string | undefined => headerToken(c) ?? cookieToken(c, market);

const attributes = (c: Context<AppEnv>) => ({ path: '/', secure: c.get('config').cartCookieSecure, sameSite: 'Lax' as const });

/** Keeps `token` in the region's cookie (and its readable hint), for the freshness rule's 28 days. */
export function setCartCookie(c: Context<AppEnv>, market: Market, token: string): void {
  const region = regionOf(market);
  setCookie(c, cartCookieName(region), token, { ...attributes(c), httpOnly: true, maxAge: CART_TOKEN_FRESH_SECONDS });
  setCookie(c, cartHintCookieName(region), '1', { ...attributes(c), maxAge: CART_TOKEN_FRESH_SECONDS });
}

/** Forgets the region's cart cookie and its hint. */
export function clearCartCookie(c: Context<AppEnv>, market: Market): void {
  const region = regionOf(market);
  deleteCookie(c, cartCookieName(region), { ...attributes(c), httpOnly: true });
  deleteCookie(c, cartHintCookieName(region), attributes(c));
}

/**
 * A cart answer as its caller gets it: for the browser the token goes to the cookie, never the
 * body (a CLOSED cart is gone: its cookie is cleared, docs/spec/commerce-core.md §4).
 */
export function answerFor(c: Context<AppEnv>, market: Market, answer: CartAnswer): ShopperCartAnswer {
  if (!usesCookie(c)) return answer;
  if (answer.cart.state === 'CLOSED') clearCartCookie(c, market);
  else setCartCookie(c, market, answer.token);
  return { cart: answer.cart };
}

/**
 * Middleware: a refusal that resets the cart (UNAUTHORIZED, CART_NOT_FOUND, CART_CLOSED) clears
 * the cookie it came with. `marketOf` is the route's market; a request without one clears nothing.
 */
export function clearOnReset(marketOf: (c: Context<AppEnv>) => Market) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!c.error || !usesCookie(c)) return;
    if (!CART_RESET_CODES.includes(toAppError(c.error).code)) return;
    let market: Market;
    try {
      market = marketOf(c);
    } catch {
      return;
    }
    if (cookieToken(c, market)) clearCartCookie(c, market);
  });
}
