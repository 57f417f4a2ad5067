// The embedded Adyen test payment provider on the test D1, called as the commerce backend calls
// it, and its hosted page through the whole worker: test cards and refusals, SEPA, redirects with
// approve / refuse / cancel, forged and reused redirectResults, idempotency keys under concurrency,
// and the signed notifications.
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyNotification } from '../../worker/upstreams/payments/adyen/hmac';
import { createTestProvider } from '../../worker/upstreams/payments/adyen/test-provider';
import type { AdyenError, NotificationRequest, PaymentResponse, RedirectAction } from '../../worker/upstreams/payments/adyen/types';
import { get, ORIGIN } from './fetch';
import { applyPaymentMigrations } from './test-provider-db';

beforeAll(applyPaymentMigrations);

const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const MERCHANT = 'ArgyleTestMerchant';
const RETURN_URL = `${ORIGIN}/nl/checkout/payment?country=NL`;
const API = 'https://checkout-test.adyen.com/v71';

let notifications: NotificationRequest[] = [];
beforeEach(() => {
  notifications = [];
});

const provider = createTestProvider({
  db: env.DB,
  hmacKey: HMAC_KEY,
  merchantAccount: MERCHANT,
  notify: (notification) => {
    notifications.push(notification);
  },
  hostedPageBase: `${ORIGIN}/api/test-provider`,
});

/** An answer of the redirect methods these tests pay with (PayPal's sdk action is paypal-update.test.ts's). */
type RedirectAnswer = PaymentResponse & AdyenError & { action?: RedirectAction };

let referenceCounter = 0;
const freshReference = () => `order-${Date.now()}-${++referenceCounter}`;

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  provider(`${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const card = (number: string, extra: Record<string, string> = {}) => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  ...extra,
});

const paymentBody = (paymentMethod: unknown, overrides: Record<string, unknown> = {}) => ({
  merchantAccount: MERCHANT,
  amount: { value: 1130, currency: 'EUR' },
  reference: freshReference(),
  returnUrl: RETURN_URL,
  countryCode: 'NL',
  paymentMethod,
  ...overrides,
});

async function pay(paymentMethod: unknown, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await call('/payments', paymentBody(paymentMethod, overrides), headers);
  return { status: res.status, body: (await res.json()) as RedirectAnswer };
}

async function details(redirectResult: string, headers: Record<string, string> = {}) {
  const res = await call('/payments/details', { details: { redirectResult } }, headers);
  return { status: res.status, body: (await res.json()) as RedirectAnswer };
}

/** Answers the hosted page like a shopper's browser: the page's form, posted from its own origin. */
function answerPage(url: string, decision: string) {
  return get(new URL(url).pathname, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
  });
}

/** Pays with a redirect method, answers the hosted page, and returns the redirectResult it sent back. */
async function redirectAndAnswer(paymentMethod: unknown, decision: string) {
  const payment = await pay(paymentMethod);
  expect(payment.body.resultCode).toBe('RedirectShopper');
  const res = await answerPage(payment.body.action!.url, decision);
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${ORIGIN}/nl/checkout/payment`);
  expect(location.searchParams.get('country')).toBe('NL');
  return { payment: payment.body, redirectResult: location.searchParams.get('redirectResult')! };
}

async function paymentRows(reference: string) {
  const { results } = await env.DB.prepare('SELECT psp_reference, result_code FROM test_psp_payments WHERE merchant_reference = ?')
    .bind(reference)
    .all<{ psp_reference: string; result_code: string }>();
  return results;
}

