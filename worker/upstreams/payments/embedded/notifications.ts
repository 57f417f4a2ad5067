// Adyen standard notifications applied to the embedded backend's orders (commerce-core 4, order
// status): each item's HMAC is verified first, then applied once per pspReference + eventCode.
// The shop's webhook route and, in embedded mode, the test provider's notify() both call this.
import { verifyNotification } from '../adyen/hmac';
import type { NotificationRequest, NotificationRequestItem } from '../adyen/types';
import { createOrdersDb } from './orders-db';

export type NotificationOutcome = { ok: true; applied: number; duplicates: number } | { ok: false; reason: 'no_key' | 'bad_signature' };

async function applyItem(orders: ReturnType<typeof createOrdersDb>, item: NotificationRequestItem): Promise<boolean> {
  const success = item.success === 'true';
  const first = await orders.firstDelivery({
    pspReference: item.pspReference,
    eventCode: item.eventCode,
    merchantReference: item.merchantReference,
    success,
  });
  if (!first) return false;
  const orderId = item.merchantReference;
  const source = `webhook:${item.eventCode}`;
  switch (item.eventCode) {
    case 'AUTHORISATION':
      if (success) await orders.authorise(orderId, source);
      else await orders.fail(orderId, 'refused', item.reason || 'Refused', source);
      break;
    case 'CAPTURE':
      if (success) await orders.setPaidStatus(orderId, 'captured', source);
      break;
    case 'REFUND':
      if (success) await orders.setPaidStatus(orderId, 'refunded', source);
      break;
    case 'CANCELLATION':
    case 'CANCEL_OR_REFUND':
      if (success) await orders.setPaidStatus(orderId, 'cancelled', source);
      break;
    // Other events (reports, disputes) are recorded above and change nothing.
  }
  return true;
}

/** Verifies every item (all or nothing), then applies each new one. */
export async function applyNotifications(
  db: D1Database,
  hmacKey: string | undefined,
  request: NotificationRequest,
  now: () => Date = () => new Date(),
): Promise<NotificationOutcome> {
  if (!hmacKey) return { ok: false, reason: 'no_key' };
  const items = request.notificationItems.map((n) => n.NotificationRequestItem);
  for (const item of items) {
    if (!(await verifyNotification(item, hmacKey))) return { ok: false, reason: 'bad_signature' };
  }
  const orders = createOrdersDb(db, now);
  let applied = 0;
  for (const item of items) if (await applyItem(orders, item)) applied++;
  return { ok: true, applied, duplicates: items.length - applied };
}
