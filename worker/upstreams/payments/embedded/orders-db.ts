// The embedded backend's orders in D1 (migration 0004_orders.sql). Every change that must
// happen once (the order number, the next attempt, a webhook event) is one conditional
// statement, so concurrent requests for the same order agree without locks.
import type { Order, OrderStatus } from '../../../../contract/orders';
import { PAID_TRANSITIONS } from './paid-status';

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
  /** The authorisation that paid the order (migration 0009); null until paid. */
  psp_reference: string | null;
  created_at: string;
  updated_at: string;
}

export interface AttemptRow {
  order_id: string;
  attempt: number;
  method: string;
  idempotency_key: string;
  psp_reference: string | null;
  result_code: string | null;
  amount_value: number | null;
  currency: string | null;
  superseded_at: string | null;
}

export interface ReversalRow {
  psp_reference: string;
  order_id: string;
  amount_value: number;
  currency: string;
  reason: string;
  tries: number;
}

/** Result codes of an attempt that is still waiting (a redirect, an asynchronous method, an unknown outcome). */
const OPEN_RESULT_CODES =
  "(a.result_code IS NULL OR a.result_code IN ('RedirectShopper', 'Pending', 'Received', 'IdentifyShopper', 'ChallengeShopper'))";

/** An authorisation to settle: from a payment call's answer or an AUTHORISATION notification. */
export interface Authorisation {
  orderId: string;
  pspReference: string;
  /** What the provider says it authorised; absent when its answer did not say. */
  amount: { value: number; currency: string } | undefined;
  /** 'payment' (a call's answer) or 'webhook:AUTHORISATION'. */
  source: string;
}

/** What the order keeps from its cart and checkout information (the rest comes from its row). */
export type OrderSnapshot = Omit<Order, 'id' | 'status' | 'orderNumber' | 'payment' | 'createdAt' | 'updatedAt'>;

