// The Drop-in's configuration beyond paying (decision 054), wired as the payment step wires it:
// PayPal's shipping callbacks send identifiers to POST /api/checkout/paypal/update-order and hand
// PayPal the next paymentData, or reject with PayPal's own message; picking a method PATCHes the
// order session once per change.
import { describe, expect, it, vi } from 'vitest';
import { createHttpApi } from '../../queries/http-api';
import { dropInConfiguration } from './drop-in-config';
import { selectPaymentMethod, updatePayPalOrder, type CheckoutScope } from './payment-api';

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** The payment step's calls for order o-1 over a fetch that records requests and answers `answer`. */
function configured(answer: (sent: Sent) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  const api = createHttpApi(async (url, init) => {
    const request = { url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    sent.push(request);
    const { status, body } = answer(request);
    return Response.json(body, { status });
  });
  const scope: CheckoutScope = { api: api.checkout, storefront: 'de', country: 'DE', region: 'eu' };
  const selected = vi.fn();
  const config = dropInConfiguration({
    selectMethod: (type) => void selectPaymentMethod(scope, 'o-1', type).then(selected),
    updatePayPalOrder: (change) => updatePayPalOrder(scope, 'o-1', change),
  });
  return { config, sent, selected };
}

const PAYPAL_ERRORS = { COUNTRY_ERROR: 'Ship to Germany only', METHOD_UNAVAILABLE: 'Not available', ADDRESS_ERROR: 'Bad address' };
const component = () => ({ paymentData: 'pd-1', updatePaymentData: vi.fn() });
const actions = () => ({ reject: vi.fn(async (_reason?: string) => undefined) });
const success = { status: 200, body: { status: 'success', paymentData: 'pd-2', amount: { value: 4185, currency: 'EUR' } } };

describe('PayPal shipping changes', () => {
  it('a shipping option change sends the order, the paymentData and the option id, and gives PayPal the next paymentData', async () => {
    const { config, sent } = configured(() => success);
    const paypal = component();
    const act = actions();
    await config.paymentMethodsConfiguration.paypal.onShippingOptionsChange(
      { errors: PAYPAL_ERRORS, selectedShippingOption: { id: 'SHIP-EXPRESS-DE' } },
      act,
      paypal,
    );
    expect(sent).toEqual([
      {
        url: '/api/checkout/paypal/update-order?storefront=de&country=DE',
        method: 'POST',
        body: { orderId: 'o-1', paymentData: 'pd-1', shippingMethodId: 'SHIP-EXPRESS-DE' },
      },
    ]);
    expect(paypal.updatePaymentData).toHaveBeenCalledWith('pd-2');
    expect(act.reject).not.toHaveBeenCalled();
  });

  it('an address change sends its country only (no amount, no street): the server prices the order', async () => {
    const { config, sent } = configured(() => success);
    await config.paymentMethodsConfiguration.paypal.onShippingAddressChange(
      {
        errors: PAYPAL_ERRORS,
        shippingAddress: { countryCode: 'DE', city: 'Berlin', postalCode: '10115', state: '' } as { countryCode: string },
      },
      actions(),
      component(),
    );
    expect(sent[0]?.body).toEqual({ orderId: 'o-1', paymentData: 'pd-1', shippingAddress: { countryCode: 'DE' } });
  });

  it.each([
    ['SHIPPING_COUNTRY_ERROR', 422, 'Ship to Germany only'],
    ['SHIPPING_METHOD_UNAVAILABLE', 422, 'Not available'],
    ['upstream_unavailable', 503, undefined],
    ['PAYMENT_REJECTED', 422, undefined],
  ])('a refusal %s (%i) rejects the change with PayPal’s message %s and keeps the paymentData', async (code, status, reason) => {
    const { config } = configured(() => ({ status, body: { error: { code, message: 'no' } } }));
    const paypal = component();
    const act = actions();
    await config.paymentMethodsConfiguration.paypal.onShippingAddressChange(
      { errors: PAYPAL_ERRORS, shippingAddress: { countryCode: 'FR' } },
      act,
      paypal,
    );
    expect(act.reject).toHaveBeenCalledWith(reason);
    expect(paypal.updatePaymentData).not.toHaveBeenCalled();
  });

  it('a change before PayPal has a paymentData, or without an option id, is rejected without a call', async () => {
    const { config, sent } = configured(() => success);
    const act = actions();
    await config.paymentMethodsConfiguration.paypal.onShippingAddressChange(
      { errors: PAYPAL_ERRORS, shippingAddress: { countryCode: 'DE' } },
      act,
      { paymentData: null, updatePaymentData: vi.fn() },
    );
    await config.paymentMethodsConfiguration.paypal.onShippingOptionsChange({ errors: PAYPAL_ERRORS }, act, component());
    expect(act.reject.mock.calls).toEqual([[], ['Not available']]);
    expect(sent).toEqual([]);
  });
});

describe('the method picked in the Drop-in', () => {
  it('PATCHes the order session with its type, once per change, and hands on the server’s session', async () => {
    const session = { order: { id: 'o-1' }, paymentSession: { amount: { value: 3685, currency: 'EUR' } } };
    const { config, sent, selected } = configured(() => ({ status: 200, body: { orderSession: session } }));
    config.onSelect({ type: 'scheme' });
    config.onSelect({ type: 'scheme' });
    config.onSelect({ type: 'paypal' });
    await vi.waitFor(() => expect(selected).toHaveBeenCalledTimes(2));
    expect(sent).toEqual([
      { url: '/api/checkout/order-session/o-1?storefront=de&country=DE', method: 'PATCH', body: { paymentMethod: { type: 'scheme' } } },
      { url: '/api/checkout/order-session/o-1?storefront=de&country=DE', method: 'PATCH', body: { paymentMethod: { type: 'paypal' } } },
    ]);
    expect(selected).toHaveBeenLastCalledWith(session);
  });
});
