// What a later event does to a paid order (docs/spec/commerce-core.md §4, order status; decision 070): a
// state machine that only moves forward. authorised → captured → refunded; authorised →
// cancelled. refunded and cancelled are final, so a late or repeated CAPTURE never undoes a
// REFUND, and a second CANCELLATION changes nothing.
import type { OrderStatus } from '../../../../contract/orders';

export type PaidStatus = Extract<OrderStatus, 'authorised' | 'captured' | 'refunded' | 'cancelled'>;

/** One move: from any of `from` to `to`. */
export interface PaidTransition {
  from: readonly PaidStatus[];
  to: PaidStatus;
}

/** The moves a successful modification event may make, tried in order (at most one applies). */
export const PAID_TRANSITIONS: Readonly<Record<string, readonly PaidTransition[]>> = {
  CAPTURE: [{ from: ['authorised'], to: 'captured' }],
  REFUND: [{ from: ['authorised', 'captured'], to: 'refunded' }],
  CHARGEBACK: [{ from: ['authorised', 'captured'], to: 'refunded' }],
  CANCELLATION: [{ from: ['authorised'], to: 'cancelled' }],
  // Adyen cancels what is not captured yet and refunds what is.
  CANCEL_OR_REFUND: [
    { from: ['authorised'], to: 'cancelled' },
    { from: ['captured'], to: 'refunded' },
  ],
};

/** The status an event moves a paid order to, or null when it does not move it. */
export function nextPaidStatus(current: string | null, eventCode: string): PaidStatus | null {
  const move = PAID_TRANSITIONS[eventCode]?.find((t) => (t.from as readonly string[]).includes(current ?? ''));
  return move?.to ?? null;
}
