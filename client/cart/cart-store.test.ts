// The cart store: the `items` restore query, optimistic quantity changes, what is shown while
// calls queue, and the move of an older shop's localStorage token into the cookie (decision 072).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartApi } from '../../contract/api';
import type { NormalizedCart, ShopperCartAnswer } from '../../contract/cart';
import { createCartStore, parseRestoreItems, withQuantity, type CartScope } from './cart-store';
import { ApiError } from '../../contract/api-error';

/** A browser whose worker keeps a cart for the region `eu` (its hint cookie), and an empty localStorage. */
function stubBrowser({ cart = true, legacy }: { cart?: boolean; legacy?: string } = {}) {
  const values = new Map<string, string>();
  if (legacy) values.set('argyle_cart_token_eu', JSON.stringify({ token: legacy, date: Date.now() }));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  });
  vi.stubGlobal('document', { cookie: cart ? 'consent=1; argyle_has_cart_eu=1' : 'consent=1' });
  return values;
}

describe('parseRestoreItems', () => {
  it('reads {id}x{quantity} pairs, SKUs with dashes and sizes included', () => {
    expect(parseRestoreItems('ARG-A-36-40x2,ARG-K-B-0-6Mx1')).toEqual([
      { id: 'ARG-A-36-40', quantity: 2 },
      { id: 'ARG-K-B-0-6M', quantity: 1 },
    ]);
  });

  it('skips entries without an id or a whole quantity of 1 to 10000', () => {
    expect(parseRestoreItems('x2,ARG-Ax,ARG-Bx1.5,ARG-Cx0,ARG-Dx10001,ARG-E,ARG-Fxtwo,ARG-Gx10000')).toEqual([
      { id: 'ARG-G', quantity: 10_000 },
    ]);
    expect(parseRestoreItems('')).toEqual([]);
    expect(parseRestoreItems(null)).toEqual([]);
  });
});

describe('withQuantity', () => {
  const cart = {
    items: [{ sku: 'A', quantity: 2, price: { original: 1000, final: 800 } }],
    itemsCount: 2,
    priceProducts: 1600,
    priceTotal: 2095,
  } as unknown as NormalizedCart;

  it('sets, adds to and removes a line, moving the count and totals with it', () => {
    expect(withQuantity(cart, 'A', 3)).toMatchObject({ itemsCount: 3, priceProducts: 2400, priceTotal: 2895, items: [{ quantity: 3 }] });
    expect(withQuantity(cart, 'A', 1, true)).toMatchObject({ itemsCount: 3, items: [{ quantity: 3 }] });
    expect(withQuantity(cart, 'A', 0)).toMatchObject({ itemsCount: 0, priceProducts: 0, items: [] });
  });

  it('counts an add of a product not yet in the cart before the service answers', () => {
    expect(withQuantity(cart, 'B', 1, true)).toMatchObject({ itemsCount: 3, items: [{ sku: 'A' }] });
  });
});

describe('the shown cart while calls queue', () => {
  afterEach(() => vi.unstubAllGlobals());

  const cartOf = (quantity: number, shipping?: string) =>
    ({
      items: quantity ? [{ sku: 'A', quantity, price: { original: 1000, final: 1000 } }] : [],
      itemsCount: quantity,
      priceProducts: quantity * 1000,
      priceTotal: quantity * 1000,
      shippingMethod: shipping ? { id: shipping } : undefined,
    }) as unknown as NormalizedCart;

  /** A cart service whose answers the test releases one at a time, in order. */
  function heldCartApi() {
    const held: { body: unknown; answer: (cart: NormalizedCart) => void; refuse: (error: Error) => void }[] = [];
    const update = (_shopper: unknown, body: unknown) =>
      new Promise<ShopperCartAnswer>((resolve, reject) =>
        held.push({ body, answer: (cart) => resolve({ cart, token: 'token' }), refuse: reject }),
      );
    return { held, api: { update } as unknown as CartApi };
  }

  function setUp() {
    stubBrowser();
    const { held, api } = heldCartApi();
    const scope: CartScope = { api, storefront: 'uk', country: 'GB', region: 'eu', language: 'en' };
    const store = createCartStore();
    return { held, scope, store, quantity: () => store.getSnapshot().cart?.items[0]?.quantity ?? 0 };
  }

  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("keeps a later change on screen when an earlier call's answer arrives (the basket's shipping choice, then + 1)", async () => {
    const { held, scope, store, quantity } = setUp();
    const first = store.add(scope, 'A');
    await settled();
    held[0]!.answer(cartOf(1));
    await first;
    expect(quantity()).toBe(1);

    const shipping = store.selectShipping(scope, 'standard');
    const more = store.setQuantity(scope, 'A', 2);
    expect(quantity()).toBe(2);
    await settled();
    held[1]!.answer(cartOf(1, 'standard'));
    await shipping;
    // The shipping answer knows nothing of the + 1 still queued: it stays 2, and the method shows.
    expect(quantity()).toBe(2);
    expect(store.getSnapshot().cart?.shippingMethod).toEqual({ id: 'standard' });
    await settled();
    held[2]!.answer(cartOf(2, 'standard'));
    await more;
    expect(quantity()).toBe(2);
    expect(store.getSnapshot().pending).toBe(0);
  });

  it('rolls back only the refused change; a later one stays shown until it is answered', async () => {
    const { held, scope, store, quantity } = setUp();
    const first = store.add(scope, 'A');
    await settled();
    held[0]!.answer(cartOf(1));
    await first;

    const refused = store.setQuantity(scope, 'A', 5).catch((error: unknown) => error);
    const kept = store.setQuantity(scope, 'A', 3);
    expect(quantity()).toBe(3);
    await settled();
    held[1]!.refuse(new Error('out of stock'));
    await refused;
    expect(quantity()).toBe(3);
    expect(store.getSnapshot().error).toMatchObject({ code: 'network_error' });
    await settled();
    held[2]!.answer(cartOf(3));
    await kept;
    expect(quantity()).toBe(3);
    expect(store.getSnapshot().error).toBeNull();
  });
});

