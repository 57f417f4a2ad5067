// What one cart stores (in its Durable Object) and the rules for changing its lines. Pure, so
// the Durable Object applies them inside one serialised call and unit tests can check them.
import { CART_MESSAGES, CartError, MAX_LINE_QUANTITY, type CartErrorCode } from '../errors';

export type CartRegion = 'NL' | 'US';

export interface CartLine {
  sku: string;
  quantity: number;
  /** Order of addition; the line's item id. */
  position: number;
}

export interface CartState {
  id: string;
  region: CartRegion;
  state: 'OPEN' | 'CLOSED';
  country: string;
  language: string;
  discountCode: string | null;
  shippingId: string | null;
  lines: CartLine[];
  createdAt: string;
  updatedAt: string;
}

/** Who is asking: the cart id and warehouse region a verified token is bound to. */
export interface CartAuth {
  cartId: string;
  region: CartRegion;
}

export interface LineChange {
  sku: string;
  quantity: number;
  /** Add to the current quantity instead of setting it. */
  increment?: boolean | undefined;
}

/** Units each changed SKU has in the cart's warehouse (looked up just before the change). */
export type StockUnits = Readonly<Record<string, number>>;

/** A result that crosses the Durable Object's RPC boundary (custom error classes do not). */
export type CartResult =
  { ok: true; cart: CartState } | { ok: false; error: { code: CartErrorCode; message: string; productIds: string[] } };

export const failure = (error: CartError): CartResult => ({
  ok: false,
  error: { code: error.code, message: error.message, productIds: [...error.productIds] },
});

/**
 * The lines after `changes`, all or nothing: a quantity above 10000 or above the warehouse's
 * stock refuses the whole change (lowering a line the stock no longer covers is allowed).
 */
export function applyLineChanges(lines: readonly CartLine[], changes: readonly LineChange[], units: StockUnits): CartLine[] {
  const next = new Map(lines.map((l) => [l.sku, { ...l }]));
  let position = lines.reduce((max, l) => Math.max(max, l.position), 0);
  for (const change of changes) {
    const current = next.get(change.sku);
    const quantity = change.increment ? (current?.quantity ?? 0) + change.quantity : change.quantity;
    if (quantity > MAX_LINE_QUANTITY) {
      throw new CartError('quantity_request_upper_limit_error', CART_MESSAGES.quantityLimit, [change.sku]);
    }
    if (quantity === 0) {
      next.delete(change.sku);
      continue;
    }
    const available = units[change.sku] ?? 0;
    if (quantity > available && quantity > (current?.quantity ?? 0)) {
      throw new CartError('OUT_OF_STOCK', CART_MESSAGES.outOfStock(change.sku), [change.sku]);
    }
    if (current) current.quantity = quantity;
    else next.set(change.sku, { sku: change.sku, quantity, position: ++position });
  }
  return [...next.values()].sort((a, b) => a.position - b.position);
}
