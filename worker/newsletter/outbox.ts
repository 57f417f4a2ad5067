// The newsletter outbox: a sign-up the service could not take (no answer, a timeout, 429 or
// 5xx) is kept in D1 and delivered once the service answers again, so the shopper can be told
// they are signed up. Drained in the background after a later sign-up gets through, and by the
// scheduled trigger (wrangler.toml [triggers]). One row per email and store; a delivery leases
// its row, so two drains never deliver it twice. Retries back off from 5 minutes to 6 hours;
// after 12 attempts (about a day and a half) the row is kept as 'failed' and logged.
import type { Logger } from '../log';
import { UpstreamError } from '../upstreams/errors';
import type { NewsletterPort } from '../upstreams/newsletter/client';
import type { SubscriptionRequest } from '../upstreams/newsletter/schemas';

export const OUTBOX_MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 5 * 60_000;
const MAX_RETRY_MS = 6 * 3_600_000;
/** A delivery holds its row this long (well over the client's 5 s timeout). */
const LEASE_MS = 60_000;
/** Rows a drain after a sign-up delivers at most; the scheduled drain takes more. */
export const OUTBOX_REQUEST_BATCH = 10;
export const OUTBOX_SCHEDULED_BATCH = 100;

/** The wait before the next attempt, after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);

/** Whether the service may take the sign-up later: it did not answer, timed out, or answered 429 or 5xx. */
export function isRetryable(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && error.retryable;
}

export interface NewsletterOutboxDeps {
  db: D1Database;
  newsletter: NewsletterPort;
  log: Logger;
  now?: () => number;
}

export interface DrainResult {
  delivered: number;
  retried: number;
  failed: number;
}

interface Row {
  email: string;
  store: SubscriptionRequest['store'];
  country_code: string;
  source: SubscriptionRequest['source'];
  attempts: number;
}

export function createNewsletterOutbox(deps: NewsletterOutboxDeps) {
  const { db, log } = deps;
  const now = deps.now ?? Date.now;
  const iso = () => new Date(now()).toISOString();

  /** Takes a due row for this delivery; null when another drain has it or it is no longer due. */
  const lease = (row: Row, at: number) =>
    db
      .prepare(
        `UPDATE newsletter_outbox SET next_attempt_at = ?3
         WHERE email = ?1 AND store = ?2 AND status = 'pending' AND next_attempt_at <= ?4
         RETURNING attempts`,
      )
      .bind(row.email, row.store, at + LEASE_MS, at)
      .first<{ attempts: number }>();

  async function settle(row: Row, attempts: number, error: unknown) {
    const giveUp = !isRetryable(error) || attempts >= OUTBOX_MAX_ATTEMPTS;
    await db
      .prepare(
        `UPDATE newsletter_outbox SET status = ?3, attempts = ?4, next_attempt_at = ?5, last_error = ?6, updated_at = ?7
         WHERE email = ?1 AND store = ?2`,
      )
      .bind(
        row.email,
        row.store,
        giveUp ? 'failed' : 'pending',
        attempts,
        now() + retryDelayMs(attempts),
        String(error).slice(0, 500),
        iso(),
      )
      .run();
    if (giveUp)
      log('error', 'Newsletter sign-up not delivered; kept in the outbox as failed', { store: row.store, attempts, error: String(error) });
    return giveUp;
  }

  async function forget(email: string, store: string): Promise<void> {
    await db.prepare('DELETE FROM newsletter_outbox WHERE email = ?1 AND store = ?2').bind(email, store).run();
  }

  return {
    /**
     * Keeps a sign-up the service could not take, due again after the first backoff. A repeated
     * sign-up keeps the row's schedule (and first source); a failed one starts over.
     */
    async keep(request: SubscriptionRequest, error: unknown): Promise<void> {
      await db
        .prepare(
          `INSERT INTO newsletter_outbox
             (email, store, country_code, source, status, attempts, next_attempt_at, last_error, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, 'pending', 1, ?5, ?6, ?7, ?7)
           ON CONFLICT (email, store) DO UPDATE SET
             country_code = excluded.country_code,
             attempts = CASE WHEN newsletter_outbox.status = 'failed' THEN 1 ELSE newsletter_outbox.attempts END,
             next_attempt_at = CASE WHEN newsletter_outbox.status = 'failed' THEN excluded.next_attempt_at
                                    ELSE newsletter_outbox.next_attempt_at END,
             status = 'pending',
             last_error = excluded.last_error,
             updated_at = excluded.updated_at`,
        )
        .bind(
          request.email,
          request.store,
          request.countryCode,
          request.source,
          now() + retryDelayMs(1),
          String(error).slice(0, 500),
          iso(),
        )
        .run();
    },

    /** The service took this sign-up directly: an older queued copy is done. */
    forget,

    /**
     * Delivers up to `limit` due sign-ups, oldest due first. Stops at the first one the service
     * cannot take for now (it is still down: the rest wait for their own turn).
     */
    async drain(limit: number): Promise<DrainResult> {
      const result: DrainResult = { delivered: 0, retried: 0, failed: 0 };
      const { results } = await db
        .prepare(
          `SELECT email, store, country_code, source, attempts FROM newsletter_outbox
           WHERE status = 'pending' AND next_attempt_at <= ?1 ORDER BY next_attempt_at LIMIT ?2`,
        )
        .bind(now(), limit)
        .all<Row>();
      for (const row of results) {
        const leased = await lease(row, now());
        if (!leased) continue;
        try {
          await deps.newsletter.subscribe({ email: row.email, store: row.store, countryCode: row.country_code, source: row.source });
        } catch (error) {
          if (await settle(row, leased.attempts + 1, error)) result.failed++;
          else {
            result.retried++;
            break;
          }
          continue;
        }
        await forget(row.email, row.store);
        result.delivered++;
      }
      return result;
    },
  };
}

export type NewsletterOutbox = ReturnType<typeof createNewsletterOutbox>;
