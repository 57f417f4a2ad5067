// The buying path's forms before their scripts run (decisions 071, 072): each a POST of a form
// body, the twin of a PUT /api/cart with its body limit and rate limits, answered with a 303
// back to the page (its Referer, else `back`) with the outcome. The cart is the one the cart
// cookie names, in the page's market; a new cart's token goes to the cookie.
//   POST /forms/cart/add       sku, quantity? (1)    → cart-added; no sku: cart-size-missing
//   POST /forms/cart/line      sku, quantity (0 removes) → cart-updated
//   POST /forms/cart/discount  code, or remove=1     → discount-applied, discount-removed
//   POST /forms/cart/shipping  shipping-method        → shipping-selected
// A refusal of the cart service is `cart-refused-<CODE>` (OUT_OF_STOCK, DISCOUNT_CODE_NOT_FOUND,
// CART_NOT_FOUND, …; a reset code clears the cookie), the service down `cart-refused-upstream_unavailable`.
//   400 bad fields or no page of a storefront, 403 cross-site, 413 over 16 KiB, 415 not a form,
//   429 over the API twin's limits (new carts per client, discount codes per cart)
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { CART_REFUSED, type CartFormOutcome, type Market } from '../../../markets';
import { CART_RESET_CODES, cartCookieName, MAX_LINE_QUANTITY } from '../../../markets/cart';
import type { CartUpdate } from '../../../contract/cart-update';
import * as cartService from '../../cart/service';
import { badRequest, toAppError } from '../../errors';
import { limitBody } from '../../http/body-limit';
import { clearCartCookie, cookieToken, setCartCookie } from '../../http/cart-cookie';
import { formFields, formMarket, requireForm, seeOther } from '../../http/form-post';
import { enforce, perClient, RATE_LIMITS } from '../../http/rate-limit';
import type { AppEnv } from '../../types';
import { CART_MAX_BODY_BYTES, cartKeyOf } from '../api/shopper';

const sku = z.string().trim().min(1).max(100);
const quantity = z.coerce.number().int().min(0).max(MAX_LINE_QUANTITY);

/** A field as the schema reads it; anything else is a 400 naming the field. */
function field<T>(schema: z.ZodType<T>, fields: Record<string, string>, name: string): T {
  const parsed = schema.safeParse(fields[name]);
  if (!parsed.success) throw badRequest(`Invalid ${name}`);
  return parsed.data;
}

/**
 * A browser without a cart cookie of any region makes a new cart with its first add: counted as
 * the API counts it. (The limit runs before the body names the page, so the region is unknown.)
 */
const hasNoCartCookie = (c: Context<AppEnv>) =>
  !Object.entries(getCookie(c)).some(([name, value]) => name.startsWith(cartCookieName('')) && value);

/**
 * The change to the cookie's cart, answered as a 303 with `done` or the refusal. Only the
 * service's refusals and outages become outcomes; a limit (429) or bad input stays an error.
 */
async function change(c: Context<AppEnv>, page: URL, market: Market, update: CartUpdate, done: CartFormOutcome) {
  const token = cookieToken(c, market);
  try {
    const { answer } = await cartService.updateCart(c.var.services, market, token, update, { newCartForAdd: true });
    setCartCookie(c, market, answer.token);
    return seeOther(c, page, done);
  } catch (error) {
    const refusal = toAppError(error);
    if (refusal.status === 429 || refusal.code === 'bad_request') throw refusal;
    if (refusal.status >= 500) c.get('log')('warn', 'Cart form change failed', { code: refusal.code, status: refusal.status });
    if (token && CART_RESET_CODES.includes(refusal.code)) clearCartCookie(c, market);
    return seeOther(c, page, `${CART_REFUSED}${refusal.status >= 500 ? 'upstream_unavailable' : refusal.code}`);
  }
}

const guards = [requireForm, limitBody(CART_MAX_BODY_BYTES, 'Cart form larger than 16 KiB')] as const;

export const cartForms = new Hono<AppEnv>()
  .post('/add', perClient(RATE_LIMITS.cartCreation, hasNoCartCookie), ...guards, async (c) => {
    const fields = await formFields(c);
    const { page, market } = formMarket(c, fields.back);
    if (!fields.sku) return seeOther(c, page, 'cart-size-missing');
    const count = fields.quantity ? field(quantity.min(1), fields, 'quantity') : 1;
    return change(c, page, market, { products: [{ id: field(sku, fields, 'sku'), quantity: count, increment: true }] }, 'cart-added');
  })
  .post('/line', ...guards, async (c) => {
    const fields = await formFields(c);
    const { page, market } = formMarket(c, fields.back);
    const line = { id: field(sku, fields, 'sku'), quantity: field(quantity, fields, 'quantity') };
    return change(c, page, market, { products: [line] }, 'cart-updated');
  })
  .post('/discount', ...guards, async (c) => {
    const fields = await formFields(c);
    const { page, market } = formMarket(c, fields.back);
    if (fields.remove) return change(c, page, market, { deleteDiscount: true }, 'discount-removed');
    const code = field(z.string().trim().max(64), fields, 'code');
    const token = cookieToken(c, market);
    // Guessing codes (decision 048): the API's 10 tries a minute per cart.
    if (token) await enforce(c, RATE_LIMITS.discountCode, cartKeyOf(token), cartKeyOf(token));
    if (!code) return seeOther(c, page, `${CART_REFUSED}DISCOUNT_CODE_NOT_FOUND`);
    return change(c, page, market, { code }, 'discount-applied');
  })
  .post('/shipping', ...guards, async (c) => {
    const fields = await formFields(c);
    const { page, market } = formMarket(c, fields.back);
    return change(c, page, market, { products: [{ id: field(sku, fields, 'shipping-method'), quantity: 1 }] }, 'shipping-selected');
  });
