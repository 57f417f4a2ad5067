// Closing the shopper's cart once its order is paid (docs/spec/commerce-core.md §4): the embedded cart
// service's Durable Object close(), which keeps the cart readable but refuses every change; a
// remote cart service has no close call, so its cart is forgotten (DELETE) instead. An order
// paid by a notification has no shopper's token at hand: the embedded cart is closed by its id
// (the worker owns it); a remote cart is closed on the shopper's next payment call.
import type { CartPort } from '../../cart/client';
import { CartError } from '../../cart/errors';
import type { CartObject } from '../../cart/embedded/cart-object';
import type { CartRegion } from '../../cart/embedded/cart-state';
import { verifyCartToken } from '../../cart/embedded/tokens';

export function embeddedCartCloser(carts: DurableObjectNamespace<CartObject>, secret: string) {
  return async (token: string): Promise<void> => {
    const auth = await verifyCartToken(secret, token);
    if (!auth) throw new CartError('UNAUTHORIZED', 'Invalid or expired cart token');
    const result = await carts.get(carts.idFromName(auth.cartId)).close(auth);
    if (!result.ok) throw new CartError(result.error.code, result.error.message);
  };
}

export const remoteCartCloser = (cart: CartPort) => (token: string) => cart.remove(token);

/** Closes an embedded cart by its id and warehouse region, without a shopper's token. */
export function embeddedCartCloserById(carts: DurableObjectNamespace<CartObject>) {
  return async (cartId: string, region: CartRegion): Promise<void> => {
    const result = await carts.get(carts.idFromName(cartId)).close({ cartId, region });
    if (!result.ok && result.error.code !== 'CART_CLOSED') throw new CartError(result.error.code, result.error.message);
  };
}
