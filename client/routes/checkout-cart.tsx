// Checkout view: cart (step 1). The basket loads in the browser only (client/cart/basket.tsx).
import { Basket } from '../cart/basket';
import { PageHead } from '../components/page-head';
import { useT } from '../i18n';

export function CheckoutCartView() {
  const t = useT();
  return (
    <div className="checkout-view" data-view="cart">
      <PageHead title={t('checkoutCart')} noindex />
      <h2>{t('checkoutCart')}</h2>
      <Basket />
    </div>
  );
}
