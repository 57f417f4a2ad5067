// Checkout services (docs/spec/commerce-core.md §4, §5, §7, §8): the order session and its payment through the
// payments port, for the shopper's cart token and market. Refusals keep the backend's codes; an
// incomplete address or contact is a 400 with the spec's message; the tax service's message is
// put in the shop's words.
import type { Market, StorefrontCode } from '../../markets';
import { billingAddressOf, orderSessionProblem, taxErrorMessage, toServiceAddress, type CheckoutInformation } from '../../markets/checkout';
import { badRequest } from '../errors';
import { PaymentsError } from '../upstreams/payments/errors';
import type { PaymentMethodsAnswer } from '../../contract/orders';
import type { PaymentDetailsRequest, PaymentRequest, PaypalUpdateRequest } from '../../contract/payments';
import type { OrderUpdateRequest } from '../upstreams/payments/schemas';
import type { ServiceContext } from '../request/context';

/** The tax service's message in the shop's words (docs/spec/commerce-core.md §8). */
function shopWords(error: unknown): never {
  if (error instanceof PaymentsError && error.code === 'TAX_JAR_ERROR')
    throw new PaymentsError('TAX_JAR_ERROR', taxErrorMessage(error.message));
  throw error;
}

/** Where the payment provider sends the shopper back: built here, never taken from the browser. */
function returnUrlOf(ctx: ServiceContext, storefront: string, country: string): string {
  const url = new URL(`/${storefront}/checkout/payment`, ctx.origin);
  url.searchParams.set('country', country);
  return url.toString();
}

/** The Drop-in's payment methods for the cart's total, with the client key it needs. */
export async function paymentMethods(ctx: ServiceContext, market: Market, token: string): Promise<PaymentMethodsAnswer> {
  const { cart } = await ctx.ports.cart.get(token);
  const amount = { value: cart.priceTotal, currency: cart.currency };
  const paymentMethodsResponse = await ctx.ports.payments.paymentMethods(token, {
    blockedPaymentMethods: [],
    countryCode: market.countryCode,
    languageCode: market.language,
    channel: 'Web',
    amount,
  });
  const { clientKey, environment } = ctx.config.adyen;
  return { paymentMethodsResponse, clientKey, environment, amount };
}

/** Opens the order session for the cart with the shopper's addresses and contact. */
export async function createOrderSession(
  ctx: ServiceContext,
  market: Market,
  storefront: StorefrontCode,
  token: string,
  info: CheckoutInformation,
) {
  const problem = orderSessionProblem(info);
  if (problem) throw badRequest(problem);
  const billing = billingAddressOf(info);
  return ctx.ports.payments
    .createOrderSession(token, {
      shippingAddress: toServiceAddress(info.address.shipping, info.contact.telephone),
      billingAddress: toServiceAddress(billing, info.contact.telephone),
      email: info.contact.email.trim(),
      languageCode: market.language,
      returnUrl: returnUrlOf(ctx, storefront, market.countryCode),
      contact: info.contact,
      storefront,
    })
    .catch(shopWords);
}

export const updateOrderSession = (ctx: ServiceContext, token: string, input: OrderUpdateRequest) =>
  ctx.ports.payments.updateOrder(token, input);

export const pay = (ctx: ServiceContext, token: string, input: Omit<PaymentRequest, 'origin'>) =>
  ctx.ports.payments.pay(token, { ...input, origin: ctx.origin });

export const paymentDetails = (ctx: ServiceContext, token: string, input: PaymentDetailsRequest) =>
  ctx.ports.payments.paymentDetails(token, input);

export const paypalUpdateOrder = (ctx: ServiceContext, token: string, input: PaypalUpdateRequest) =>
  ctx.ports.payments.paypalUpdateOrder(token, input);

/** The order once authorised; 409 PAYMENT_FAILED (with failedReason) when it was not. */
export const confirmation = (ctx: ServiceContext, token: string, orderId: string) => ctx.ports.payments.confirmation(token, orderId);
