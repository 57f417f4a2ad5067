// No lost sign-ups: with the newsletter service down, slow or busy, POST /api/newsletter keeps
// the sign-up in the D1 outbox and answers 202; it is delivered exactly once when the service
// answers again, from a later sign-up (waitUntil) or the scheduled trigger, with bounded retries.
// The worker runs with a remote newsletter service whose answers the test decides; when it is
// up, the embedded origin on D1 answers for it, so deliveries can be counted and checked.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { embeddedNewsletterFetch } from '../../worker/upstreams/newsletter/embedded/origin';
import { ORIGIN } from './fetch';
import { applyNewsletterMigrations } from './newsletter-db';

const remote: Env = { ...env, NEWSLETTER_BASE_URL: 'https://newsletter.example' };

type Service = 'up' | 'unreachable' | 503 | 429 | 400;
let service: Service = 'up';
/** Emails the service was asked to subscribe, in order (answered or not). */
let calls: string[] = [];

beforeAll(applyNewsletterMigrations);

beforeEach(async () => {
  // The route logs each kept sign-up (warn) and each refusal (error): expected here, and checked below.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  service = 'up';
  calls = [];
  await env.DB.prepare('DELETE FROM newsletter_outbox').run();
  const platformFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).hostname !== 'newsletter.example') return platformFetch(input, init);
    calls.push(((await request.clone().json()) as { email: string }).email);
    if (service === 'unreachable') throw new TypeError('Network connection lost.');
    if (service !== 'up') return Response.json({ error: `service answers ${service}` }, { status: service });
    return embeddedNewsletterFetch(env.DB)(request);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

let counter = 0;
const freshEmail = () => `outbox.${Date.now()}.${++counter}@example.com`;
const freshIp = () => `192.0.2.${(++counter % 250) + 1}`;

async function signUp(email: string, store = 'uk', countryCode = 'GB') {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': freshIp() },
      body: JSON.stringify({ store, email, countryCode }),
    }),
    remote,
    ctx,
  );
  const body = (await res.json()) as Record<string, unknown>;
  await waitOnExecutionContext(ctx);
  return { status: res.status, body };
}

/** The cron of wrangler.toml firing. */
async function runScheduled() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }), remote, ctx);
  await waitOnExecutionContext(ctx);
}

interface OutboxRow {
  email: string;
  store: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  source: string;
}

const outboxRows = async (email: string) =>
  (await env.DB.prepare('SELECT * FROM newsletter_outbox WHERE email = ? ORDER BY store').bind(email).all<OutboxRow>()).results;

const subscriptions = async (email: string) =>
  (
    await env.DB.prepare('SELECT store, signup_count FROM newsletter_subscriptions WHERE email = ? ORDER BY store')
      .bind(email)
      .all<{ store: string; signup_count: number }>()
  ).results;

/** Time passes: the queued sign-ups of these addresses are due. */
async function makeDue(...emails: string[]) {
  for (const email of emails)
    await env.DB.prepare('UPDATE newsletter_outbox SET next_attempt_at = ? WHERE email = ?')
      .bind(Date.now() - 1, email)
      .run();
}

describe('a sign-up while the newsletter service is down', () => {
  it.each([
    ['unreachable', 'unreachable' as const],
    ['answering 503', 503 as const],
    ['answering 429', 429 as const],
  ])('is accepted (202) and kept in the outbox when the service is %s', async (_what, state) => {
    service = state;
    const email = freshEmail();
    const { status, body } = await signUp(email);
    expect(status).toBe(202);
    expect(body).toEqual({ subscribed: true, queued: true });
    expect(await outboxRows(email)).toEqual([
      expect.objectContaining({ store: 'uk', status: 'pending', attempts: 1, source: 'storefront' }),
    ]);
    expect(await subscriptions(email)).toEqual([]);
  });

  it('waits 5 minutes before the first retry', async () => {
    service = 'unreachable';
    const email = freshEmail();
    const before = Date.now();
    await signUp(email);
    const [row] = await outboxRows(email);
    expect(row!.next_attempt_at).toBeGreaterThanOrEqual(before + 300_000);
    expect(row!.next_attempt_at).toBeLessThanOrEqual(Date.now() + 300_000);
    service = 'up';
    await runScheduled();
    expect(calls).toEqual([email]);
    expect(await outboxRows(email)).toHaveLength(1);
  });

  it('is kept once however often the shopper signs up again (per email and store)', async () => {
    service = 'unreachable';
    const email = freshEmail();
    for (let i = 0; i < 3; i++) expect((await signUp(email)).status).toBe(202);
    expect((await signUp(email, 'de', 'DE')).status).toBe(202);
    expect((await outboxRows(email)).map((r) => [r.store, r.attempts])).toEqual([
      ['de', 1],
      ['uk', 1],
    ]);
  });

  it('is refused (502) and not kept when the service rejects it', async () => {
    service = 400;
    const email = freshEmail();
    const { status } = await signUp(email);
    expect(status).toBe(502);
    expect(await outboxRows(email)).toEqual([]);
  });
});

