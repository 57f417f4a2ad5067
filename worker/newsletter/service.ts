// Newsletter service (storefront-shell 7): a storefront's sign-up, rate-limited per client
// address, sent to the newsletter port; kept in the outbox when the service is down, slow or
// busy, and delivered when it answers again (newsletter/outbox.ts).
import { getStorefront, marketForCountry } from '../../markets';
import { AppError, badRequest } from '../errors';
import { createNewsletterOutbox, isRetryable, OUTBOX_REQUEST_BATCH } from './outbox';
import type { SubscriptionRequest } from '../upstreams/newsletter/schemas';
import type { ServiceContext } from '../request/context';
import type { SignUp, SignUpAnswer } from '../../contract/api';

/** Sign-ups a client may make per window. */
export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60_000;
/** Windows older than this are deleted (now and then, in the background). */
const RATE_RETENTION_MS = 60 * 60_000;

/**
 * Counts this attempt in the client's fixed window (one upsert) and throws 429 with Retry-After
 * (seconds to the window's end) once the limit is passed.
 */
async function enforceRateLimit(ctx: ServiceContext, ip: string, now = Date.now()) {
  const windowStart = now - (now % RATE_WINDOW_MS);
  const row = await ctx.env.DB.prepare(
    `INSERT INTO newsletter_rate_limits (ip, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT (ip, window_start) DO UPDATE SET count = newsletter_rate_limits.count + 1
     RETURNING count`,
  )
    .bind(ip, windowStart)
    .first<{ count: number }>();
  const count = row?.count ?? 1;
  if (count === 1) {
    // A client's first attempt in a window clears out old windows; failures only cost space.
    ctx.waitUntil(
      ctx.env.DB.prepare('DELETE FROM newsletter_rate_limits WHERE window_start < ?1')
        .bind(now - RATE_RETENTION_MS)
        .run()
        .catch((error: unknown) => ctx.log('warn', 'Newsletter rate-limit cleanup failed', { error: String(error) })),
    );
  }
  if (count > RATE_LIMIT) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + RATE_WINDOW_MS - now) / 1000));
    throw new AppError(429, 'rate_limited', `Too many sign-ups; try again in ${retryAfter} s`, { retryAfter });
  }
}

/** Signs `email` up for the store's newsletter; `ip` is the client's address (for the rate limit). */
export async function subscribe(
  ctx: ServiceContext,
  signUp: SignUp,
  ip: string,
): Promise<{ status: 200 | 201 | 202; answer: SignUpAnswer }> {
  const { store, email, countryCode, checkout } = signUp;
  const market = marketForCountry(countryCode, ctx.config.environment);
  if (!market || !(getStorefront(store).markets as readonly string[]).includes(countryCode)) {
    throw badRequest(`Invalid countryCode: ${countryCode} is not a market of the ${store} storefront`);
  }
  await enforceRateLimit(ctx, ip);
  const port = ctx.ports.newsletter;
  const outbox = createNewsletterOutbox({ db: ctx.env.DB, newsletter: port, log: ctx.log });
  const request: SubscriptionRequest = { store, email, countryCode, source: checkout ? 'checkout' : 'storefront' };
  let created: boolean;
  try {
    ({ created } = await port.subscribe(request));
  } catch (error) {
    if (isRetryable(error)) {
      await outbox.keep(request, error);
      ctx.log('warn', 'Newsletter service unavailable; sign-up kept in the outbox', { store, error: String(error) });
      return { status: 202, answer: { subscribed: true, queued: true } };
    }
    throw error; // a refusal (4xx) or a bug: the one upstream mapping answers (worker/errors.ts)
  }
  // The service answers again: an older queued copy of this sign-up is done, and others are due.
  ctx.waitUntil(
    outbox
      .forget(email, store)
      .then(() => outbox.drain(OUTBOX_REQUEST_BATCH))
      .catch((error: unknown) => ctx.log('warn', 'Newsletter outbox drain failed', { error: String(error) })),
  );
  return { status: created ? 201 : 200, answer: { subscribed: true, alreadySubscribed: !created } };
}
