// Where an authorisation goes (decision 046): it pays its order only when it is for the amount
// and currency its attempt asked for, the attempt is still the order's (not superseded) and its
// amount is the order's total. Anything else (a mismatch, a second authorisation of a paid order,
// a payment no attempt of the order made) is given back through the provider, and logged at
// error with the order id and the expected and received amounts. The payment calls' answers and
// the AUTHORISATION notification both settle through here.
import type { Logger } from '../../../log';
import type { Amount } from '../../../../contract/orders';
import type { AttemptRow, Authorisation, OrderRow, OrderSnapshot, OrdersDb } from './orders-db';

export type Verdict = { pay: true } | { pay: false; reason: string };

const same = (a: Amount | undefined, value: number | null, currency: string | null) => !!a && a.value === value && a.currency === currency;

/** The rule itself, on what the order and its attempt recorded. */
export function verdictOf(order: OrderRow | null, attempt: AttemptRow | null, auth: Authorisation): Verdict {
  if (!order) return { pay: false, reason: 'no order has this reference' };
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
  return { pay: true };
}

export type Settled = 'paid' | 'reversed';

/**
 * Settles one authorisation in one D1 batch, with `alsoInBatch` (a webhook's event record), and
 * answers whether it paid the order. A reversal is left pending for `sendPendingReversals`.
 */
export async function settleAuthorisation(
  orders: OrdersDb,
  auth: Authorisation,
  log: Logger | undefined,
  alsoInBatch: D1PreparedStatement[] = [],
): Promise<Settled> {
  const order = await orders.byId(auth.orderId);
  const attempt = order ? await orders.attemptOfPayment(order.id, auth.pspReference, auth.amount) : null;
  const verdict = verdictOf(order, attempt, auth);
  const amount = auth.amount ?? (attempt?.amount_value ? { value: attempt.amount_value, currency: attempt.currency ?? '' } : undefined);
  await orders.batch([...orders.settlement({ ...auth, amount }, verdict.pay, verdict.pay ? '' : verdict.reason), ...alsoInBatch]);
  const after = verdict.pay ? await orders.byId(auth.orderId) : order;
  if (after?.psp_reference === auth.pspReference) return 'paid';
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
