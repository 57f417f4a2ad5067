// The shopper's cart for a checkout step's server render (decision 072): read with the cart
// cookie, so the basket and the address step show it before (and without) the page's scripts.
// Only checkout steps render it, and they are never cached. A cart without a shipping method
// gets the first available one, as the browser's basket does after listing (docs/spec/commerce-core.md §4),
// so the way on to the address works without JavaScript too.
import type { Context } from 'hono';
import type { Market } from '../../markets';
import type { ShopperBootstrap } from '../../client/ssr-contract';
import * as cartService from '../cart/service';
import { takeAddressDraft } from '../http/address-draft';
import { cookieToken } from '../http/cart-cookie';
import type { AppEnv } from '../types';

/** The cookie's cart and its shipping methods; `{ cart: null }` without one; undefined when it could not be read (the browser asks again). */
export async function shopperCart(c: Context<AppEnv>, market: Market): Promise<ShopperBootstrap | undefined> {
  const token = cookieToken(c, market);
  // What the address step's post without JavaScript was refused with, shown with its problems.
  const address = new URL(c.req.url).pathname.endsWith('/checkout/address') ? takeAddressDraft(c) : undefined;
  const found = await cartOf(c, market, token);
  return found && address ? { ...found, address } : found;
}

async function cartOf(c: Context<AppEnv>, market: Market, token: string | undefined): Promise<ShopperBootstrap | undefined> {
  if (!token) return { cart: null };
  const services = c.var.services;
  try {
    // The methods are asked for beside the cart, one round trip before the page can stream rather
    // than two; a closed, empty or foreign cart leaves them unused (and a failure unseen).
    const methods = cartService.shippingMethods(services, market, token);
    methods.catch(() => {});
    let { cart } = await cartService.getCart(services, market, token);
    if (cart.state === 'CLOSED') return { cart: null };
    // A cart of another country of the warehouse is the browser's to move (cart-store.ts start).
    if (cart.countryCode !== market.countryCode || cart.itemsCount === 0) return { cart, shippingMethods: [] };
    const shippingMethods = await methods;
    const first = shippingMethods.find((m) => m.available);
    if (!cart.shippingMethod && first) {
      ({ cart } = (await cartService.updateCart(services, market, token, { products: [{ id: first.id, quantity: 1 }] })).answer);
    }
    return { cart, shippingMethods };
  } catch (error) {
    c.get('log')('info', 'Checkout render without the cart', { error: String(error) });
    return undefined;
  }
}
