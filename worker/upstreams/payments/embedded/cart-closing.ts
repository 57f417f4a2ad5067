// Closing the shopper's cart once its order is paid (commerce-core 4): the embedded cart
// service's Durable Object close(), which keeps the cart readable but refuses every change; a
// remote cart service has no close call, so its cart is forgotten (DELETE) instead.
import type { CartPort } from '../../cart/client';
import { CartError } from '../../cart/errors';
import type { CartObject } from '../../cart/embedded/cart-object';
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
