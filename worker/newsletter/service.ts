// Newsletter service (docs/spec/storefront-shell.md §7): a storefront's sign-up, sent to the newsletter port;
// kept in the outbox when the service is down, slow or busy, and delivered when it answers again
// (newsletter/outbox.ts). The route limits sign-ups per client (http/rate-limit.ts). A new and a
// known address get the same answer: the form must not tell anyone who is subscribed.
import { getStorefront, marketForCountry } from '../../markets';
import { badRequest } from '../errors';
import { createNewsletterOutbox, isRetryable, OUTBOX_REQUEST_BATCH } from './outbox';
import type { SubscriptionRequest } from '../upstreams/newsletter/schemas';
import type { ServiceContext } from '../request/context';
import type { SignUp, SignUpAnswer } from '../../contract/api';

/** Signs `email` up for the store's newsletter. */
export async function subscribe(ctx: ServiceContext, signUp: SignUp): Promise<{ status: 200 | 202; answer: SignUpAnswer }> {
  const { store, email, countryCode, checkout } = signUp;
  const market = marketForCountry(countryCode, ctx.config.environment);
  if (!market || !(getStorefront(store).markets as readonly string[]).includes(countryCode)) {
    throw badRequest(`Invalid countryCode: ${countryCode} is not a market of the ${store} storefront`);
  }
  const port = ctx.ports.newsletter;
  const outbox = createNewsletterOutbox({ db: ctx.env.DB, newsletter: port, log: ctx.log });
  const request: SubscriptionRequest = { store, email, countryCode, source: checkout ? 'checkout' : 'storefront' };
  try {
    await port.subscribe(request);
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
  return { status: 200, answer: { subscribed: true } };
}
