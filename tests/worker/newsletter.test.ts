// POST /api/newsletter through the whole worker, with the embedded newsletter origin on D1:
// validation, media type and size, idempotent sign-ups, the checkout source, the per-client
// rate limit and the same-origin rule. Each test signs up from its own client address.
import { env, exports } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../worker/http/rate-limit';
import { createNewsletterClient } from '../../worker/upstreams/newsletter/client';
import { embeddedNewsletterFetch } from '../../worker/upstreams/newsletter/embedded/origin';
import { EMAIL_PATTERN } from '../../markets';
import { ORIGIN, postJson } from './fetch';
import { applyNewsletterMigrations } from './newsletter-db';

beforeAll(applyNewsletterMigrations);

let ipCounter = 0;
/** A fresh client address, so no test shares another's rate-limit window. */
const freshIp = () => `203.0.113.${++ipCounter}`;
let emailCounter = 0;
const freshEmail = () => `sock.fan+${Date.now()}.${++emailCounter}@example.com`;

const signUp = (body: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  postJson('/api/newsletter', body, { 'cf-connecting-ip': ip, ...headers });

async function rows(email: string) {
  const { results } = await env.DB.prepare('SELECT * FROM newsletter_subscriptions WHERE email = ? ORDER BY store')
    .bind(email)
    .all<{ email: string; store: string; country_code: string; source: string; signup_count: number }>();
  return results;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('POST /api/newsletter: sign-ups', () => {
  it('answers a new address and a known one alike (200, subscribed), with one row: the form tells no one who is subscribed', async () => {
    const email = freshEmail();
    const ip = freshIp();
    const first = await signUp({ store: 'uk', email, countryCode: 'GB' }, ip);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ subscribed: true });
    const again = await signUp({ store: 'uk', email, countryCode: 'GB' }, ip);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ subscribed: true });
    expect(again.headers.get('cache-control')).toBe('no-store');
    const stored = await rows(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email, store: 'uk', country_code: 'GB', source: 'storefront', signup_count: 2 });
  });

  it('trims and lower-cases the email, so differently typed addresses are one subscription', async () => {
    const email = freshEmail();
    const ip = freshIp();
    expect((await signUp({ store: 'de', email: `  ${email.toUpperCase()} `, countryCode: 'de' }, ip)).status).toBe(200);
    expect((await signUp({ store: 'de', email, countryCode: 'DE' }, ip)).status).toBe(200);
    expect(await rows(email)).toEqual([expect.objectContaining({ email, store: 'de', country_code: 'DE' })]);
  });

  it('keeps one subscription per store', async () => {
    const email = freshEmail();
    expect((await signUp({ store: 'eu', email, countryCode: 'SE' })).status).toBe(200);
    expect((await signUp({ store: 'uk', email, countryCode: 'GB' })).status).toBe(200);
    expect((await rows(email)).map((r) => [r.store, r.country_code])).toEqual([
      ['eu', 'SE'],
      ['uk', 'GB'],
    ]);
  });

  it('stores a checkout sign-up with source checkout', async () => {
    const email = freshEmail();
    expect((await signUp({ store: 'nl', email, countryCode: 'NL', checkout: true })).status).toBe(200);
    expect((await rows(email))[0]?.source).toBe('checkout');
  });

  it('loses nothing and duplicates nothing under concurrent sign-ups of one address', async () => {
    const email = freshEmail();
    const answers = await Promise.all([1, 2, 3, 4].map(() => signUp({ store: 'us', email, countryCode: 'US' })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await rows(email)).toEqual([expect.objectContaining({ signup_count: 4 })]);
  });
});

