// /api/cart through the whole worker with the embedded cart service: one real Durable Object per
// cart (binding CARTS), the catalogue in D1, tokens signed with jose. Covers the API end to end,
// every cart error code with the spec's texts, forged, expired and foreign tokens, and
// concurrent adds to one cart.
import { runDurableObjectAlarm } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartAnswer, NormalizedCart, ShippingMethod } from '../../contract/cart';
import { signCartToken } from '../../worker/upstreams/cart/embedded/tokens';
import { seedTestCatalogue } from './catalogue-db';
import { ORIGIN } from './fetch';
import { captureLogLines } from './log-lines';
import { DEV_CART_TOKEN_SECRET } from '../../scripts/dev-secrets';

/** The secret the worker under test signs with (its binding in tests/worker/vitest.config.ts). */
const SECRET = DEV_CART_TOKEN_SECRET;

// Catalogue variants (kv-seed/catalogue/products.json) used below.
const PINK = 'ARG-COPENHAGEN-AVOCADO-PINK-36-40'; // NL, 229 units, EUR 15.95, CHF 15.95
const BURGUNDY = 'ARG-BRIGHTON-STRIPE-BURGUNDY-41-46'; // NL, 215 units, EUR 15.95
const BLUE_SALE = 'ARG-COPENHAGEN-AVOCADO-BLUE-36-40'; // NL, EUR 15.95 reduced to 11.95
const LOW = 'ARG-ALPINE-CHEVRON-RED-41-46'; // NL, 3 units
const NONE = 'ARG-MARINA-TRIANGLE-RED-41-46'; // NL, 0 units
const US_ONLY = 'ARG-MARINA-TRIANGLE-WHITE-UP-41-46'; // US, 238 units, USD 10.95

beforeAll(async () => {
  await seedTestCatalogue();
});

const logLines = captureLogLines();

interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  storefront?: string;
  country?: string;
  origin?: string;
}