describe('delivery when the service answers again', () => {
  it('the scheduled handler drains the outbox, delivering each sign-up exactly once', async () => {
    service = 'unreachable';
    const [anna, ben] = [freshEmail(), freshEmail()];
    await signUp(anna);
    await signUp(ben, 'de', 'DE');
    await signUp(ben, 'de', 'DE');
    await makeDue(anna, ben);
    service = 'up';
    calls = [];
    await runScheduled();
    await runScheduled();
    expect(calls.sort()).toEqual([anna, ben].sort());
    expect(await subscriptions(anna)).toEqual([{ store: 'uk', signup_count: 1 }]);
    expect(await subscriptions(ben)).toEqual([{ store: 'de', signup_count: 1 }]);
    expect(await outboxRows(anna)).toEqual([]);
    expect(await outboxRows(ben)).toEqual([]);
  });

  it('two drains at once deliver each sign-up once', async () => {
    service = 'unreachable';
    const emails = [freshEmail(), freshEmail(), freshEmail()];
    for (const email of emails) await signUp(email);
    await makeDue(...emails);
    service = 'up';
    calls = [];
    await Promise.all([runScheduled(), runScheduled(), runScheduled()]);
    expect(calls.sort()).toEqual([...emails].sort());
    for (const email of emails) expect(await subscriptions(email)).toEqual([{ store: 'uk', signup_count: 1 }]);
  });

  it('a later sign-up that gets through delivers the queued ones in the background', async () => {
    service = 503;
    const queued = freshEmail();
    await signUp(queued);
    await makeDue(queued);
    service = 'up';
    calls = [];
    const later = freshEmail();
    expect((await signUp(later)).status).toBe(200);
    expect(calls).toEqual([later, queued]);
    expect(await subscriptions(queued)).toEqual([{ store: 'uk', signup_count: 1 }]);
    expect(await outboxRows(queued)).toEqual([]);
  });

  it('a queued address that signs up again directly is not delivered twice', async () => {
    service = 'unreachable';
    const email = freshEmail();
    await signUp(email);
    service = 'up';
    calls = [];
    expect((await signUp(email)).status).toBe(200);
    await makeDue(email);
    await runScheduled();
    expect(calls).toEqual([email]);
    expect(await outboxRows(email)).toEqual([]);
  });
});

describe('bounded retries', () => {
  it('a drain stops at the first sign-up the service still cannot take', async () => {
    service = 'unreachable';
    const emails = [freshEmail(), freshEmail(), freshEmail()];
    for (const email of emails) await signUp(email);
    await makeDue(...emails);
    calls = [];
    await runScheduled();
    expect(calls).toHaveLength(1);
  });

  it('backs off, then after 12 attempts keeps the sign-up as failed and logs it; a new sign-up revives it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    service = 'unreachable';
    const email = freshEmail();
    await signUp(email);
    const delays: number[] = [];
    for (let attempt = 2; attempt <= 12; attempt++) {
      await makeDue(email);
      const started = Date.now();
      await runScheduled();
      const [row] = await outboxRows(email);
      expect(row!.attempts).toBe(attempt);
      if (row!.status === 'pending') delays.push(Math.round((row!.next_attempt_at - started) / 60_000));
    }
    // Minutes to the next attempt after attempts 2-11: doubling from 10, at most 6 hours.
    expect(delays).toEqual([10, 20, 40, 80, 160, 320, 360, 360, 360, 360]);
    expect((await outboxRows(email))[0]).toMatchObject({ status: 'failed', attempts: 12 });
    expect(errors.mock.calls.some(([line]) => String(line).includes('kept in the outbox as failed'))).toBe(true);

    calls = [];
    await makeDue(email);
    service = 'up';
    await runScheduled();
    expect(calls).toEqual([]);

    service = 503;
    expect((await signUp(email)).status).toBe(202);
    expect((await outboxRows(email))[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
