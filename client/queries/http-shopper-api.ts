// The browser's shopper calls (cart, checkout, newsletter) as HTTP to the worker's `/api`: the
// market in the query (`?storefront=&country=`), exactly as worker/routes/api/shopper.ts reads
// it. The cart token is the worker's HttpOnly cookie, sent with these same-origin calls (decision
// 072); only `adopt` sends one, an older shop's, as the Authorization header. Answers are read back as the services'
// own types (contract/api.ts).
import type { Shopper } from '../../contract/api';
import { getJson, send, type Answer, type Api, type ApiFetch } from './api';

type Cart = Api['cart'];
type Checkout = Api['checkout'];

const at = (path: string, s: Shopper) => `${path}?${new URLSearchParams({ storefront: s.storefront, country: s.country })}`;

function init(s: Shopper, method = 'GET', body?: unknown): RequestInit {
  return {
    method,
    headers: {
      ...(s.token ? { authorization: `Bearer ${s.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

export function createHttpShopperApi(fetch: ApiFetch): Pick<Api, 'cart' | 'checkout' | 'newsletter'> {
  const cart = (s: Shopper, path = '') => at(`/api/cart${path}`, s);
  const checkout = (s: Shopper, path: string) => at(`/api/checkout/${path}`, s);
  return {
    cart: {
      get: (s) => getJson<Answer<Cart['get']>>(fetch, cart(s), init(s)),
      update: (s, update) => getJson<Answer<Cart['update']>>(fetch, cart(s), init(s, 'PUT', update)),
      create: (s, products) => getJson<Answer<Cart['create']>>(fetch, cart(s), init(s, 'POST', { products })),
      adopt: (s) => getJson<Answer<Cart['adopt']>>(fetch, cart(s, '/adopt'), init(s, 'POST')),
      remove: (s) => send(fetch, cart(s), init(s, 'DELETE')),
      shippingMethods: async (s) =>
        (await getJson<{ shippingMethods: Answer<Cart['shippingMethods']> }>(fetch, cart(s, `/shipments/${s.country}`), init(s)))
          .shippingMethods,
      recommendations: async (s, widgetId) => {
        const path = cart(s, '/recommendations') + (widgetId ? `&widgetId=${encodeURIComponent(widgetId)}` : '');
        return (await getJson<{ products: Answer<Cart['recommendations']> }>(fetch, path, init(s))).products;
      },
    },
    checkout: {
      paymentMethods: (s) => getJson<Answer<Checkout['paymentMethods']>>(fetch, checkout(s, 'payment-methods'), init(s)),
      createOrderSession: async (s, information) =>
        (
          await getJson<{ orderSession: Answer<Checkout['createOrderSession']> }>(
            fetch,
            checkout(s, 'order-session'),
            init(s, 'POST', information),
          )
        ).orderSession,
      selectPaymentMethod: async (s, orderId, type) =>
        (
          await getJson<{ orderSession: Answer<Checkout['selectPaymentMethod']> }>(
            fetch,
            checkout(s, `order-session/${encodeURIComponent(orderId)}`),
            init(s, 'PATCH', { paymentMethod: { type } }),
          )
        ).orderSession,
      pay: (s, input) => getJson<Answer<Checkout['pay']>>(fetch, checkout(s, 'payments'), init(s, 'POST', input)),
      paymentDetails: (s, input) =>
        getJson<Answer<Checkout['paymentDetails']>>(fetch, checkout(s, 'payments/details'), init(s, 'POST', input)),
      paypalUpdateOrder: (s, input) =>
        getJson<Answer<Checkout['paypalUpdateOrder']>>(fetch, checkout(s, 'paypal/update-order'), init(s, 'POST', input)),
      confirmation: async (s, orderId) =>
        (
          await getJson<{ order: Answer<Checkout['confirmation']> }>(
            fetch,
            checkout(s, `orders/${encodeURIComponent(orderId)}/confirmation`),
            init(s),
          )
        ).order,
    },
    newsletter: {
      subscribe: (signUp) =>
        getJson<Answer<Api['newsletter']['subscribe']>>(fetch, '/api/newsletter', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(signUp),
        }),
    },
  };
}
