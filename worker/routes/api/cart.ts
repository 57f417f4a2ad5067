// /api/cart: the shopper's cart, through the cart port (commerce-core 4, 7, 8). The cart token is
// the only credential: the shop sends it as `Authorization: Bearer …`, and every answer is
// `{ cart, token }` with the token to keep (re-issued, so a cart in use stays reachable).
// The market is `?storefront=&country=` (country: one of the storefront's markets; default its first).
//   GET    /api/cart                      the cart; 401 UNAUTHORIZED 'Cart token is missing' without one
//   POST   /api/cart    { products? }      a new cart for the market (201)
//   PUT    /api/cart    one of { products: [{ id, quantity, increment? }] } | { code } |
//                       { deleteDiscount: true } | { store: { countryCode, languageCode? } };
//                       without a token, products create the cart first (201)
//   DELETE /api/cart                      forgets the cart (204)
//   GET    /api/cart/shipments/{COUNTRY}  { shippingMethods } in the market's language and currency
//   GET    /api/cart/stock?productId=     { productId, isAvailable } in the market's warehouse
//   GET    /api/cart/recommendations      { products } for the shopper's basket (basket widget, 8 at most;
//                                        empty when the search service fails: the basket lives without them)
// Refusals keep the cart service's codes in error.code (UNAUTHORIZED, CART_NOT_FOUND, CART_CLOSED,
// OUT_OF_STOCK, MISSING_PRODUCTS, warehouse_error, quantity_request_upper_limit_error, …); a token
// of another warehouse's cart is UNAUTHORIZED (worker/errors.ts maps CartError). Nothing here is cacheable, and no page renders a cart.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { getStorefront, marketForCountry, STOREFRONT_CODES, type Market } from '../../../markets';
import { toProductCard } from '../../catalogue/cards';
import { catalogueScope, searchClient } from '../../catalogue/from-context';
import { AppError, badRequest } from '../../errors';
import { resolveMarket } from '../../market-resolution';
import type { AppEnv } from '../../types';
import { validate } from '../../validation';
import { CART_MESSAGES, CartError } from '../../upstreams/cart/errors';
import { cartUpdateSchema, productLineSchema } from '../../upstreams/cart/schemas';
import type { CartAnswer } from '../../upstreams/cart/types';
import { CacheNone, cacheHeaders } from '../../http/cache-control';

const MAX_BODY_BYTES = 16 * 1024;
/** Basket widget limit (commerce-core 9). */
export const BASKET_WIDGET_LIMIT = 8;
const NO_STORE = cacheHeaders(CacheNone);

const marketQuery = z.object({
  storefront: z.enum(STOREFRONT_CODES, `expected one of ${STOREFRONT_CODES.join(', ')}`),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code')
    .optional(),
});

const createBody = z.strictObject({ products: z.array(productLineSchema).min(1).max(50).optional() });

/** The request's market (also /api/checkout's): the country when it belongs to the storefront (else 400), else the storefront's first. */
export function marketOf(c: Context<AppEnv>): Market {
  const parsed = marketQuery.safeParse(c.req.query());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`Invalid ${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'invalid value'}`);
  }
  const { storefront, country } = parsed.data;
  if (country && !(getStorefront(storefront).markets as readonly string[]).includes(country.toUpperCase())) {
    throw badRequest(`Invalid country: ${country.toUpperCase()} is not a market of the ${storefront} storefront`);
  }
  return resolveMarket(storefront, [country], c.get('config'));
}

function tokenOf(c: Context<AppEnv>): string | undefined {
  const token = c.req
    .header('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  return token || undefined;
}

const missingToken = () => new CartError('UNAUTHORIZED', CART_MESSAGES.tokenMissing);

export function requireToken(c: Context<AppEnv>): string {
  const token = tokenOf(c);
  if (!token) throw missingToken();
  return token;
}

/** A cart of another warehouse than the market's is not this shopper's cart here (a foreign token). */
function forMarket(c: Context<AppEnv>, answer: CartAnswer, market: Market): CartAnswer {
  const cartMarket = marketForCountry(answer.cart.countryCode, c.get('config').environment);
  if (cartMarket?.warehouse.region !== market.warehouse.region) throw new CartError('UNAUTHORIZED', CART_MESSAGES.tokenForeign);
  return answer;
}

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError(413, 'payload_too_large', 'Cart request larger than 16 KiB');
  },
});

