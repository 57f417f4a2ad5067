// The success page's order: the worker's confirmation (only an authorised order has one). A
// payment whose outcome the provider has not told yet (Pending: 704, an asynchronous method) has
// no confirmation at first: the page asks again for a while ('confirming') until the
// provider's notification settles it (decision 046). The first visit then finishes the checkout: purchase event, newsletter if opted in, cart and
// checkout reset. The cart token goes with the cart, so the confirmed order is kept in this
// tab's sessionStorage: a reload shows it again without asking the worker.
import { useEffect, useRef, useState } from 'react';
import { cartStore } from '../../cart/cart-store';
import { useCartScope } from '../../cart/use-cart';
import { useT } from '../../i18n';
import { ApiError } from '../../../contract/api-error';
import { useAppState } from '../../state/bootstrap';
import { checkoutKeyOf, checkoutStore, completeStep, resetCheckout } from '../checkout-store';
import { fetchConfirmation, type Order } from '../payment/payment-api';
import { messageOf, useCheckoutScope } from '../payment/use-payment-step';
import { subscribeAtCheckout } from './newsletter-at-checkout';
import { pushPurchaseOnce } from './purchase-event';

export const CONFIRMED_ORDER_PREFIX = 'argyle_order_';

export type Confirmation =
  { status: 'loading' } | { status: 'confirming' } | { status: 'failed'; message: string } | { status: 'confirmed'; order: Order };

/** How often and how long the page asks again while the payment is not confirmed yet. */
export const CONFIRM_RETRY_MS = 2000;
export const CONFIRM_RETRIES = 30;

/** Not paid (yet): ORDER_NOT_FOUND until the order is authorised. */
const notYetPaid = (error: unknown) => error instanceof ApiError && error.code === 'ORDER_NOT_FOUND';

function storedOrder(id: string): Order | null {
  try {
    const raw = sessionStorage.getItem(CONFIRMED_ORDER_PREFIX + id);
    return raw ? (JSON.parse(raw) as Order) : null;
  } catch {
    return null;
  }
}

function storeOrder(order: Order) {
  try {
    sessionStorage.setItem(CONFIRMED_ORDER_PREFIX + order.id, JSON.stringify(order));
  } catch {
    // blocked storage: a reload asks the worker again
  }
}

export function useConfirmation(orderId: string): Confirmation {
  const scope = useCheckoutScope();
  const cartScope = useCartScope();
  const { api, bootstrap, market } = useAppState();
  const t = useT();
  const [state, setState] = useState<Confirmation>({ status: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    /** The first confirmation: purchase event, newsletter when opted in, then cart and checkout reset (docs/spec/commerce-core.md §4). */
    const finishCheckout = (order: Order) => {
      pushPurchaseOnce(order, market.language);
      const contact = checkoutStore.select(checkoutKeyOf(scope.storefront, scope.country)).information?.contact;
      const subscribed = contact?.newsletterSubscription
        ? subscribeAtCheckout(api.newsletter, bootstrap.storefront, contact.email, market.countryCode)
        : Promise.resolve();
      void subscribed.then(() => {
        completeStep('success');
        resetCheckout();
        return cartStore.reset(cartScope);
      });
    };
    const kept = storedOrder(orderId);
    if (kept) {
      void Promise.resolve().then(() => setState({ status: 'confirmed', order: kept }));
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (retriesLeft: number) =>
      fetchConfirmation(scope, orderId).then(
        (order) => {
          storeOrder(order);
          setState({ status: 'confirmed', order });
          finishCheckout(order);
        },
        (error: unknown) => {
          if (notYetPaid(error) && retriesLeft > 0) {
            setState({ status: 'confirming' });
            timer = setTimeout(() => void ask(retriesLeft - 1), CONFIRM_RETRY_MS);
            return;
          }
          setState({ status: 'failed', message: messageOf(error, t).message });
        },
      );
    void ask(CONFIRM_RETRIES);
    return () => clearTimeout(timer);
  }, [orderId, scope, cartScope, api, bootstrap.storefront, market, t]);

  return state;
}
