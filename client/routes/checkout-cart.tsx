// Checkout view: cart.
import { PageHead } from '../components/page-head';
import { useT } from '../i18n';

export function CheckoutCartView() {
  const t = useT();
  return (
    <div className="checkout-view" data-view="cart">
      <PageHead title={t('checkoutCart')} noindex />
      <h2>{t('checkoutCart')}</h2>
    </div>
  );
}