export const cart = new Hono<AppEnv>()
  .get('/', async (c) => {
    const market = marketOf(c);
    const token = requireToken(c);
    const answer = await c.var.ports.cart.get(token);
    return c.json(forMarket(c, answer, market), 200, NO_STORE);
  })
  .post('/', limit, validate('json', createBody), async (c) => {
    const market = marketOf(c);
    const { products } = c.req.valid('json');
    const store = { countryCode: market.countryCode, languageCode: market.language };
    const answer = await c.var.ports.cart.create({ store, ...(products ? { products } : {}) });
    return c.json(answer, 201, NO_STORE);
  })
  .put('/', limit, validate('json', cartUpdateSchema), async (c) => {
    const market = marketOf(c);
    const update = c.req.valid('json');
    const token = tokenOf(c);
    if (!token) {
      // With no token, the first write creates the cart for the market (commerce-core 4).
      if (!update.products) throw missingToken();
      const store = { countryCode: market.countryCode, languageCode: market.language };
      const answer = await c.var.ports.cart.create({ store, products: update.products });
      return c.json(answer, 201, NO_STORE);
    }
    // The service keeps a cart in its warehouse (a store change to another is INVALID_COUNTRY_CODE).
    const answer = await c.var.ports.cart.update(token, update);
    return c.json(forMarket(c, answer, market), 200, NO_STORE);
  })
  .delete('/', async (c) => {
    marketOf(c);
    const token = tokenOf(c);
    if (token) {
      await c.var.ports.cart.remove(token).catch((error: unknown) => {
        // A cart that is gone or not ours is forgotten all the same.
        if (!(error instanceof CartError)) throw error;
      });
    }
    return c.body(null, 204, NO_STORE);
  })
  .get('/shipments/:country', async (c) => {
    const market = marketOf(c);
    const country = c.req.param('country').toUpperCase();
    if (country !== market.countryCode) throw badRequest(`Invalid country: ${country} is not the market's country (${market.countryCode})`);
    const shippingMethods = await c.var.ports.cart.shipments(
      country,
      { language: market.language, currency: market.currency.code },
      tokenOf(c),
    );
    return c.json({ shippingMethods }, 200, NO_STORE);
  })
  .get('/stock', async (c) => {
    const market = marketOf(c);
    const productId = z.string().trim().min(1).max(100).safeParse(c.req.query('productId'));
    if (!productId.success) throw badRequest('Invalid productId: expected a variant SKU');
    const isAvailable = await c.var.ports.cart.isAvailable(market.countryCode, productId.data);
    return c.json({ productId: productId.data, isAvailable }, 200, NO_STORE);
  })
  .get('/recommendations', async (c) => {
    const market = marketOf(c);
    const { cart } = forMarket(c, await c.var.ports.cart.get(requireToken(c)), market);
    const scope = catalogueScope(c, market.storefrontCode, market.countryCode);
    const products = await searchClient(c)
      .widget({
        widgetId: 'basket',
        limit: BASKET_WIDGET_LIMIT,
        variables: {
          itemSkus: cart.items.map((i) => i.parentSku).join(','),
          cartAmount: String(cart.priceProducts - cart.priceDiscount),
          shippingThreshold: String(cart.freeShippingThreshold),
          currency: scope.currency,
          region: scope.region,
        },
      })
      .then((res) => res.items.map(toProductCard))
      .catch((error: unknown) => {
        c.get('log')('warn', 'No recommendations found', { widget: 'basket', error: String(error) });
        return [];
      });
    return c.json({ products }, 200, NO_STORE);
  });
