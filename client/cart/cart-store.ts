// The shopper's cart in the browser (docs/spec/commerce-core.md §4): one store outside React, so the header
// badge, the product page, the basket and the market switch share it. Calls run one at a time
// in order; a change shows at once (optimistic) and is rolled back to the last confirmed cart
// when the service refuses it. What is shown is the confirmed cart with the changes still queued
// on top, so an earlier call's answer never hides a later change the shopper already sees.
// UNAUTHORIZED, CART_NOT_FOUND and CART_CLOSED reset the cart (the worker clears its cookie); a
// CLOSED cart on fetch is gone. A startup fetch that fails otherwise (the service down, the
// network gone) leaves the cart unknown, not empty: `unavailable`, kept for `retry`. The token is
// never here (decision 072): the worker keeps it in an HttpOnly cookie, and the calls send it by
// being same-origin. Nothing here runs on the server.
import type { StorefrontCode } from '../../markets';
import { CART_RESET_CODES, CART_TOKEN_MISSING, MAX_LINE_QUANTITY } from '../../markets/cart';
import type { Shopper } from '../../contract/api';
import type { NormalizedCart, ShopperCartAnswer } from '../../contract/cart';
import type { CartUpdate } from '../../contract/cart-update';
import { ApiError } from '../../contract/api-error';
import type { Api } from '../queries/api';
import { hasCart, takeLegacyToken } from './cart-token';

/** Where cart calls go: the market and its warehouse region (one cart cookie per region). */
export interface CartScope {
  api: Api['cart'];
  storefront: StorefrontCode;
  country: string;
  region: string;
  language: string;
}

/** The scope's market; the token is the worker's cookie. */
const shopper = (s: CartScope): Shopper => ({ storefront: s.storefront, country: s.country, token: undefined });

/** An optimistic change: the cart as the shopper should see it once the call is answered. */
type Change = (cart: NormalizedCart | null) => NormalizedCart | null;

export interface CartFailure {
  code: string;
  message: string;
}

export interface CartView {
  cart: NormalizedCart | null;
  /** Calls queued or in flight. */
  pending: number;
  /** The first fetch is done (or there was nothing to fetch). */
  ready: boolean;
  /**
   * The startup fetch failed without a reset (the cart service or the network is down): the
   * shopper's cart exists but could not be read. Never shown as empty; `retry` asks again.
   */
  unavailable?: boolean;
  /** The last refusal, until the next call succeeds. */
  error: CartFailure | null;
  /** Entries of the last `?items=` restore that could not be added (the basket names them). */
  notRestored?: string[];
}

const failureOf = (error: unknown): CartFailure =>
  error instanceof ApiError ? { code: error.code, message: error.message } : { code: 'network_error', message: String(error) };

export interface RestoreItem {
  id: string;
  quantity: number;
}

/**
 * `?items={id}x{quantity},…` as pairs; entries without an id or a whole quantity of 1..10000
 * are left out (docs/spec/commerce-core.md §5).
 */
export function parseRestoreItems(items: string | null | undefined): RestoreItem[] {
  if (!items) return [];
  return items.split(',').flatMap((entry) => {
    const at = entry.lastIndexOf('x');
    const id = entry.slice(0, Math.max(at, 0)).trim();
    const quantityText = entry.slice(at + 1).trim();
    const quantity = Number(quantityText);
    return at > 0 && id && /^\d+$/.test(quantityText) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? [{ id, quantity }] : [];
  });
}

/** The cart with a line's quantity changed (0 removes), as the shopper should see it at once. */
export function withQuantity(cart: NormalizedCart, sku: string, quantity: number, increment = false): NormalizedCart {
  const line = cart.items.find((i) => i.sku === sku);
  const next = increment ? (line?.quantity ?? 0) + quantity : quantity;
  const items = line ? cart.items.flatMap((i) => (i.sku !== sku ? [i] : next > 0 ? [{ ...i, quantity: next }] : [])) : cart.items;
  const delta = next - (line?.quantity ?? 0);
  const priceDelta = line ? delta * line.price.final : 0;
  return {
    ...cart,
    items,
    itemsCount: cart.itemsCount + delta,
    priceProducts: cart.priceProducts + priceDelta,
    priceTotal: cart.priceTotal + priceDelta,
  };
}

