// The checkout calls as the payment step and the success page make them: the Api's checkout
// (contract/api.ts) for the step's market; the cart token of its warehouse region is the
// worker's HttpOnly cookie, sent with each same-origin call (decision 072).
import type { CheckoutInformation, StorefrontCode } from '../../../markets';
import type { PaymentInput, Shopper } from '../../../contract/api';
import type { PaymentDetailsRequest, PaypalUpdateRequest } from '../../../contract/payments';
import type { Api } from '../../queries/api';

export type { Order, OrderSession, PaymentMethodsAnswer, PaymentResult } from '../../../contract/orders';
export type { PaypalUpdateRequest } from '../../../contract/payments';

export interface CheckoutScope {
  api: Api['checkout'];
  storefront: StorefrontCode;
  country: string;
  /** The warehouse region whose cart pays (its cookie is the worker's). */
  region: string;
}

const shopper = (s: CheckoutScope): Shopper => ({ storefront: s.storefront, country: s.country, token: undefined });

/** What the Drop-in hands over (its state.data): only the method and the browser's details travel. */
export type DropInData = Pick<PaymentInput, 'paymentMethod' | 'browserInfo'>;

export const fetchPaymentMethods = (s: CheckoutScope) => s.api.paymentMethods(shopper(s));

export const createOrderSession = (s: CheckoutScope, information: CheckoutInformation) => s.api.createOrderSession(shopper(s), information);

export const makePayment = (s: CheckoutScope, orderId: string, data: DropInData) =>
  s.api.pay(shopper(s), { orderId, paymentMethod: data.paymentMethod, ...(data.browserInfo ? { browserInfo: data.browserInfo } : {}) });

/** A redirect's or an in-page action's details (`redirectResult`, `threeDSResult`, …). */
export type PaymentDetails = PaymentDetailsRequest['details'];

/** `paymentData`: PayPal's approval carries the component's. */
export const submitPaymentDetails = (s: CheckoutScope, orderId: string, details: PaymentDetails, paymentData?: string) =>
  s.api.paymentDetails(shopper(s), { orderId, details, ...(paymentData ? { paymentData } : {}) });

/** The method picked in the Drop-in, recorded on the order: the session as the server has it then. */
export const selectPaymentMethod = (s: CheckoutScope, orderId: string, type: string) =>
  s.api.selectPaymentMethod(shopper(s), orderId, type);

/** A shipping change in PayPal's lightbox (decision 054). */
export const updatePayPalOrder = (s: CheckoutScope, orderId: string, change: Omit<PaypalUpdateRequest, 'orderId'>) =>
  s.api.paypalUpdateOrder(shopper(s), { orderId, ...change });

export const fetchConfirmation = (s: CheckoutScope, orderId: string) => s.api.confirmation(shopper(s), orderId);
