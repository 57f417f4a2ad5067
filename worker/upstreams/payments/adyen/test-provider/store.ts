// The test provider's state in D1 (migration 0005_test_payment_provider.sql): payments by
// pspReference, Idempotency-Key claims with their stored answers, and single-use redirects.
// Every step that must happen once is one conditional statement, so concurrent requests cannot
// both win: INSERT OR IGNORE for a key's claim, UPDATE … WHERE … IS NULL for a redirect's
// decision and for the use of its redirectResult.
import type { FinalOutcome } from './outcome';

export interface PaymentRow {
  psp_reference: string;
  merchant_account: string;
  merchant_reference: string;
  amount_value: number;
  currency: string;
  method_type: string;
  brand: string | null;
  return_url: string;
  three_ds: number;
  result_code: string;
  refusal_reason: string | null;
  refusal_reason_code: string | null;
  /** Set when the payment was cancelled or reversed (migration 0009). */
  reversed_at?: string | null;
  /** PayPal (migration 0010): the order id in the sdk action, and the paymentData now valid (null once approved). */
  sdk_token?: string | null;
  payment_data?: string | null;
}

export type Decision = 'approve' | 'refuse' | 'cancel';

const now = () => new Date().toISOString();

/** Random bytes as base64url: tokens and redirectResults nobody can guess. */
export function randomToken(bytes: number): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...data))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An Adyen-style pspReference: 16 characters, upper-case letters and digits. */
export function newPspReference(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => alphabet[byte % alphabet.length]).join('');
}

function insertPayment(db: D1Database, p: PaymentRow) {
  return db
    .prepare(
      `INSERT INTO test_psp_payments (psp_reference, merchant_account, merchant_reference, amount_value, currency, method_type, brand,
         return_url, three_ds, result_code, refusal_reason, refusal_reason_code, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?13)`,
    )
    .bind(
      p.psp_reference,
      p.merchant_account,
      p.merchant_reference,
      p.amount_value,
      p.currency,
      p.method_type,
      p.brand,
      p.return_url,
      p.three_ds,
      p.result_code,
      p.refusal_reason,
      p.refusal_reason_code,
      now(),
    );
}

export async function savePayment(db: D1Database, payment: PaymentRow): Promise<void> {
  await insertPayment(db, payment).run();
}

/** Stores a payment waiting on the hosted page, and the page's token, in one batch. */
export async function saveRedirectedPayment(db: D1Database, payment: PaymentRow, token: string): Promise<void> {
  await db.batch([
    insertPayment(db, payment),
    db
      .prepare('INSERT INTO test_psp_redirects (token, psp_reference, created_at) VALUES (?1, ?2, ?3)')
      .bind(token, payment.psp_reference, now()),
  ]);
}

/** Stores a PayPal payment waiting (Pending) for the shopper's approval in PayPal's lightbox. */
export async function savePayPalPayment(db: D1Database, payment: PaymentRow, sdkToken: string, paymentData: string): Promise<void> {
  await db.batch([
    insertPayment(db, payment),
    db
      .prepare('UPDATE test_psp_payments SET sdk_token = ?2, payment_data = ?3 WHERE psp_reference = ?1')
      .bind(payment.psp_reference, sdkToken, paymentData),
  ]);
}

/**
 * A waiting PayPal payment's new amount, once, for the holder of its current paymentData, which
 * is replaced by `next`; null when the payment is not waiting or the paymentData is not current.
 */
export function updatePayPalAmount(db: D1Database, pspReference: string, paymentData: string, value: number, next: string) {
  return db
    .prepare(
      `UPDATE test_psp_payments SET amount_value = ?3, payment_data = ?4, updated_at = ?5
       WHERE psp_reference = ?1 AND payment_data = ?2 AND result_code = 'Pending' AND reversed_at IS NULL RETURNING *`,
    )
    .bind(pspReference, paymentData, value, next, now())
    .first<PaymentRow>();
}

/** The shopper approved the PayPal payment holding this paymentData: it ends with `outcome`, once. */
export function approvePayPal(db: D1Database, paymentData: string, sdkToken: string, outcome: FinalOutcome) {
  return db
    .prepare(
      `UPDATE test_psp_payments SET result_code = ?3, refusal_reason = ?4, refusal_reason_code = ?5, payment_data = NULL, updated_at = ?6
       WHERE payment_data = ?1 AND sdk_token = ?2 AND result_code = 'Pending' RETURNING *`,
    )
    .bind(paymentData, sdkToken, outcome.resultCode, outcome.refusalReason ?? null, outcome.refusalReasonCode ?? null, now())
    .first<PaymentRow>();
}

