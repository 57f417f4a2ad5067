// Each upstream port down in turn (decision 016): content, search, newsletter, cart and payments.
// A page that needs it answers an honest 503 with Retry-After inside the working shell, an API
// answers 503 upstream_unavailable, the failure is logged once, and content keeps coming from KV
// or the bundled seed. Pages never render a cart or a payment: those load in the browser, which
// shows the cart's outage itself (client/cart/cart-unavailable.tsx).
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/app';
import { applyNewsletterMigrations } from './newsletter-db';
import { ORIGIN } from './fetch';
import { attr, html } from './html';

/** Hosts of the remote services below; every request to them fails as a dead network would. */
const DOWN = new Set([
  'search.down.test',
  'newsletter.down.test',
  'carts.down.test',
  'payments.down.test',
  'api.storyblok.com',
  'api-us.storyblok.com',
]);
const searchDown = { ...env, SEARCH_BASE_URL: 'https://search.down.test/v1' };
/** A closed port: the connection is refused, nothing is thrown by our code. */
const searchRefused = { ...env, SEARCH_BASE_URL: 'http://127.0.0.1:9' };
const newsletterDown = { ...env, NEWSLETTER_BASE_URL: 'https://newsletter.down.test' };
const contentDown = { ...env, STORYBLOK_TOKEN: 'token-of-a-dead-origin' };
const cartsDown = { ...env, CARTS_BASE_URL: 'https://carts.down.test' };
const cartsRefused = { ...env, CARTS_BASE_URL: 'http://127.0.0.1:9' };
const paymentsDown = { ...env, PAYMENTS_BASE_URL: 'https://payments.down.test' };

beforeAll(applyNewsletterMigrations);

let errors: string[];
let outbound: string[];
/** The paths asked of the search service, as `host/path`. */
let searchCalls: string[];

beforeEach(() => {
  errors = [];
  outbound = [];
  searchCalls = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(new Request(input, init).url);
    outbound.push(url.host);
    if (url.hostname === 'search.down.test' || url.host === '127.0.0.1:9') searchCalls.push(`${url.host}${url.pathname}`);
    if (DOWN.has(url.hostname)) throw new TypeError('Network connection lost.');
    return realFetch(input, init);
  });
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    original(...args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const page = (path: string, bindings: Env, country = 'GB') =>
  app.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'cf-ipcountry': country } }), bindings);

/** The page as shown, without the serialized state (which carries every translation). */
const visible = (body: string) => body.split('<script id="__ARGYLE_STATE__"')[0] ?? '';

/** The shell every page keeps, once: header with its navigation, footer, a way home. */
function expectShell(body: string, storefront: string) {
  expect(body.match(/<header class="site-header"/g)).toHaveLength(1);
  expect(body).toMatch(/<nav[^>]*>/);
  expect(body).toContain('<footer class="site-footer"');
  expect(body).toContain(`href="/${storefront}"`);
}

describe('search service down', () => {
  it.each([
    ['a listing', '/uk/adults/socks', searchDown],
    ['a product page', '/uk/product/ARG-BRIGHTON-STRIPE-WHITE', searchDown],
    ['a listing (connection refused)', '/uk/adults/socks', searchRefused],
  ])('%s answers 503 with Retry-After, the shell and the unavailable text, logged once', async (_, path, bindings) => {
    const res = await page(path, bindings);
    const body = await html(res);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(attr(body, 'section class="error-page"', 'data-status')).toBe('503');
    expect(body).toContain('This page is temporarily unavailable');
    expect(body).toContain('Try again');
    expect(visible(body)).not.toContain('gone missing in the wash');
    expectShell(body, 'uk');
    // Not retried on the server: each call was made once (a listing also asks for its price range,
    // in parallel: decision 053), so the shopper hears at once.
    const base = new URL(bindings.SEARCH_BASE_URL);
    const calls = searchCalls.map((call) => call.slice(`${base.host}${base.pathname.replace(/\/$/, '')}`.length));
    expect(calls.sort()).toEqual(
      path.includes('/product/') ? ['/api/product/pdp/ARG-BRIGHTON-STRIPE-WHITE'] : ['/api/category-price-range/UK', '/search'],
    );
    expect(errors.filter((line) => line.includes('"level":"error"'))).toHaveLength(1);
    expect(errors[0]).toContain('"port":"search"');
  });

  it('says so in the storefront language', async () => {
    const res = await page('/de/product/ARG-BRIGHTON-STRIPE-WHITE', searchDown, 'DE');
    expect(res.status).toBe(503);
    expect(await html(res)).toContain('Diese Seite ist vorübergehend nicht verfügbar');
  });

  it.each([
    ['the homepage', '/uk'],
    ['the basket', '/uk/checkout/cart'],
  ])('%s lives without it', async (_, path) => {
    const res = await page(path, searchDown);
    expect(res.status).toBe(200);
    expectShell(await html(res), 'uk');
    expect(errors).toEqual([]);
  });

  it.each([
    '/api/catalogue/uk/listing/adults/socks',
    '/api/catalogue/uk/search?term=stripe',
    '/api/catalogue/uk/suggest?term=stripe',
    '/api/catalogue/uk/product/ARG-BRIGHTON-STRIPE-WHITE',
  ])('%s answers 503 upstream_unavailable with Retry-After', async (path) => {
    const res = await page(path, searchDown);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('upstream_unavailable');
    expect(body.error.message).toMatch(/temporarily unavailable/);
    expect(errors.filter((line) => line.includes('"level":"error"'))).toHaveLength(1);
  });

  it('a product image is not the search service’s: with a remote catalogue an unshot image is a bare 404', async () => {
    const res = await page('/images/products/ARG-BRIGHTON-STRIPE-WHITE/single?width=320', searchDown);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(searchCalls).toEqual([]);
  });
});

