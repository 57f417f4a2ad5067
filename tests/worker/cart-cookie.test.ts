// The cart token in an HttpOnly cookie per warehouse region (decision 072): the browser's calls
// carry no token and see none; the worker keeps it in the cookie, renews it with every answer,
// clears it on a reset, moves an older shop's localStorage token into it once, and answers a
// caller that sends `Authorization` as before.
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalogue } from './catalogue-db';
import { ORIGIN } from './fetch';

const PINK = 'ARG-COPENHAGEN-AVOCADO-PINK-36-40'; // NL warehouse

beforeAll(() => seedTestCatalogue());

interface Browser {
  cookies: Map<string, string>;
}
const browser = (): Browser => ({ cookies: new Map() });

/** A call as the shop's script makes it: same-origin, the browser's cookies, no Authorization. */
async function call(b: Browser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const h = new Headers({ origin: ORIGIN, ...headers });
  if (b.cookies.size) h.set('cookie', [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  if (body !== undefined) h.set('content-type', 'application/json');
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}${path}${path.includes('?') ? '&' : '?'}storefront=de`, {
      method,
      headers: h,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  for (const cookie of res.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (/max-age=0/i.test(cookie) || value === '') b.cookies.delete(name);
    else b.cookies.set(name, value);
  }
  return res;
}

const add = (b: Browser, quantity = 1) => call(b, 'PUT', '/api/cart', { products: [{ id: PINK, quantity, increment: true }] });

describe('the cart cookie', () => {
  it('keeps a new cart token in an HttpOnly, Secure, Lax cookie of the region for 28 days, never in the JSON', async () => {
    const b = browser();
    const res = await add(b);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toHaveProperty('cart');
    expect(body).not.toHaveProperty('token');
    const cookies = res.headers.getSetCookie();
    const token = cookies.find((c) => c.startsWith('argyle_cart_NL='));
    expect(token).toMatch(/^argyle_cart_NL=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=2419200; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookies.find((c) => c.startsWith('argyle_has_cart_NL='))).toBe(
      'argyle_has_cart_NL=1; Max-Age=2419200; Path=/; Secure; SameSite=Lax',
    );
    expect(JSON.stringify(body)).not.toContain(b.cookies.get('argyle_cart_NL'));
  });

  it('reads the cart with the cookie alone, and renews it with every answer', async () => {
    const b = browser();
    await add(b);
    const res = await call(b, 'GET', '/api/cart');
    expect(res.status).toBe(200);
    const { cart } = (await res.json()) as { cart: { items: { sku: string; quantity: number }[] } };
    expect(cart.items.map((i) => [i.sku, i.quantity])).toEqual([[PINK, 1]]);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('argyle_cart_NL=') && c.includes('HttpOnly'))).toBe(true);
    const again = (await (await add(b, 2)).json()) as { cart: { items: { quantity: number }[] } };
    expect(again.cart.items[0]?.quantity).toBe(3);
  });

  it('clears the cookie when the cart is forgotten, and on a reset code', async () => {
    const b = browser();
    await add(b);
    const deleted = await call(b, 'DELETE', '/api/cart');
    expect(deleted.status).toBe(204);
    expect(
      deleted.headers
        .getSetCookie()
        .filter((c) => /Max-Age=0/.test(c))
        .map((c) => c.split('=')[0]),
    ).toEqual(['argyle_cart_NL', 'argyle_has_cart_NL']);
    const gone = browser();
    gone.cookies.set('argyle_cart_NL', 'forged.token.value');
    const refused = await call(gone, 'GET', '/api/cart');
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('argyle_cart_NL=;') && /Max-Age=0/.test(c))).toBe(true);
  });

  it('starts a new cart for an add whose cookie names a cart that is gone', async () => {
    const b = browser();
    b.cookies.set('argyle_cart_NL', 'forged.token.value');
    const res = await add(b);
    expect(res.status).toBe(201);
    expect(b.cookies.get('argyle_cart_NL')).not.toBe('forged.token.value');
  });

  it('answers a caller that sends Authorization with the token in the body and sets no cookie', async () => {
    const b = browser();
    await add(b);
    const token = b.cookies.get('argyle_cart_NL') ?? '';
    const res = await call(browser(), 'GET', '/api/cart', undefined, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token?: string }).token).toMatch(/\./);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a cross-site write with the cookie', async () => {
    const b = browser();
    await add(b);
    const res = await call(b, 'PUT', '/api/cart', { products: [{ id: PINK, quantity: 5 }] }, { origin: 'https://evil.test' });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/cart/adopt: the move from localStorage', () => {
  /** A token as an older shop kept it: from an API caller's answer. */
  async function legacyToken(): Promise<string> {
    const res = await call(browser(), 'PUT', '/api/cart', { products: [{ id: PINK, quantity: 4 }] }, { 'x-cart-token': 'body' });
    expect(res.headers.getSetCookie()).toEqual([]);
    return ((await res.json()) as { token: string }).token;
  }

  it('moves the token into the cookie and answers the cart without it', async () => {
    const b = browser();
    const token = await legacyToken();
    const res = await call(b, 'POST', '/api/cart/adopt', undefined, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { cart: { items: { quantity: number }[] }; token?: string };
    expect(body.token).toBeUndefined();
    expect(body.cart.items[0]?.quantity).toBe(4);
    expect(b.cookies.get('argyle_cart_NL')).toMatch(/\./);
    const read = (await (await call(b, 'GET', '/api/cart')).json()) as { cart: { items: { quantity: number }[] } };
    expect(read.cart.items[0]?.quantity).toBe(4);
  });

  it('keeps a cart cookie already there (it wins), and refuses a forged token without setting one', async () => {
    const b = browser();
    await add(b);
    const mine = b.cookies.get('argyle_cart_NL');
    const res = await call(b, 'POST', '/api/cart/adopt', undefined, { authorization: `Bearer ${await legacyToken()}` });
    expect(((await res.json()) as { cart: { items: { quantity: number }[] } }).cart.items[0]?.quantity).toBe(1);
    expect(b.cookies.get('argyle_cart_NL')).not.toBe(undefined);
    expect(mine).toMatch(/\./);
    const forged = await call(browser(), 'POST', '/api/cart/adopt', undefined, { authorization: 'Bearer forged.token.value' });
    expect(forged.status).toBe(401);
    expect(forged.headers.getSetCookie()).toEqual([]);
  });
});
