// POST /api/adyen/webhook: Adyen standard notifications (commerce-core 4, order status). Every
// item's HMAC signature is verified with ADYEN_HMAC_KEY (without a key every notification is
// refused, 401); a verified batch is applied once per pspReference + eventCode and answered
// `[accepted]`, as Adyen expects, also for events seen before.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../errors';
import type { AppEnv } from '../../types';
import { validate } from '../../validation';
import { notificationRequestSchema } from '../../upstreams/payments/adyen/types';
import { applyNotifications } from '../../upstreams/payments/embedded/notifications';
import { CacheNone, cacheHeaders } from '../../http/cache-control';

const limit = bodyLimit({
  maxSize: 256 * 1024,
  onError: () => {
    throw new AppError(413, 'payload_too_large', 'Notification larger than 256 KiB');
  },
});

export const adyenWebhook = new Hono<AppEnv>().post('/webhook', limit, validate('json', notificationRequestSchema), async (c) => {
  const outcome = await applyNotifications(c.env.DB, c.get('config').adyen.hmacKey, c.req.valid('json'));
  if (!outcome.ok) {
    throw new AppError(
      401,
      'UNAUTHORIZED',
      outcome.reason === 'no_key' ? 'Notifications are not accepted: no HMAC key is configured' : 'Invalid HMAC signature',
    );
  }
  c.get('log')('info', 'Adyen notification', { applied: outcome.applied, duplicates: outcome.duplicates });
  return c.text('[accepted]', 200, cacheHeaders(CacheNone));
});
