// What the payment step needs before the Drop-in can show, in order: the checked checkout
// information (else back to the address step), a redirect's return confirmed by the worker
// (`?redirectResult=`), the order session (reused when the market has one, else created) and
// the market's payment methods. Errors come back as the message the shopper sees.
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { billingAddressOf, CHECKOUT_MESSAGES, taxErrorMessage, type AddressForm, type CheckoutInformation } from '../../../markets';
import { useT, type T } from '../../i18n';
import { ApiError } from '../../../contract/api-error';
import { useAppState } from '../../state/bootstrap';
import { checkoutKeyOf, checkoutStore, completeStep, saveOrderSession } from '../checkout-store';
import {
  createOrderSession,
  fetchPaymentMethods,
  submitPaymentDetails,
  type CheckoutScope,
  type OrderSession,
  type PaymentMethodsAnswer,
  type PaymentResult,
} from './payment-api';

export interface PaymentError {
  message: string;
  /** MISSING_SHIPPING_OPTION_ERROR, OUT_OF_STOCK: the way out is the cart (step 1), not another payment. */
  code?: string;
}

export type PaymentStep =
  | { status: 'loading' }
  | { status: 'error'; error: PaymentError }
  | { status: 'ready'; orderSession: OrderSession; methods: PaymentMethodsAnswer };

/** The limits on abuse's codes (429, decision 048): the shopper is asked to wait, not shown the server's words. */
const LIMIT_CODES = ['too_many_attempts', 'rate_limited'];

/**
 * The shop's own words, in the shopper's language, for a code whose API message is English for
 * developers; undefined for the others. A shop that takes no payments says so (decision 044).
 */
export function shopWords(code: string | undefined, t: T): string | undefined {
  if (code === 'payments_unavailable') return t('paymentsUnavailable');
  if (code && LIMIT_CODES.includes(code)) return t('tooManyAttempts');
  // Apple Pay's refusals (docs/spec/commerce-core.md §8 codes).
  if (code === 'apple_pay_country_error') return t('error_applePayCountry');
  if (code === 'apple_pay_us_billing_country_error') return t('error_applePayUsBillingCountry');
  return undefined;
}

/** The shopper's message for a failed call (docs/spec/commerce-core.md §8): tax errors name zip and state. */
export function messageOf(error: unknown, t: T): PaymentError {
  if (error instanceof ApiError) {
    const message = shopWords(error.code, t) ?? (error.code === 'TAX_JAR_ERROR' ? taxErrorMessage(error.message) : error.message);
    return { code: error.code, message };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** What the payment step says when a payment fails: a refusal's reason, or to wait after too many attempts. */
export function paymentFailureNotice(t: T, message?: string, code?: string): string {
  return shopWords(code, t) ?? (message ? t('paymentRefused', { reason: message }) : t('paymentFailed'));
}

const sameAddress = (a: AddressForm | undefined, b: AddressForm) =>
  !!a && (Object.keys(b) as Array<keyof AddressForm>).every((k) => (a[k] ?? '') === (b[k] ?? ''));

/** A stored session is reused only while it was made from what the address step holds now. */
export const sessionMatches = (session: OrderSession, info: CheckoutInformation) =>
  sameAddress(session.order.address?.shipping, info.address.shipping) &&
  sameAddress(session.order.address?.billing, billingAddressOf(info)) &&
  session.order.contact?.email === info.contact.email &&
  session.order.contact?.telephone === info.contact.telephone;

const isMissingSession = (error: unknown) => error instanceof ApiError && error.message === CHECKOUT_MESSAGES.noSessionOrOrder;

export function useCheckoutScope(): CheckoutScope {
  const { api, bootstrap, market } = useAppState();
  return useMemo(
    () => ({ api: api.checkout, storefront: bootstrap.storefront, country: market.countryCode, region: market.warehouse.region }),
    [api, bootstrap.storefront, market],
  );
}

export function usePaymentStep() {
  const scope = useCheckoutScope();
  const navigate = useNavigate();
  const t = useT();
  const [step, setStep] = useState<PaymentStep>({ status: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const started = useRef(false);

  /**
   * Authorised: the payment step is done; the success page shows the confirmation. It is a full
   * page load, so the success page loads what the payment step may not (the tag manager).
   */
  const toSuccess = useCallback(
    (orderId: string) => {
      completeStep('payment');
      void navigate({
        href: `/${scope.storefront}/checkout/success/${encodeURIComponent(orderId)}${window.location.search}`,
        reloadDocument: true,
      });
    },
    [navigate, scope.storefront],
  );

  const load = useCallback(async () => {
    // Runs after hydration only: the stored checkout lives in sessionStorage. The query string (country) is kept.
    const checkout = checkoutStore.select(checkoutKeyOf(scope.storefront, scope.country));
    if (!checkout.completed.includes('address') || !checkout.information) {
      void navigate({ href: `/${scope.storefront}/checkout/address${window.location.search}`, replace: true });
      return;
    }
    const information = checkout.information;
    const search = new URLSearchParams(window.location.search);
    const redirectResult = search.get('redirectResult');
    let orderSession = checkout.orderSession;
    if (redirectResult) {
      // Back from a redirect (3-D Secure, iDEAL, Klarna): the worker confirms it with the provider.
      search.delete('redirectResult');
      history.replaceState(history.state, '', `${window.location.pathname}${search.size ? `?${search}` : ''}`);
      if (orderSession) {
        const result = await submitPaymentDetails(scope, orderSession.order.id, { redirectResult }).catch((error: unknown) => {
          setNotice(messageOf(error, t).message);
          return null;
        });
        if (result && isPaid(result)) return toSuccess(result.orderId);
        if (result) setNotice(t('paymentRefused', { reason: refusalMessage(result) }));
      }
    }
    try {
      if (!orderSession || !sessionMatches(orderSession, information)) {
        orderSession = await createOrderSession(scope, information).catch(async (error: unknown) => {
          if (!isMissingSession(error)) throw error;
          saveOrderSession(null); // the stored session is gone at the backend: start a new one
          return createOrderSession(scope, information);
        });
        saveOrderSession(orderSession);
      }
      const methods = await fetchPaymentMethods(scope);
      setStep({ status: 'ready', orderSession, methods });
    } catch (error) {
      setStep({ status: 'error', error: messageOf(error, t) });
    }
  }, [navigate, scope, t, toSuccess]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void load();
  }, [load]);

  /** The backend lost the stored session (expired, paid elsewhere): forget it and create another. */
  const renewSession = useCallback(() => {
    saveOrderSession(null);
    setStep({ status: 'loading' });
    void load();
  }, [load]);

  return { step, setStep, notice, setNotice, toSuccess, renewSession, scope };
}

const PAID = ['Authorised', 'Pending', 'Received'];
export const isPaid = (result: PaymentResult) => PAID.includes(result.resultCode) && !result.action;

/** A refusal's reason, or the result code for cancellations and errors. */
export const refusalMessage = (result: PaymentResult) => result.refusalReason ?? result.resultCode;
