// What the embedded test provider and the orders in D1 hold, for the payment tests: the
// provider's payments of an order, the order's row, the reconciliation of both, and a run of the
// scheduled trigger (which sends pending reversals).
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import worker from '../../worker/index';

export interface ProviderPayment {
  psp_reference: string;
  result_code: string;
  amount_value: number;
  reversed_at: string | null;
  /** The provider's modification of it ('cancel', 'reversal'), if any. */
  modification: string | null;
}

export const providerPayments = async (orderId: string) =>
  (
    await env.DB.prepare(
      `SELECT p.psp_reference, p.result_code, p.amount_value, p.reversed_at, m.kind AS modification
       FROM test_psp_payments p LEFT JOIN test_psp_modifications m ON m.payment_psp_reference = p.psp_reference
       WHERE p.merchant_reference = ?`,
    )
      .bind(orderId)
      .all<ProviderPayment>()
  ).results;

export const orderRow = (orderId: string) =>
  env.DB.prepare(
    `SELECT order_number, psp_reference, status, failed_reason, attempt, json_extract(snapshot, "$.priceTotal") AS total,
       json_extract(snapshot, "$.market") AS market FROM orders WHERE id = ?`,
  )
    .bind(orderId)
    .first<{
      order_number: string | null;
      psp_reference: string | null;
      status: string;
      failed_reason: string | null;
      attempt: number;
      total: number;
      market: string;
    }>();

/**
 * Money and orders agree: the order is paid by at most one authorisation the provider holds, for
 * its total, and every other authorisation of the order was given back.
 */
export async function expectReconciled(orderId: string, paid: boolean) {
  const order = await orderRow(orderId);
  const kept = (await providerPayments(orderId)).filter((p) => p.result_code === 'Authorised' && !p.reversed_at);
  if (paid) {
    expect(kept).toEqual([expect.objectContaining({ psp_reference: order?.psp_reference, amount_value: order?.total })]);
    expect(order?.order_number).toMatch(/^AR\d{8}$/);
  } else {
    expect(kept).toEqual([]);
    expect(order?.order_number).toBeNull();
  }
  const pending = await env.DB.prepare("SELECT COUNT(*) AS n FROM payment_reversals WHERE order_id = ? AND status = 'pending'")
    .bind(orderId)
    .first<{ n: number }>();
  expect(pending?.n).toBe(0);
}

/** One run of the scheduled trigger, waited for. */
export async function runScheduled() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** The reversal the shop keeps for a payment, if any. */
export const reversalOf = (pspReference: string) =>
  env.DB.prepare('SELECT status, tries, reason FROM payment_reversals WHERE psp_reference = ?')
    .bind(pspReference)
    .first<{ status: string; tries: number; reason: string }>();