describe('POST /api/newsletter: bad requests', () => {
  const valid = { store: 'uk', email: 'anna@example.com', countryCode: 'GB' };

  it.each([
    ['a missing email', { store: 'uk', countryCode: 'GB' }, 'email'],
    ['an email without an at sign', { ...valid, email: 'anna.example.com' }, 'email'],
    ['an email without a dotted domain', { ...valid, email: 'anna@example' }, 'email'],
    ['an email with spaces inside', { ...valid, email: 'an na@example.com' }, 'email'],
    ['an empty email', { ...valid, email: '   ' }, 'email'],
    ['an email over 254 characters', { ...valid, email: `${'a'.repeat(250)}@example.com` }, 'email'],
    ['an email that is not a string', { ...valid, email: 42 }, 'email'],
    ['an unknown store', { ...valid, store: 'xx' }, 'store'],
    ['a missing store', { email: 'anna@example.com', countryCode: 'GB' }, 'store'],
    ['a malformed country', { ...valid, countryCode: 'GBR' }, 'countryCode'],
    ['a country outside the store', { ...valid, countryCode: 'DE' }, 'countryCode'],
    ['an unknown country', { ...valid, store: 'eu', countryCode: 'ZZ' }, 'countryCode'],
    ['a checkout flag that is not a boolean', { ...valid, checkout: 'yes' }, 'checkout'],
    ['a body that is not an object', [valid], 'json'],
  ])('answers 400 naming the field for %s', async (_what, body, field) => {
    const res = await signUp(body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('bad_request');
    expect(error.message).toContain(field === 'json' ? 'Invalid' : `Invalid ${field}`);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await signUp('{"store":"uk",');
    expect(res.status).toBe(400);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': freshIp() },
        body: 'store=uk&email=anna%40example.com&countryCode=GB',
      }),
    );
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe('unsupported_media_type');
  });

  it('answers 413 for a body over 4 KiB', async () => {
    const res = await signUp({ ...valid, padding: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
  });

  it('refuses a cross-origin sign-up with 403 and stores nothing', async () => {
    const email = freshEmail();
    const res = await signUp({ ...valid, email }, freshIp(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await rows(email)).toEqual([]);
  });

  it('answers 404 for other methods on the path', async () => {
    const res = await exports.default.fetch(new Request(`${ORIGIN}/api/newsletter`));
    expect(res.status).toBe(404);
  });
});

describe('POST /api/newsletter: rate limit', () => {
  // The windows are fixed minutes: start a burst well inside one.
  beforeEach(async () => {
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoWindow));
  });

  const RATE_LIMIT = RATE_LIMITS.newsletter.limit;

  it('allows 5 sign-ups a minute per client, then answers 429 with Retry-After and stores nothing', async () => {
    expect(RATE_LIMIT).toBe(5);
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await signUp({ store: 'uk', email: freshEmail(), countryCode: 'GB' }, ip)).status).toBe(200);
    }
    const email = freshEmail();
    const limited = await signUp({ store: 'uk', email, countryCode: 'GB' }, ip);
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await rows(email)).toEqual([]);
    // Another client is not affected.
    expect((await signUp({ store: 'uk', email, countryCode: 'GB' }, freshIp())).status).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const prefix = `2001:db8:${(++ipCounter).toString(16)}:1`;
    for (let i = 1; i <= RATE_LIMIT; i++) {
      expect((await signUp({ store: 'uk', email: freshEmail(), countryCode: 'GB' }, `${prefix}::${i.toString(16)}`)).status).toBe(200);
    }
    expect((await signUp({ store: 'uk', email: freshEmail(), countryCode: 'GB' }, `${prefix}:ffff:1:2:3`)).status).toBe(429);
  });
});

describe('newsletter port', () => {
  it('the embedded origin answers 201 then 200 and refuses a bad body', async () => {
    const client = createNewsletterClient({ fetch: embeddedNewsletterFetch(env.DB), baseUrl: 'https://newsletter.embedded/' });
    const request = { store: 'fr' as const, email: freshEmail(), countryCode: 'FR', source: 'storefront' as const };
    expect(await client.subscribe(request)).toEqual({ created: true });
    expect(await client.subscribe(request)).toEqual({ created: false });
    await expect(client.subscribe({ ...request, email: 'nope' })).rejects.toMatchObject({ name: 'UpstreamError', status: 400 });
  });

  it('a failing remote origin becomes an UpstreamError with its status', async () => {
    const failing: typeof fetch = async () => Response.json({ error: 'down for maintenance' }, { status: 503 });
    const client = createNewsletterClient({ fetch: failing, baseUrl: 'https://newsletter.example' });
    await expect(client.subscribe({ store: 'uk', email: 'a@b.co', countryCode: 'GB', source: 'storefront' })).rejects.toMatchObject({
      status: 503,
      message: 'down for maintenance',
    });
  });

  it('the shared email pattern needs text, an at sign and a dotted domain', () => {
    for (const ok of ['a@b.co', 'anna.smith+socks@mail.example.co.uk', 'x_y@sub-domain.example.org'])
      expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', 'a', '@b.co', 'a@', 'a@b', 'a@b.', 'a@.co', 'a b@c.co', 'a@b..co', 'a@@b.co', 'a@b.c'])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });
});
