// /api/cart: the shopper's cart (cart/service.ts; docs/spec/commerce-core.md §4, §7, §8). The cart token is
// the only credential (decision 072): the browser's lives in the HttpOnly cookie of the market's
// warehouse region, which every answer renews, and answers are `{ cart }`; a caller that sends
// `Authorization: Bearer …` (or `X-Cart-Token: body` for a new cart) gets `{ cart, token }` with
// the token to keep (re-issued, so a cart in use stays reachable) and no cookie. A refusal that
// resets the cart (UNAUTHORIZED, CART_NOT_FOUND, CART_CLOSED) clears the cookie.
// The market is `?storefront=&country=` (country: one of the storefront's markets; default its first).
//   GET    /api/cart                      the cart; 401 UNAUTHORIZED 'Cart token is missing' without one
//   POST   /api/cart    { products }       a new cart for the market holding them (201); none: 400
//   PUT    /api/cart    one of { products: [{ id, quantity, increment? }] } | { code } |
//                       { deleteDiscount: true } | { store: { countryCode, languageCode? } };
//                       without a token, products create the cart first (201)
//   DELETE /api/cart                      forgets the cart (204) and clears the cookie
//   POST   /api/cart/adopt                a token an older shop kept in localStorage, in
//                                        `Authorization`, moved into the cookie → { cart }; a
//                                        cookie already there wins (its cart is answered)
//   GET    /api/cart/shipments/{COUNTRY}  { shippingMethods } in the market's language and currency
//   GET    /api/cart/stock?productId=     { productId, isAvailable } in the market's warehouse
//   GET    /api/cart/recommendations      { products } for the shopper's basket (basket widget, 8 at most;
//                                        empty when the search service fails: the basket lives without them);
//                                        `?widgetId=` another widget with the basket's variables (a segment upsell, 038)
// Refusals keep the cart service's codes in error.code (UNAUTHORIZED, CART_NOT_FOUND, CART_CLOSED,
// OUT_OF_STOCK, MISSING_PRODUCTS, warehouse_error, quantity_request_upper_limit_error, …); a token
// of another warehouse's cart is UNAUTHORIZED (worker/errors.ts maps CartError). Nothing here is cacheable, and no page renders a cart.
import { Hono } from 'hono';
import { z } from 'zod';
import { badRequest } from '../../errors';
import * as cartService from '../../cart/service';
import type { AppEnv } from '../../types';
import { validate } from '../../validation';
import { cartUpdateSchema, productLineSchema } from '../../../contract/cart-update';
import { CART_MAX_BODY_BYTES, cartKeyOf, marketOf, tokenOf } from './shopper';
import { CacheNone, cacheHeaders } from '../../http/cache-control';
import { limitBody } from '../../http/body-limit';
import { enforce, perClient, RATE_LIMITS } from '../../http/rate-limit';
import {
  answerFor,
  cartTokenOf,
  clearCartCookie,
  clearOnReset,
  cookieToken,
  headerToken,
  setCartCookie,
  usesCookie,
} from '../../http/cart-cookie';
import { CART_MESSAGES, CartError } from '../../upstreams/cart/errors';
import { CART_RESET_CODES } from '../../../markets/cart';

/** A recommendation widget's id, as the CMS names it (segmented upsells, decision 038). */
const WIDGET_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;
const NO_STORE = cacheHeaders(CacheNone);

// A cart starts with its first product (decision 048): no empty carts, each one a Durable Object
// kept for a month. The shop never creates one without (client/cart/cart-store.ts adds with PUT).
const createBody = z.strictObject({ products: z.array(productLineSchema).min(1, 'a new cart starts with a product').max(50) });

/** A new cart per client address is counted (decision 048): POST, or PUT without a token. */
const cartCreation = perClient(RATE_LIMITS.cartCreation, (c) => c.req.method === 'POST' || !tokenOf(c));

const limit = limitBody(CART_MAX_BODY_BYTES, 'Cart request larger than 16 KiB');

export const cart = new Hono<AppEnv>()
  .use(clearOnReset(marketOf))
  .get('/', async (c) => {
    const market = marketOf(c);
    const answer = await cartService.getCart(c.var.services, market, tokenOf(c));
    return c.json(answerFor(c, market, answer), 200, NO_STORE);
  })
  .post('/', cartCreation, limit, validate('json', createBody), async (c) => {
    const market = marketOf(c);
    const answer = await cartService.createCart(c.var.services, market, c.req.valid('json').products);
    return c.json(answerFor(c, market, answer), 201, NO_STORE);
  })
  .post('/adopt', cartCreation, async (c) => {
    const market = marketOf(c);
    const legacy = headerToken(c);
    if (!legacy) throw new CartError('UNAUTHORIZED', CART_MESSAGES.tokenMissing);
    const cookie = cookieToken(c, market);
    let answer: Awaited<ReturnType<typeof cartService.getCart>> | undefined;
    if (cookie) {
      answer = await cartService.getCart(c.var.services, market, cookie).catch((error: unknown) => {
        if (error instanceof CartError && CART_RESET_CODES.includes(error.code)) return undefined;
        throw error;
      });
    }
    answer ??= await cartService.getCart(c.var.services, market, legacy);
    if (answer.cart.state === 'CLOSED') throw new CartError('CART_CLOSED', CART_MESSAGES.cartClosed);
    setCartCookie(c, market, answer.token);
    return c.json({ cart: answer.cart }, 200, NO_STORE);
  })
  .put('/', cartCreation, limit, validate('json', cartUpdateSchema), async (c) => {
    const market = marketOf(c);
    const token = tokenOf(c);
    const update = c.req.valid('json');
    // Guessing codes (decision 048): 10 tries a minute per cart, before the cart service sees them.
    if (token && update.code !== undefined) await enforce(c, RATE_LIMITS.discountCode, cartKeyOf(token), cartKeyOf(token));
    const { answer, created } = await cartService.updateCart(c.var.services, market, token, update, { newCartForAdd: usesCookie(c) });
    return c.json(answerFor(c, market, answer), created ? 201 : 200, NO_STORE);
  })
  .delete('/', async (c) => {
    const market = marketOf(c);
    await cartService.deleteCart(c.var.services, cartTokenOf(c, market));
    if (usesCookie(c)) clearCartCookie(c, market);
    return c.body(null, 204, NO_STORE);
  })
  .get('/shipments/:country', async (c) => {
    const market = marketOf(c);
    const country = c.req.param('country').toUpperCase();
    if (country !== market.countryCode) throw badRequest(`Invalid country: ${country} is not the market's country (${market.countryCode})`);
    const shippingMethods = await cartService.shippingMethods(c.var.services, market, tokenOf(c));
    return c.json({ shippingMethods }, 200, NO_STORE);
  })
  .get('/stock', async (c) => {
    const market = marketOf(c);
    const productId = z.string().trim().min(1).max(100).safeParse(c.req.query('productId'));
    if (!productId.success) throw badRequest('Invalid productId: expected a variant SKU');
    const isAvailable = await cartService.isAvailable(c.var.services, market, productId.data);
    return c.json({ productId: productId.data, isAvailable }, 200, NO_STORE);
  })
  .get('/recommendations', async (c) => {
    const widgetId = c.req.query('widgetId');
    if (widgetId !== undefined && !WIDGET_ID.test(widgetId)) throw badRequest('Invalid widgetId: expected lowercase letters, digits or -');
    const products = await cartService.basketRecommendations(c.var.services, marketOf(c), tokenOf(c), widgetId);
    return c.json({ products }, 200, NO_STORE);
  });
