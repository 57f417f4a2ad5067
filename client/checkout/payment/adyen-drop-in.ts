// Adyen Web 6's Drop-in, mounted outside React. This module (and Adyen's CSS) is its own chunk:
// only the payment step imports it, dynamically (decision 022). The Drop-in always gets
// SEPA Direct Debit and the Redirect component (iDEAL and other redirect-only methods); Klarna,
// Card and PayPal are separate chunks fetched only when the market's methods include them.
import '@adyen/adyen-web/styles/adyen.css';
import { AdyenCheckout, Dropin, Redirect, SepaDirectDebit, type PaymentMethodsResponse } from '@adyen/adyen-web';
import type { PaymentResult, ResultCode } from '../../../contract/orders';
import type { DropInData, PaymentDetails } from './payment-api';
import { DROP_IN_TRANSLATIONS } from './adyen-translations';
import { dropInConfiguration, type DropInCalls } from './drop-in-config';

export interface DropInOptions extends DropInCalls {
  paymentMethodsResponse: { paymentMethods: Array<{ type: string }> };
  clientKey: string;
  environment: 'test' | 'live';
  amount: { value: number; currency: string };
  countryCode: string;
  /** The shop's language (de, nl, fr, en…): picks the Drop-in's strings. */
  language: string;
  /** The Drop-in's state.data: POST /api/checkout/payments. */
  pay: (data: DropInData) => Promise<PaymentResult>;
  /** POST /api/checkout/payments/details (3-D Secure, PayPal's approval with its paymentData, other in-page actions). */
  submitDetails: (data: { details: PaymentDetails; paymentData?: string }) => Promise<PaymentResult>;
  onAuthorised: (result: PaymentResult) => void;
  /** A refusal or an error (code: the result code, or the API's error code). */
  onFailure: (message: string | undefined, code?: string) => void;
}

/** Components for methods beyond SEPA and Redirect, each in its own chunk. */
const OPTIONAL_COMPONENTS: Array<{ types: string[]; load: () => Promise<unknown> }> = [
  { types: ['klarna', 'klarna_account', 'klarna_paynow'], load: () => import('./adyen-klarna').then((m) => m.Klarna) },
  { types: ['scheme'], load: () => import('./adyen-card').then((m) => m.Card) },
  { types: ['paypal'], load: () => import('./adyen-paypal').then((m) => m.PayPal) },
];

const ADYEN_LOCALES: Record<string, string> = { de: 'de-DE', nl: 'nl-NL', fr: 'fr-FR' };

/** The Adyen locale for a shop language: en-US (bundled, no CDN fetch) unless we ship strings. */
export const adyenLocaleOf = (language: string) => ADYEN_LOCALES[language] ?? 'en-US';

const PAID: readonly ResultCode[] = ['Authorised', 'Pending', 'Received'];

/** Mounts the Drop-in into `node`; the returned function unmounts it. */
export async function mountDropIn(node: HTMLElement, options: DropInOptions): Promise<() => void> {
  const types = new Set(options.paymentMethodsResponse.paymentMethods.map((m) => m.type));
  const optional = await Promise.all(OPTIONAL_COMPONENTS.filter((c) => c.types.some((t) => types.has(t))).map((c) => c.load()));

  /** Hands a backend answer to the Drop-in: actions (redirect, 3-D Secure) and success resolve; refusals reject. */
  const settle = (result: PaymentResult, actions: { resolve: (r: never) => void; reject: () => void }) => {
    if (result.action || PAID.includes(result.resultCode)) {
      actions.resolve({ resultCode: result.resultCode, ...(result.action ? { action: result.action } : {}) } as never);
      if (!result.action) options.onAuthorised(result);
      return;
    }
    actions.reject();
    options.onFailure(result.refusalReason, result.resultCode);
  };
  const failed = (error: unknown, actions: { reject: () => void }) => {
    actions.reject();
    options.onFailure(error instanceof Error ? error.message : undefined, (error as { code?: string } | null)?.code);
  };

  const checkout = await AdyenCheckout({
    clientKey: options.clientKey,
    environment: options.environment,
    locale: adyenLocaleOf(options.language),
    translations: DROP_IN_TRANSLATIONS,
    countryCode: options.countryCode,
    amount: options.amount,
    paymentMethodsResponse: options.paymentMethodsResponse as PaymentMethodsResponse,
    // No usage data to Adyen and no device-fingerprint iframe (decision 022).
    analytics: { enabled: false },
    risk: { enabled: false },
    onSubmit: (state, _component, actions) => {
      // Adyen types the method loosely ({ [key]: any }); its `type` is always set.
      options.pay(state.data as unknown as DropInData).then(
        (result) => settle(result, actions),
        (error: unknown) => failed(error, actions),
      );
    },
    onAdditionalDetails: (state, _component, actions) => {
      options.submitDetails(state.data).then(
        (result) => settle(result, actions),
        (error: unknown) => failed(error, actions),
      );
    },
    onPaymentCompleted: () => undefined,
    onError: (error) => {
      // The shopper closing a redirect or a cancelled action is not worth an error message.
      if (error.name !== 'CANCEL') options.onFailure(error.message);
    },
  });

  const dropin = new Dropin(checkout, {
    paymentMethodComponents: [SepaDirectDebit, Redirect, ...(optional as [])],
    ...dropInConfiguration(options),
  }).mount(node);
  return () => dropin.unmount();
}