function call(method: string, path: string, options: CallOptions = {}) {
  const { storefront = 'de', country } = options;
  const query = new URLSearchParams({ storefront, ...(country ? { country } : {}) });
  const headers = new Headers({ origin: options.origin ?? ORIGIN });
  // An API client: the token in the body, no cookie (decision 072).
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  else headers.set('x-cart-token', 'body');
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}${path.includes('?') ? '&' : '?'}${query}`, { method, headers, ...(body ? { body } : {}) }),
  );
}

async function ok(res: Response, status = 200): Promise<CartAnswer> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as CartAnswer;
}

async function refusal(res: Response) {
  return { status: res.status, ...((await res.json()) as { error: { code: string; message: string } }).error };
}

/** A new cart holding `lines`, in the market of `options`. */
async function cartWith(lines: { id: string; quantity: number }[], options: CallOptions = {}): Promise<CartAnswer> {
  return ok(await call('PUT', '/api/cart', { ...options, body: { products: lines } }), 201);
}

const put = (token: string, body: unknown, options: CallOptions = {}) => call('PUT', '/api/cart', { ...options, token, body });
const line = (cart: NormalizedCart, sku: string) => cart.items.find((i) => i.sku === sku);

describe('creating and reading a cart', () => {
  // A cart starts with its first product: POST without one is 400 (abuse-limits.test.ts, decision 048).
  it('creates a cart for the market with POST and its first product, and answers it with a token', async () => {
    const { cart, token } = await ok(await call('POST', '/api/cart', { body: { products: [{ id: PINK, quantity: 1 }] } }), 201);
    expect(token.split('.')).toHaveLength(3);
    expect(cart).toMatchObject({
      state: 'OPEN',
      countryCode: 'DE',
      languageCode: 'de',
      currency: 'EUR',
      taxPercentage: 19,
      itemsCount: 1,
      shippingMethod: null,
      discountCode: null,
    });
  });

  it('creates the cart on the first PUT without a token, then reads it back with the token', async () => {
    const res = await call('PUT', '/api/cart', { body: { products: [{ id: PINK, quantity: 2 }] } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { cart, token } = await ok(res, 201);
    expect(cart.items).toEqual([
      expect.objectContaining({
        id: PINK,
        sku: PINK,
        parentSku: 'ARG-COPENHAGEN-AVOCADO-PINK',
        quantity: 2,
        price: { original: 1595, final: 1595 },
      }),
    ]);
    expect(cart.items[0]?.size).toEqual({ label: '36-40', value: '36-40' });
    expect(cart.items[0]?.stockStatus).toBe('in-stock');
    expect(cart.itemsCount).toBe(2);
    const again = await ok(await call('GET', '/api/cart', { token }));
    expect(again.cart.cartId).toBe(cart.cartId);
    expect(again.cart.items.map((i) => [i.sku, i.quantity])).toEqual([[PINK, 2]]);
  });

  it("answers 401 UNAUTHORIZED 'Cart token is missing' for a read without a token", async () => {
    expect(await refusal(await call('GET', '/api/cart'))).toEqual({ status: 401, code: 'UNAUTHORIZED', message: 'Cart token is missing' });
  });

  it("answers 401 'Cart token is missing' for a discount code without a token", async () => {
    expect(await refusal(await call('PUT', '/api/cart', { body: { code: 'ARGYLE10' } }))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
  });

  it('prices a cart in the market currency: CHF in Switzerland, KRW in Korea', async () => {
    const ch = await cartWith([{ id: PINK, quantity: 1 }], { storefront: 'ch' });
    expect(ch.cart).toMatchObject({ countryCode: 'CH', currency: 'CHF', taxPercentage: 0, priceTax: 0 });
    const kr = await cartWith([{ id: PINK, quantity: 1 }], { storefront: 'gl', country: 'KR' });
    expect(kr.cart.currency).toBe('KRW');
    expect(kr.cart.items[0]?.price.final).toBeGreaterThan(10_000);
  });

  it('forgets a cart on DELETE: its token then finds no cart (CART_NOT_FOUND)', async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    const res = await call('DELETE', '/api/cart', { token });
    expect(res.status).toBe(204);
    expect(await refusal(await call('GET', '/api/cart', { token }))).toMatchObject({ status: 404, code: 'CART_NOT_FOUND' });
  });

  it('deletes a cart nobody touches when its alarm fires', async () => {
    const { cart, token } = await cartWith([{ id: PINK, quantity: 1 }]);
    const stub = env.CARTS.get(env.CARTS.idFromName(cart.cartId));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await refusal(await call('GET', '/api/cart', { token }))).toMatchObject({ status: 404, code: 'CART_NOT_FOUND' });
  });
});

describe('lines', () => {
  it('adds to a line with increment, sets it without, and removes it with quantity 0', async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    let { cart } = await ok(await put(token, { products: [{ id: PINK, quantity: 2, increment: true }] }));
    expect(line(cart, PINK)?.quantity).toBe(3);
    ({ cart } = await ok(
      await put(token, {
        products: [
          { id: PINK, quantity: 1 },
          { id: BURGUNDY, quantity: 4 },
        ],
      }),
    ));
    expect(cart.items.map((i) => [i.sku, i.quantity])).toEqual([
      [PINK, 1],
      [BURGUNDY, 4],
    ]);
    expect(cart.itemsCount).toBe(5);
    ({ cart } = await ok(await put(token, { products: [{ id: PINK, quantity: 0 }] })));
    expect(cart.items.map((i) => i.sku)).toEqual([BURGUNDY]);
  });

  it('accepts SKUs in any case', async () => {
    const { cart } = await cartWith([{ id: PINK.toLowerCase(), quantity: 1 }]);
    expect(cart.items[0]?.sku).toBe(PINK);
  });

  it('shows sale prices with the original and the low-stock status', async () => {
    const { cart } = await cartWith([
      { id: BLUE_SALE, quantity: 1 },
      { id: LOW, quantity: 1 },
    ]);
    expect(line(cart, BLUE_SALE)?.price).toEqual({ original: 1595, final: 1195 });
    expect(line(cart, LOW)?.stockStatus).toBe('low-stock');
  });

  it('refuses more than the warehouse holds with 409 OUT_OF_STOCK and changes nothing', async () => {
    const { token } = await cartWith([{ id: LOW, quantity: 3 }]);
    expect(await refusal(await put(token, { products: [{ id: LOW, quantity: 1, increment: true }] }))).toEqual({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: `Not enough stock for ${LOW}`,
    });
    expect(await refusal(await call('PUT', '/api/cart', { body: { products: [{ id: NONE, quantity: 1 }] } }))).toMatchObject({
      status: 409,
      code: 'OUT_OF_STOCK',
    });
    const { cart } = await ok(await call('GET', '/api/cart', { token }));
    expect(line(cart, LOW)?.quantity).toBe(3);
  });

  it('refuses a quantity above 10000 with quantity_request_upper_limit_error, and takes 10000 as a quantity', async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    expect(await refusal(await put(token, { products: [{ id: PINK, quantity: 10001 }] }))).toEqual({
      status: 422,
      code: 'quantity_request_upper_limit_error',
      message: 'Quantity must be at most 10000',
    });
    // 10000 is allowed by the limit; this variant's stock (229) refuses it instead.
    expect(await refusal(await put(token, { products: [{ id: PINK, quantity: 10000 }] }))).toMatchObject({ code: 'OUT_OF_STOCK' });
  });

  it("refuses an unknown product with 404 MISSING_PRODUCTS 'Product not found: {sku}'", async () => {
    expect(await refusal(await call('PUT', '/api/cart', { body: { products: [{ id: 'ARG-NO-SUCH-SOCK-36-40', quantity: 1 }] } }))).toEqual({
      status: 404,
      code: 'MISSING_PRODUCTS',
      message: 'Product not found: ARG-NO-SUCH-SOCK-36-40',
    });
  });

  it('refuses a US (-UP) variant in a European cart and a European variant in the US cart (warehouse_error)', async () => {
    expect(await refusal(await call('PUT', '/api/cart', { body: { products: [{ id: US_ONLY, quantity: 1 }] } }))).toMatchObject({
      status: 422,
      code: 'warehouse_error',
    });
    expect(
      await refusal(await call('PUT', '/api/cart', { storefront: 'us', body: { products: [{ id: PINK, quantity: 1 }] } })),
    ).toMatchObject({ status: 422, code: 'warehouse_error' });
    const { cart } = await cartWith([{ id: US_ONLY, quantity: 2 }], { storefront: 'us' });
    expect(cart).toMatchObject({ countryCode: 'US', currency: 'USD', itemsCount: 2 });
    expect(line(cart, US_ONLY)?.price.final).toBe(1095);
  });

  it('loses nothing when 50 adds to one cart run at once: the line holds exactly the acknowledged quantities', async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    const adds = Array.from({ length: 50 }, () => put(token, { products: [{ id: PINK, quantity: 5, increment: true }] }));
    const answers = await Promise.all(adds);
    const statuses = answers.map((r) => r.status);
    const acknowledged = statuses.filter((s) => s === 200).length;
    // 229 units: 1 + 45 × 5 = 226 fit; the other 5 adds are refused as out of stock.
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(acknowledged).toBe(45);
    const { cart } = await ok(await call('GET', '/api/cart', { token }));
    expect(line(cart, PINK)?.quantity).toBe(1 + acknowledged * 5);
  });

  it('keeps every line when different products are added to one cart at once', async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    const skus = [BURGUNDY, BLUE_SALE, LOW];
    const answers = await Promise.all(
      skus.flatMap((sku) => [1, 2].map(() => put(token, { products: [{ id: sku, quantity: 1, increment: true }] }))),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { cart } = await ok(await call('GET', '/api/cart', { token }));
    expect(cart.items.map((i) => [i.sku, i.quantity]).sort()).toEqual(
      [
        [BLUE_SALE, 2],
        [BURGUNDY, 2],
        [LOW, 2],
        [PINK, 1],
      ].sort(),
    );
  });
});

describe('shipping', () => {
  it("lists the market's shipping methods in its language and currency", async () => {
    const res = await call('GET', '/api/cart/shipments/DE');
    expect(res.status).toBe(200);
    const { shippingMethods } = (await res.json()) as { shippingMethods: ShippingMethod[] };
    expect(shippingMethods).toEqual([
      expect.objectContaining({
        id: 'SHIP-STANDARD-DE',
        title: 'Standardversand',
        price: 495,
        deliveryDetails: '2–3 Werktage',
        available: true,
      }),
      expect.objectContaining({ id: 'SHIP-EXPRESS-DE', title: 'Expressversand', price: 995 }),
    ]);
    expect(shippingMethods[0]?.logo).toBe('/shipping/standard.svg');
    const uk = (await (await call('GET', '/api/cart/shipments/GB', { storefront: 'uk' })).json()) as { shippingMethods: ShippingMethod[] };
    expect(uk.shippingMethods[0]).toMatchObject({ title: 'Standard delivery', price: 395, deliveryDetails: '2–4 working days' });
  });

  it("answers 400 for shipments of a country that is not the request's market", async () => {
    expect(await refusal(await call('GET', '/api/cart/shipments/FR'))).toMatchObject({ status: 400, code: 'bad_request' });
  });

  it('selects a method with quantity 1, prices it, and makes standard shipping free from the threshold (40 EUR in DE)', async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 2 }]);
    let { cart } = await ok(await put(token, { products: [{ id: 'SHIP-STANDARD-DE', quantity: 1 }] }));
    expect(cart.shippingMethod).toMatchObject({ id: 'SHIP-STANDARD-DE', price: 495, discountAmount: 0 });
    expect(cart).toMatchObject({
      priceProducts: 3190,
      priceShipping: 495,
      priceDiscount: 0,
      priceTotal: 3685,
      freeShippingThreshold: 4000,
    });
    // Prices include 19 % tax.
    expect(cart.priceTax).toBe(Math.round((3685 * 19) / 119));
    ({ cart } = await ok(await put(token, { products: [{ id: PINK, quantity: 3 }] })));
    expect(cart).toMatchObject({ priceProducts: 4785, priceShipping: 0, priceTotal: 4785 });
    expect(cart.shippingMethod).toMatchObject({ price: 495, discountAmount: 495 });
    // The list says so too, for this shopper's cart.
    const listed = (await (await call('GET', '/api/cart/shipments/DE', { token })).json()) as { shippingMethods: ShippingMethod[] };
    expect(listed.shippingMethods.map((m) => m.discountAmount)).toEqual([495, 0]);
    // Express is never free; changing the method replaces the first.
    ({ cart } = await ok(await put(token, { products: [{ id: 'SHIP-EXPRESS-DE', quantity: 1 }] })));
    expect(cart.shippingMethod).toMatchObject({ id: 'SHIP-EXPRESS-DE', price: 995, discountAmount: 0 });
    expect(cart.priceTotal).toBe(4785 + 995);
    ({ cart } = await ok(await put(token, { products: [{ id: 'SHIP-EXPRESS-DE', quantity: 0 }] })));
    expect(cart.shippingMethod).toBeNull();
  });

  it("refuses another country's shipping method as a missing product", async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    expect(await refusal(await put(token, { products: [{ id: 'SHIP-STANDARD-FR', quantity: 1 }] }))).toMatchObject({
      status: 404,
      code: 'MISSING_PRODUCTS',
    });
  });
});

describe('discount codes', () => {
  it('applies a percentage code to the products and removes it with deleteDiscount', async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 2 }]);
    let { cart } = await ok(await put(token, { code: 'argyle10' }));
    expect(cart).toMatchObject({ discountCode: 'ARGYLE10', priceProducts: 3190, priceDiscount: 319, priceTotal: 3190 - 319 });
    expect(line(cart, PINK)?.productDiscount).toBe(319);
    ({ cart } = await ok(await put(token, { deleteDiscount: true })));
    expect(cart).toMatchObject({ discountCode: null, priceDiscount: 0, priceTotal: 3190 });
  });

  it('applies a fixed amount above its minimum order and refuses it below', async () => {
    const small = await cartWith([{ id: PINK, quantity: 1 }]);
    expect(await refusal(await put(small.token, { code: 'SOCKS5' }))).toEqual({
      status: 422,
      code: 'DISCOUNT_CODE_NOT_FOUND',
      message: 'No discount code found',
    });
    const { token } = await cartWith([{ id: PINK, quantity: 2 }]);
    const { cart } = await ok(await put(token, { code: 'SOCKS5' }));
    expect(cart).toMatchObject({ discountCode: 'SOCKS5', priceDiscount: 500, priceTotal: 3190 - 500 });
  });

  it('makes shipping free with a free-shipping code', async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    await ok(await put(token, { products: [{ id: 'SHIP-STANDARD-DE', quantity: 1 }] }));
    const { cart } = await ok(await put(token, { code: 'FREESHIP' }));
    expect(cart).toMatchObject({ isFreeShippingDiscountCodeApplied: true, priceShipping: 0, priceDiscount: 0, priceTotal: 1595 });
  });

  it("refuses unknown, expired and other countries' codes with 'No discount code found'", async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 2 }]);
    for (const code of ['NOSUCHCODE', 'SUMMER20', 'USA15']) {
      expect(await refusal(await put(token, { code }))).toEqual({
        status: 422,
        code: 'DISCOUNT_CODE_NOT_FOUND',
        message: 'No discount code found',
      });
    }
    const { cart } = await ok(await call('GET', '/api/cart', { token }));
    expect(cart.discountCode).toBeNull();
  });
});

describe('country change', () => {
  it('moves the cart to another country of its warehouse: new tax, currency and prices, no shipping method', async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    await ok(await put(token, { products: [{ id: 'SHIP-STANDARD-DE', quantity: 1 }] }));
    let { cart } = await ok(await put(token, { store: { countryCode: 'AT', languageCode: 'de' } }, { storefront: 'at' }));
    expect(cart).toMatchObject({ countryCode: 'AT', taxPercentage: 20, currency: 'EUR', shippingMethod: null });
    ({ cart } = await ok(await put(token, { store: { countryCode: 'CH' } }, { storefront: 'ch' })));
    expect(cart).toMatchObject({ countryCode: 'CH', languageCode: 'de', currency: 'CHF', taxPercentage: 0 });
    expect(line(cart, PINK)?.price.final).toBe(1595);
    // In place within the eu storefront: Croatia (EUR) to Sweden (SEK), English.
    ({ cart } = await ok(await put(token, { store: { countryCode: 'SE' } }, { storefront: 'eu', country: 'SE' })));
    expect(cart).toMatchObject({ countryCode: 'SE', languageCode: 'en', currency: 'SEK', taxPercentage: 25 });
    expect(line(cart, PINK)?.price.final).toBeGreaterThan(10_000);
  });

  it("refuses a country of another warehouse or no market with 'Invalid country code passed'", async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    for (const countryCode of ['US', 'XX']) {
      expect(await refusal(await put(token, { store: { countryCode } }))).toEqual({
        status: 400,
        code: 'INVALID_COUNTRY_CODE',
        message: 'Invalid country code passed',
      });
    }
  });
});

describe('tokens', () => {
  const tamper = (token: string) => {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const forged = btoa(JSON.stringify({ ...claims, sub: crypto.randomUUID() }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    return `${header}.${forged}.${signature}`;
  };

  it('refuses a token whose claims were changed, one signed with another secret and an unsigned one (UNAUTHORIZED)', async () => {
    const { cart, token } = await cartWith([{ id: PINK, quantity: 1 }]);
    const otherSecret = await signCartToken('another-secret-of-at-least-32-characters!', { cartId: cart.cartId, region: 'NL' });
    const [, payload] = token.split('.');
    const unsigned = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' })).replace(/=+$/, '')}.${payload}.`;
    for (const forged of [tamper(token), otherSecret, unsigned, 'not-a-token']) {
      expect(await refusal(await call('GET', '/api/cart', { token: forged }))).toEqual({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'Invalid or expired cart token',
      });
      expect((await put(forged, { products: [{ id: PINK, quantity: 2 }] })).status).toBe(401);
    }
  });

  it('refuses an expired token', async () => {
    const { cart } = await cartWith([{ id: PINK, quantity: 1 }]);
    const expired = await signCartToken(SECRET, { cartId: cart.cartId, region: 'NL' }, Date.now() - 31 * 24 * 3600 * 1000);
    expect(await refusal(await call('GET', '/api/cart', { token: expired }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const fresh = await signCartToken(SECRET, { cartId: cart.cartId, region: 'NL' }, Date.now() - 29 * 24 * 3600 * 1000);
    expect((await call('GET', '/api/cart', { token: fresh })).status).toBe(200);
  });

  it("refuses a foreign token: another warehouse's cart on this storefront, or a token bound to another region", async () => {
    const us = await cartWith([{ id: US_ONLY, quantity: 1 }], { storefront: 'us' });
    expect(await refusal(await call('GET', '/api/cart', { token: us.token, storefront: 'de' }))).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Cart token belongs to another cart or warehouse',
    });
    const nl = await cartWith([{ id: PINK, quantity: 1 }]);
    const wrongRegion = await signCartToken(SECRET, { cartId: nl.cart.cartId, region: 'US' });
    expect(await refusal(await call('GET', '/api/cart', { token: wrongRegion }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('answers CART_NOT_FOUND for a valid token of a cart that does not exist', async () => {
    const token = await signCartToken(SECRET, { cartId: crypto.randomUUID(), region: 'NL' });
    expect(await refusal(await call('GET', '/api/cart', { token }))).toEqual({
      status: 404,
      code: 'CART_NOT_FOUND',
      message: 'Cart not found',
    });
  });

  it('re-issues the token with every answer, so the newest one reads the same cart', async () => {
    const first = await cartWith([{ id: PINK, quantity: 1 }]);
    const second = await ok(await call('GET', '/api/cart', { token: first.token }));
    expect((await ok(await call('GET', '/api/cart', { token: second.token }))).cart.cartId).toBe(first.cart.cartId);
  });
});

describe('closed carts', () => {
  it('reads a closed cart with state CLOSED and refuses changes with 409 CART_CLOSED', async () => {
    const { cart, token } = await cartWith([{ id: PINK, quantity: 1 }]);
    const stub = env.CARTS.get(env.CARTS.idFromName(cart.cartId));
    expect((await stub.close({ cartId: cart.cartId, region: 'NL' })).ok).toBe(true);
    expect((await ok(await call('GET', '/api/cart', { token }))).cart.state).toBe('CLOSED');
    expect(await refusal(await put(token, { products: [{ id: PINK, quantity: 2 }] }))).toEqual({
      status: 409,
      code: 'CART_CLOSED',
      message: 'Cart is closed',
    });
    expect(await refusal(await put(token, { code: 'ARGYLE10' }))).toMatchObject({ code: 'CART_CLOSED' });
  });
});

describe('stock', () => {
  const stock = async (productId: string, storefront = 'de') => {
    const res = await call('GET', `/api/cart/stock?productId=${encodeURIComponent(productId)}`, { storefront });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it("tells whether a variant is available in the market's warehouse", async () => {
    expect(await stock(PINK)).toEqual({ status: 200, body: { productId: PINK, isAvailable: true } });
    expect((await stock(NONE)).body['isAvailable']).toBe(false);
    expect((await stock(US_ONLY)).body['isAvailable']).toBe(false);
    expect((await stock(US_ONLY, 'us')).body['isAvailable']).toBe(true);
  });

  it("answers 404 MISSING_PRODUCTS 'Missing product in stock response' for an unknown SKU", async () => {
    expect(await stock('ARG-NOTHING-36-40')).toEqual({
      status: 404,
      body: { error: { code: 'MISSING_PRODUCTS', message: 'Missing product in stock response' } },
    });
  });
});

describe('basket recommendations', () => {
  it("recommends at most 8 products for the basket, none of the basket's own", async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    const res = await call('GET', '/api/cart/recommendations', { token });
    expect(res.status).toBe(200);
    const { products } = (await res.json()) as { products: { sku: string; currency: string }[] };
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(8);
    expect(products.map((p) => p.sku)).not.toContain('ARG-COPENHAGEN-AVOCADO-PINK');
    expect(products.every((p) => p.currency === 'EUR')).toBe(true);
  });

  it('needs the cart token', async () => {
    expect(await refusal(await call('GET', '/api/cart/recommendations'))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it("recommends from a segment upsell's widget when one is named (decision 038)", async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    const skus = async (query: string) => {
      const res = await call('GET', `/api/cart/recommendations${query}`, { token });
      expect(res.status).toBe(200);
      return ((await res.json()) as { products: { sku: string }[] }).products.map((p) => p.sku);
    };
    const basket = await skus('');
    const bestsellers = await skus('?widgetId=bestsellers');
    expect(bestsellers.length).toBeGreaterThan(0);
    expect(bestsellers.length).toBeLessThanOrEqual(8);
    expect(bestsellers).not.toEqual(basket);
    // A widget the search service does not know: no recommendations, the basket lives on.
    expect(await skus('?widgetId=no-such-widget')).toEqual([]);
  });

  it("logs 'Failed to fetch basket products' when the recommendations call fails, and answers none", async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    const res = await call('GET', '/api/cart/recommendations?widgetId=no-such-widget', { token });
    expect(await res.json()).toEqual({ products: [] });
    expect(logLines()).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'Failed to fetch basket products', widget: 'no-such-widget' }),
    );
  });

  it('answers 400 naming widgetId for a malformed one', async () => {
    const { token } = await cartWith([{ id: PINK, quantity: 1 }]);
    expect(await refusal(await call('GET', '/api/cart/recommendations?widgetId=Bad%20Id', { token }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Invalid widgetId/),
    });
  });
});

describe('bad requests', () => {
  it('answers 400 naming the field for bad bodies and queries', async () => {
    const cases: Array<[CallOptions & { method?: string; path?: string }, string]> = [
      [{ body: { products: [{ id: PINK, quantity: -1 }] } }, 'Invalid products.0.quantity'],
      [{ body: { products: [{ id: PINK, quantity: 1.5 }] } }, 'Invalid products.0.quantity'],
      [{ body: { products: [{ quantity: 1 }] } }, 'Invalid products.0.id'],
      [{ body: { products: [] } }, 'Invalid products'],
      [{ body: {} }, 'expected exactly one of products, code, deleteDiscount, store'],
      [{ body: { code: 'A', deleteDiscount: true } }, 'expected exactly one of'],
      [{ body: { products: [{ id: PINK, quantity: 1 }], price: 0 } }, 'Invalid'],
      [{ body: { store: { countryCode: 'Germany' } } }, 'Invalid store.countryCode'],
      [{ body: { products: [{ id: PINK, quantity: 1 }] }, storefront: 'xx' }, 'Invalid storefront'],
      [{ body: { products: [{ id: PINK, quantity: 1 }] }, country: 'FR' }, 'Invalid country: FR is not a market of the de storefront'],
    ];
    for (const [options, message] of cases) {
      const res = await call(options.method ?? 'PUT', options.path ?? '/api/cart', options);
      const error = await refusal(res);
      expect(error.status, JSON.stringify(options.body)).toBe(400);
      expect(error.code).toBe('bad_request');
      expect(error.message).toContain(message);
    }
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect((await call('PUT', '/api/cart', { body: '{"products":' })).status).toBe(400);
  });

  it('refuses a state-changing call from another origin with 403', async () => {
    const res = await call('PUT', '/api/cart', { body: { products: [{ id: PINK, quantity: 1 }] }, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('pages', () => {
  it('renders no cart into page HTML, whoever asks', async () => {
    const { cart, token } = await cartWith([{ id: PINK, quantity: 1 }]);
    const res = await exports.default.fetch(new Request(`${ORIGIN}/de/checkout/cart`, { headers: { authorization: `Bearer ${token}` } }));
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).not.toContain(cart.cartId);
    expect(html).not.toContain(token);
  });
});
