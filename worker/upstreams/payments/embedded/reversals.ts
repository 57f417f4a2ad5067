// Sends the pending reversals (settlement.ts) to the provider: Adyen's /reversals cancels an
// authorisation, or refunds it once captured. Called right after a settlement (in waitUntil) and
// by the scheduled trigger, which retries what the provider did not take (down, timed out) up to
// MAX_REVERSAL_TRIES times; the last failure is logged at error for an operator (decision 070).
import type { Logger } from '../../../log';
import type { AdyenCheckout } from './adyen-checkout';
import type { OrdersDb } from './orders-db';
import { idempotencyKey } from './idempotency';

/** Reversals sent per call: a backlog drains over a few runs of the trigger. */
export const REVERSALS_PER_RUN = 25;
/** Tries per reversal: an hour of the 5-minute trigger (wrangler.toml), then an operator acts. */
export const MAX_REVERSAL_TRIES = 12;

export async function sendPendingReversals(
  orders: OrdersDb,
  adyen: Pick<AdyenCheckout, 'reversal'>,
  log: Logger | undefined,
  limit = REVERSALS_PER_RUN,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const reversal of await orders.pendingReversals(limit)) {
    if (!(await orders.claimReversal(reversal))) continue;
    // Each try has its own key: a reversal the provider refused (not yet authorised) is asked again.
    const key = await idempotencyKey('reversal', reversal.psp_reference, String(reversal.tries));
    try {
      await adyen.reversal(reversal.psp_reference, reversal.order_id, key);
      await orders.reversalTried(reversal.psp_reference, true, MAX_REVERSAL_TRIES);
      sent++;
    } catch (error) {
      const after = await orders.reversalTried(reversal.psp_reference, false, MAX_REVERSAL_TRIES);
      failed++;
      const facts = { orderId: reversal.order_id, pspReference: reversal.psp_reference, error: String(error) };
      if (after?.status === 'failed') {
        log?.('error', 'Reversal failed for good: cancel or refund this payment by hand in the Customer Area', {
          ...facts,
          amount: { value: reversal.amount_value, currency: reversal.currency },
          reason: reversal.reason,
          tries: after.tries,
        });
      } else log?.('warn', 'Reversal not sent; the scheduled trigger retries it', { ...facts, tries: after?.tries });
    }
  }
  return { sent, failed };
}
