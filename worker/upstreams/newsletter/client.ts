// The newsletter port: one typed client for the newsletter service, over either origin (a
// configured base URL, or the embedded origin on D1). `subscribe` is idempotent per email and
// store: 201 means a new subscription, 200 one the service already had.
import { UpstreamError } from '../errors';
import { subscriptionResponseSchema, type SubscriptionRequest } from './schemas';

export const NEWSLETTER_TIMEOUT_MS = 5_000;

export interface NewsletterClientOptions {
  fetch: typeof fetch;
  baseUrl: string;
  requestId?: string;
}

export interface SubscribeResult {
  /** False when the address was already subscribed to this store. */
  created: boolean;
}

export function createNewsletterClient(options: NewsletterClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return {
    async subscribe(request: SubscriptionRequest): Promise<SubscribeResult> {
      let res: Response;
      try {
        res = await options.fetch(`${baseUrl}/subscriptions`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(NEWSLETTER_TIMEOUT_MS),
        });
      } catch (error) {
        throw new UpstreamError('newsletter', `Newsletter request failed: ${(error as Error).message}`, { cause: error });
      }
      const json = (await res.json().catch(() => undefined)) as unknown;
      if (res.status !== 200 && res.status !== 201) {
        const message = (json as { error?: unknown } | undefined)?.error;
        throw new UpstreamError('newsletter', typeof message === 'string' ? message : `Newsletter request failed: ${res.status}`, {
          status: res.status,
        });
      }
      const parsed = subscriptionResponseSchema.safeParse(json);
      // The status is the contract; a body we cannot read still means the sign-up was kept.
      return { created: parsed.success ? parsed.data.created : res.status === 201 };
    },
  };
}

/** The newsletter port: sign-ups, idempotent per email and store. */
export type NewsletterPort = ReturnType<typeof createNewsletterClient>;
