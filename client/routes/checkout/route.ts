// The checkout (docs/spec/commerce-core.md §2, §4, §9): the shell and its four steps as child routes.
import { createRoute, redirect } from '@tanstack/react-router';
import { layoutRoute } from '../layout';
import { page } from '../page-module';
import { loadCheckout } from './load';

export const checkoutRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'checkout',
  loader: loadCheckout,
  ...page('checkout', () => import('./page'), 'CheckoutShell'),
});
/** Default view is cart; the query string is kept. */
export const checkoutIndexRoute = createRoute({
  getParentRoute: () => checkoutRoute,
  path: '/',
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/$storefront/checkout/cart', params, search, statusCode: 302 });
  },
});
export const checkoutCartRoute = createRoute({
  getParentRoute: () => checkoutRoute,
  path: 'cart',
  ...page('checkout/cart', () => import('./cart/page'), 'CheckoutCartView'),
});
export const checkoutAddressRoute = createRoute({
  getParentRoute: () => checkoutRoute,
  path: 'address',
  ...page('checkout/address', () => import('./address/page'), 'CheckoutAddressView'),
});
export const checkoutPaymentRoute = createRoute({
  getParentRoute: () => checkoutRoute,
  path: 'payment',
  ...page('checkout/payment', () => import('./payment/page'), 'CheckoutPaymentView'),
});
const successPage = page('checkout/success', () => import('./success/page'), 'CheckoutSuccessView');
export const checkoutSuccessRoute = createRoute({ getParentRoute: () => checkoutRoute, path: 'success', ...successPage });
export const checkoutSuccessIdRoute = createRoute({ getParentRoute: () => checkoutRoute, path: 'success/$id', ...successPage });
