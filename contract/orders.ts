// Orders and payments as the worker API answers them and the shop shows them (docs/spec/commerce-core.md §3,
// 4), whichever commerce backend is behind the payments port. Amounts are minor units of
// `currency`, like the cart's. Types only: the client imports them too.
import type { AddressForm } from '../markets/checkout';
import type { CartItem } from './cart';

/**
 * pending: created, not paid yet; authorised: paid (it has an order number); refused and
 * cancelled: the last attempt failed (a new attempt may follow); captured, refunded: the
 * payment provider's later word; unknown: neither a status nor a status log (docs/spec/commerce-core.md §4).
 */
export type OrderStatus = 'pending' | 'authorised' | 'refused' | 'cancelled' | 'captured' | 'refunded' | 'unknown';

export interface Order {
  id: string;
  status: OrderStatus;
  items: CartItem[];
  itemsCount: number;
  /** Null until the payment is authorised: only a paid order has a number. */
  orderNumber: string | null;
  priceTax: number;
  priceProducts: number;
  priceShipping: number;
  priceDiscount: number;
  priceTotal: number;
  storefront: string;
  /** The market's country code. */
  market: string;
  currency: string;
  /** method: the payment method type (scheme, ideal, sepadirectdebit, paypal, klarna, …), null before the first attempt. */
  payment: { status: OrderStatus; method: string | null };
  address: { billing: AddressForm; shipping: AddressForm };
  shippingMethod: { name: string; estimatedDeliveryTime: string };
  contact: { firstName: string; lastName: string; email: string; telephone: string };
  createdAt: string;
  updatedAt: string;
  /** US sales tax added on top of the prices (minor units); 0 where prices include tax. */
  externalTaxAmount: number;
}

export interface Amount {
  value: number;
  currency: string;
}

/** The payment session of an order: what the Drop-in pays (docs/spec/commerce-core.md §3, "Order session"). */
export interface PaymentSession {
  id: string;
  /** The merchant reference sent to the payment provider. */
  reference: string;
  amount: Amount;
  expiresAt: string;
}

export interface OrderSession {
  order: Order;
  paymentSession: PaymentSession;
}

/** Adyen's action for the Drop-in (redirect, threeDS2, …); passed on as Adyen answered it. */
export type PaymentAction = { type: string; [key: string]: unknown };

/** Adyen result codes the backend answers (others map to Error). */
export type ResultCode =
  'Authorised' | 'Refused' | 'RedirectShopper' | 'IdentifyShopper' | 'ChallengeShopper' | 'Pending' | 'Received' | 'Cancelled' | 'Error';

/** The answer to a payment or its details: what the Drop-in does next. */
export interface PaymentResult {
  resultCode: ResultCode;
  action?: PaymentAction;
  refusalReason?: string;
  orderId: string;
}

/** GET /api/checkout/payment-methods. */
export interface PaymentMethodsAnswer {
  /** Adyen's /paymentMethods answer, as the Drop-in takes it. */
  paymentMethodsResponse: { paymentMethods: Array<{ type: string; name: string; [key: string]: unknown }>; [key: string]: unknown };
  clientKey: string;
  environment: 'test' | 'live';
  amount: Amount;
}

/** POST /api/checkout/paypal/update-order: PayPal took the order's new amount (decision 054). */
export interface PaypalUpdateResult {
  status: 'success';
  /** The PayPal component's next paymentData (component.updatePaymentData). */
  paymentData: string;
  /** The order's total now, as the backend computed it. */
  amount: Amount;
}
