// The newsletter port over the configured origin: the service at NEWSLETTER_BASE_URL, else the
// embedded origin on D1. One place for the choice, used by the sign-up route and the scheduled
// outbox drain.
import type { Config } from '../../env';
import { createNewsletterClient, type NewsletterClient } from './client';
import { embeddedNewsletterFetch } from './embedded/origin';

export function newsletterPort(config: Pick<Config, 'newsletterBaseUrl'>, db: D1Database, requestId?: string): NewsletterClient {
  const baseUrl = config.newsletterBaseUrl;
  return createNewsletterClient({
    // Looked up per call, so the platform's fetch is never called unbound.
    fetch: baseUrl ? (input, init) => fetch(input, init) : embeddedNewsletterFetch(db),
    baseUrl: baseUrl ?? 'https://newsletter.embedded',
    ...(requestId ? { requestId } : {}),
  });
}