describe('restoring a cart from ?items=', () => {
  afterEach(() => vi.unstubAllGlobals());

  function setUp() {
    stubBrowser();
    const created: unknown[] = [];
    const api = {
      // The shopper's own cart: one pair of B.
      get: () =>
        Promise.resolve({
          cart: { items: [{ sku: 'B', quantity: 1 }], itemsCount: 1, countryCode: 'GB', state: 'OPEN' },
          token: 'shoppers-token',
        }),
      create: (_shopper: unknown, products: { id: string; quantity: number }[]) => {
        const [line] = products;
        if (!line || line.id.startsWith('NOPE') || line.id === 'alsobad') {
          return Promise.reject(new ApiError(404, 'MISSING_PRODUCTS', `Product not found: ${line?.id}`));
        }
        created.push(line.id);
        return Promise.resolve({ cart: { items: [{ sku: line.id, quantity: line.quantity }], itemsCount: line.quantity } });
      },
    } as unknown as CartApi;
    const scope: CartScope = { api, storefront: 'uk', country: 'GB', region: 'eu', language: 'en' };
    const store = createCartStore();
    return { store, scope, created };
  }

  it('leaves the cart as it is when no pair is valid, and names the entries that could not be added', async () => {
    const { store, scope, created } = setUp();
    await store.start(scope, { fetch: true });
    await store.restore(scope, parseRestoreItems('NOPE-1x2,alsobadx1'));
    expect(store.getSnapshot().cart?.items.map((i) => i.sku)).toEqual(['B']);
    expect(store.getSnapshot().notRestored).toEqual(['NOPE-1', 'alsobad']);
    expect(created).toEqual([]);
  });

  it('replaces the cart when a pair is valid, skipping the others', async () => {
    const { store, scope, created } = setUp();
    await store.start(scope, { fetch: true });
    await store.restore(scope, parseRestoreItems('NOPE-1x2,ARG-Ax3'));
    expect(store.getSnapshot().cart?.items.map((i) => i.sku)).toEqual(['ARG-A']);
    expect(store.getSnapshot().notRestored).toEqual(['NOPE-1']);
    expect(created).toEqual(['ARG-A']);
  });
});