export async function finishPayment(db: D1Database, pspReference: string, outcome: FinalOutcome): Promise<PaymentRow> {
  const row = await db
    .prepare(
      `UPDATE test_psp_payments SET result_code = ?2, refusal_reason = ?3, refusal_reason_code = ?4, updated_at = ?5
       WHERE psp_reference = ?1 RETURNING *`,
    )
    .bind(pspReference, outcome.resultCode, outcome.refusalReason ?? null, outcome.refusalReasonCode ?? null, now())
    .first<PaymentRow>();
  if (!row) throw new Error(`Payment ${pspReference} vanished`);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Redirects (the hosted page and /payments/details)

export interface RedirectView {
  payment: PaymentRow;
  decided: boolean;
}

/** The payment behind a hosted-page token, or null for an unknown token. */
export async function findRedirect(db: D1Database, token: string): Promise<RedirectView | null> {
  const row = await db
    .prepare(
      `SELECT p.*, r.decision FROM test_psp_redirects r JOIN test_psp_payments p ON p.psp_reference = r.psp_reference WHERE r.token = ?1`,
    )
    .bind(token)
    .first<PaymentRow & { decision: Decision | null }>();
  if (!row) return null;
  const { decision, ...payment } = row;
  return { payment, decided: decision !== null };
}

/** Records the shopper's choice once and mints its redirectResult; null when already decided or unknown. */
export async function decideRedirect(db: D1Database, token: string, decision: Decision): Promise<string | null> {
  const redirectResult = randomToken(48);
  const row = await db
    .prepare(
      `UPDATE test_psp_redirects SET decision = ?2, redirect_result = ?3, decided_at = ?4
       WHERE token = ?1 AND decision IS NULL RETURNING token`,
    )
    .bind(token, decision, redirectResult, now())
    .first();
  return row ? redirectResult : null;
}

/** Uses a redirectResult once: its payment and the shopper's choice, or null (unknown or used). */
export async function useRedirectResult(
  db: D1Database,
  redirectResult: string,
): Promise<{ pspReference: string; decision: Decision } | null> {
  const row = await db
    .prepare(
      `UPDATE test_psp_redirects SET used_at = ?2
       WHERE redirect_result = ?1 AND used_at IS NULL RETURNING psp_reference, decision`,
    )
    .bind(redirectResult, now())
    .first<{ psp_reference: string; decision: Decision }>();
  return row ? { pspReference: row.psp_reference, decision: row.decision } : null;
}

// ---------------------------------------------------------------------------------------------
// Idempotency keys

export type StoredAnswer = { status: number; body: string };

/** Claims a key for this request: true for the one request that gets to run it. */
export async function claimKey(db: D1Database, key: string, requestHash: string): Promise<boolean> {
  const result = await db
    .prepare('INSERT OR IGNORE INTO test_psp_idempotency (idempotency_key, request_hash, created_at) VALUES (?1, ?2, ?3)')
    .bind(key, requestHash, now())
    .run();
  return result.meta.changes === 1;
}

export function readKey(db: D1Database, key: string) {
  return db
    .prepare('SELECT request_hash, status, body FROM test_psp_idempotency WHERE idempotency_key = ?1')
    .bind(key)
    .first<{ request_hash: string; status: number | null; body: string | null }>();
}

export async function storeAnswer(db: D1Database, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .prepare('UPDATE test_psp_idempotency SET status = ?2, body = ?3 WHERE idempotency_key = ?1')
    .bind(key, answer.status, answer.body)
    .run();
}

/** Gives a key back after a failure of ours (5xx), so a retry can run the request. */
export async function releaseKey(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM test_psp_idempotency WHERE idempotency_key = ?1 AND status IS NULL').bind(key).run();
}

export interface Modification {
  psp_reference: string;
  payment_psp_reference: string;
  kind: 'cancel' | 'reversal';
  reference: string | null;
}

/**
 * Cancels or reverses a payment once (a later request gets the first modification back). A
 * payment still waiting on the hosted page or in PayPal's lightbox is cancelled: whatever the
 * shopper answers there, its details say Cancelled.
 */
export async function modifyPayment(
  db: D1Database,
  payment: PaymentRow,
  kind: Modification['kind'],
  reference: string | null,
): Promise<Modification> {
  const at = now();
  await db.batch([
    db
      .prepare(
        `INSERT INTO test_psp_modifications (psp_reference, payment_psp_reference, kind, reference, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (payment_psp_reference) DO NOTHING`,
      )
      .bind(newPspReference(), payment.psp_reference, kind, reference, at),
    db
      .prepare(
        `UPDATE test_psp_payments SET reversed_at = COALESCE(reversed_at, ?2),
           result_code = CASE result_code WHEN 'RedirectShopper' THEN 'Cancelled' WHEN 'Pending' THEN 'Cancelled' ELSE result_code END,
           payment_data = NULL, updated_at = ?2
         WHERE psp_reference = ?1`,
      )
      .bind(payment.psp_reference, at),
  ]);
  const row = await db
    .prepare('SELECT psp_reference, payment_psp_reference, kind, reference FROM test_psp_modifications WHERE payment_psp_reference = ?1')
    .bind(payment.psp_reference)
    .first<Modification>();
  if (!row) throw new Error(`Modification of ${payment.psp_reference} vanished`);
  return row;
}

export function findPayment(db: D1Database, pspReference: string) {
  return db.prepare('SELECT * FROM test_psp_payments WHERE psp_reference = ?1').bind(pspReference).first<PaymentRow>();
}
