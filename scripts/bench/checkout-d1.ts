// bench:checkout's reads of the local D1 database that `wrangler dev --persist-to <dir>` writes,
// through `wrangler d1 execute argyle --local --persist-to <dir> --json` (the same files; SQLite
// lets the reader in while the server runs). Columns and tables of migration 0009 are read only
// when they exist, so the bench runs against the code before and after it.
import { spawnSync } from 'node:child_process';
import type { OrderRow, PaymentRow, ReversalRow } from './checkout-reconcile';

export interface Schema {
  /** orders.psp_reference (0009). */
  ordersPspReference: boolean;
  /** test_psp_payments.reversed_at (0009). */
  paymentsReversedAt: boolean;
  /** The payment_reversals table (0009). */
  reversals: boolean;
}

/** Runs `;`-separated statements; answers each statement's rows. */
export function d1(checkout: string, persistTo: string, sql: string): Array<Record<string, unknown>[]> {
  const result = spawnSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'argyle', '--local', '--persist-to', persistTo, '--json', '--command', sql],
    { cwd: checkout, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
  );
  // Wrangler prints a line or two about the database before the JSON.
  const start = result.stdout.indexOf('[');
  if (result.status !== 0 || start < 0) {
    throw new Error(`wrangler d1 execute failed (${result.status}):\n${`${result.stdout}${result.stderr}`.slice(-2000)}`);
  }
  const answers = JSON.parse(result.stdout.slice(start)) as Array<{ results?: Record<string, unknown>[]; success?: boolean }>;
  return answers.map((a) => a.results ?? []);
}

export function readSchema(checkout: string, persistTo: string): Schema {
  const [orders = [], payments = [], tables = []] = d1(
    checkout,
    persistTo,
    `SELECT name FROM pragma_table_info('orders'); SELECT name FROM pragma_table_info('test_psp_payments');
     SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'payment_reversals'`,
  );
  const has = (rows: Record<string, unknown>[], name: string) => rows.some((r) => r.name === name);
  return {
    ordersPspReference: has(orders, 'psp_reference'),
    paymentsReversedAt: has(payments, 'reversed_at'),
    reversals: tables.length > 0,
  };
}

/** Reversals the shop still has to send (0 without the table). */
export function pendingReversals(checkout: string, persistTo: string, schema: Schema): number {
  if (!schema.reversals) return 0;
  const [rows = []] = d1(checkout, persistTo, "SELECT COUNT(*) AS n FROM payment_reversals WHERE status = 'pending'");
  return Number(rows[0]?.n ?? 0);
}

export interface PaymentRows {
  orders: OrderRow[];
  payments: PaymentRow[];
  reversals: ReversalRow[];
}

export function readPaymentRows(checkout: string, persistTo: string, schema: Schema): PaymentRows {
  const statements = [
    // Only the total of the snapshot: the rest (lines, addresses) would make the JSON large.
    `SELECT id, order_number,
       json_object('priceTotal', json_extract(snapshot, '$.priceTotal'), 'currency', json_extract(snapshot, '$.currency')) AS snapshot${schema.ordersPspReference ? ', psp_reference' : ''} FROM orders`,
    `SELECT psp_reference, merchant_reference, amount_value, currency, result_code${schema.paymentsReversedAt ? ', reversed_at' : ''}
     FROM test_psp_payments`,
    schema.reversals ? 'SELECT psp_reference, status, order_id FROM payment_reversals' : 'SELECT 1 WHERE 0',
  ];
  const [orders = [], payments = [], reversals = []] = d1(checkout, persistTo, statements.join(';\n'));
  return {
    orders: orders as unknown as OrderRow[],
    payments: payments as unknown as PaymentRow[],
    reversals: reversals as unknown as ReversalRow[],
  };
}
