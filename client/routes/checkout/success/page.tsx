// Checkout view: success (step 4). The confirmed order with its number; a payment that failed
// after all (the confirmation's failedReason) is shown as an error with the way back to payment.
import { Link, useParams } from '@tanstack/react-router';
import { OrderSummary } from '../../../checkout/payment/order-summary';
import { useConfirmation } from '../../../checkout/success/use-confirmation';
import '../../../checkout/payment/payment.css';
import { PageHead } from '../../../components/page-head';
import { StorefrontLink, toLocation } from '../../../components/storefront-link';
import { useAppState } from '../../../state/bootstrap';
import { getLastListingPage } from '../../../state/navigation-history';
import { useT } from '../../../i18n';

export function CheckoutSuccessView() {
  const t = useT();
  const { id = '' } = useParams({ strict: false });
  const confirmation = useConfirmation(id);
  const { bootstrap } = useAppState();
  return (
    <div className="checkout-view" data-view="success">
      <PageHead title={t('checkoutSuccess')} noindex />
      <h2>{t('checkoutSuccess')}</h2>
      {confirmation.status === 'loading' && <p role="status">{t('loading')}</p>}
      {confirmation.status === 'confirming' && <p role="status">{t('paymentConfirming')}</p>}
      {confirmation.status === 'failed' && (
        <div className="checkout-error" role="alert" data-testid="confirmation-error">
          <p>{confirmation.message}</p>
          <StorefrontLink to="/checkout/payment">{t('backToPayment')}</StorefrontLink>
        </div>
      )}
      {confirmation.status === 'confirmed' && (
        <>
          <p className="order-confirmation">
            {t('orderConfirmed')} <strong data-testid="order-number">{confirmation.order.orderNumber}</strong>
          </p>
          <p>{t('orderConfirmationEmail', { email: confirmation.order.contact.email })}</p>
          <OrderSummary order={confirmation.order} showPayment />
          {/* The last listing page is the "continue shopping" target (docs/spec/commerce-core.md §2). */}
          <Link {...toLocation(getLastListingPage(sessionStorage) ?? `/${bootstrap.storefront}`)}>{t('continueShopping')}</Link>
        </>
      )}
    </div>
  );
}