describe('test provider: /paymentMethods', () => {
  const methods = async (countryCode: string, currency: string, extra: Record<string, unknown> = {}, options = {}) => {
    const fetcher = Object.keys(options).length ? createTestProvider({ ...providerOptions(), ...options }) : provider;
    const res = await fetcher(`${API}/paymentMethods`, {
      method: 'POST',
      body: JSON.stringify({ merchantAccount: MERCHANT, countryCode, amount: { value: 1000, currency }, channel: 'Web', ...extra }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { paymentMethods: { type: string }[] }).paymentMethods.map((m) => m.type);
  };
  const providerOptions = () => ({
    db: env.DB,
    hmacKey: HMAC_KEY,
    merchantAccount: MERCHANT,
    notify: () => {},
    hostedPageBase: `${ORIGIN}/api/test-provider`,
  });

  it('offers SEPA, iDEAL and Klarna in the Netherlands, Klarna alone in the UK, SEPA alone in France', async () => {
    expect(await methods('NL', 'EUR')).toEqual(['sepadirectdebit', 'ideal', 'klarna']);
    expect(await methods('GB', 'GBP')).toEqual(['klarna']);
    expect(await methods('FR', 'EUR')).toEqual(['sepadirectdebit']);
  });

  it('offers cards and PayPal only when told the Drop-in reaches Adyen, and leaves out blocked methods', async () => {
    expect(await methods('DE', 'EUR', {}, { offerCardsAndPayPal: true })).toEqual(['scheme', 'sepadirectdebit', 'klarna', 'paypal']);
    expect(await methods('NL', 'EUR', { blockedPaymentMethods: ['ideal'] })).toEqual(['sepadirectdebit', 'klarna']);
  });

  it('refuses another merchant account with 403 in Adyen’s error shape', async () => {
    const res = await call('/paymentMethods', { merchantAccount: 'Someone', countryCode: 'NL' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      status: 403,
      errorCode: '901',
      message: 'Invalid Merchant Account (merchantAccount: Someone)',
      errorType: 'security',
    });
  });
});

describe('test provider: cards', () => {
  it('authorises Adyen’s test card sent with the test_ prefix and sends one signed AUTHORISATION notification', async () => {
    const reference = freshReference();
    const { status, body } = await pay(card('4111111145551142'), { reference });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      resultCode: 'Authorised',
      merchantReference: reference,
      amount: { value: 1130, currency: 'EUR' },
      paymentMethod: { type: 'scheme', brand: 'visa' },
    });
    expect(body.pspReference).toMatch(/^[A-Z0-9]{16}$/);
    expect(await paymentRows(reference)).toEqual([{ psp_reference: body.pspReference, result_code: 'Authorised' }]);

    expect(notifications).toHaveLength(1);
    const notification = notifications[0]!;
    expect(notification.live).toBe('false');
    const item = notification.notificationItems[0]!.NotificationRequestItem;
    expect(item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      pspReference: body.pspReference,
      merchantReference: reference,
      merchantAccountCode: MERCHANT,
      amount: { value: 1130, currency: 'EUR' },
    });
    expect(await verifyNotification(item, HMAC_KEY)).toBe(true);
    expect(await verifyNotification({ ...item, success: 'false' }, HMAC_KEY)).toBe(false);
  });

  it.each([
    ['DECLINED', 'Refused', 'Refused', '2'],
    ['REFERRAL', 'Refused', 'Referral', '3'],
    ['BLOCK_CARD', 'Refused', 'Blocked Card', '5'],
    ['CARD_EXPIRED', 'Refused', 'Expired Card', '6'],
    ['INVALID_CARD', 'Refused', 'Invalid Card Number', '8'],
    ['ISSUER_UNAVAILABLE', 'Refused', 'Issuer Unavailable', '9'],
    ['NOT_3D_AUTHENTICATED', 'Refused', '3D Not Authenticated', '11'],
    ['NOT_ENOUGH_BALANCE', 'Refused', 'Not enough balance', '12'],
    ['CVC_DECLINED', 'Refused', 'CVC Declined', '24'],
    ['ERROR', 'Error', 'Acquirer Error', '4'],
    ['SHOPPER_CANCELLED', 'Cancelled', 'Shopper Cancelled', '16'],
  ])('answers holderName %s with %s and refusal reason %s', async (holderName, resultCode, refusalReason, refusalReasonCode) => {
    const { status, body } = await pay(card('4111111145551142', { holderName }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ resultCode, refusalReason, refusalReasonCode });
    expect(notifications).toHaveLength(1);
    const item = notifications[0]!.notificationItems[0]!.NotificationRequestItem;
    expect(item).toMatchObject({ success: 'false', reason: refusalReason, pspReference: body.pspReference });
    expect(await verifyNotification(item, HMAC_KEY)).toBe(true);
  });

  it('declines a wrong security code and a card past its expiry month', async () => {
    expect((await pay(card('5555555555554444', { encryptedSecurityCode: 'test_123' }))).body).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'CVC Declined',
    });
    expect((await pay(card('5555555555554444', { encryptedExpiryYear: 'test_2020' }))).body).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'Expired Card',
    });
  });

  it('refuses real encrypted data, a number failing the Luhn check and a missing expiry with 422', async () => {
    const encrypted = await pay(card('4111111145551142', { encryptedCardNumber: 'adyenjs_0_1_25$abc' }));
    expect(encrypted.status).toBe(422);
    expect(encrypted.body).toMatchObject({ status: 422, errorCode: '174', errorType: 'validation' });
    const luhn = await pay(card('4111111145551143'));
    expect(luhn.status).toBe(422);
    expect(luhn.body).toMatchObject({ errorCode: '101', message: 'Invalid card number' });
    const expiry = await pay({ type: 'scheme', encryptedCardNumber: 'test_4111111145551142', encryptedSecurityCode: 'test_737' });
    expect(expiry.status).toBe(422);
    expect(expiry.body.errorCode).toBe('129');
    expect(notifications).toHaveLength(0);
  });
});

