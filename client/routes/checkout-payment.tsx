// Checkout view: payment.
import { PageHead } from '../components/page-head';
import { useT } from '../i18n';

export function CheckoutPaymentView() {
  const t = useT();
  return (
    <div className="checkout-view" data-view="payment">
      <PageHead title={t('checkoutPayment')} noindex />
      <h2>{t('checkoutPayment')}</h2>
    </div>
  );
}
