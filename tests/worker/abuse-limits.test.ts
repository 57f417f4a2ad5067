// Limits on abuse (decision 048) through the whole worker with the real (local)
// Workers rate limiters of wrangler.toml: card testing on one order, payment calls, new carts,
// discount-code guessing and client log lines per client address, body limits before any
// parsing, and no cart Durable Object until a product goes in. Each refusal is a 429
// `{ error: { code, message } }` with Retry-After. Client addresses are per test (the
// limiters keep counting across the tests of this file).
import { listDurableObjectIds } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartAnswer } from '../../contract/cart';
import { seedTestCatalogue } from './catalogue-db';
import { card, cartFor, orderSession, pay, PINK } from './checkout-api';
import { ORIGIN } from './fetch';
import { captureLogLines } from './log-lines';
import { applyPaymentMigrations } from './test-provider-db';

const NONE = 'ARG-MARINA-TRIANGLE-RED-41-46'; // NL, 0 units

beforeAll(async () => {
  await seedTestCatalogue();
  await applyPaymentMigrations();
});

const logLines = captureLogLines();

/**
 * The limiters count in windows aligned to the wall clock's minutes (Miniflare's as Cloudflare's):
 * a test whose calls must fall in one window waits for a fresh one when less than `needs` ms are
 * left of this one.
 */
async function inOneWindow(needs: number) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
/** Room for a test that may wait up to a window's remainder, then make its calls. */
const WINDOW_TIMEOUT = 120_000;

/** A client address of its own for each caller (documentation range, RFC 5737). */
let lastAddress = 0;
const newAddress = () => `192.0.2.${++lastAddress}`;

interface Call {
  token?: string;
  body?: unknown;
  /** The client's address as Cloudflare passes it; none: an in-process call, no per-address limit. */
  from?: string;
}

/** A JSON call to the German shop's API. */
function api(method: string, path: string, { token, body, from }: Call = {}) {
  const headers = new Headers({ origin: ORIGIN });
  // An API client: the token in the body, no cookie (decision 072).
  if (token) headers.set('authorization', `Bearer ${token}`);
  else headers.set('x-cart-token', 'body');
  if (from) headers.set('cf-connecting-ip', from);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  return exports.default.fetch(new Request(`${ORIGIN}${path}${path.includes('?') ? '&' : '?'}storefront=de`, init));
}

async function answerOf<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A 429's error body and Retry-After. */
async function limited(res: Response) {
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ...((await res.json()) as { error: object }).error };
}

const newCart = async (from?: string) =>
  answerOf<CartAnswer>(await api('PUT', '/api/cart', { from, body: { products: [{ id: PINK, quantity: 1 }] } }), 201);

/** The German market's first shipping method. */
const shippingId = async () =>
  (await answerOf<{ shippingMethods: { id: string }[] }>(await api('GET', '/api/cart/shipments/DE'), 200)).shippingMethods[0]?.id;

