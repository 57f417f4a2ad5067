// Cart services (docs/spec/commerce-core.md §4, §7, §8): the shopper's cart through the cart port, for the
// market the shopper is in. The token is the only credential; every answer carries the token
// to keep. A cart of another warehouse than the market's is not this shopper's cart here.
import { getStorefront, marketForCountry, type Market } from '../../markets';
import type { CartAnswer, ShippingMethod } from '../../contract/cart';
import type { CartUpdate, ProductLine } from '../../contract/cart-update';
import type { ProductCard } from '../../contract/catalogue';
import { toProductCard } from '../catalogue/cards';
import { CART_MESSAGES, CartError } from '../upstreams/cart/errors';
import { CART_RESET_CODES } from '../../markets/cart';
import type { ServiceContext } from '../request/context';

/** Basket widget limit (docs/spec/commerce-core.md §9). */
export const BASKET_WIDGET_LIMIT = 8;

const missingToken = () => new CartError('UNAUTHORIZED', CART_MESSAGES.tokenMissing);
const storeOf = (market: Market) => ({ countryCode: market.countryCode, languageCode: market.language });

/** A cart of another warehouse than the market's is not this shopper's cart here (a foreign token). */
function forMarket(ctx: ServiceContext, answer: CartAnswer, market: Market): CartAnswer {
  const cartMarket = marketForCountry(answer.cart.countryCode, ctx.config.environment);
  if (cartMarket?.warehouse.region !== market.warehouse.region) throw new CartError('UNAUTHORIZED', CART_MESSAGES.tokenForeign);
  return answer;
}

/** The cart; UNAUTHORIZED 'Cart token is missing' without a token. */
export async function getCart(ctx: ServiceContext, market: Market, token: string | undefined): Promise<CartAnswer> {
  if (!token) throw missingToken();
  return forMarket(ctx, await ctx.ports.cart.get(token), market);
}

/** A new cart for the market, with products if given. */
export function createCart(ctx: ServiceContext, market: Market, products?: ProductLine[]): Promise<CartAnswer> {
  return ctx.ports.cart.create({ store: storeOf(market), ...(products ? { products } : {}) });
}

/**
 * Changes the cart: lines, a discount code, or its store. Without a token the first write of
 * products creates the cart for the market (docs/spec/commerce-core.md §4): `created` says so.
 * `newCartForAdd`: an add to a cart that is gone creates a new one (the browser's cookie).
 */
export async function updateCart(
  ctx: ServiceContext,
  market: Market,
  token: string | undefined,
  update: CartUpdate,
  options: { newCartForAdd?: boolean } = {},
): Promise<{ answer: CartAnswer; created: boolean }> {
  if (!token) {
    if (!update.products) throw missingToken();
    return { answer: await createCart(ctx, market, update.products), created: true };
  }
  try {
    // The service keeps a cart in its warehouse (a store change to another is INVALID_COUNTRY_CODE).
    return { answer: forMarket(ctx, await ctx.ports.cart.update(token, update), market), created: false };
  } catch (error) {
    // An add whose token names a cart that is gone starts a new one (§8: a missing or old
    // token is silently dropped); any other change is refused, and the caller resets.
    const isAdd = update.products?.every((line) => line.increment) ?? false;
    if (!(options.newCartForAdd && isAdd && error instanceof CartError && CART_RESET_CODES.includes(error.code))) throw error;
    return { answer: await createCart(ctx, market, update.products), created: true };
  }
}

/** Forgets the cart; one that is gone or not ours is forgotten all the same. */
export async function deleteCart(ctx: ServiceContext, token: string | undefined): Promise<void> {
  if (!token) return;
  await ctx.ports.cart.remove(token).catch((error: unknown) => {
    if (!(error instanceof CartError)) throw error;
  });
}

/** Shipping methods to the market's country, in its language and currency. */
export function shippingMethods(ctx: ServiceContext, market: Market, token: string | undefined): Promise<ShippingMethod[]> {
  return ctx.ports.cart.shipments(market.countryCode, { language: market.language, currency: market.currency.code }, token);
}

/** Whether a variant is in stock in the market's warehouse. */
export function isAvailable(ctx: ServiceContext, market: Market, productId: string): Promise<boolean> {
  return ctx.ports.cart.isAvailable(market.countryCode, productId);
}

/**
 * Recommendations for the shopper's basket (8 at most) from the `basket` widget, or from another
 * widget given with the basket's variables (a segment's upsell, decision 038); none when the
 * search service fails ('Failed to fetch basket products') or has none ('No recommendations found').
 */
export async function basketRecommendations(
  ctx: ServiceContext,
  market: Market,
  token: string | undefined,
  widgetId = 'basket',
): Promise<ProductCard[]> {
  const { cart } = await getCart(ctx, market, token);
  return ctx.ports.search
    .widget({
      widgetId,
      limit: BASKET_WIDGET_LIMIT,
      variables: {
        itemSkus: cart.items.map((i) => i.parentSku).join(','),
        cartAmount: String(cart.priceProducts - cart.priceDiscount),
        shippingThreshold: String(cart.freeShippingThreshold),
        currency: market.currency.code,
        region: getStorefront(market.storefrontCode).warehouse.region,
      },
    })
    .then(
      (res) => {
        if (res.items.length === 0) ctx.log('info', 'No recommendations found', { widget: widgetId });
        return res.items.map(toProductCard);
      },
      (error: unknown) => {
        ctx.log('warn', 'Failed to fetch basket products', { widget: widgetId, error: String(error) });
        return [];
      },
    );
}
