// React side of the cart store: the current view, the market's cart scope, and the startup
// fetch (docs/spec/commerce-core.md §4): only with a token, not in the visual editor, not on a payment return
// (redirectResult) and not when `items` restores a cart, which happens instead.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { wantsEditorBridge } from '../content/wants-editor-bridge';
import { useAppState } from '../state/bootstrap';
import { cartStore, parseRestoreItems, type CartScope, type CartView } from './cart-store';

const SERVER_VIEW: CartView = { cart: null, pending: 0, ready: false, error: null };

/**
 * The cart as the page shows it. A checkout step's server render carries the cart cookie's cart
 * (decision 072): the server and hydration show it, and the store starts from it in the browser.
 */
export function useCartView(): CartView {
  const shopper = useAppState().bootstrap.shopper;
  const server = useMemo(() => (shopper ? { ...SERVER_VIEW, cart: shopper.cart, ready: true } : SERVER_VIEW), [shopper]);
  if (shopper && typeof window === 'object') cartStore.seed(shopper.cart);
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, () => server);
}

export function useCartScope(): CartScope {
  const { api, bootstrap, market } = useAppState();
  return useMemo(
    () => ({
      api: api.cart,
      storefront: bootstrap.storefront,
      country: market.countryCode,
      region: market.warehouse.region,
      language: market.language,
    }),
    [api, bootstrap.storefront, market],
  );
}

let startedFor: string | undefined;

/** Fetches (or restores) the cart once per page load and region. */
export function useCartStartup() {
  const scope = useCartScope();
  const inEditor = wantsEditorBridge(useAppState().bootstrap);
  useEffect(() => {
    const key = `${scope.storefront}:${scope.region}`;
    if (startedFor === key) return;
    startedFor = key;
    const params = new URLSearchParams(window.location.search);
    const items = params.get('items');
    if (items !== null) {
      void cartStore.restore(scope, parseRestoreItems(items));
      return;
    }
    void cartStore.start(scope, { fetch: !inEditor && !params.has('redirectResult') });
  }, [scope, inEditor]);
}
