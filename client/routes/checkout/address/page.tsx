// Checkout view: address (step 2). Without items in the basket there is nothing to send: the
// shopper is pointed back to the cart instead of the form; a cart that could not be loaded says so.
import { AddressStepForm } from '../../../checkout/address/address-form';
import { CartUnavailable } from '../../../cart/cart-unavailable';
import { useCartView } from '../../../cart/use-cart';
import { PageHead } from '../../../components/page-head';
import { StorefrontLink } from '../../../components/storefront-link';
import { useT } from '../../../i18n';

export function CheckoutAddressView() {
  const t = useT();
  const { cart, ready, unavailable } = useCartView();
  const empty = ready && (!cart || cart.itemsCount === 0);
  return (
    <div className="checkout-view" data-view="address">
      <PageHead title={t('checkoutAddress')} noindex />
      <h2>{t('checkoutAddress')}</h2>
      {unavailable ? (
        <CartUnavailable />
      ) : empty ? (
        <div className="address-empty">
          <p>{t('emptyCart')}</p>
          <StorefrontLink to="/checkout/cart">{t('checkoutCart')}</StorefrontLink>
        </div>
      ) : (
        <AddressStepForm />
      )}
    </div>
  );
}