describe("dropping the token (docs/spec/commerce-core.md §8 'Cart token reset')", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function setUp(refusal: () => Promise<never>, get?: () => Promise<unknown>) {
    stubBrowser();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = { update: refusal, get: get ?? refusal, remove: () => Promise.resolve() } as unknown as CartApi;
    const scope: CartScope = { api, storefront: 'uk', country: 'GB', region: 'eu', language: 'en' };
    return { store: createCartStore(), scope, warn };
  }

  it.each(['UNAUTHORIZED', 'CART_NOT_FOUND', 'CART_CLOSED'])(
    "logs it when a call is refused with %s; not for a refusal that keeps the token, nor the shopper's own reset",
    async (code) => {
      let calls = 0;
      const { store, scope, warn } = setUp(() =>
        Promise.reject(calls++ === 0 ? new ApiError(409, 'OUT_OF_STOCK', 'sold out') : new ApiError(404, code, 'gone')),
      );
      await store.setQuantity(scope, 'A', 2).catch(() => undefined);
      expect(warn).not.toHaveBeenCalled();
      await store.setQuantity(scope, 'A', 2).catch(() => undefined);
      expect(store.getSnapshot().cart).toBeNull();
      expect(warn).toHaveBeenCalledWith('Cart token reset', { reason: code, region: 'eu' });
      await store.reset(scope);
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );

  it('logs it when the fetch says RESET, or finds the cart CLOSED', async () => {
    const reset = setUp(() => Promise.reject(new ApiError(400, 'bad_request', 'RESET')));
    await reset.store.start(reset.scope, { fetch: true });
    expect(reset.warn).toHaveBeenCalledWith('Cart token reset', { reason: 'RESET', region: 'eu' });
    vi.restoreAllMocks();
    const closed = setUp(
      () => Promise.reject(new Error('not called')),
      () => Promise.resolve({ cart: { state: 'CLOSED', countryCode: 'GB', items: [] }, token: 'old-token' }),
    );
    await closed.store.start(closed.scope, { fetch: true });
    expect(closed.store.getSnapshot().cart).toBeNull();
    expect(closed.warn).toHaveBeenCalledWith('Cart token reset', { reason: 'CART_CLOSED', region: 'eu' });
  });
});

describe('a cart that cannot be loaded (the cart service down)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const full = { state: 'ACTIVE', countryCode: 'GB', items: [{ sku: 'A', quantity: 2 }], itemsCount: 2 } as unknown as NormalizedCart;

  function setUp(get: CartApi['get']) {
    stubBrowser();
    const api = { get } as unknown as CartApi;
    const scope: CartScope = { api, storefront: 'uk', country: 'GB', region: 'eu', language: 'en' };
    return { store: createCartStore(), scope };
  }

  it.each([
    [
      'a 503 upstream_unavailable',
      new ApiError(503, 'upstream_unavailable', 'The cart service is temporarily unavailable; try again shortly'),
    ],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('after %s is unavailable, not empty, and keeps the token', async (_, failure) => {
    const { store, scope } = setUp(() => Promise.reject(failure));
    await store.start(scope, { fetch: true });
    expect(store.getSnapshot()).toMatchObject({ ready: true, unavailable: true, cart: null });
  });

  it('loads the cart on retry once the service answers again', async () => {
    let up = false;
    const { store, scope } = setUp(() =>
      up ? Promise.resolve({ cart: full, token: 'shopper-token' }) : Promise.reject(new ApiError(503, 'upstream_unavailable', 'down')),
    );
    await store.start(scope, { fetch: true });
    expect(store.getSnapshot().unavailable).toBe(true);
    up = true;
    const retried = store.retry(scope);
    expect(store.getSnapshot()).toMatchObject({ ready: false, unavailable: false });
    await retried;
    expect(store.getSnapshot()).toMatchObject({ ready: true, unavailable: false, cart: { itemsCount: 2 } });
  });

  it.each(['CART_NOT_FOUND', 'CART_CLOSED', 'UNAUTHORIZED'])('is not unavailable but gone after %s (the token dropped)', async (code) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, scope } = setUp(() => Promise.reject(new ApiError(404, code, 'gone')));
    await store.start(scope, { fetch: true });
    expect(store.getSnapshot()).toMatchObject({ ready: true, unavailable: false, cart: null });
  });
});

describe('the move of an older shop token from localStorage (decision 072)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const full = { state: 'ACTIVE', countryCode: 'GB', items: [{ sku: 'A', quantity: 2 }], itemsCount: 2 } as unknown as NormalizedCart;

  it('sends the stored token once to adopt, deletes it, and shows the cart', async () => {
    const storage = stubBrowser({ cart: false, legacy: 'old-token' });
    const adopted: unknown[] = [];
    const api = {
      adopt: (shopper: unknown) => {
        adopted.push(shopper);
        return Promise.resolve({ cart: full });
      },
      get: () => Promise.reject(new Error('not called')),
    } as unknown as CartApi;
    const store = createCartStore();
    await store.start({ api, storefront: 'uk', country: 'GB', region: 'eu', language: 'en' }, { fetch: true });
    expect(adopted).toEqual([{ storefront: 'uk', country: 'GB', token: 'old-token' }]);
    expect(storage.size).toBe(0);
    expect(store.getSnapshot()).toMatchObject({ ready: true, cart: { itemsCount: 2 } });
  });

  it('makes no call at all without a cart cookie or a stored token', async () => {
    stubBrowser({ cart: false });
    const api = {} as CartApi;
    const store = createCartStore();
    await store.start({ api, storefront: 'uk', country: 'GB', region: 'eu', language: 'en' }, { fetch: true });
    expect(store.getSnapshot()).toMatchObject({ ready: true, cart: null });
  });
});
