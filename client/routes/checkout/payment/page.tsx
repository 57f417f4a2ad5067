// Checkout view: payment (step 3). Needs the address step's information; shows the order
// summary and Adyen's Drop-in for the order session. Once the step has loaded (summary and
// Drop-in on screen), the payment page-load stamp (docs/spec/commerce-core.md §9) is set 100 ms later:
// `data-payment-loaded` on the view and a `checkout-payment-loaded` performance mark, for
// monitoring and tests to know the step is ready for input.
import { useCallback, useEffect, useState } from 'react';
import { CHECKOUT_MESSAGES } from '../../../../markets';
import { DropIn } from '../../../checkout/payment/drop-in';
import { OrderSummary } from '../../../checkout/payment/order-summary';
import { saveOrderSession } from '../../../checkout/checkout-store';
import {
  makePayment,
  selectPaymentMethod,
  submitPaymentDetails,
  updatePayPalOrder,
  type OrderSession,
} from '../../../checkout/payment/payment-api';
import { paymentFailureNotice, usePaymentStep } from '../../../checkout/payment/use-payment-step';
import '../../../checkout/payment/payment.css';
import { PageHead } from '../../../components/page-head';
import { StorefrontLink } from '../../../components/storefront-link';
import { useT } from '../../../i18n';
import { useMarket } from '../../../state/bootstrap';

/** docs/spec/commerce-core.md §9: the payment page-load stamp is set this long after the step has loaded. */
export const PAYMENT_STAMP_DELAY_MS = 100;

export function CheckoutPaymentView() {
  const t = useT();
  const market = useMarket();
  const { step, setStep, notice, setNotice, toSuccess, renewSession, scope } = usePaymentStep();
  const [loadedAt, setLoadedAt] = useState<number | null>(null);
  // A refused attempt leaves Adyen's Drop-in on its error screen: a fresh one lets the shopper pay again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loadedAt === null) return;
    const timer = setTimeout(() => {
      document.querySelector('[data-view="payment"]')?.setAttribute('data-payment-loaded', String(Date.now()));
      performance.mark('checkout-payment-loaded');
    }, PAYMENT_STAMP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loadedAt]);

  const onFailure = useCallback(
    (message: string | undefined, code?: string) => {
      // The backend lost the session, or the cart changed since it was made: pay a fresh one.
      if (message === CHECKOUT_MESSAGES.noSessionOrOrder) return renewSession();
      if (code === 'ORDER_OUTDATED') {
        setNotice(t('orderOutdated'));
        return renewSession();
      }
      // The cart shows which line sold out; the way on is there.
      if (code === 'OUT_OF_STOCK') return setStep({ status: 'error', error: { code, message: t('paymentOutOfStock') } });
      setAttempt((n) => n + 1);
      setNotice(paymentFailureNotice(t, message, code));
    },
    [renewSession, setNotice, setStep, t],
  );

  const orderId = step.status === 'ready' ? step.orderSession.order.id : '';

  /** The method picked is on the order now; a total that depends on it is the server's (decision 054). */
  const methodSelected = useCallback(
    (session: OrderSession) => {
      saveOrderSession(session);
      setStep((now) =>
        now.status === 'ready' && now.orderSession.paymentSession.amount.value !== session.paymentSession.amount.value
          ? { ...now, orderSession: session }
          : now,
      );
    },
    [setStep],
  );

  return (
    <div className="checkout-view" data-view="payment">
      <PageHead title={t('checkoutPayment')} noindex />
      <h2>{t('checkoutPayment')}</h2>
      {notice && (
        <p className="checkout-error" role="alert" data-testid="payment-error">
          {notice}
        </p>
      )}
      {/* Adyen's Drop-in is a script: without JavaScript the step says so (decision 071). */}
      <noscript>
        <p className="checkout-error" role="alert">
          {t('paymentNeedsJavaScript')}
        </p>
      </noscript>
      {step.status === 'loading' && (
        <p className="checkout-payment__loading" role="status">
          {t('loading')}
        </p>
      )}
      {step.status === 'error' && (
        <div className="checkout-error" role="alert" data-testid="payment-error">
          <p>{step.error.message}</p>
          {step.error.code === 'MISSING_SHIPPING_OPTION_ERROR' || step.error.code === 'OUT_OF_STOCK' ? (
            <StorefrontLink to="/checkout/cart">{t('checkoutCart')}</StorefrontLink>
          ) : (
            <StorefrontLink to="/checkout/address">{t('checkoutAddress')}</StorefrontLink>
          )}
        </div>
      )}
      {step.status === 'ready' && (
        <div className="checkout-payment">
          <OrderSummary order={step.orderSession.order} />
          <DropIn
            key={attempt}
            paymentMethodsResponse={step.methods.paymentMethodsResponse}
            clientKey={step.methods.clientKey}
            environment={step.methods.environment}
            // The order total (US sales tax included), not the cart total the methods were asked with.
            amount={step.orderSession.paymentSession.amount}
            countryCode={market.countryCode}
            language={market.language}
            pay={(data) => {
              setNotice(null);
              return makePayment(scope, orderId, data);
            }}
            submitDetails={(data) => submitPaymentDetails(scope, orderId, data.details, data.paymentData)}
            selectMethod={(type) => {
              // Only a record of the choice: the payment itself names its method again.
              selectPaymentMethod(scope, orderId, type).then(methodSelected, (error: unknown) =>
                console.warn('Payment method not recorded', error),
              );
            }}
            updatePayPalOrder={(change) => updatePayPalOrder(scope, orderId, change)}
            onAuthorised={(result) => toSuccess(result.orderId)}
            onFailure={onFailure}
            onReady={() => setLoadedAt(Date.now())}
          />
        </div>
      )}
    </div>
  );
}
