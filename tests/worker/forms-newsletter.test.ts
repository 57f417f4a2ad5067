// POST /forms/newsletter, the newsletter form before its scripts run (decision 071): a form
// body, a 303 back to the page with the outcome, no e-mail address in any URL it produces, the
// API twin's rate limit and body limit, cross-site posts refused; and the page's form posts there.
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../worker/http/rate-limit';
import { get, ORIGIN } from './fetch';
import { applyNewsletterMigrations } from './newsletter-db';

beforeAll(applyNewsletterMigrations);

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
let emailCounter = 0;
const freshEmail = () => `no.js+${Date.now()}.${++emailCounter}@example.com`;

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`${ORIGIN}/forms/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': freshIp(), ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    }),
  );
}

const rows = async (email: string) =>
  (await env.DB.prepare('SELECT store, source FROM newsletter_subscriptions WHERE email = ?').bind(email).all()).results;

describe('POST /forms/newsletter', () => {
  it('signs up and answers 303 back to the page with the outcome, never cached', async () => {
    const email = freshEmail();
    const res = await postForm({
      email: ` ${email.toUpperCase()} `,
      back: '/uk/adults/socks?colours=navy',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/uk/adults/socks?colours=navy&outcome=newsletter-subscribed');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await rows(email)).toEqual([{ store: 'uk', source: 'storefront' }]);
  });

  it('answers a known address as a new one, and keeps a checkout sign-up as checkout', async () => {
    const email = freshEmail();
    const first = await postForm({ email, back: '/de/checkout/address', checkout: 'true' });
    const again = await postForm({ email, back: '/de/checkout/address', checkout: 'true' });
    expect([first.headers.get('location'), again.headers.get('location')]).toEqual([
      '/de/checkout/address?outcome=newsletter-subscribed',
      '/de/checkout/address?outcome=newsletter-subscribed',
    ]);
    expect(await rows(email)).toEqual([{ store: 'de', source: 'checkout' }]);
  });

  it('sends an address that is not one back with newsletter-invalid, and signs nothing up', async () => {
    const res = await postForm({ email: 'not-an-address', back: '/uk' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/uk?outcome=newsletter-invalid');
    expect(await rows('not-an-address')).toEqual([]);
  });

  it.each([
    ['an e-mail address in the page URL', '/uk?email=someone%40example.com&page=2', '/uk?page=2&outcome=newsletter-subscribed'],
    ['an earlier outcome', '/uk?outcome=newsletter-invalid', '/uk?outcome=newsletter-subscribed'],
  ])('goes back to the page without %s', async (_, back, location) => {
    const email = freshEmail();
    const res = await postForm({ email, back });
    expect(res.headers.get('location')).toBe(location);
  });

  it.each([
    ['another site', 'https://evil.example/uk'],
    ['a protocol-relative address', '//evil.example/uk'],
    ['a backslash address', '/\\evil.example'],
    ['no storefront', '/zz/page'],
    ['nothing', ''],
  ])('refuses a back field naming %s with 400 and signs nothing up', async (_, back) => {
    const email = freshEmail();
    const res = await postForm({ email, back });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await rows(email)).toEqual([]);
  });

  it('signs up in the market the page was rendered for: the country cookie of the storefront', async () => {
    const email = freshEmail();
    const res = await postForm({ email, back: '/eu' }, { cookie: 'argyle_country=SE' });
    expect(res.headers.get('location')).toBe('/eu?outcome=newsletter-subscribed');
    expect(
      (await env.DB.prepare('SELECT country_code FROM newsletter_subscriptions WHERE email = ?').bind(email).first())?.country_code,
    ).toBe('SE');
  });

  it('goes back to the page the Referer names when it is ours, query and all, and else to the back field', async () => {
    const ours = await postForm(
      { email: freshEmail(), back: '/uk/adults/socks' },
      { referer: `${ORIGIN}/uk/adults/socks?colours=navy&email=a%40b.example` },
    );
    expect(ours.headers.get('location')).toBe('/uk/adults/socks?colours=navy&outcome=newsletter-subscribed');
    const theirs = await postForm({ email: freshEmail(), back: '/uk/adults/socks' }, { referer: 'https://evil.example/uk/other?x=1' });
    expect(theirs.headers.get('location')).toBe('/uk/adults/socks?outcome=newsletter-subscribed');
  });

  it('puts no e-mail address in any URL, whatever the outcome', async () => {
    const email = freshEmail();
    const answers = await Promise.all([
      postForm({ email, back: `/uk?term=${encodeURIComponent(email)}` }),
      postForm({ email: `${email}@`, back: `/uk/search?term=${encodeURIComponent(email)}` }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(303);
      expect(decodeURIComponent(res.headers.get('location') ?? '')).not.toContain('@');
    }
  });

  it('refuses a cross-site post with 403 and signs nothing up', async () => {
    const email = freshEmail();
    const res = await postForm({ email, back: '/uk' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await rows(email)).toEqual([]);
  });

  it('refuses a GET (no form of ours sends one), a body that is no form and one over 4 KiB', async () => {
    const viaGet = await get(`/forms/newsletter?email=${encodeURIComponent(freshEmail())}`);
    expect(viaGet.status).toBe(404);
    expect((await postForm({ email: freshEmail(), back: '/uk' }, { 'content-type': 'application/json' })).status).toBe(415);
    expect((await postForm({ email: freshEmail(), back: `/uk?x=${'x'.repeat(5000)}` })).status).toBe(413);
  });

  it(`limits sign-ups per client address to ${RATE_LIMITS.newsletter.limit} a minute, as the API does`, async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.newsletter.limit; i++) {
      statuses.push((await postForm({ email: freshEmail(), back: '/uk' }, { 'cf-connecting-ip': ip })).status);
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMITS.newsletter.limit).fill(303), 429]);
  });
});

describe('the newsletter form in a page', () => {
  it('posts to /forms/newsletter with the page path, and shows the outcome it came back with', async () => {
    // The homepage's newsletter_block: its back field is the path, without the visitor's query.
    const page = await (await get('/uk?utm_source=mail&gclid=abc')).text();
    const form = /<form[^>]*class="newsletter__form"[^>]*>[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
    expect(form).toMatch(/method="post"/);
    expect(form).toMatch(/action="\/forms\/newsletter"/);
    expect(form).toContain('<input type="hidden" name="back" value="/uk"/>');
    const subscribed = await (await get('/uk?outcome=newsletter-subscribed')).text();
    expect(subscribed).toMatch(/<p class="newsletter__done" role="status"[^>]*>Welcome to the Sock Club!<\/p>/);
    const invalid = await (await get('/uk?outcome=newsletter-invalid')).text();
    expect(invalid).toContain('Please enter a valid email address');
  });
});
