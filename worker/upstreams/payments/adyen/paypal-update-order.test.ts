// Contract of Adyen's POST /paypal/updateOrder (Checkout API v71, decision 054): the request and
// answer shapes Adyen documents (pspReference, paymentData, amount, deliveryMethods, taxTotal;
// paymentData and status 'success' | 'error'), the request the embedded backend builds from an
// order, and the call itself (no merchantAccount, an Idempotency-Key, the answer checked).
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../errors';
import { createAdyenCheckout } from '../embedded/adyen-checkout';
import type { OrderSnapshot } from '../embedded/orders-db';
import { deliveryMethodsOf, updateOrderRequest } from '../embedded/paypal-order';
import { paypalUpdateOrderRequestSchema, paypalUpdateOrderResponseSchema } from './types';

const express = { reference: 'SHIP-EXPRESS-DE', description: 'Expressversand', type: 'Shipping', selected: true };
const standard = { reference: 'SHIP-STANDARD-DE', description: 'Standardversand', type: 'Shipping', selected: false };

describe('Adyen’s /paypal/updateOrder shapes', () => {
  it('takes Adyen’s documented requests: the sessions flow’s and the advanced flow’s with delivery methods and tax', () => {
    expect(
      paypalUpdateOrderRequestSchema.safeParse({
        sessionId: 'CS12345679',
        paymentData: 'em9YZ...',
        amount: { currency: 'EUR', value: 8700 },
      }).success,
    ).toBe(true);
    const advanced = {
      pspReference: 'DZ4DPSHB4WD2WN82',
      paymentData: 'em9YZ...',
      amount: { currency: 'USD', value: 1895 },
      deliveryMethods: [
        { ...standard, amount: { currency: 'USD', value: 0 }, selected: false },
        { ...express, amount: { currency: 'USD', value: 1495 } },
      ],
      taxTotal: { amount: { currency: 'USD', value: 100 } },
    };
    expect(paypalUpdateOrderRequestSchema.parse(advanced)).toEqual(advanced);
  });

  it.each([
    ['a merchantAccount (not in the documented request)', { merchantAccount: 'ArgyleECOM' }],
    [
      'two selected delivery methods',
      {
        deliveryMethods: [
          { ...express, amount: { currency: 'EUR', value: 995 } },
          { ...standard, selected: true, amount: { currency: 'EUR', value: 495 } },
        ],
      },
    ],
    ['a delivery method in another currency', { deliveryMethods: [{ ...express, amount: { currency: 'USD', value: 995 } }] }],
    ['a delivery type other than Shipping', { deliveryMethods: [{ ...express, type: 'Pickup', amount: { currency: 'EUR', value: 995 } }] }],
    ['no amount', { amount: undefined }],
    ['a zero amount', { amount: { currency: 'EUR', value: 0 } }],
  ])('refuses %s', (_, change) => {
    const request = { pspReference: 'DZ4DPSHB4WD2WN82', paymentData: 'em9YZ...', amount: { currency: 'EUR', value: 4185 }, ...change };
    expect(paypalUpdateOrderRequestSchema.safeParse(request).success).toBe(false);
  });

  it('reads Adyen’s documented answer and refuses another status', () => {
    expect(paypalUpdateOrderResponseSchema.parse({ paymentData: 'em9YZ...', status: 'success' })).toEqual({
      paymentData: 'em9YZ...',
      status: 'success',
    });
    expect(paypalUpdateOrderResponseSchema.safeParse({ paymentData: 'em9YZ...', status: 'ok' }).success).toBe(false);
    expect(paypalUpdateOrderResponseSchema.safeParse({ status: 'success' }).success).toBe(false);
  });
});

const snapshot = (overrides: Partial<OrderSnapshot> = {}) =>
  ({ priceTotal: 4185, priceShipping: 995, currency: 'EUR', externalTaxAmount: 0, ...overrides }) as OrderSnapshot;
const methods = [
  {
    id: 'SHIP-STANDARD-DE',
    title: 'Standardversand',
    description: '',
    available: true,
    price: 495,
    discountAmount: 0,
    deliveryDetails: '',
    logo: '',
  },
  {
    id: 'SHIP-EXPRESS-DE',
    title: 'Expressversand',
    description: '',
    available: true,
    price: 995,
    discountAmount: 0,
    deliveryDetails: '',
    logo: '',
  },
  {
    id: 'SHIP-PICKUP-DE',
    title: 'Abholung',
    description: '',
    available: false,
    price: 0,
    discountAmount: 0,
    deliveryDetails: '',
    logo: '',
  },
];

describe('the request the embedded backend builds from an order', () => {
  it('is the order’s total with the market’s available methods, the order’s own selected at what the cart charges', () => {
    const order = snapshot({ priceShipping: 0, priceTotal: 3190 }); // standard shipping made free
    const request = updateOrderRequest('DZ4DPSHB4WD2WN82', 'pd', order, deliveryMethodsOf(order, methods, 'SHIP-STANDARD-DE'));
    expect(paypalUpdateOrderRequestSchema.parse(request)).toEqual({
      pspReference: 'DZ4DPSHB4WD2WN82',
      paymentData: 'pd',
      amount: { value: 3190, currency: 'EUR' },
      deliveryMethods: [
        { ...standard, selected: true, amount: { value: 0, currency: 'EUR' } },
        { ...express, selected: false, amount: { value: 995, currency: 'EUR' } },
      ],
    });
  });

  it('names the US sales tax added on top as taxTotal', () => {
    const order = snapshot({ priceTotal: 2000, priceShipping: 595, currency: 'USD', externalTaxAmount: 105 });
    const request = updateOrderRequest('DZ4DPSHB4WD2WN82', 'pd', order, []);
    expect(paypalUpdateOrderRequestSchema.parse(request)).toEqual({
      pspReference: 'DZ4DPSHB4WD2WN82',
      paymentData: 'pd',
      amount: { value: 2000, currency: 'USD' },
      taxTotal: { amount: { value: 105, currency: 'USD' } },
    });
  });
});

describe('the call', () => {
  const requests: Request[] = [];
  const checkout = (answer: () => Response) =>
    createAdyenCheckout({
      fetch: async (input, init) => {
        requests.push(new Request(input, init));
        return answer();
      },
      baseUrl: 'https://checkout-test.adyen.com/v71',
      merchantAccount: 'ArgyleECOM',
      apiKey: 'AQE-key',
    });
  const body = { pspReference: 'DZ4DPSHB4WD2WN82', paymentData: 'pd', amount: { value: 4185, currency: 'EUR' } };

  it('posts the documented body (no merchantAccount) with the API key and Idempotency-Key, and answers Adyen’s answer', async () => {
    requests.length = 0;
    const answer = await checkout(() => Response.json({ paymentData: 'pd-2', status: 'success' })).paypalUpdateOrder(body, 'key-1');
    expect(answer).toEqual({ paymentData: 'pd-2', status: 'success' });
    const sent = requests[0] as Request;
    expect(sent.url).toBe('https://checkout-test.adyen.com/v71/paypal/updateOrder');
    expect(sent.headers.get('x-api-key')).toBe('AQE-key');
    expect(sent.headers.get('idempotency-key')).toBe('key-1');
    expect(await sent.json()).toEqual(body);
  });

  it('an answer it cannot read is the provider’s failure (502 invalid_answer), never a success', async () => {
    const failure = await checkout(() => Response.json({ status: 'success' }))
      .paypalUpdateOrder(body, 'key-2')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ port: 'payments', status: 502, code: 'invalid_answer' });
  });
});
