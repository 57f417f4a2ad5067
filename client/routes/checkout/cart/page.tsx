// Checkout view: cart (step 1). The basket loads in the browser only (client/cart/basket.tsx);
// with items and a shipping method it offers the way on to the address step.
import { Basket } from '../../../cart/basket';
import { useCartView } from '../../../cart/use-cart';
import { stepHref } from '../../../checkout/checkout-store';
import { PageHead } from '../../../components/page-head';
import { StorefrontLink } from '../../../components/storefront-link';
import { useT } from '../../../i18n';
import { usePageLocation } from '../../../state/page-location';

function ContinueToAddress() {
  const t = useT();
  const searchStr = usePageLocation('searchStr');
  const { cart } = useCartView();
  if (!cart || cart.itemsCount === 0 || !cart.shippingMethod) return null;
  return (
    <StorefrontLink to={stepHref('address', searchStr)} className="basket-button basket-button--wide">
      {t('continueToAddress')}
    </StorefrontLink>
  );
}

export function CheckoutCartView() {
  const t = useT();
  return (
    <div className="checkout-view" data-view="cart">
      <PageHead title={t('checkoutCart')} noindex />
      <h2>{t('checkoutCart')}</h2>
      <Basket action={<ContinueToAddress />} />
    </div>
  );
}
