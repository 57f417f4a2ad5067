// The browser's cart, checkout and newsletter calls as typed Api methods: each sends the request
// the worker's /api routes read (market in the query, cart token as Authorization, JSON body)
// and resolves to the service's answer, unwrapped; a refusal rejects as ApiError with its code.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/api-error';
import { createHttpApi } from './http-api';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An Api over a fetch that records each request and answers `status` with `body`. */
function apiAnswering(status: number, body?: unknown) {
  const sent: Sent[] = [];
  const api = createHttpApi(async (path, init) => {
    sent.push({
      url: path,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers)),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { api, sent };
}

const shopper = { storefront: 'de' as const, country: 'AT', token: 'tok-1' };
const cartAnswer = { cart: { cartId: 'c1', itemsCount: 1 }, token: 'tok-2' };

describe('cart calls', () => {
  it('update: PUT /api/cart with the market in the query, the token as Bearer and the change as JSON', async () => {
    const { api, sent } = apiAnswering(200, cartAnswer);
    const answer = await api.cart.update(shopper, { products: [{ id: 'ARG-A-36-40', quantity: 2, increment: true }] });
    expect(answer).toEqual(cartAnswer);
    expect(sent).toEqual([
      {
        url: '/api/cart?storefront=de&country=AT',
        method: 'PUT',
        headers: { accept: 'application/json', authorization: 'Bearer tok-1', 'content-type': 'application/json' },
        body: { products: [{ id: 'ARG-A-36-40', quantity: 2, increment: true }] },
      },
    ]);
  });

  it('get without a token sends no Authorization; the refusal keeps the cart service’s code', async () => {
    const { api, sent } = apiAnswering(401, { error: { code: 'UNAUTHORIZED', message: 'Cart token is missing' } });
    const refusal = api.cart.get({ ...shopper, token: undefined });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Cart token is missing' });
    expect(sent[0]).toMatchObject({ url: '/api/cart?storefront=de&country=AT', method: 'GET', headers: { accept: 'application/json' } });
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
  });

  it('remove: DELETE answered 204 resolves; a refusal rejects', async () => {
    const gone = apiAnswering(204);
    await expect(gone.api.cart.remove(shopper)).resolves.toBeUndefined();
    expect(gone.sent[0]).toMatchObject({ url: '/api/cart?storefront=de&country=AT', method: 'DELETE' });
    const refused = apiAnswering(404, { error: { code: 'CART_NOT_FOUND', message: 'Cart not found' } });
    await expect(refused.api.cart.remove(shopper)).rejects.toMatchObject({ status: 404, code: 'CART_NOT_FOUND' });
  });

  it('shipping methods and recommendations come unwrapped', async () => {
    const methods = [{ id: 'standard', title: 'Standard', available: true }];
    const shipping = apiAnswering(200, { shippingMethods: methods });
    expect(await shipping.api.cart.shippingMethods(shopper)).toEqual(methods);
    expect(shipping.sent[0]?.url).toBe('/api/cart/shipments/AT?storefront=de&country=AT');
    const products = [{ sku: 'ARG-B' }];
    const recommended = apiAnswering(200, { products });
    expect(await recommended.api.cart.recommendations(shopper)).toEqual(products);
    expect(recommended.sent[0]?.url).toBe('/api/cart/recommendations?storefront=de&country=AT');
  });
});

describe('checkout calls', () => {
  const information = {
    address: {
      billing: { street0: '', street1: '', firstName: '', lastName: '', postCode: '', city: '', country: '', region: '' },
      shipping: {
        street0: 'Ring 1',
        street1: '',
        firstName: 'Ada',
        lastName: 'L',
        postCode: '1010',
        city: 'Wien',
        country: 'AT',
        region: '',
      },
    },
    useShippingForBilling: true,
    contact: { email: 'ada@example.com', telephone: '+43 1 234', agreements: true, newsletterSubscription: false },
  };

  it('order session: POST the information, 201 { orderSession } resolves to the session', async () => {
    const orderSession = { order: { id: 'o1' }, paymentSession: { id: 'p1' } };
    const { api, sent } = apiAnswering(201, { orderSession });
    expect(await api.checkout.createOrderSession(shopper, information)).toEqual(orderSession);
    expect(sent[0]).toMatchObject({
      url: '/api/checkout/order-session?storefront=de&country=AT',
      method: 'POST',
      headers: { authorization: 'Bearer tok-1', 'content-type': 'application/json' },
      body: information,
    });
  });

  it('pay and payment details POST their input; the result comes back as it is', async () => {
    const result = { resultCode: 'Authorised', orderId: 'o1' };
    const { api, sent } = apiAnswering(200, result);
    expect(await api.checkout.pay(shopper, { orderId: 'o1', paymentMethod: { type: 'ideal' } })).toEqual(result);
    expect(await api.checkout.paymentDetails(shopper, { orderId: 'o1', details: { redirectResult: 'abc' } })).toEqual(result);
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', '/api/checkout/payments?storefront=de&country=AT', { orderId: 'o1', paymentMethod: { type: 'ideal' } }],
      ['POST', '/api/checkout/payments/details?storefront=de&country=AT', { orderId: 'o1', details: { redirectResult: 'abc' } }],
    ]);
  });

  it('confirmation: the order unwrapped, the order id escaped; PAYMENT_FAILED rejects with its reason', async () => {
    const ok = apiAnswering(200, { order: { id: 'o/1', orderNumber: '1001' } });
    expect(await ok.api.checkout.confirmation(shopper, 'o/1')).toEqual({ id: 'o/1', orderNumber: '1001' });
    expect(ok.sent[0]?.url).toBe('/api/checkout/orders/o%2F1/confirmation?storefront=de&country=AT');
    const failed = apiAnswering(409, { error: { code: 'PAYMENT_FAILED', message: 'Refused' } });
    await expect(failed.api.checkout.confirmation(shopper, 'o1')).rejects.toMatchObject({
      status: 409,
      code: 'PAYMENT_FAILED',
      message: 'Refused',
    });
  });
});

describe('newsletter calls', () => {
  it('subscribe: POST /api/newsletter as JSON; a queued sign-up (202) is a success', async () => {
    const { api, sent } = apiAnswering(202, { subscribed: true, queued: true });
    expect(await api.newsletter.subscribe({ store: 'de', email: 'ada@example.com', countryCode: 'AT', checkout: true })).toEqual({
      subscribed: true,
      queued: true,
    });
    expect(sent).toEqual([
      {
        url: '/api/newsletter',
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: { store: 'de', email: 'ada@example.com', countryCode: 'AT', checkout: true },
      },
    ]);
  });

  it('a rate-limited sign-up rejects with 429', async () => {
    const { api } = apiAnswering(429, { error: { code: 'rate_limited', message: 'Too many sign-ups; try again in 30 s' } });
    await expect(api.newsletter.subscribe({ store: 'de', email: 'ada@example.com', countryCode: 'AT' })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
  });
});