describe('test provider: validation', () => {
  it.each([
    [{ value: 0, currency: 'EUR' }, 'amount.value'],
    [{ value: -5, currency: 'EUR' }, 'amount.value'],
    [{ value: 11.3, currency: 'EUR' }, 'amount.value'],
    [{ value: 1130, currency: 'EURO' }, 'amount.currency'],
    [{ value: 1130, currency: 'eur' }, 'amount.currency'],
  ])('refuses amount %j with 422 naming %s', async (amount, field) => {
    const reference = freshReference();
    const { status, body } = await pay(card('4111111145551142'), { amount, reference });
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: 422, errorCode: '137', errorType: 'validation' });
    expect(body.message).toContain(field);
    expect(await paymentRows(reference)).toEqual([]);
  });

  it('refuses a missing reference, a body that is not JSON, an unknown method and an unknown path', async () => {
    const { reference: _, ...noReference } = paymentBody(card('4111111145551142'));
    const missing = await call('/payments', noReference);
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as AdyenError).message).toContain('reference');
    const notJson = await call('/payments', '{"amount":');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ status: 400, errorCode: '702', errorType: 'validation' });
    expect((await pay({ type: 'bitcoin' })).body).toMatchObject({ status: 422, errorCode: '905' });
    const unknown = await call('/payouts', {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ status: 404, errorType: 'validation' });
  });
});

describe('test provider: SEPA Direct Debit', () => {
  it('authorises a valid IBAN with an owner name', async () => {
    const { status, body } = await pay({
      type: 'sepadirectdebit',
      'sepa.ownerName': 'A. Schneider',
      'sepa.ibanNumber': 'NL13 TEST 0123 4567 89',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ resultCode: 'Authorised', paymentMethod: { type: 'sepadirectdebit' } });
    expect(notifications).toHaveLength(1);
  });

  it('refuses an IBAN with wrong check digits (422, Invalid iban), a missing owner, and pounds', async () => {
    const iban = await pay({ type: 'sepadirectdebit', 'sepa.ownerName': 'A. Schneider', 'sepa.ibanNumber': 'NL14TEST0123456789' });
    expect(iban.status).toBe(422);
    expect(iban.body).toMatchObject({ errorCode: '161', message: 'Invalid iban (paymentMethod.sepa.ibanNumber)' });
    const owner = await pay({ type: 'sepadirectdebit', 'sepa.ibanNumber': 'NL13TEST0123456789' });
    expect(owner.status).toBe(422);
    expect(owner.body.message).toContain('sepa.ownerName');
    const pounds = await pay(
      { type: 'sepadirectdebit', 'sepa.ownerName': 'A. Schneider', 'sepa.ibanNumber': 'NL13TEST0123456789' },
      { amount: { value: 1130, currency: 'GBP' }, countryCode: 'GB' },
    );
    expect(pounds.status).toBe(422);
    expect(pounds.body.errorCode).toBe('905_1');
    expect(notifications).toHaveLength(0);
  });
});

