// Where an authorisation goes (decisions 046 and 070): it pays its order only when it is for the
// amount and currency its attempt asked for, the attempt is still the order's (not superseded),
// its amount is the order's total and nothing objects (a line sold out, the cart no longer the
// order). Anything else (a mismatch, a second authorisation of a paid order, a payment no attempt
// of the order made) is given back through the provider, logged at error with the order id and
// the expected and received amounts, and closes the attempt that made it, so the next try is a
// new attempt with a new Idempotency-Key. An authorisation whose reference is no order of ours
// (another channel on the merchant account) is not ours to give back. The payment calls'
// answers and the AUTHORISATION notification both settle through here.
import type { Logger } from '../../../log';
import type { Amount } from '../../../../contract/orders';
import type { AttemptRow, Authorisation, OrderRow, OrderSnapshot, OrdersDb } from './orders-db';

export type Verdict = { pay: true } | { pay: false; reason: string };

const same = (a: Amount | undefined, value: number | null, currency: string | null) => !!a && a.value === value && a.currency === currency;

/** The rule itself, on what the order and its attempt recorded; `objection` is why the order cannot be fulfilled now. */
export function verdictOf(order: OrderRow, attempt: AttemptRow | null, auth: Authorisation, objection?: string | null): Verdict {
  if (order.psp_reference === auth.pspReference) return { pay: true };
  if (order.order_number) return { pay: false, reason: 'the order was paid by another authorisation' };
  if (!attempt) return { pay: false, reason: 'no attempt of the order made this payment' };
  if (attempt.superseded_at) return { pay: false, reason: 'the order changed after this attempt started' };
  // An answer that names no amount is for what the attempt asked (the provider was asked for it).
  const received =
    auth.amount ?? (attempt.amount_value === null ? undefined : { value: attempt.amount_value, currency: attempt.currency ?? '' });
  if (!same(received, attempt.amount_value, attempt.currency)) return { pay: false, reason: 'the amount differs from the attempt' };
  const { priceTotal, currency } = JSON.parse(order.snapshot) as Pick<OrderSnapshot, 'priceTotal' | 'currency'>;
  if (!same(received, priceTotal, currency)) return { pay: false, reason: "the attempt's amount differs from the order total" };
  if (objection) return { pay: false, reason: objection };
  return { pay: true };
}

/** 'not-ours': no order has the authorisation's reference; nothing was written. */
export type Settled = 'paid' | 'reversed' | 'not-ours';

export interface SettleOptions {
  /** Statements applied in the same batch (a webhook's event record). */
  alsoInBatch?: D1PreparedStatement[];
  /** Why the order cannot be fulfilled now (a line sold out), asked only of an order still unpaid. */
  objection?: (order: OrderRow) => Promise<string | null>;
}

/**
 * Settles one authorisation in one D1 batch and answers whether it paid the order. A reversal is
 * left pending for `sendPendingReversals`.
 */
export async function settleAuthorisation(
  orders: OrdersDb,
  auth: Authorisation,
  log: Logger | undefined,
  { alsoInBatch = [], objection }: SettleOptions = {},
): Promise<Settled> {
  const order = await orders.byId(auth.orderId);
  if (!order) return 'not-ours';
  const attempt = await orders.attemptOfPayment(order.id, auth.pspReference, auth.amount);
  const objected = !order.order_number && objection ? await objection(order) : null;
  const verdict = verdictOf(order, attempt, auth, objected);
  const amount = auth.amount ?? (attempt?.amount_value ? { value: attempt.amount_value, currency: attempt.currency ?? '' } : undefined);
  // A line that sold out fails the order with its message, so the shopper's page says which.
  const failure =
    objected && !verdict.pay && verdict.reason === objected ? orders.failure(order.id, 'cancelled', objected, auth.source) : [];
  await orders.batch([
    ...orders.settlement({ ...auth, amount }, verdict.pay, verdict.pay ? '' : verdict.reason),
    ...failure,
    ...alsoInBatch,
  ]);
  const after = verdict.pay ? await orders.byId(auth.orderId) : order;
  if (after?.psp_reference === auth.pspReference) return 'paid';
  // The attempt that made it is done: a retry must not replay its key and get this payment again.
  if (attempt && !after?.order_number) await orders.nextAttempt(order.id, attempt.attempt);
  const expected = after ? (JSON.parse(after.snapshot) as OrderSnapshot) : undefined;
  log?.('error', 'Authorisation given back', {
    orderId: auth.orderId,
    pspReference: auth.pspReference,
    reason: verdict.pay ? 'a concurrent change left the order unpaid by it' : verdict.reason,
    expected: expected ? { value: expected.priceTotal, currency: expected.currency } : null,
    attempt: attempt ? { value: attempt.amount_value, currency: attempt.currency } : null,
    received: amount ?? null,
    source: auth.source,
  });
  return 'reversed';
}
