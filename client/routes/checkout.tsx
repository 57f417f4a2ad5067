// Checkout shell: the four steps, the checkout message banner and the current view.
import { Outlet, useLocation } from '@tanstack/react-router';
import { pageMetaOf } from '../../markets';
import { CheckoutBanner } from '../checkout/checkout-banner';
import { CHECKOUT_BANNER_SLUG } from '../checkout/load-checkout';
import { StorefrontLink } from '../components/storefront-link';
import { useOptionalStory } from '../content/use-content';
import { useT } from '../i18n';

const STEPS = [
  { view: 'cart', key: 'checkoutCart' },
  { view: 'address', key: 'checkoutAddress' },
  { view: 'payment', key: 'checkoutPayment' },
  { view: 'success', key: 'checkoutSuccess' },
] as const;

export function CheckoutShell() {
  const t = useT();
  const { pathname } = useLocation();
  const current = pageMetaOf(pathname).view;
  const banner = useOptionalStory(CHECKOUT_BANNER_SLUG);
  return (
    <section className="page checkout" data-page-type={`checkout-${current ?? 'cart'}`}>
      <h1>{t('checkout')}</h1>
      <CheckoutBanner story={banner} />
      <ol className="checkout-steps">
        {STEPS.map((step, i) => (
          <li key={step.view} aria-current={step.view === current ? 'step' : undefined}>
            {step.view === 'success' ? (
              <span>{`${i + 1}. ${t(step.key)}`}</span>
            ) : (
              <StorefrontLink to={`/checkout/${step.view}`}>{`${i + 1}. ${t(step.key)}`}</StorefrontLink>
            )}
          </li>
        ))}
      </ol>
      <Outlet />
    </section>
  );
}