describe('embedded search origin failing (its D1 database), called in-process', () => {
  /** The catalogue's database refusing every statement, as a D1 outage would. */
  const dbDown = {
    ...env,
    DB: new Proxy(env.DB, {
      get(target, prop) {
        if (prop === 'prepare' || prop === 'batch')
          return () => {
            throw new Error('D1_ERROR: Network connection lost.');
          };
        return Reflect.get(target, prop);
      },
    }),
  };

  it.each([
    ['a listing', '/uk/adults/socks'],
    ['a product page', '/uk/product/ARG-BRIGHTON-STRIPE-WHITE'],
  ])('%s answers 503 with Retry-After and the shell; the origin logs its cause, the page its 503', async (_, path) => {
    const res = await page(path, dbDown);
    const body = await html(res);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(body).toContain('This page is temporarily unavailable');
    expectShell(body, 'uk');
    // Each failed call's cause once (a listing's price range is its second call: decision 053), then the 503.
    const logged = errors.filter((line) => line.includes('"level":"error"'));
    const causes = path.includes('/product/')
      ? ['/api/product/pdp/ARG-BRIGHTON-STRIPE-WHITE']
      : ['/api/category-price-range/UK', '/search'];
    expect(logged).toHaveLength(causes.length + 1);
    for (const [i, cause] of causes.entries()) {
      expect(logged.find((line) => line.includes(`"path":"${cause}"`))).toContain('"message":"Search origin failed"');
      expect(logged[i]).toContain('Network connection lost.');
    }
    expect(logged[causes.length]).toContain('"code":"upstream_unavailable"');
  });

  it('a product photo not yet shot answers a bare 503 with Retry-After (the shoot looks the product up)', async () => {
    const res = await page('/images/products/ARG-BRIGHTON-STRIPE-WHITE/pair?width=320', dbDown);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('content-type')).toContain('text/plain');
  });
});

