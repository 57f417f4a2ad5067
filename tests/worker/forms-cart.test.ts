// The cart forms before their scripts run (decisions 071, 072): add, line quantity and removal,
// discount code and shipping option as plain form posts, each a 303 back to the page with its
// outcome and the cart in the HttpOnly cookie; bad input is a 4xx, a cross-site post a 403.
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalogue } from './catalogue-db';
import { ORIGIN } from './fetch';

const PINK = 'ARG-COPENHAGEN-AVOCADO-PINK-36-40'; // NL warehouse
const PAGE = '/de/product/ARG-COPENHAGEN-AVOCADO-PINK';

beforeAll(() => seedTestCatalogue());

let ipCounter = 0;

class Browser {
  cookies = new Map<string, string>();
  readonly ip = `198.51.100.${++ipCounter}`;

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response) {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/Max-Age=0/i.test(cookie) || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const h = new Headers({
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      referer: `${ORIGIN}${PAGE}`,
      'cf-connecting-ip': this.ip,
      ...headers,
    });
    if (this.cookies.size) h.set('cookie', this.cookieHeader());
    const body = new URLSearchParams(fields).toString();
    return this.keep(
      await exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: 'POST', headers: h, body, redirect: 'manual' })),
    );
  }

  async get(path: string) {
    return this.keep(await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { cookie: this.cookieHeader() } })));
  }

  async cart() {
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/api/cart?storefront=de`, { headers: { cookie: this.cookieHeader(), origin: ORIGIN } }),
    );
    this.keep(res);
    return (
      (await res.json()) as {
        cart: { items: { sku: string; quantity: number }[]; discountCode: string | null; shippingMethod: { id: string } | null };
      }
    ).cart;
  }
}

const location = (res: Response) => res.headers.get('location');

describe('POST /forms/cart/*', () => {
  it('adds a size with a 303 back to the page, keeping the new cart in the HttpOnly cookie', async () => {
    const b = new Browser();
    const res = await b.post('/forms/cart/add', { sku: PINK, back: PAGE });
    expect(res.status).toBe(303);
    expect(location(res)).toBe(`${PAGE}?outcome=cart-added`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('argyle_cart_NL='))).toMatch(/HttpOnly; Secure; SameSite=Lax$/);
    expect((await b.cart()).items.map((i) => [i.sku, i.quantity])).toEqual([[PINK, 1]]);
    await b.post('/forms/cart/add', { sku: PINK, back: PAGE });
    expect((await b.cart()).items[0]?.quantity).toBe(2);
  });

  it('renders the basket from the cookie on the server: the line, the shipping options, the first chosen', async () => {
    const b = new Browser();
    await b.post('/forms/cart/add', { sku: PINK, back: PAGE });
    expect((await b.cart()).shippingMethod).toBeNull();
    const res = await b.get('/de/checkout/cart');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = (await res.text()).split('<script id="__ARGYLE_STATE__"')[0] ?? '';
    expect(html).toContain('class="basket-line');
    // Each option as React renders it: name, then checked or disabled, then value.
    const radios = (html.match(/<input type="radio" name="shipping-method"[^>]*>/g) ?? []).map((tag) => ({
      id: /value="([^"]+)"/.exec(tag)?.[1],
      checked: / checked=""/.test(tag),
      disabled: / disabled=""/.test(tag),
    }));
    expect(radios.map((r) => r.id)).toEqual(['SHIP-STANDARD-DE', 'SHIP-EXPRESS-DE']);
    const chosen = (await b.cart()).shippingMethod?.id;
    expect(chosen).toBe(radios.find((r) => !r.disabled)?.id);
    expect(radios.filter((r) => r.checked).map((r) => r.id)).toEqual([chosen]);
  });

  it('answers an add without a size with cart-size-missing, and makes no cart', async () => {
    const b = new Browser();
    const res = await b.post('/forms/cart/add', { back: PAGE });
    expect(location(res)).toBe(`${PAGE}?outcome=cart-size-missing`);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('sets a quantity, removes a line, applies a shipping option, and refuses an unknown code with its code', async () => {
    const b = new Browser();
    await b.post('/forms/cart/add', { sku: PINK, back: PAGE });
    const basket = { referer: `${ORIGIN}/de/checkout/cart` };
    const two = await b.post('/forms/cart/line', { sku: PINK, quantity: '2', back: '/de/checkout/cart' }, basket);
    expect(location(two)).toBe('/de/checkout/cart?outcome=cart-updated');
    expect((await b.cart()).items[0]?.quantity).toBe(2);

    const shipping = await exports.default.fetch(
      new Request(`${ORIGIN}/api/cart/shipments/DE?storefront=de`, {
        headers: { cookie: `argyle_cart_NL=${b.cookies.get('argyle_cart_NL')}` },
      }),
    );
    const [method] = ((await shipping.json()) as { shippingMethods: { id: string }[] }).shippingMethods;
    const chosen = await b.post('/forms/cart/shipping', { 'shipping-method': method?.id ?? '', back: '/de/checkout/cart' }, basket);
    expect(location(chosen)).toBe('/de/checkout/cart?outcome=shipping-selected');
    expect((await b.cart()).shippingMethod?.id).toBe(method?.id);

    const refused = await b.post('/forms/cart/discount', { code: 'NO-SUCH-CODE', back: '/de/checkout/cart' }, basket);
    expect(location(refused)).toBe('/de/checkout/cart?outcome=cart-refused-DISCOUNT_CODE_NOT_FOUND');
    const applied = await b.post('/forms/cart/discount', { code: 'ARGYLE10', back: '/de/checkout/cart' }, basket);
    expect(location(applied)).toBe('/de/checkout/cart?outcome=discount-applied');
    expect((await b.cart()).discountCode).toBe('ARGYLE10');

    const removed = await b.post('/forms/cart/line', { sku: PINK, quantity: '0', back: '/de/checkout/cart' }, basket);
    expect(location(removed)).toBe('/de/checkout/cart?outcome=cart-updated');
    expect((await b.cart()).items).toEqual([]);
  });

  it('clears a cookie whose cart is gone when a change is refused with a reset code', async () => {
    const b = new Browser();
    b.cookies.set('argyle_cart_NL', 'forged.token.value');
    const res = await b.post('/forms/cart/line', { sku: PINK, quantity: '3', back: PAGE });
    expect(location(res)).toBe(`${PAGE}?outcome=cart-refused-UNAUTHORIZED`);
    expect(b.cookies.has('argyle_cart_NL')).toBe(false);
  });

  it('refuses bad input with a 400, a cross-site post with a 403, a JSON body with a 415 and a GET with a 404', async () => {
    const b = new Browser();
    expect((await b.post('/forms/cart/line', { sku: PINK, quantity: '-1', back: PAGE })).status).toBe(400);
    expect((await b.post('/forms/cart/line', { sku: PINK, quantity: 'two', back: PAGE })).status).toBe(400);
    expect((await b.post('/forms/cart/add', { sku: PINK, back: 'https://evil.test/de' }, { referer: 'https://evil.test/de' })).status).toBe(
      400,
    );
    const crossSite = await b.post('/forms/cart/add', { sku: PINK, back: PAGE }, { origin: 'https://evil.test' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    expect((await b.post('/forms/cart/add', { sku: PINK, back: PAGE }, { 'content-type': 'application/json' })).status).toBe(415);
    expect((await exports.default.fetch(new Request(`${ORIGIN}/forms/cart/add`))).status).toBe(404);
    expect((await b.post('/forms/cart/add', { sku: PINK, back: PAGE, pad: 'x'.repeat(17 * 1024) })).status).toBe(413);
  });

  it('counts new carts per client as the API does (429 over the limit)', async () => {
    const b = new Browser();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const fresh = new Browser();
      statuses.push((await fresh.post('/forms/cart/add', { sku: PINK, back: PAGE }, { 'cf-connecting-ip': b.ip })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 303)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('does not count adds to the cart a cookie already names', async () => {
    const b = new Browser();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await b.post('/forms/cart/add', { sku: PINK, back: PAGE })).status);
    expect(statuses.every((s) => s === 303)).toBe(true);
  });
});

describe('POST /forms/checkout/address', () => {
  const filled = {
    back: '/uk/checkout/address',
    'shipping-firstName': 'Ada',
    'shipping-lastName': 'Lovelace',
    'shipping-street0': '12 Analytical Row',
    'shipping-city': 'London',
    useShippingForBilling: 'on',
    'contact-email': 'ada@example.com',
    'contact-telephone': '+44 20 7946 0000',
    'contact-agreements': 'on',
  };
  const referer = { referer: `${ORIGIN}/uk/checkout/address` };

  it('sends an incomplete address back to the step, its values in a short-lived HttpOnly cookie, never in the URL', async () => {
    const b = new Browser();
    const res = await b.post('/forms/checkout/address', filled, referer);
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/uk/checkout/address?outcome=address-invalid');
    const draft = res.headers.getSetCookie().find((c) => c.startsWith('argyle_address_draft='));
    expect(draft).toMatch(/Max-Age=300; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    // The step's next render shows what was typed, and forgets it; never stored by a cache.
    const page = await exports.default.fetch(
      new Request(`${ORIGIN}/uk/checkout/address?outcome=address-invalid`, {
        headers: { cookie: b.cookies.size ? `argyle_address_draft=${b.cookies.get('argyle_address_draft')}` : '' },
      }),
    );
    const html = await page.text();
    expect(html).toContain('12 Analytical Row');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.getSetCookie().some((c) => c.startsWith('argyle_address_draft=;') && /Max-Age=0/.test(c))).toBe(true);
  });

  it('opens the payment step for a complete address, and clears a draft', async () => {
    const b = new Browser();
    b.cookies.set('argyle_address_draft', 'e30=');
    const res = await b.post('/forms/checkout/address', { ...filled, 'shipping-postCode': 'SW1A 1AA' }, referer);
    expect(location(res)).toBe('/uk/checkout/payment?outcome=address-complete');
    expect(b.cookies.has('argyle_address_draft')).toBe(false);
  });

  it('refuses a cross-site post', async () => {
    expect((await new Browser().post('/forms/checkout/address', filled, { origin: 'https://evil.test' })).status).toBe(403);
  });
});