describe('payment attempts', () => {
  it(
    'takes 5 card payments on one order, then answers 429 too_many_attempts: the provider sees at most 5 of 30',
    { timeout: WINDOW_TIMEOUT },
    async () => {
      const token = await cartFor();
      const orderId = (await orderSession(token)).order.id;
      const statuses: number[] = [];
      await inOneWindow(30_000);
      for (let i = 0; i < 30; i++) {
        const res = await pay(token, orderId, card('4111111145551142', 'DECLINED'));
        statuses.push(res.status);
        if (i === 5) {
          expect(await limited(res)).toEqual({
            status: 429,
            retryAfter: '60',
            code: 'too_many_attempts',
            message: 'Too many payment attempts for this order: at most 5 a minute',
          });
        } else await res.body?.cancel();
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
      const seen = await env.DB.prepare('SELECT COUNT(*) AS n FROM test_psp_payments WHERE merchant_reference = ?')
        .bind(orderId)
        .first<{ n: number }>();
      expect(seen?.n).toBeLessThanOrEqual(5);
      expect(logLines()).toContainEqual(
        expect.objectContaining({ level: 'warn', message: 'Rate limit reached', limit: 'PAYMENT_ORDER_RATE_LIMIT', key: orderId }),
      );
    },
  );

  it(
    'answers 429 past 30 payment calls a minute from one client address, before reading the body; another address still pays',
    { timeout: WINDOW_TIMEOUT },
    async () => {
      const from = newAddress();
      await inOneWindow(15_000);
      // Calls with an empty body are refused (400), yet they count: the limit comes first.
      for (let i = 0; i < 30; i++) expect((await api('POST', '/api/checkout/payments', { from, body: {} })).status).toBe(400);
      expect(await limited(await api('POST', '/api/checkout/payments', { from, body: 'not even JSON' }))).toEqual({
        status: 429,
        retryAfter: '60',
        code: 'too_many_attempts',
        message: 'Too many payment attempts: at most 30 a minute',
      });
      expect((await api('POST', '/api/checkout/payments', { from: newAddress(), body: {} })).status).toBe(400);
    },
  );
});

describe('new carts', () => {
  it(
    'answers 429 past 30 new carts a minute from one client address; its carts still change, and another address still creates',
    { timeout: WINDOW_TIMEOUT },
    async () => {
      const from = newAddress();
      const carts = [];
      await inOneWindow(40_000);
      for (let i = 0; i < 30; i++) carts.push(await newCart(from));
      const refused = await api('PUT', '/api/cart', { from, body: { products: [{ id: PINK, quantity: 1 }] } });
      expect(await limited(refused)).toEqual({
        status: 429,
        retryAfter: '60',
        code: 'rate_limited',
        message: 'Too many new carts: at most 30 a minute',
      });
      expect(await limited(await api('POST', '/api/cart', { from, body: { products: [{ id: PINK, quantity: 1 }] } }))).toMatchObject({
        status: 429,
      });
      // Changing a cart is no new cart.
      const token = carts[0]?.token;
      const changed = await answerOf<CartAnswer>(
        await api('PUT', '/api/cart', { from, token, body: { products: [{ id: PINK, quantity: 3 }] } }),
        200,
      );
      expect(changed.cart.itemsCount).toBe(3);
      await newCart(newAddress());
    },
  );

  it('makes no cart object for a create without a product that goes in', async () => {
    const before = (await listDurableObjectIds(env.CARTS)).length;
    const creates: [unknown, number][] = [
      [{}, 400],
      [{ products: [] }, 400],
      [{ products: [{ id: PINK, quantity: 0 }] }, 404],
      [{ products: [{ id: await shippingId(), quantity: 1 }] }, 404],
      [{ products: [{ id: 'NO-SUCH-SOCK', quantity: 1 }] }, 404],
      [{ products: [{ id: NONE, quantity: 1 }] }, 409],
      [{ products: [{ id: PINK, quantity: 10_001 }] }, 422],
    ];
    for (const [body, status] of creates) {
      expect((await api('POST', '/api/cart', { body })).status, JSON.stringify(body)).toBe(status);
      // The shop's way to create: PUT without a token (refused the same way, or 401 without products).
      const put = (await api('PUT', '/api/cart', { body })).status;
      expect(put >= 400 && put < 500, `${put} ${JSON.stringify(body)}`).toBe(true);
    }
    expect(await listDurableObjectIds(env.CARTS)).toHaveLength(before);
    // The first product makes one.
    await newCart();
    expect(await listDurableObjectIds(env.CARTS)).toHaveLength(before + 1);
  });

  it('answers a POST without products with 400 naming the field', async () => {
    const { error } = await answerOf<{ error: { code: string; message: string } }>(await api('POST', '/api/cart', { body: {} }), 400);
    expect(error.code).toBe('bad_request');
    expect(error.message).toContain('products');
  });
});

describe('discount codes', () => {
  it(
    'takes 10 code tries a minute per cart, then 429 too_many_attempts even for a valid code; another cart still tries',
    { timeout: WINDOW_TIMEOUT },
    async () => {
      const { token } = await newCart();
      await inOneWindow(15_000);
      for (let i = 0; i < 10; i++) {
        const res = await api('PUT', '/api/cart', { token, body: { code: `GUESS${i}` } });
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('DISCOUNT_CODE_NOT_FOUND');
      }
      expect(await limited(await api('PUT', '/api/cart', { token, body: { code: 'ARGYLE10' } }))).toEqual({
        status: 429,
        retryAfter: '60',
        code: 'too_many_attempts',
        message: 'Too many discount code tries for this cart: at most 10 a minute',
      });
      // Other changes to the cart go on.
      expect((await api('PUT', '/api/cart', { token, body: { products: [{ id: PINK, quantity: 2 }] } })).status).toBe(200);
      const other = await newCart();
      expect((await api('PUT', '/api/cart', { token: other.token, body: { code: 'ARGYLE10' } })).status).toBe(200);
    },
  );
});

describe('client log lines', () => {
  const entry = { message: 'TypeError: x is undefined', code: 'basket:render', level: 'error', service: 'basket' };

  it('logs 30 entries a minute per client address, then answers 429 and logs nothing more', { timeout: WINDOW_TIMEOUT }, async () => {
    const from = newAddress();
    const client = () => logLines().filter((l) => l['source'] === 'client');
    await inOneWindow(15_000);
    for (let i = 0; i < 30; i++) expect((await api('POST', '/api/diagnostics/log', { from, body: entry })).status).toBe(204);
    expect(await limited(await api('POST', '/api/diagnostics/log', { from, body: entry }))).toEqual({
      status: 429,
      retryAfter: '60',
      code: 'rate_limited',
      message: 'Too many log entries: at most 30 a minute',
    });
    expect(client()).toHaveLength(30);
    expect((await api('POST', '/api/diagnostics/log', { from: newAddress(), body: entry })).status).toBe(204);
  });

  it('counts the 40 addresses of one IPv6 /64 as one client: limited after 30 (finding 3)', { timeout: WINDOW_TIMEOUT }, async () => {
    const prefix = `2001:db8:4c:${++lastAddress}`;
    await inOneWindow(15_000);
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++)
      statuses.push((await api('POST', '/api/diagnostics/log', { from: `${prefix}::${i}`, body: entry })).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    // The next /64 is another client.
    expect((await api('POST', '/api/diagnostics/log', { from: `2001:db8:4d:${lastAddress}::1`, body: entry })).status).toBe(204);
  });
});

describe('body limits before parsing', () => {
  const big = 'x'.repeat(20 * 1024);

  it('answers 413 for an oversize Storyblok webhook before its signature is checked', async () => {
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/api/storyblok/webhook`, {
        method: 'POST',
        headers: { 'webhook-signature': 'not-checked', 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'published', full_slug: 'de/home', padding: big }),
      }),
    );
    // Without the limit the handler would read it all and answer 401 (bad signature).
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('answers 413 for an oversize test-provider answer before the form is parsed', async () => {
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/api/test-provider/no-such-payment`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: `decision=approve&padding=${big}`,
      }),
    );
    // Without the limit the handler would parse it and answer 404 (no such payment).
    expect(res.status).toBe(413);
  });
});
