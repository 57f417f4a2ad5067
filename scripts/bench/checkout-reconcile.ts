// bench:checkout's end check: every authorisation the test provider gave against every order the
// backend paid, as /work/notes/payments-contract.md (migration 0009) defines it:
//   - every Authorised, un-reversed payment is the psp_reference of exactly one paid order (order_number
//     set) whose snapshot priceTotal/currency equal the payment's amount/currency;
//   - every paid order's psp_reference is such a payment;
//   - a duplicate is an order with more than one Authorised, un-reversed payment (merchant_reference);
//   - a reversal is only ever of a payment of one of the shop's orders (decision 070): one made for
//     a reference that is no order (another channel's payment) is a mismatch.
// Before 0009 (no orders.psp_reference, no reversals) the order of a payment is its merchant_reference:
// a paid order must hold an un-reversed authorisation of its amount, and an authorisation a paid order.
// Pure: the rows come from checkout-d1.ts.
import { hasMinorUnits, priceFromMinor } from '../../markets/prices';

export interface OrderRow {
  id: string;
  order_number: string | null;
  /** JSON with priceTotal and currency (the order as answered). */
  snapshot: string;
  /** 0009: the winning authorisation; undefined when the column does not exist. */
  psp_reference?: string | null;
}

export interface PaymentRow {
  psp_reference: string;
  merchant_reference: string;
  amount_value: number;
  currency: string;
  result_code: string;
  /** 0009: set when the shop gave the payment back; undefined when the column does not exist. */
  reversed_at?: string | null;
}

export interface ReversalRow {
  psp_reference: string;
  status: string;
  /** The reference the reversal was made for; undefined where the column is not read. */
  order_id?: string;
}

export interface Finding {
  orderId: string;
  pspReference: string | null;
  reason: string;
}

export interface Reconciliation {
  /** 'contract': orders.psp_reference exists (0009); 'merchant-reference': matched by order id. */
  mode: 'contract' | 'merchant-reference';
  orders: number;
  ordersPaid: number;
  /** Payments the provider authorised, given back or not. */
  authorisations: number;
  /** Authorisations given back (test_psp_payments.reversed_at). */
  reversed: number;
  /** payment_reversals rows still 'pending' (the cron has not sent them). */
  reversalsPending: number;
  mismatches: Finding[];
  duplicates: Finding[];
}

const money = (value: number, currency: string) =>
  `${priceFromMinor(value, currency).toFixed(hasMinorUnits(currency) ? 2 : 0)} ${currency}`;

function totalOf(order: OrderRow): { value: number; currency: string } | null {
  try {
    const snapshot = JSON.parse(order.snapshot) as { priceTotal?: unknown; currency?: unknown };
    if (typeof snapshot.priceTotal === 'number' && typeof snapshot.currency === 'string') {
      return { value: snapshot.priceTotal, currency: snapshot.currency };
    }
  } catch {
    // reported below as a mismatch: the order's total cannot be read
  }
  return null;
}

const sameAmount = (order: OrderRow, payment: PaymentRow) => {
  const total = totalOf(order);
  return total !== null && total.value === payment.amount_value && total.currency === payment.currency;
};

const paidText = (order: OrderRow) => {
  const total = totalOf(order);
  return total ? money(total.value, total.currency) : 'an unreadable total';
};

export function reconcile(
  orders: readonly OrderRow[],
  payments: readonly PaymentRow[],
  reversals: readonly ReversalRow[] = [],
): Reconciliation {
  const contract = orders.some((o) => o.psp_reference !== undefined);
  const authorised = payments.filter((p) => p.result_code === 'Authorised');
  const live = authorised.filter((p) => !p.reversed_at);
  const paid = orders.filter((o) => o.order_number !== null);
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const paymentByPsp = new Map(payments.map((p) => [p.psp_reference, p]));
  const liveByOrder = new Map<string, PaymentRow[]>();
  for (const p of live) liveByOrder.set(p.merchant_reference, [...(liveByOrder.get(p.merchant_reference) ?? []), p]);

  // One finding per order and payment, whichever side found it first.
  const mismatches = new Map<string, Finding>();
  const mismatch = (orderId: string, pspReference: string | null, reason: string) => {
    const key = `${orderId}|${pspReference ?? ''}`;
    if (!mismatches.has(key)) mismatches.set(key, { orderId, pspReference, reason });
  };

  if (contract) {
    const holders = new Map<string, OrderRow[]>();
    for (const o of paid) if (o.psp_reference) holders.set(o.psp_reference, [...(holders.get(o.psp_reference) ?? []), o]);
    for (const p of live) {
      const held = holders.get(p.psp_reference) ?? [];
      if (held.length === 0)
        mismatch(
          p.merchant_reference,
          p.psp_reference,
          `authorised ${money(p.amount_value, p.currency)}, not the payment of a paid order and not given back`,
        );
      else if (held.length > 1) mismatch(p.merchant_reference, p.psp_reference, `the payment of ${held.length} paid orders`);
      else if (!sameAmount(held[0] as OrderRow, p))
        mismatch(
          (held[0] as OrderRow).id,
          p.psp_reference,
          `order paid ${paidText(held[0] as OrderRow)}, authorised ${money(p.amount_value, p.currency)}`,
        );
    }
    for (const o of paid) {
      const p = o.psp_reference ? paymentByPsp.get(o.psp_reference) : undefined;
      if (!o.psp_reference) mismatch(o.id, null, 'paid without a pspReference');
      else if (!p) mismatch(o.id, o.psp_reference, 'paid with a pspReference the provider does not know');
      else if (p.result_code !== 'Authorised') mismatch(o.id, p.psp_reference, `paid with a payment that is ${p.result_code}`);
      else if (p.reversed_at) mismatch(o.id, p.psp_reference, 'paid with a payment that was given back');
      else if (!sameAmount(o, p))
        mismatch(o.id, p.psp_reference, `order paid ${paidText(o)}, authorised ${money(p.amount_value, p.currency)}`);
    }
  } else {
    for (const p of live) {
      const o = orderById.get(p.merchant_reference);
      if (!o || o.order_number === null)
        mismatch(p.merchant_reference, p.psp_reference, `authorised ${money(p.amount_value, p.currency)} for an order that is not paid`);
    }
    for (const o of paid) {
      const held = liveByOrder.get(o.id) ?? [];
      if (held.length === 0) mismatch(o.id, null, 'paid without an authorisation');
      else if (!held.some((p) => sameAmount(o, p))) {
        const authorisedText = held.map((p) => money(p.amount_value, p.currency)).join(' + ');
        mismatch(o.id, (held[0] as PaymentRow).psp_reference, `order paid ${paidText(o)}, authorised ${authorisedText}`);
      }
    }
  }

  for (const r of reversals) {
    if (r.order_id !== undefined && !orderById.has(r.order_id)) {
      mismatch(r.order_id, r.psp_reference, 'a payment of a reference that is not ours was given back');
    }
  }

  const duplicates: Finding[] = [];
  for (const [orderId, held] of liveByOrder) {
    if (held.length > 1) {
      duplicates.push({ orderId, pspReference: held.map((p) => p.psp_reference).join(','), reason: `${held.length} authorisations kept` });
    }
  }

  return {
    mode: contract ? 'contract' : 'merchant-reference',
    orders: orders.length,
    ordersPaid: paid.length,
    authorisations: authorised.length,
    reversed: authorised.length - live.length,
    reversalsPending: reversals.filter((r) => r.status === 'pending').length,
    mismatches: [...mismatches.values()],
    duplicates,
  };
}
