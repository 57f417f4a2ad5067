// The embedded backend's orders in D1 (migration 0004_orders.sql). Every change that must
// happen once (the order number, the next attempt, a webhook event) is one conditional
// statement, so concurrent requests for the same order agree without locks.
import type { Order, OrderStatus } from '../types';

export interface OrderRow {
  id: string;
  cart_id: string;
  status: Exclude<OrderStatus, 'unknown'> | null;
  order_number: string | null;
  attempt: number;
  payment_method: string | null;
  failed_reason: string | null;
  return_url: string;
  snapshot: string;
  created_at: string;
  updated_at: string;
}

/** What the order keeps from its cart and checkout information (the rest comes from its row). */
export type OrderSnapshot = Omit<Order, 'id' | 'status' | 'orderNumber' | 'payment' | 'createdAt' | 'updatedAt'>;

/** An order number: the row id, eight digits (decision 019). */
const ORDER_NUMBER_SQL = "'AR' || printf('%08d', rowid)";

export function createOrdersDb(db: D1Database, now: () => Date) {
  const stamp = () => now().toISOString();

  async function logStatus(orderId: string, status: string, source: string) {
    await db
      .prepare('INSERT INTO order_status_log (order_id, status, source, at) VALUES (?, ?, ?, ?)')
      .bind(orderId, status, source, stamp())
      .run();
  }

  return {
    byId: (id: string) => db.prepare('SELECT * FROM orders WHERE id = ?').bind(id).first<OrderRow>(),
    byCart: (cartId: string) => db.prepare('SELECT * FROM orders WHERE cart_id = ?').bind(cartId).first<OrderRow>(),

    /** The status log's last entry (commerce-core 4: used when there is no explicit status). */
    lastLoggedStatus: async (id: string) =>
      (
        await db
          .prepare('SELECT status FROM order_status_log WHERE order_id = ? ORDER BY rowid DESC LIMIT 1')
          .bind(id)
          .first<{ status: string }>()
      )?.status ?? null,

    /** The cart's order: created, or its snapshot replaced while it is unpaid. */
    async upsert(cartId: string, snapshot: OrderSnapshot, returnUrl: string): Promise<OrderRow> {
      const at = stamp();
      await db
        .prepare(
          `INSERT INTO orders (id, cart_id, status, return_url, snapshot, created_at, updated_at) VALUES (?, ?, 'pending', ?, ?, ?, ?)
           ON CONFLICT (cart_id) DO UPDATE SET snapshot = excluded.snapshot, return_url = excluded.return_url, updated_at = excluded.updated_at
           WHERE orders.order_number IS NULL`,
        )
        .bind(crypto.randomUUID(), cartId, returnUrl, JSON.stringify(snapshot), at, at)
        .run();
      const row = (await this.byCart(cartId)) as OrderRow;
      if (row.created_at === at && row.updated_at === at) await logStatus(row.id, 'pending', 'order-session');
      return row;
    },

    setPaymentMethod: (id: string, method: string) =>
      db
        .prepare('UPDATE orders SET payment_method = ?, updated_at = ? WHERE id = ? AND order_number IS NULL')
        .bind(method, stamp(), id)
        .run(),

    /** Records an attempt (once per order and attempt number). */
    startAttempt: (id: string, attempt: number, method: string, key: string) =>
      db
        .prepare(
          `INSERT INTO payment_attempts (order_id, attempt, method, idempotency_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT DO NOTHING`,
        )
        .bind(id, attempt, method, key, stamp(), stamp())
        .run(),

    attempt: (id: string, attempt: number) =>
      db
        .prepare('SELECT method, result_code FROM payment_attempts WHERE order_id = ? AND attempt = ?')
        .bind(id, attempt)
        .first<{ method: string; result_code: string | null }>(),

    recordResult: (
      id: string,
      attempt: number,
      result: { resultCode: string; pspReference?: string | undefined; refusalReason?: string | undefined },
    ) =>
      db
        .prepare(
          'UPDATE payment_attempts SET result_code = ?, psp_reference = COALESCE(?, psp_reference), refusal_reason = ?, updated_at = ? WHERE order_id = ? AND attempt = ?',
        )
        .bind(result.resultCode, result.pspReference ?? null, result.refusalReason ?? null, stamp(), id, attempt)
        .run(),

    /** Opens the next attempt if `attempt` is still the open one; false when another request did. */
    async nextAttempt(id: string, attempt: number): Promise<boolean> {
      const res = await db
        .prepare('UPDATE orders SET attempt = attempt + 1, updated_at = ? WHERE id = ? AND attempt = ? AND order_number IS NULL')
        .bind(stamp(), id, attempt)
        .run();
      return res.meta.changes === 1;
    },

    /** Marks the order paid and gives it its number, once; true for the call that did. */
    async authorise(id: string, source: string): Promise<boolean> {
      const res = await db
        .prepare(
          `UPDATE orders SET status = 'authorised', order_number = ${ORDER_NUMBER_SQL}, failed_reason = NULL, updated_at = ?
           WHERE id = ? AND order_number IS NULL`,
        )
        .bind(stamp(), id)
        .run();
      if (res.meta.changes !== 1) return false;
      await logStatus(id, 'authorised', source);
      return true;
    },

    /** A failed attempt (refused, cancelled) of an unpaid order. */
    async fail(id: string, status: 'refused' | 'cancelled', reason: string, source: string): Promise<void> {
      const res = await db
        .prepare('UPDATE orders SET status = ?, failed_reason = ?, updated_at = ? WHERE id = ? AND order_number IS NULL')
        .bind(status, reason, stamp(), id)
        .run();
      if (res.meta.changes === 1) await logStatus(id, status, source);
    },

    /** Later word on a paid order (captured, refunded, cancelled). */
    async setPaidStatus(id: string, status: 'captured' | 'refunded' | 'cancelled', source: string): Promise<void> {
      const res = await db
        .prepare('UPDATE orders SET status = ?, updated_at = ? WHERE id = ? AND order_number IS NOT NULL')
        .bind(status, stamp(), id)
        .run();
      if (res.meta.changes === 1) await logStatus(id, status, source);
    },

    /** Records a webhook event; false when it was seen before (Adyen delivers at least once). */
    async firstDelivery(item: { pspReference: string; eventCode: string; merchantReference: string; success: boolean }): Promise<boolean> {
      const res = await db
        .prepare(
          'INSERT INTO payment_events (psp_reference, event_code, merchant_reference, success, received_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
        )
        .bind(item.pspReference, item.eventCode, item.merchantReference, item.success ? 1 : 0, stamp())
        .run();
      return res.meta.changes === 1;
    },
  };
}

export type OrdersDb = ReturnType<typeof createOrdersDb>;

/** The order as answered: its snapshot and its row (commerce-core 4 status rule). */
export function toOrder(row: OrderRow, loggedStatus: string | null): Order {
  const snapshot = JSON.parse(row.snapshot) as OrderSnapshot;
  const status = (row.status ?? loggedStatus ?? 'unknown') as OrderStatus;
  return {
    ...snapshot,
    id: row.id,
    status,
    orderNumber: row.order_number,
    payment: { status, method: row.payment_method },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
