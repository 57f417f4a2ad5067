// Adyen standard notifications applied to the embedded backend's orders (docs/spec/commerce-core.md §4, order
// status; decisions 046 and 070). A batch is taken only when every item's HMAC verifies and it is
// for this shop's merchant account and environment (live or test). Each new event is applied and
// recorded in one D1 batch, so a failure in between leaves neither and Adyen's retry applies it.
// An event whose merchantReference is no order of ours (a POS, Pay by Link or another shop on
// the same merchant account) is acknowledged, recorded and logged at warn, and changes nothing:
// it is never given back. An AUTHORISATION pays its order only as settlement.ts allows, and a
// paid order's cart is closed; REFUND, CANCELLATION, CANCEL_OR_REFUND, CHARGEBACK and CAPTURE
// change an order only when they name its winning payment, and only forward (paid-status.ts); a
// failed cancel or refund of a payment the shop gave back is asked again. The shop's webhook
// route and, in embedded mode, the test provider's notify() call this.
import type { Logger } from '../../../log';
import { verifyNotification } from '../adyen/hmac';
import type { NotificationRequest, NotificationRequestItem } from '../adyen/types';
import { createOrdersDb, type OrderRow, type OrdersDb } from './orders-db';
import { PAID_TRANSITIONS } from './paid-status';
import { MAX_REVERSAL_TRIES } from './reversals';
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
  { ok: true; applied: number; duplicates: number; reversed: number; notOurs: number } | { ok: false; reason: NotificationRefusal };

/** What applying events needs besides D1: the order's cart and stock, through the cart service. */
export interface NotificationDeps {
  log?: Logger | undefined;
  /** Closes a paid order's cart (the shopper may never come back to close it). */
  closeCart?: (order: OrderRow) => Promise<void>;
  /** Why an unpaid order cannot be fulfilled now (a line sold out), or null. */
  objection?: (order: OrderRow) => Promise<string | null>;
  now?: () => Date;
}

type Applied = 'applied' | 'reversed' | 'duplicate' | 'not-ours';

/** Applies one event unless seen before. */
async function applyItem(orders: OrdersDb, item: NotificationRequestItem, deps: NotificationDeps): Promise<Applied> {
  if (await orders.seen(item)) return 'duplicate';
  const { log } = deps;
  const success = item.success === 'true';
  const orderId = item.merchantReference;
  const source = `webhook:${item.eventCode}`;
  const record = orders.recordEvent({ ...item, success });
  const order = await orders.byId(orderId);
  if (!order) {
    log?.('warn', 'Notification for a reference that is not ours: acknowledged, not applied', {
      merchantReference: orderId,
      pspReference: item.pspReference,
      eventCode: item.eventCode,
    });
    await orders.batch([record]);
    return 'not-ours';
  }
  if (item.eventCode === 'AUTHORISATION' && success) {
    const auth = { orderId, pspReference: item.pspReference, amount: item.amount, source };
    const settled = await settleAuthorisation(orders, auth, log, {
      alsoInBatch: [record],
      ...(deps.objection ? { objection: deps.objection } : {}),
    });
    if (settled !== 'paid') return 'reversed';
    if (!order.order_number) await closeCartOf(order, deps);
    return 'applied';
  }
  const statements = [record];
  if (item.eventCode === 'AUTHORISATION') {
    // A refusal of an attempt the shopper has moved on from changes nothing.
    if (!(await orders.staleRefusal(orderId, item.pspReference))) {
      statements.unshift(...orders.failure(orderId, 'refused', item.reason || 'Refused', source));
    }
  } else if (PAID_TRANSITIONS[item.eventCode]) {
    // A modification names the payment it changes in originalReference.
    const payment = item.originalReference || item.pspReference;
    if (success) statements.unshift(...orders.paidStatus(orderId, payment, item.eventCode, source));
    // A reversal of ours the provider could not make (not authorised yet, say) is asked again.
    else statements.unshift(orders.reversalFailed(payment, MAX_REVERSAL_TRIES));
  }
  // Other events (reports, disputes, failed modifications) are recorded and change nothing.
  await orders.batch(statements);
  return 'applied';
}

/** Closes the cart of an order the notification just paid; a failure leaves it to the shopper's next call. */
async function closeCartOf(order: OrderRow, { closeCart, log }: NotificationDeps) {
  await closeCart?.(order).catch((error: unknown) =>
    log?.('warn', 'Could not close the paid cart', { orderId: order.id, error: String(error) }),
  );
}

/** Verifies the whole batch (all or nothing), then applies each new item. */
export async function applyNotifications(
  db: D1Database,
  settings: NotificationSettings,
  request: NotificationRequest,
  deps: NotificationDeps = {},
): Promise<NotificationOutcome> {
  if (!settings.hmacKey) return { ok: false, reason: 'no_key' };
  const items = request.notificationItems.map((n) => n.NotificationRequestItem);
  for (const item of items) {
    if (!(await verifyNotification(item, settings.hmacKey))) return { ok: false, reason: 'bad_signature' };
  }
  if (request.live !== (settings.live ? 'true' : 'false')) return { ok: false, reason: 'wrong_environment' };
  if (items.some((item) => item.merchantAccountCode !== settings.merchantAccount)) return { ok: false, reason: 'wrong_merchant_account' };
  const orders = createOrdersDb(db, deps.now ?? (() => new Date()));
  const outcome = { ok: true as const, applied: 0, duplicates: 0, reversed: 0, notOurs: 0 };
  for (const item of items) {
    const result = await applyItem(orders, item, deps);
    if (result === 'duplicate') outcome.duplicates++;
    else if (result === 'not-ours') outcome.notOurs++;
    else outcome.applied++;
    if (result === 'reversed') outcome.reversed++;
  }
  return outcome;
}
