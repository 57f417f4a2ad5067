// What must hold between an order and what the shopper pays for (decision 070): the cart is the
// order, line by line (SKU, quantity, unit price and line discount), in the order's market and
// currency (the shipping method may change only through the order's own repricing); and every
// line of the order is in stock. Checked at
// payment and at every approval (redirect, 3-D Secure, PayPal) with the shopper's cart, and for
// an authorisation that arrives by notification with the stock service alone.
import type { CartItem, NormalizedCart } from '../../../../contract/cart';
import { PaymentsError } from '../errors';
import type { OrderSnapshot } from './orders-db';

type Line = Pick<CartItem, 'id' | 'quantity' | 'price' | 'productDiscount'>;

const lineKey = (l: Line) => `${l.id}×${l.quantity}@${l.price.final}-${l.productDiscount ?? 0}`;
const linesOf = (items: readonly Line[]) => items.map(lineKey).sort().join(',');

/** ORDER_OUTDATED: the cart changed since the order session (a new one renews the order). */
export const orderOutdated = () => new PaymentsError('ORDER_OUTDATED', 'The cart changed since the order session was created');

/** Whether the cart is still the order: same market, currency and lines. */
export function cartIsOrder(order: Pick<OrderSnapshot, 'items' | 'market' | 'currency'>, cart: NormalizedCart): boolean {
  return cart.countryCode === order.market && cart.currency === order.currency && linesOf(order.items) === linesOf(cart.items);
}

/** The message naming a line the warehouse cannot cover: "Out of stock: {name} ({size})". */
export const outOfStockMessage = (line: Pick<CartItem, 'name' | 'size'>) =>
  `Out of stock: ${line.name}${line.size?.label ? ` (${line.size.label})` : ''}`;

/**
 * Why this cart cannot pay this order now, as the error the shopper gets, or null: the cart is
 * not the order, or one of the order's lines sold out (the cart's stock is live, quantity-aware).
 */
export function objectionTo(order: Pick<OrderSnapshot, 'items' | 'market' | 'currency'>, cart: NormalizedCart): PaymentsError | null {
  if (!cartIsOrder(order, cart)) return orderOutdated();
  const soldOut = cart.items.find((item) => item.stockStatus === 'no-stock');
  return soldOut ? new PaymentsError('OUT_OF_STOCK', outOfStockMessage(soldOut)) : null;
}

/** The first of the order's lines the stock service says cannot be bought in its market, as its message. */
export async function soldOutLine(
  order: Pick<OrderSnapshot, 'items' | 'market'>,
  isAvailable: (storeId: string, sku: string) => Promise<boolean>,
): Promise<string | null> {
  const available = await Promise.all(order.items.map((line) => isAvailable(order.market, line.id)));
  const index = available.indexOf(false);
  return index === -1 ? null : outOfStockMessage(order.items[index]!);
}
