// Checkout view: success.
import { PageHead } from '../components/page-head';
import { useT } from '../i18n';

export function CheckoutSuccessView() {
  const t = useT();
  return (
    <div className="checkout-view" data-view="success">
      <PageHead title={t('checkoutSuccess')} noindex />
      <h2>{t('checkoutSuccess')}</h2>
    </div>
  );
}
