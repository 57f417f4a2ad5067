// Adyen standard notifications applied to the embedded backend's orders (commerce-core 4, order
// status; decision 046). A batch is taken only when every item's HMAC verifies and it is for
// this shop's merchant account and environment (live or test). Each new event is applied and
// recorded in one D1 batch, so a failure in between leaves neither and Adyen's retry applies it.
// An AUTHORISATION pays its order only as settlement.ts allows; REFUND, CANCELLATION,
// CANCEL_OR_REFUND, CHARGEBACK and CAPTURE change an order only when they name its winning
// payment; a failed cancel or refund of a payment the shop gave back is asked again. The shop's webhook route and, in embedded mode, the test provider's notify() call this.
import type { Logger } from '../../../log';
import { verifyNotification } from '../adyen/hmac';
import type { NotificationRequest, NotificationRequestItem } from '../adyen/types';
import { createOrdersDb, type OrdersDb } from './orders-db';
import { settleAuthorisation } from './settlement';

export interface NotificationSettings {
  /** Hex HMAC key; without it every notification is refused. */
  hmacKey: string | undefined;
  /** The only merchant account whose notifications are applied. */
  merchantAccount: string;
  /** Whether this shop takes live payments: a notification's `live` must say the same. */
  live: boolean;
}

export type NotificationRefusal = 'no_key' | 'bad_signature' | 'wrong_merchant_account' | 'wrong_environment';
export type NotificationOutcome =
  { ok: true; applied: number; duplicates: number; reversed: number } | { ok: false; reason: NotificationRefusal };

/** Later word on a paid order, by event code (successful events only). */
const PAID_STATUS: Record<string, 'captured' | 'refunded' | 'cancelled'> = {
  CAPTURE: 'captured',
  REFUND: 'refunded',
  CHARGEBACK: 'refunded',
  CANCELLATION: 'cancelled',
  CANCEL_OR_REFUND: 'cancelled',
};

/** Applies one event unless seen before: 'applied', 'reversed' (an authorisation given back) or 'duplicate'. */
async function applyItem(orders: OrdersDb, item: NotificationRequestItem, log: Logger | undefined) {
  if (await orders.seen(item)) return 'duplicate' as const;
  const success = item.success === 'true';
  const orderId = item.merchantReference;
  const source = `webhook:${item.eventCode}`;
  const record = orders.recordEvent({ ...item, success });
  if (item.eventCode === 'AUTHORISATION' && success) {
    const auth = { orderId, pspReference: item.pspReference, amount: item.amount, source };
    return (await settleAuthorisation(orders, auth, log, [record])) === 'paid' ? ('applied' as const) : ('reversed' as const);
  }
  const statements = [record];
  if (item.eventCode === 'AUTHORISATION') {
    // A refusal of an attempt the shopper has moved on from changes nothing.
    if (!(await orders.staleRefusal(orderId, item.pspReference))) {
      statements.unshift(...orders.failure(orderId, 'refused', item.reason || 'Refused', source));
    }
  } else if (PAID_STATUS[item.eventCode]) {
    // A modification names the payment it changes in originalReference.
    const payment = item.originalReference || item.pspReference;
    if (success) statements.unshift(...orders.paidStatus(orderId, payment, PAID_STATUS[item.eventCode]!, source));
    // A reversal of ours the provider could not make (not authorised yet, say) is asked again.
    else statements.unshift(orders.reversalFailed(payment));
  }
  // Other events (reports, disputes, failed modifications) are recorded and change nothing.
  await orders.batch(statements);
  return 'applied' as const;
}

/** Verifies the whole batch (all or nothing), then applies each new item. */
export async function applyNotifications(
  db: D1Database,
  settings: NotificationSettings,
  request: NotificationRequest,
  log?: Logger,
  now: () => Date = () => new Date(),
): Promise<NotificationOutcome> {
  if (!settings.hmacKey) return { ok: false, reason: 'no_key' };
  const items = request.notificationItems.map((n) => n.NotificationRequestItem);
  for (const item of items) {
    if (!(await verifyNotification(item, settings.hmacKey))) return { ok: false, reason: 'bad_signature' };
  }
  if (request.live !== (settings.live ? 'true' : 'false')) return { ok: false, reason: 'wrong_environment' };
  if (items.some((item) => item.merchantAccountCode !== settings.merchantAccount)) return { ok: false, reason: 'wrong_merchant_account' };
  const orders = createOrdersDb(db, now);
  const outcome = { ok: true as const, applied: 0, duplicates: 0, reversed: 0 };
  for (const item of items) {
    const result = await applyItem(orders, item, log);
    if (result === 'duplicate') outcome.duplicates++;
    else outcome.applied++;
    if (result === 'reversed') outcome.reversed++;
  }
  return outcome;
}