/** How long one try of a reversal holds it (decision 070): longer than a provider call can take. */
const REVERSAL_LEASE_MS = 60_000;

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

    /** The status log's last entry (docs/spec/commerce-core.md §4: used when there is no explicit status). */
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

    /**
     * Records an attempt and what it asks for (once per order and attempt number); a new one
     * clears the last failure. The attempt's amount is the order's total when it starts.
     */
    async startAttempt(
      id: string,
      attempt: number,
      method: string,
      key: string,
      amount: { value: number; currency: string },
    ): Promise<void> {
      const res = await db
        .prepare(
          `INSERT INTO payment_attempts (order_id, attempt, method, idempotency_key, amount_value, currency, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        )
        .bind(id, attempt, method, key, amount.value, amount.currency, stamp(), stamp())
        .run();
      if (res.meta.changes !== 1 || attempt === 1) return;
      const reopened = await db
        .prepare("UPDATE orders SET status = 'pending', failed_reason = NULL, updated_at = ? WHERE id = ? AND order_number IS NULL")
        .bind(stamp(), id)
        .run();
      if (reopened.meta.changes === 1) await logStatus(id, 'pending', 'payment');
    },

    attempt: (id: string, attempt: number) =>
      db.prepare('SELECT * FROM payment_attempts WHERE order_id = ? AND attempt = ?').bind(id, attempt).first<AttemptRow>(),

    /**
     * The attempt that made a payment: by its pspReference, else the latest attempt that has none
     * yet (its answer was lost to a timeout or 704) for the same amount, which then takes it.
     */
    async attemptOfPayment(id: string, pspReference: string, amount: { value: number; currency: string } | undefined) {
      const known = await db
        .prepare('SELECT * FROM payment_attempts WHERE order_id = ? AND psp_reference = ?')
        .bind(id, pspReference)
        .first<AttemptRow>();
      if (known || !amount) return known;
      return db
        .prepare(
          `UPDATE payment_attempts SET psp_reference = ?1, updated_at = ?5 WHERE order_id = ?2 AND attempt = (
             SELECT attempt FROM payment_attempts WHERE order_id = ?2 AND psp_reference IS NULL AND amount_value = ?3 AND currency = ?4
             ORDER BY attempt DESC LIMIT 1) RETURNING *`,
        )
        .bind(pspReference, id, amount.value, amount.currency, stamp())
        .first<AttemptRow>();
    },

    /**
     * The order's contents are about to change: the attempt still waiting on a redirect or an
     * unknown outcome is superseded (it can no longer pay the order) and the next one opens.
     * Answers the superseded attempt, or null when none was waiting.
     */
    async supersedeOpenAttempt(id: string): Promise<AttemptRow | null> {
      const row = await db
        .prepare(
          `UPDATE payment_attempts AS a SET superseded_at = ?2, updated_at = ?2
           WHERE a.order_id = ?1 AND a.attempt = (SELECT attempt FROM orders WHERE id = ?1 AND order_number IS NULL)
             AND a.superseded_at IS NULL AND ${OPEN_RESULT_CODES} RETURNING *`,
        )
        .bind(id, stamp())
        .first<AttemptRow>();
      if (row) await this.nextAttempt(id, row.attempt);
      return row;
    },

    /**
     * A PayPal shipping change Adyen took (decision 054): the order's new snapshot and its waiting
     * attempt's new amount, together or not at all; false when the order was paid or the attempt
     * superseded or moved on from meanwhile.
     */
    async repriceWaitingAttempt(id: string, attempt: AttemptRow, snapshot: OrderSnapshot): Promise<boolean> {
      const at = stamp();
      const [order] = await db.batch([
        db
          .prepare(
            `UPDATE orders SET snapshot = ?1, updated_at = ?2 WHERE id = ?3 AND order_number IS NULL AND attempt = ?4
               AND EXISTS (SELECT 1 FROM payment_attempts WHERE order_id = ?3 AND attempt = ?4 AND psp_reference = ?5 AND superseded_at IS NULL)`,
          )
          .bind(JSON.stringify(snapshot), at, id, attempt.attempt, attempt.psp_reference),
        db
          .prepare(
            `UPDATE payment_attempts SET amount_value = ?1, currency = ?2, updated_at = ?3
             WHERE order_id = ?4 AND attempt = ?5 AND psp_reference = ?6 AND superseded_at IS NULL
               AND EXISTS (SELECT 1 FROM orders WHERE id = ?4 AND attempt = ?5 AND order_number IS NULL)`,
          )
          .bind(snapshot.priceTotal, snapshot.currency, at, id, attempt.attempt, attempt.psp_reference),
      ]);
      return order?.meta.changes === 1;
    },

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

    /**
     * The statements that settle one authorisation, for one D1 batch (decision 046): when `pay`,
     * the order takes it as its winning payment (number, status, log) if still unpaid, its total
     * and currency still those of the attempt, and the attempt not superseded. Whatever the
     * batch ends with, an authorisation that is not the order's winning payment gets a pending
     * reversal, so no authorisation is ever left without a paid order or a cancel or refund.
     */
    settlement(auth: Authorisation, pay: boolean, reason: string): D1PreparedStatement[] {
      const at = stamp();
      const value = auth.amount?.value ?? 0;
      const currency = auth.amount?.currency ?? '';
      const statements: D1PreparedStatement[] = [];
      if (pay) {
        statements.push(
          db
            .prepare(
              `UPDATE orders SET status = 'authorised', order_number = ${ORDER_NUMBER_SQL}, psp_reference = ?2, failed_reason = NULL, updated_at = ?5
               WHERE id = ?1 AND order_number IS NULL
                 AND json_extract(snapshot, '$.priceTotal') = ?3 AND json_extract(snapshot, '$.currency') = ?4
                 AND EXISTS (SELECT 1 FROM payment_attempts WHERE order_id = ?1 AND psp_reference = ?2 AND superseded_at IS NULL
                   AND amount_value = ?3 AND currency = ?4)`,
            )
            .bind(auth.orderId, auth.pspReference, value, currency, at),
          db
            .prepare(
              `INSERT INTO order_status_log (order_id, status, source, at) SELECT ?1, 'authorised', ?3, ?4
               WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND psp_reference = ?2)
                 AND NOT EXISTS (SELECT 1 FROM order_status_log WHERE order_id = ?1 AND status = 'authorised')`,
            )
            .bind(auth.orderId, auth.pspReference, auth.source, at),
        );
      }
      statements.push(
        db
          .prepare(
            `INSERT INTO payment_reversals (psp_reference, order_id, amount_value, currency, reason, status, created_at, updated_at)
             SELECT ?1, ?2, ?3, ?4, ?5, 'pending', ?6, ?6 WHERE NOT EXISTS (SELECT 1 FROM orders WHERE id = ?2 AND psp_reference = ?1)
             ON CONFLICT (psp_reference) DO NOTHING`,
          )
          .bind(auth.pspReference, auth.orderId, value, currency, pay ? 'a concurrent change left the order unpaid by it' : reason, at),
      );
      return statements;
    },

    reversal: (pspReference: string) =>
      db.prepare('SELECT * FROM payment_reversals WHERE psp_reference = ?').bind(pspReference).first<ReversalRow & { status: string }>(),

    /**
     * The provider could not reverse it (a failed CANCEL_OR_REFUND): the scheduled trigger asks
     * again, within the same bound of tries.
     */
    reversalFailed: (pspReference: string, maxTries: number) =>
      db
        .prepare(
          `UPDATE payment_reversals SET status = CASE WHEN tries >= ?3 THEN 'failed' ELSE 'pending' END, updated_at = ?2
           WHERE psp_reference = ?1 AND status = 'sent'`,
        )
        .bind(pspReference, stamp(), maxTries),

    /** Reversals not yet taken by the provider and not out for a try, oldest first. */
    pendingReversals: async (limit: number) =>
      (
        await db
          .prepare("SELECT * FROM payment_reversals WHERE status = 'pending' AND updated_at <= ?2 ORDER BY updated_at LIMIT ?1")
          .bind(limit, stamp())
          .all<ReversalRow>()
      ).results,

    /**
     * Takes a pending reversal for one try, counting it, with a lease of REVERSAL_LEASE_MS: no
     * other sender (the request that gave it back, a notification, the trigger) takes it while
     * the try is out, and a try lost with its worker is taken again once the lease ends. False
     * when another sender took it since it was read.
     */
    claimReversal: async (reversal: Pick<ReversalRow, 'psp_reference' | 'tries'>) =>
      (
        await db
          .prepare(
            `UPDATE payment_reversals SET tries = tries + 1, updated_at = ?4
             WHERE psp_reference = ?1 AND status = 'pending' AND tries = ?2 AND updated_at <= ?3`,
          )
          .bind(reversal.psp_reference, reversal.tries, stamp(), new Date(now().getTime() + REVERSAL_LEASE_MS).toISOString())
          .run()
      ).meta.changes === 1,

    /**
     * The outcome of a claimed try: 'sent' when the provider took it; else it stays 'pending'
     * until its `maxTries`th try, which leaves it 'failed' for an operator. Answers the row.
     */
    reversalTried: (pspReference: string, sent: boolean, maxTries: number) =>
      db
        .prepare(
          `UPDATE payment_reversals SET status = CASE WHEN ?2 THEN 'sent' WHEN tries >= ?4 THEN 'failed' ELSE status END, updated_at = ?3
           WHERE psp_reference = ?1 RETURNING *`,
        )
        .bind(pspReference, sent ? 1 : 0, stamp(), maxTries)
        .first<ReversalRow & { status: string }>(),

    /** A failed attempt (refused, cancelled) of an unpaid order, as statements of one batch. */
    failure(id: string, status: 'refused' | 'cancelled', reason: string, source: string): D1PreparedStatement[] {
      const at = stamp();
      return [
        db
          .prepare('UPDATE orders SET status = ?1, failed_reason = ?2, updated_at = ?3 WHERE id = ?4 AND order_number IS NULL')
          .bind(status, reason, at, id),
        db
          .prepare(
            `INSERT INTO order_status_log (order_id, status, source, at) SELECT ?1, ?2, ?3, ?4
             WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND order_number IS NULL AND status = ?2 AND updated_at = ?4)`,
          )
          .bind(id, status, source, at),
      ];
    },

    async fail(id: string, status: 'refused' | 'cancelled', reason: string, source: string): Promise<void> {
      await db.batch(this.failure(id, status, reason, source));
    },

    /** Whether a refusal is about an attempt the shopper has already moved on from. */
    async staleRefusal(id: string, pspReference: string): Promise<boolean> {
      const stale = await db
        .prepare(
          `SELECT 1 AS stale FROM payment_attempts a WHERE a.order_id = ?1 AND a.psp_reference = ?2
           AND (a.superseded_at IS NOT NULL OR a.attempt < (SELECT MAX(attempt) FROM payment_attempts WHERE order_id = ?1))`,
        )
        .bind(id, pspReference)
        .first();
      return !!stale;
    },

    /**
     * Later word on a paid order, for the statements of one batch: the moves of paid-status.ts
     * for the event, only when it is about the order's winning payment (`paymentPspReference`)
     * and the order is in a status the move starts from. Each status is logged once.
     */
    paidStatus(id: string, paymentPspReference: string, eventCode: string, source: string): D1PreparedStatement[] {
      const at = stamp();
      return (PAID_TRANSITIONS[eventCode] ?? []).flatMap(({ from, to }) => [
        db
          .prepare(
            `UPDATE orders SET status = ?1, updated_at = ?2 WHERE id = ?3 AND order_number IS NOT NULL AND psp_reference = ?4
               AND status IN (SELECT value FROM json_each(?5))`,
          )
          .bind(to, at, id, paymentPspReference, JSON.stringify(from)),
        db
          .prepare(
            `INSERT INTO order_status_log (order_id, status, source, at) SELECT ?1, ?2, ?3, ?4
             WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND psp_reference = ?5 AND status = ?2)
               AND NOT EXISTS (SELECT 1 FROM order_status_log WHERE order_id = ?1 AND status = ?2)`,
          )
          .bind(id, to, source, at, paymentPspReference),
      ]);
    },

    /** Whether a webhook event was applied before (Adyen delivers at least once). */
    seen: async (item: { pspReference: string; eventCode: string }) =>
      !!(await db
        .prepare('SELECT 1 AS seen FROM payment_events WHERE psp_reference = ? AND event_code = ?')
        .bind(item.pspReference, item.eventCode)
        .first()),

    /** The event's record, for the batch that applies it: applied and recorded together or not at all. */
    recordEvent: (item: { pspReference: string; eventCode: string; merchantReference: string; success: boolean }) =>
      db
        .prepare(
          'INSERT INTO payment_events (psp_reference, event_code, merchant_reference, success, received_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
        )
        .bind(item.pspReference, item.eventCode, item.merchantReference, item.success ? 1 : 0, stamp()),

    batch: (statements: D1PreparedStatement[]) => db.batch(statements),
  };
}

export type OrdersDb = ReturnType<typeof createOrdersDb>;

/** The order as answered: its snapshot and its row (docs/spec/commerce-core.md §4 status rule). */
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
