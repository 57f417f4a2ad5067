import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../payment/payment-api';
import { analyticsOrderOf, pushPurchaseOnce } from './purchase-event';

const address = {
  street0: 'Musterstraße 1',
  street1: 'Hinterhaus',
  firstName: 'Erika',
  lastName: 'Mustermann',
  postCode: '10115',
  city: 'Berlin',
  country: 'DE',
  region: 'BE',
};
const order = {
  id: 'ord_1',
  orderNumber: 'AR-1001',
  priceTotal: 3685,
  priceTax: 588,
  priceShipping: 495,
  currency: 'EUR',
  items: [{ id: 'ARG-PINK-36-40', quantity: 2 }],
  contact: { email: 'erika@example.com', telephone: '+49301234567', firstName: 'Erika', lastName: 'Mustermann' },
  payment: { status: 'authorised', method: 'sepadirectdebit' },
  address: { billing: address, shipping: address },
} as unknown as Order;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('purchase event', () => {
  let window: { dataLayer?: Record<string, unknown>[]; location: { pathname: string } };
  beforeEach(() => {
    window = { location: { pathname: '/de/checkout/success/ord_1' } };
    vi.stubGlobal('window', window);
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has the spec shape of an Analytics order (docs/spec/commerce-core.md §3)', () => {
    expect(analyticsOrderOf(order, 'de')).toEqual({
      orderNumber: 'AR-1001',
      priceTotal: 3685,
      priceTax: 588,
      priceShipping: 495,
      currency: 'EUR',
      items: [{ id: 'ARG-PINK-36-40', quantity: 2 }],
      market: { language: 'de' },
      contact: { email: 'erika@example.com', telephone: '+49301234567', firstName: 'Erika', lastName: 'Mustermann' },
      payment: { method: 'sepadirectdebit' },
      address: { shipping: { street0: 'Musterstraße 1', street1: 'Hinterhaus', city: 'Berlin', postCode: '10115', country: 'DE' } },
    });
  });

  it('is pushed once per order, even when the success page runs again (reload: a new dataLayer)', () => {
    expect(pushPurchaseOnce(order, 'de')).toBe(true);
    expect(window.dataLayer).toHaveLength(1);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'purchase', splitTest: true, order: { orderNumber: 'AR-1001' } });
    window.dataLayer = [];
    expect(pushPurchaseOnce(order, 'de')).toBe(false);
    expect(window.dataLayer).toEqual([]);
    expect(pushPurchaseOnce({ ...order, id: 'ord_2' }, 'de')).toBe(true);
    expect(window.dataLayer).toHaveLength(1);
  });
});
