// The purchase event (docs/spec/commerce-core.md §3 "Analytics order", 4 "reaching success fires purchase
// events"): pushed to the tag manager once per order, even when the success page is reloaded or
// opened again; the pushed order ids are remembered in localStorage.
import type { Order } from '../payment/payment-api';
import { track } from '../../analytics/events';

export const PUSHED_ORDERS_KEY = 'argyle_purchase_events';
/** Enough to cover any shopper's recent orders; the oldest ids fall off. */
const REMEMBERED = 50;

export type AnalyticsOrder = ReturnType<typeof analyticsOrderOf>;

/** The spec's Analytics order shape, from the confirmed order. */
export function analyticsOrderOf(order: Order, language: string) {
  const { shipping } = order.address;
  return {
    orderNumber: order.orderNumber,
    priceTotal: order.priceTotal,
    priceTax: order.priceTax,
    priceShipping: order.priceShipping,
    currency: order.currency,
    items: order.items,
    market: { language },
    contact: {
      email: order.contact.email,
      telephone: order.contact.telephone,
      firstName: order.contact.firstName,
      lastName: order.contact.lastName,
    },
    payment: { method: order.payment.method },
    address: {
      shipping: {
        street0: shipping.street0,
        street1: shipping.street1,
        city: shipping.city,
        postCode: shipping.postCode,
        country: shipping.country,
      },
    },
  };
}

function pushedIds(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(PUSHED_ORDERS_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Pushes the purchase event unless this order's was pushed before; true when it pushed. */
export function pushPurchaseOnce(order: Order, language: string): boolean {
  const ids = pushedIds();
  if (ids.includes(order.id)) return false;
  try {
    localStorage.setItem(PUSHED_ORDERS_KEY, JSON.stringify([...ids, order.id].slice(-REMEMBERED)));
  } catch {
    // storage blocked: the event still goes out; a reload may send it again
  }
  track({ event: 'purchase', order: analyticsOrderOf(order, language) });
  return true;
}