describe('test provider: redirects and the hosted page', () => {
  it('challenges a 3-D Secure test card on the hosted page; approving it authorises the payment', async () => {
    const payment = await pay(card('4917610000000000'));
    expect(payment.body).toMatchObject({
      resultCode: 'RedirectShopper',
      action: { type: 'redirect', method: 'GET', paymentMethodType: 'scheme' },
    });
    expect(payment.body.action!.url).toMatch(new RegExp(`^${ORIGIN}/api/test-provider/[A-Za-z0-9_-]{32}$`));
    expect(notifications).toHaveLength(0);

    const pageRes = await get(new URL(payment.body.action!.url).pathname);
    expect(pageRes.status).toBe(200);
    expect(pageRes.headers.get('content-type')).toContain('text/html');
    expect(pageRes.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await pageRes.text();
    expect(html).toContain('€11.30');
    expect(html).toContain('Card (3-D Secure check)');
    for (const decision of ['approve', 'refuse', 'cancel']) expect(html).toContain(`name="decision" value="${decision}"`);
    expect(html).not.toContain('<script');

    const res = await answerPage(payment.body.action!.url, 'approve');
    expect(res.status).toBe(303);
    const redirectResult = new URL(res.headers.get('location')!).searchParams.get('redirectResult')!;
    expect(redirectResult.length).toBeGreaterThanOrEqual(64);

    const result = await details(redirectResult);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      resultCode: 'Authorised',
      pspReference: payment.body.pspReference,
      paymentMethod: { brand: 'visa' },
    });
    expect(notifications).toHaveLength(1);
    const item = notifications[0]!.notificationItems[0]!.NotificationRequestItem;
    expect(item).toMatchObject({ success: 'true', pspReference: payment.body.pspReference });
    expect(await verifyNotification(item, HMAC_KEY)).toBe(true);
  });

  it('refuses a 3-D Secure payment the shopper fails (3D Not Authenticated) and an iDEAL payment refused by the bank', async () => {
    const threeDS = await redirectAndAnswer(card('5454545454545454'), 'refuse');
    expect((await details(threeDS.redirectResult)).body).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' });
    const ideal = await redirectAndAnswer({ type: 'ideal' }, 'refuse');
    expect((await details(ideal.redirectResult)).body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
    expect(notifications.map((n) => n.notificationItems[0]!.NotificationRequestItem.success)).toEqual(['false', 'false']);
  });

  it('answers Cancelled when the shopper cancels a Klarna payment', async () => {
    const klarna = await redirectAndAnswer({ type: 'klarna' }, 'cancel');
    const result = await details(klarna.redirectResult);
    expect(result.body).toMatchObject({ resultCode: 'Cancelled', pspReference: klarna.payment.pspReference });
    expect(notifications[0]!.notificationItems[0]!.NotificationRequestItem.success).toBe('false');
  });

  it('refuses a forged redirectResult and a reused one with 422 in Adyen’s error shape', async () => {
    const forged = await details('Ab02b4c0!BQABAgCW5sxB4e%2F%3D%3D');
    expect(forged.status).toBe(422);
    expect(forged.body).toEqual({
      status: 422,
      errorCode: '14_018',
      message: 'Invalid payload provided: the redirectResult is unknown or was already used',
      errorType: 'validation',
    });
    const { redirectResult } = await redirectAndAnswer({ type: 'ideal' }, 'approve');
    expect((await details(redirectResult)).body.resultCode).toBe('Authorised');
    const reused = await details(redirectResult);
    expect(reused.status).toBe(422);
    expect(reused.body.errorCode).toBe('14_018');
    expect(notifications).toHaveLength(1);
  });

  it('answers each hosted page once: a second answer is 410, an unknown token 404', async () => {
    const payment = await pay({ type: 'ideal' });
    expect((await answerPage(payment.body.action!.url, 'approve')).status).toBe(303);
    expect((await answerPage(payment.body.action!.url, 'refuse')).status).toBe(410);
    expect((await get(new URL(payment.body.action!.url).pathname)).status).toBe(410);
    expect((await get('/api/test-provider/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await answerPage(`${ORIGIN}/api/test-provider/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, 'approve')).status).toBe(404);
  });

  it('refuses an unknown decision and a returnUrl on another origin with 400, leaving the page unanswered', async () => {
    const payment = await pay({ type: 'ideal' }, { returnUrl: 'https://evil.example/steal' });
    expect((await answerPage(payment.body.action!.url, 'maybe')).status).toBe(400);
    const res = await answerPage(payment.body.action!.url, 'approve');
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect((await get(new URL(payment.body.action!.url).pathname)).status).toBe(200);
  });
});

describe('test provider: idempotency keys', () => {
  it('charges once for 20 concurrent requests with one key: one pspReference, one row, one notification', async () => {
    const body = paymentBody(card('4111111145551142'));
    const key = `test-${body.reference}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('/payments', body, { 'Idempotency-Key': key }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as PaymentResponse,
        })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const references = new Set(answers.map((a) => a.body.pspReference));
    expect(references.size).toBe(1);
    expect(answers.every((a) => a.body.resultCode === 'Authorised')).toBe(true);
    expect(await paymentRows(body.reference)).toHaveLength(1);
    expect(notifications).toHaveLength(1);
  });

  it('replays the stored answer for a repeated key, refusals included, and refuses the key for another request', async () => {
    const body = paymentBody(card('4111111145551142', { holderName: 'DECLINED' }));
    const key = `test-${body.reference}`;
    const first = (await (await call('/payments', body, { 'Idempotency-Key': key })).json()) as PaymentResponse;
    const again = (await (await call('/payments', body, { 'Idempotency-Key': key })).json()) as PaymentResponse;
    expect(again).toEqual(first);
    expect(first.resultCode).toBe('Refused');
    expect(await paymentRows(body.reference)).toHaveLength(1);
    const other = await call('/payments', { ...body, amount: { value: 99, currency: 'EUR' } }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ errorCode: '704' });
  });

  it('replays /payments/details for a repeated key instead of refusing the used redirectResult', async () => {
    const { redirectResult } = await redirectAndAnswer({ type: 'ideal' }, 'approve');
    const key = `details-${redirectResult.slice(0, 20)}`;
    const first = await details(redirectResult, { 'Idempotency-Key': key });
    const again = await details(redirectResult, { 'Idempotency-Key': key });
    expect(first.body.resultCode).toBe('Authorised');
    expect(again).toEqual(first);
    expect(notifications).toHaveLength(1);
  });
});
