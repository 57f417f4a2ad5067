// The Drop-in's calls to the shop beyond paying (decision 054): the payment method the shopper
// picks is recorded on the order session, and PayPal's shipping changes go to the worker, which
// has PayPal take the order's total as the server computes it. Free of Adyen's code (types only),
// so the wiring is unit-tested; adyen-drop-in.ts hands this to the Drop-in.
import type { PaypalUpdateRequest } from './payment-api';

/** What the shopper's side sends of a PayPal change: identifiers only, never an amount. */
export type PayPalChange = Omit<PaypalUpdateRequest, 'orderId'>;

export interface DropInCalls {
  /** Records the method the shopper picked (PATCH /api/checkout/order-session/{orderId}). */
  selectMethod: (type: string) => void;
  /** POST /api/checkout/paypal/update-order: PayPal's next paymentData. */
  updatePayPalOrder: (change: PayPalChange) => Promise<{ paymentData: string }>;
}

/** Adyen's PayPal component as its callbacks see it: it keeps the paymentData each update replaces. */
interface PayPalComponent {
  paymentData: string | null;
  updatePaymentData(paymentData: string): void;
}
/** PayPal's messages for a refused change, in the shopper's language (COUNTRY_ERROR, METHOD_UNAVAILABLE, …). */
type PayPalErrors = Record<string, string>;
type PayPalActions = { reject: (reason?: string) => Promise<void> };
interface AddressChange {
  errors: PayPalErrors;
  shippingAddress: { countryCode: string };
}
interface OptionChange {
  errors: PayPalErrors;
  selectedShippingOption?: { id?: string };
}

/** PayPal's message for the API's refusal; none (PayPal's general error) for a failure of ours or the provider's. */
function reasonFor(error: unknown, errors: PayPalErrors): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SHIPPING_COUNTRY_ERROR') return errors.COUNTRY_ERROR;
  if (code === 'SHIPPING_METHOD_UNAVAILABLE') return errors.METHOD_UNAVAILABLE;
  return undefined;
}

export function dropInConfiguration(calls: DropInCalls) {
  /** Sends one change; PayPal continues with the new paymentData, or shows its error (the callback rejects). */
  async function update(
    change: Omit<PayPalChange, 'paymentData'>,
    component: PayPalComponent,
    actions: PayPalActions,
    errors: PayPalErrors,
  ) {
    if (!component.paymentData) return actions.reject();
    try {
      const { paymentData } = await calls.updatePayPalOrder({ paymentData: component.paymentData, ...change });
      component.updatePaymentData(paymentData);
    } catch (error) {
      await actions.reject(reasonFor(error, errors));
    }
  }
  // The Drop-in also reports the method it opens first: one call per change of method.
  let selected: string | undefined;
  return {
    onSelect(component: { type?: string }) {
      if (!component.type || component.type === selected) return;
      selected = component.type;
      calls.selectMethod(component.type);
    },
    paymentMethodsConfiguration: {
      paypal: {
        onShippingAddressChange: (data: AddressChange, actions: PayPalActions, component: PayPalComponent) =>
          update({ shippingAddress: { countryCode: data.shippingAddress.countryCode } }, component, actions, data.errors),
        onShippingOptionsChange: (data: OptionChange, actions: PayPalActions, component: PayPalComponent) => {
          const id = data.selectedShippingOption?.id;
          if (!id) return actions.reject(data.errors.METHOD_UNAVAILABLE);
          return update({ shippingMethodId: id }, component, actions, data.errors);
        },
      },
    },
  };
}