export function createCartStore() {
  let view: CartView = { cart: null, pending: 0, ready: false, error: null };
  let confirmed: NormalizedCart | null = null;
  /** The optimistic changes of the calls queued or in flight, oldest first. */
  const unanswered: Change[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  let scope: CartScope | undefined;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<CartView>) => {
    view = { ...view, ...patch };
    for (const listener of listeners) listener();
  };

  /** The confirmed cart with the unanswered changes on top: what the shopper sees. */
  const shown = () => unanswered.reduce<NormalizedCart | null>((cart, change) => change(cart), confirmed);

  function accept(answer: ShopperCartAnswer) {
    confirmed = answer.cart;
    set({ cart: shown(), error: null, unavailable: false });
  }

  /**
   * Drops the cart (the worker has cleared its cookie). With a `reason` (a reset code, RESET, a
   * CLOSED cart) it is logged as 'Cart token reset' (docs/spec/commerce-core.md §8); the shopper's own reset is not.
   */
  function resetLocal(s: CartScope, reason?: string) {
    if (reason) console.warn('Cart token reset', { reason, region: s.region });
    confirmed = null;
    set({ cart: null, unavailable: false });
  }

  /**
   * Queues a call. `optimistic` shows the change at once; a refusal rolls back to the last
   * confirmed cart, resets on the reset codes, and is kept in `error` (and rethrown).
   */
  function enqueue(s: CartScope, call: () => Promise<ShopperCartAnswer | undefined>, optimistic?: Change) {
    if (optimistic) {
      unanswered.push(optimistic);
      set({ cart: optimistic(view.cart) });
    }
    set({ pending: view.pending + 1 });
    const answered = () => {
      if (optimistic) unanswered.splice(unanswered.indexOf(optimistic), 1);
    };
    const run = queue.then(async () => {
      try {
        const answer = await call();
        answered();
        if (answer) accept(answer);
      } catch (error) {
        answered();
        const failure = failureOf(error);
        set({ cart: shown(), error: failure });
        // A refusal for want of a cart was no reset of one.
        if (CART_RESET_CODES.includes(failure.code)) resetLocal(s, failure.message === CART_TOKEN_MISSING ? undefined : failure.code);
        throw error;
      } finally {
        set({ pending: view.pending - 1 });
      }
    });
    queue = run.catch(() => undefined);
    return run;
  }

  /** A call that needs the region's cart: without one it fails with 'Cart token is missing'. */
  function withCart(s: CartScope, call: () => Promise<ShopperCartAnswer | undefined>, optimistic?: Change) {
    return enqueue(
      s,
      () => (hasCart(s.region) ? call() : Promise.reject(new ApiError(401, 'UNAUTHORIZED', CART_TOKEN_MISSING))),
      optimistic,
    );
  }

  /**
   * The startup fetch: only with a cart (callers skip it in the editor, on a payment return
   * and when restoring from `items`). A token an older shop left in localStorage is moved into
   * the cookie first. A CLOSED cart is gone; a cart of another country of the warehouse is
   * moved to the market's country.
   */
  async function start(s: CartScope, options: { fetch: boolean }) {
    scope = s;
    const legacy = takeLegacyToken(s.region);
    if (!options.fetch || (!legacy && !hasCart(s.region))) {
      if (!hasCart(s.region)) confirmed = null;
      set({ ready: true, cart: confirmed ? view.cart : null });
      return;
    }
    let failed = false;
    await enqueue(s, async () => {
      try {
        const answer = legacy ? await s.api.adopt({ ...shopper(s), token: legacy }) : await s.api.get(shopper(s));
        if (answer.cart.state === 'CLOSED') {
          resetLocal(s, 'CART_CLOSED');
          return undefined;
        }
        if (answer.cart.countryCode === s.country) return answer;
        return await s.api.update(shopper(s), { store: { countryCode: s.country, languageCode: s.language } });
      } catch (error) {
        // A fetch that says RESET drops the cart (docs/spec/commerce-core.md §4).
        if (error instanceof ApiError && error.message === 'RESET') {
          resetLocal(s, 'RESET');
          void s.api.remove(shopper(s)).catch(() => undefined);
        } else if (!(error instanceof ApiError && CART_RESET_CODES.includes(error.code))) failed = true;
        throw error;
      }
    }).catch(() => undefined);
    // A reset code after the catch above (resetLocal in enqueue) leaves a cart that is known to be gone.
    set({ ready: true, unavailable: failed });
  }

  const update = (s: CartScope, body: CartUpdate, optimistic?: Change) => withCart(s, () => s.api.update(shopper(s), body), optimistic);

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => view,

    start,

    /** The cart a checkout step's server render showed, before the first fetch (once). */
    seed(cart: NormalizedCart | null) {
      if (view.ready || confirmed) return;
      confirmed = cart;
      view = { ...view, cart, ready: true };
    },

    /** Asks again for a cart that could not be loaded (the unavailable text's retry button). */
    retry(s: CartScope) {
      set({ ready: false, unavailable: false, error: null });
      return start(s, { fetch: true });
    },

    /**
     * Adds from a product page; without a cart the first add creates one (and the worker starts
     * a new cart for an add whose cookie names one that is gone: the spec drops an old token silently).
     */
    add(s: CartScope, sku: string, quantity = 1) {
      scope = s;
      return enqueue(
        s,
        () => s.api.update(shopper(s), { products: [{ id: sku, quantity, increment: true }] }),
        (cart) => (cart ? withQuantity(cart, sku, quantity, true) : cart),
      );
    },

    setQuantity(s: CartScope, sku: string, quantity: number) {
      return update(s, { products: [{ id: sku, quantity }] }, (cart) => (cart ? withQuantity(cart, sku, quantity) : cart));
    },

    /** Selecting a shipping method is an update with quantity 1. */
    selectShipping(s: CartScope, id: string) {
      return update(s, { products: [{ id, quantity: 1 }] });
    },

    applyDiscountCode(s: CartScope, code: string) {
      return update(s, { code });
    },

    removeDiscountCode(s: CartScope) {
      return update(s, { deleteDiscount: true });
    },

    /** Country change: drop the shipping method, move the cart, reprice (docs/spec/commerce-core.md §4). */
    changeCountry(s: CartScope) {
      scope = s;
      if (!hasCart(s.region)) return Promise.resolve();
      return withCart(s, async () => {
        const shipping = view.cart?.shippingMethod;
        if (shipping) await s.api.update(shopper(s), { products: [{ id: shipping.id, quantity: 0 }] });
        return s.api.update(shopper(s), { store: { countryCode: s.country, languageCode: s.language } });
      });
    },

    /** Forgets the cart here and at the service. */
    reset(s: CartScope) {
      const known = hasCart(s.region);
      resetLocal(s);
      set({ error: null });
      return known ? s.api.remove(shopper(s)).catch(() => undefined) : Promise.resolve();
    },

    /**
     * `?items=…`: a new cart with each valid pair, failures skipped; nothing done when none is
     * valid (docs/spec/commerce-core.md §4). The new cart is built beside the shopper's: the first pair that
     * goes in creates it (POST, and the worker's cookie then names it), so the shopper's cart is
     * given up only then, else it stays as it was. A given-up cart expires with its alarm.
     */
    async restore(s: CartScope, items: readonly RestoreItem[]) {
      scope = s;
      if (items.length === 0) return;
      const notRestored: string[] = [];
      let created = false;
      for (const item of items) {
        const products = [{ id: item.id, quantity: item.quantity, increment: true }];
        await enqueue(s, async () => {
          const answer = created ? await s.api.update(shopper(s), { products }) : await s.api.create(shopper(s), products);
          created = true;
          return answer;
        }).catch(() => notRestored.push(item.id));
      }
      set({ ready: true, error: null, notRestored });
    },

    /** The scope the shop last used (for the market switch, which knows only the new country). */
    currentScope: () => scope,
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

/** The page's cart. */
export const cartStore = createCartStore();
