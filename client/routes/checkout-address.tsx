// Checkout view: address.
import { PageHead } from '../components/page-head';
import { useT } from '../i18n';

export function CheckoutAddressView() {
  const t = useT();
  return (
    <div className="checkout-view" data-view="address">
      <PageHead title={t('checkoutAddress')} noindex />
      <h2>{t('checkoutAddress')}</h2>
    </div>
  );
}
