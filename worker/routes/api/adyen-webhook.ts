// POST /api/adyen/webhook: Adyen standard notifications (docs/spec/commerce-core.md §4, order status; decision
// 046). Every item's HMAC signature is verified with ADYEN_HMAC_KEY (without a key every
// notification is refused, 401), and the batch must name this shop's merchant account and
// environment (403 otherwise, logged at error: a misconfigured webhook). A verified batch is
// applied once per pspReference + eventCode and answered `[accepted]`, as Adyen expects, also for
// events seen before. A D1 failure answers 5xx: Adyen delivers again and nothing was half-applied.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../errors';
import type { AppEnv } from '../../types';
import { validate } from '../../validation';
import { notificationRequestSchema } from '../../upstreams/payments/adyen/types';
import { CacheNone, cacheHeaders } from '../../http/cache-control';

const limit = bodyLimit({
  maxSize: 256 * 1024,
  onError: () => {
    throw new AppError(413, 'payload_too_large', 'Notification larger than 256 KiB');
  },
});

export const adyenWebhook = new Hono<AppEnv>().post('/webhook', limit, validate('json', notificationRequestSchema), async (c) => {
  const outcome = await c.get('ports').adyen.receive(c.req.valid('json'));
  if (!outcome.ok) {
    if (outcome.reason === 'no_key') throw new AppError(401, 'UNAUTHORIZED', 'Notifications are not accepted: no HMAC key is configured');
    if (outcome.reason === 'bad_signature') throw new AppError(401, 'UNAUTHORIZED', 'Invalid HMAC signature');
    c.get('log')('error', 'Adyen notification for another account or environment', { reason: outcome.reason });
    throw new AppError(403, 'forbidden', outcome.reason === 'wrong_environment' ? 'Wrong environment (live)' : 'Unknown merchant account');
  }
  c.get('log')('info', 'Adyen notification', { ...outcome });
  return c.text('[accepted]', 200, cacheHeaders(CacheNone));
});