describe('newsletter service down', () => {
  it('a sign-up is kept in the outbox and answered 202, with no error logged (newsletter-outbox.test.ts has the rest)', async () => {
    const res = await app.fetch(
      new Request(`${ORIGIN}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': '203.0.113.77' },
        body: JSON.stringify({ store: 'uk', email: 'outage@example.com', countryCode: 'GB' }),
      }),
      newsletterDown,
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ subscribed: true, queued: true });
    expect(errors.filter((line) => line.includes('"level":"error"'))).toEqual([]);
    const kept = await env.DB.prepare("SELECT status FROM newsletter_outbox WHERE email = 'outage@example.com' AND store = 'uk'").first();
    expect(kept).toEqual({ status: 'pending' });
  });

  it('pages with the sign-up form still render', async () => {
    const res = await page('/uk', newsletterDown);
    expect(res.status).toBe(200);
    expectShell(await html(res), 'uk');
  });
});

describe('content service down', () => {
  it('pages are served from the bundled seed content, with no error logged', async () => {
    const res = await page('/uk/faq', contentDown);
    expect(res.status).toBe(200);
    const body = await html(res);
    expectShell(body, 'uk');
    expect(body).not.toContain('class="error-page"');
    // The dead origin was asked, and the shopper never noticed.
    expect(outbound.some((host) => host.endsWith('storyblok.com'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('content already in KV is served from KV', async () => {
    const warm = await page('/api/content/uk/stories/navigation', env);
    const cached = (await warm.json()) as { story: { name: string } };
    await new Promise((resolve) => setTimeout(resolve, 50)); // the background KV write
    const res = await page('/api/content/uk/stories/navigation', contentDown);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { story: { name: string } }).story.name).toBe(cached.story.name);
    expect(outbound.filter((host) => host.endsWith('storyblok.com'))).toEqual([]);
  });
});

/** An API call as the shop's browser makes it: the market in the query, the cart token as Bearer. */
function shopperCall(method: string, path: string, bindings: Env, body?: unknown) {
  const headers = new Headers({ origin: ORIGIN, authorization: 'Bearer token-of-a-full-basket', 'cf-ipcountry': 'GB' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  return app.fetch(new Request(`${ORIGIN}${path}?storefront=uk&country=GB`, init), bindings);
}

/** A 503 upstream_unavailable naming the service, with Retry-After, logged once for that port. */
async function expectUnavailable(res: Response, service: string, port: string) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({
    error: { code: 'upstream_unavailable', message: `The ${service} service is temporarily unavailable; try again shortly` },
  });
  const logged = errors.filter((line) => line.includes('"level":"error"'));
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain(`"port":"${port}"`);
}

describe('cart service down', () => {
  it.each([
    ['GET /api/cart (the startup fetch)', 'GET', undefined, cartsDown],
    ['GET /api/cart (connection refused)', 'GET', undefined, cartsRefused],
    ['PUT /api/cart (an add)', 'PUT', { products: [{ id: 'ARG-BRIGHTON-STRIPE-WHITE-41-46', quantity: 1, increment: true }] }, cartsDown],
  ])('%s answers 503 upstream_unavailable with Retry-After', async (_, method, body, bindings) => {
    await expectUnavailable(await shopperCall(method, '/api/cart', bindings, body), 'cart', 'cart');
    expect(outbound).toContain(new URL(bindings.CARTS_BASE_URL).host);
  });

  it('the basket page still renders its shell (the basket loads, or says it cannot, in the browser)', async () => {
    // A shopper with a cart (its cookie, decision 072) whose server render cannot read it.
    const res = await app.fetch(
      new Request(`${ORIGIN}/uk/checkout/cart`, { headers: { 'cf-ipcountry': 'GB', cookie: 'argyle_cart_NL=token-of-a-full-basket' } }),
      cartsDown,
    );
    expect(res.status).toBe(200);
    const body = await html(res);
    expectShell(body, 'uk');
    expect(visible(body)).not.toContain('Your basket is empty');
    expect(errors).toEqual([]);
  });
});

describe('payments service down', () => {
  const address = {
    street0: '1 High Street',
    street1: '',
    firstName: 'Ada',
    lastName: 'Lovelace',
    postCode: 'SW1A 1AA',
    city: 'London',
    country: 'GB',
    region: '',
  };
  const information = {
    address: { shipping: address, billing: address },
    useShippingForBilling: true,
    contact: { email: 'ada@example.com', telephone: '+442079460000', agreements: true, newsletterSubscription: false },
  };

  it.each([
    ['POST /api/checkout/order-session', 'POST', '/api/checkout/order-session', information],
    ['PATCH /api/checkout/order-session/{id}', 'PATCH', '/api/checkout/order-session/order-1', { paymentMethod: { type: 'ideal' } }],
    ['POST /api/checkout/payments', 'POST', '/api/checkout/payments', { orderId: 'order-1', paymentMethod: { type: 'ideal' } }],
    ['GET /api/checkout/orders/{id}/confirmation', 'GET', '/api/checkout/orders/order-1/confirmation', undefined],
  ])('%s answers 503 upstream_unavailable with Retry-After', async (_, method, path, body) => {
    await expectUnavailable(await shopperCall(method, path, paymentsDown, body), 'payment', 'payments');
    expect(outbound).toContain('payments.down.test');
  });

  it('the payment step still renders its shell', async () => {
    const res = await page('/uk/checkout/payment', paymentsDown);
    expect(res.status).toBe(200);
    expectShell(await html(res), 'uk');
    expect(errors).toEqual([]);
  });
});
