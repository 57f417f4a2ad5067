// Checkout shell (docs/spec/commerce-core.md §2, §4, §9): the checkout message banner, the four steps (cart 1,
// address 2, payment 3, success 4) and the current view. A step is a link once it can be
// reached: the address with a basket that has items and a shipping method, the payment once
// the address step is completed; success only through a paid order. "Continue shopping"
// returns to the last listing page; "Start over" resets the checkout to the cart.
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { CHECKOUT_STEPS, pageMetaOf, type CheckoutStep } from '../../../markets';
import { useCartView } from '../../cart/use-cart';
import { CheckoutBanner } from '../../checkout/checkout-banner';
import { isStepReachable, resetCheckout, stepHref, useCheckout } from '../../checkout/checkout-store';
import { CHECKOUT_BANNER_SLUG } from './load';
import { StorefrontLink, storefrontPath, toLocation } from '../../components/storefront-link';
import { useOptionalStory } from '../../content/use-content';
import { useT } from '../../i18n';
import { useAppState } from '../../state/bootstrap';
import { getLastListingPage } from '../../state/navigation-history';
import { usePageLocation } from '../../state/page-location';
import '../../checkout/checkout-shell.css';

const STEP_KEYS = { cart: 'checkoutCart', address: 'checkoutAddress', payment: 'checkoutPayment', success: 'checkoutSuccess' } as const;
const STEPS = Object.keys(CHECKOUT_STEPS) as CheckoutStep[];

const subscribeNothing = () => () => undefined;

/** The last category or search page (kept in sessionStorage; none on the server), else the storefront's home. */
function useContinueShoppingHref(storefront: string) {
  const last = useSyncExternalStore(
    subscribeNothing,
    () => getLastListingPage(sessionStorage),
    () => undefined,
  );
  return last ?? storefrontPath(storefront, '/');
}

export function CheckoutShell() {
  const t = useT();
  const navigate = useNavigate();
  const { bootstrap } = useAppState();
  const pathname = usePageLocation('pathname');
  const searchStr = usePageLocation('searchStr');
  const current = pageMetaOf(pathname).view ?? 'cart';
  const banner = useOptionalStory(CHECKOUT_BANNER_SLUG);
  const checkout = useCheckout();
  const { cart } = useCartView();
  const continueShopping = useContinueShoppingHref(bootstrap.storefront);
  const basketReady = Boolean(cart && cart.itemsCount > 0 && cart.shippingMethod);
  const reachable = (step: CheckoutStep) =>
    step === 'cart' || (step !== 'success' && basketReady && isStepReachable(step, checkout.completed));
  const started = checkout.completed.length > 1 || checkout.information !== null || checkout.orderSession !== null;

  const startOver = () => {
    resetCheckout();
    void navigate(toLocation(storefrontPath(bootstrap.storefront, stepHref('cart', searchStr))));
  };

  return (
    <section className="page checkout" data-page-type={`checkout-${current}`}>
      <h1>{t('checkout')}</h1>
      <CheckoutBanner story={banner} />
      <nav className="checkout-nav" aria-label={t('checkout')}>
        <ol className="checkout-steps">
          {STEPS.map((step) => {
            const label = `${CHECKOUT_STEPS[step]}. ${t(STEP_KEYS[step])}`;
            const done = step !== current && checkout.completed.includes(step);
            const content = (
              <>
                {label}
                {done && (
                  <span className="checkout-step__done" role="img" aria-label={t('stepCompleted')}>
                    {' ✓'}
                  </span>
                )}
              </>
            );
            return (
              <li key={step} className="checkout-step" data-step={step} data-reachable={reachable(step)}>
                {step === current ? (
                  <span aria-current="step">{content}</span>
                ) : reachable(step) && step !== 'success' ? (
                  <StorefrontLink to={stepHref(step, searchStr)}>{content}</StorefrontLink>
                ) : (
                  <span>{content}</span>
                )}
              </li>
            );
          })}
        </ol>
        <p className="checkout-nav__actions">
          <Link {...toLocation(continueShopping)} className="link-button">
            {t('continueShopping')}
          </Link>
          {started && current !== 'success' && (
            <button type="button" className="link-button" onClick={startOver}>
              {t('startOver')}
            </button>
          )}
        </p>
      </nav>
      <Outlet />
    </section>
  );
}
