// The embedded Adyen test payment provider: a `fetch` answering Adyen Checkout API v71 on any
// host, with state in D1, for shops that have no Adyen account configured (dev, tests, demos).
//
//   POST /v71/paymentMethods     the methods for the country and currency (methods.ts)
//   POST /v71/payments           Authorised | Refused | Error | Cancelled, or RedirectShopper with
//                                { type: 'redirect', method: 'GET', url: '{hostedPageBase}/{token}' },
//                                or for PayPal Pending with { type: 'sdk', paymentData, sdkData: { token } }
//   POST /v71/payments/details   { details: { redirectResult } } from the hosted page's return, or
//                                PayPal's approval { details: { orderID, payerID }, paymentData }
//   POST /v71/paypal/updateOrder a waiting PayPal payment's new amount (paypal.ts)
//   POST /v71/payments/{pspReference}/cancels, /reversals
//                                a payment given back: 201 { status: 'received' }, then a
//                                CANCELLATION or CANCEL_OR_REFUND notification (a payment still
//                                on the hosted page ends Cancelled whatever the shopper answers)
//
// An `Idempotency-Key` header makes a request run once: later requests with the key (also ones
// arriving at the same time) get the stored answer. After every final result, `notify` gets the
// AUTHORISATION standard notification, HMAC-signed with `hmacKey`, as Adyen's webhook would send
// it; a failing notify is logged, never the payment's failure. Errors answer in Adyen's shape.
import { withSignature } from '../hmac';
import {
  type NotificationRequest,
  type NotificationRequestItem,
  type PaymentResponse,
  paymentDetailsRequestSchema,
  paymentMethodsRequestSchema,
  paymentRequestSchema,
  modificationRequestSchema,
  type ModificationResponse,
} from '../types';
import { ProviderError, parseRequest } from './errors';
import { paymentMethodsFor } from './methods';
import { AUTHORISED, type FinalOutcome, NOT_3D_AUTHENTICATED, outcomeOf, REFUSED } from './outcome';
import { approvePayPal, startPayPal, updatePayPalOrder } from './paypal';
import * as store from './store';

export interface TestProviderOptions {
  db: D1Database;
  /** Hex HMAC key the notifications are signed with (the shop's ADYEN_HMAC_KEY). */
  hmacKey: string;
  /** The only merchant account the provider accepts (403 for another), and the notifications' merchantAccountCode. */
  merchantAccount: string;
  /** Receives each signed notification; awaited (wrap it in waitUntil to deliver in the background). */
  notify: (notification: NotificationRequest) => void | Promise<void>;
  /** Absolute URL of the hosted test page, without the token: `https://shop.example/api/test-provider`. */
  hostedPageBase: string;
  /** Offer cards and PayPal in /paymentMethods: only when the Drop-in can reach Adyen's network. */
  offerCardsAndPayPal?: boolean;
}

type Answer = { status: number; body: unknown; final?: store.PaymentRow; modification?: store.Modification };

const ROUTE = /\/v71\/(paymentMethods|payments|payments\/details|paypal\/updateOrder|payments\/[A-Z0-9]{16}\/(?:cancels|reversals))$/;
const KEY_WAIT_MS = 10_000;

const json = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function paymentAnswer(row: store.PaymentRow): PaymentResponse {
  return {
    pspReference: row.psp_reference,
    resultCode: row.result_code as PaymentResponse['resultCode'],
    merchantReference: row.merchant_reference,
    amount: { value: row.amount_value, currency: row.currency },
    ...(row.refusal_reason ? { refusalReason: row.refusal_reason } : {}),
    ...(row.refusal_reason_code ? { refusalReasonCode: row.refusal_reason_code } : {}),
    paymentMethod: { type: row.method_type, ...(row.brand ? { brand: row.brand } : {}) },
  };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createTestProvider(options: TestProviderOptions): typeof fetch {
  const { db } = options;

  function checkMerchant(merchantAccount: string) {
    if (merchantAccount !== options.merchantAccount) {
      throw new ProviderError(403, '901', `Invalid Merchant Account (merchantAccount: ${merchantAccount})`, 'security');
    }
  }

  async function payments(body: unknown): Promise<Answer> {
    const request = parseRequest(paymentRequestSchema, body);
    checkMerchant(request.merchantAccount);
    const outcome = outcomeOf(request);
    const payment = {
      psp_reference: store.newPspReference(),
      merchant_account: request.merchantAccount,
      merchant_reference: request.reference,
      amount_value: request.amount.value,
      currency: request.amount.currency,
      method_type: request.paymentMethod.type,
      brand: outcome.brand ?? null,
      return_url: request.returnUrl,
      three_ds: outcome.resultCode === 'RedirectShopper' && outcome.threeDS ? 1 : 0,
    };
    if (outcome.resultCode === 'Pending') return { status: 200, body: await startPayPal(db, payment) };
    if (outcome.resultCode === 'RedirectShopper') {
      const token = store.randomToken(24);
      await store.saveRedirectedPayment(
        db,
        { ...payment, result_code: 'RedirectShopper', refusal_reason: null, refusal_reason_code: null },
        token,
      );
      const answer: PaymentResponse = {
        resultCode: 'RedirectShopper',
        pspReference: payment.psp_reference,
        merchantReference: payment.merchant_reference,
        action: {
          type: 'redirect',
          method: 'GET',
          url: `${options.hostedPageBase.replace(/\/$/, '')}/${token}`,
          paymentMethodType: payment.method_type,
        },
        paymentMethod: { type: payment.method_type, ...(payment.brand ? { brand: payment.brand } : {}) },
      };
      return { status: 200, body: answer };
    }
    const row = {
      ...payment,
      result_code: outcome.resultCode,
      refusal_reason: outcome.refusalReason ?? null,
      refusal_reason_code: outcome.refusalReasonCode ?? null,
    };
    await store.savePayment(db, row);
    return { status: 200, body: paymentAnswer(row), final: row };
  }

  async function details(body: unknown): Promise<Answer> {
    const request = parseRequest(paymentDetailsRequestSchema, body);
    if (request.details.orderID) {
      const row = await approvePayPal(db, request);
      return { status: 200, body: paymentAnswer(row), final: row };
    }
    const redirectResult = request.details.redirectResult;
    if (!redirectResult) throw new ProviderError(422, '702', 'Unexpected input: details.redirectResult: required');
    const used = await store.useRedirectResult(db, redirectResult);
    if (!used) throw new ProviderError(422, '14_018', 'Invalid payload provided: the redirectResult is unknown or was already used');
    const payment = await store.findPayment(db, used.pspReference);
    const refused: FinalOutcome = payment?.three_ds ? NOT_3D_AUTHENTICATED : REFUSED;
    // A payment the merchant cancelled while the shopper was on the page stays cancelled.
    const outcome: FinalOutcome = payment?.reversed_at
      ? { resultCode: 'Cancelled' }
      : used.decision === 'approve'
        ? AUTHORISED
        : used.decision === 'refuse'
          ? refused
          : { resultCode: 'Cancelled' };
    const row = await store.finishPayment(db, used.pspReference, outcome);
    return { status: 200, body: paymentAnswer(row), final: row };
  }

  async function route(path: string, body: unknown): Promise<Answer> {
    if (path === 'paymentMethods') {
      const request = parseRequest(paymentMethodsRequestSchema, body);
      checkMerchant(request.merchantAccount);
      return { status: 200, body: { paymentMethods: paymentMethodsFor(request, options.offerCardsAndPayPal ?? false) } };
    }
    if (path === 'payments') return payments(body);
    if (path === 'payments/details') return details(body);
    if (path === 'paypal/updateOrder') return { status: 200, body: await updatePayPalOrder(db, body) };
    const [, pspReference = '', kind = ''] = path.split('/');
    return modify(pspReference, kind === 'cancels' ? 'cancel' : 'reversal', body);
  }

  /** A cancel or reversal (cancel or refund) of one payment; asked again, the same answer. */
  async function modify(pspReference: string, kind: store.Modification['kind'], body: unknown): Promise<Answer> {
    const request = parseRequest(modificationRequestSchema, body);
    checkMerchant(request.merchantAccount);
    const payment = await store.findPayment(db, pspReference);
    if (!payment || payment.merchant_account !== request.merchantAccount) {
      throw new ProviderError(422, '167', `Original pspReference required for this operation (${pspReference} is unknown)`);
    }
    const modification = await store.modifyPayment(db, payment, kind, request.reference ?? null);
    const answer: ModificationResponse = {
      merchantAccount: payment.merchant_account,
      paymentPspReference: payment.psp_reference,
      pspReference: modification.psp_reference,
      ...(modification.reference ? { reference: modification.reference } : {}),
      status: 'received',
    };
    return { status: 201, body: answer, modification };
  }

  /** Runs the request once per Idempotency-Key; everyone else with the key gets its stored answer. */
  async function once(key: string, requestHash: string, run: () => Promise<Answer>): Promise<Answer> {
    if (key.length > 64) throw new ProviderError(422, '702', 'Unexpected input: Idempotency-Key: at most 64 characters');
    if (await store.claimKey(db, key, requestHash)) {
      let answer: Answer;
      try {
        answer = await settle(run);
      } catch (error) {
        await store.releaseKey(db, key);
        throw error;
      }
      if (answer.status >= 500) await store.releaseKey(db, key);
      else await store.storeAnswer(db, key, { status: answer.status, body: JSON.stringify(answer.body) });
      return answer;
    }
    for (const deadline = Date.now() + KEY_WAIT_MS; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
      const stored = await store.readKey(db, key);
      if (!stored) return once(key, requestHash, run); // the first one failed and gave the key back
      if (stored.request_hash !== requestHash) {
        throw new ProviderError(
          422,
          '704',
          'Request already processed or in progress: the Idempotency-Key was used for a different request',
        );
      }
      if (stored.status !== null && stored.body !== null) return { status: stored.status, body: JSON.parse(stored.body) as unknown };
    }
    throw new ProviderError(422, '704', 'Request already processed or in progress');
  }

  /** A refusal in Adyen's shape is an answer too (and is stored for the key like any other). */
  async function settle(run: () => Promise<Answer>): Promise<Answer> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ProviderError) return { status: error.status, body: error.toBody() };
      throw error;
    }
  }

  async function sendNotification(row: store.PaymentRow) {
    const item: NotificationRequestItem = {
      pspReference: row.psp_reference,
      merchantAccountCode: row.merchant_account,
      merchantReference: row.merchant_reference,
      amount: { value: row.amount_value, currency: row.currency },
      eventCode: 'AUTHORISATION',
      eventDate: new Date().toISOString(),
      success: row.result_code === 'Authorised' ? 'true' : 'false',
      paymentMethod: row.brand ?? row.method_type,
      reason: row.refusal_reason ?? '',
      ...(row.result_code === 'Authorised' ? { operations: ['CANCEL', 'CAPTURE', 'REFUND'] } : {}),
    };
    await deliver(item);
  }

  /** Signs and sends one notification; a failure is logged, never the request's failure. */
  async function deliver(item: NotificationRequestItem) {
    try {
      const signed = await withSignature(item, options.hmacKey);
      await options.notify({ live: 'false', notificationItems: [{ NotificationRequestItem: signed }] });
    } catch (error) {
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'Test provider notification failed',
          pspReference: item.pspReference,
          error: String(error),
        }),
      );
    }
  }

  /** CANCELLATION (cancels) or CANCEL_OR_REFUND (reversals), as Adyen reports a modification. */
  async function sendModificationNotification(modification: store.Modification) {
    const payment = await store.findPayment(db, modification.payment_psp_reference);
    if (!payment) return;
    await deliver({
      pspReference: modification.psp_reference,
      originalReference: payment.psp_reference,
      merchantAccountCode: payment.merchant_account,
      merchantReference: payment.merchant_reference,
      amount: { value: payment.amount_value, currency: payment.currency },
      eventCode: modification.kind === 'cancel' ? 'CANCELLATION' : 'CANCEL_OR_REFUND',
      eventDate: new Date().toISOString(),
      success: 'true',
      paymentMethod: payment.brand ?? payment.method_type,
      reason: '',
    });
  }

  return async (input, init) => {
    const request = new Request(input, init);
    try {
      const path = ROUTE.exec(new URL(request.url).pathname)?.[1];
      if (!path) throw new ProviderError(404, '000', `Not found: ${new URL(request.url).pathname}`);
      if (request.method !== 'POST') throw new ProviderError(405, '000', `Method not allowed: ${request.method}`);
      const raw = await request.text();
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new ProviderError(400, '702', 'Unexpected input: the body is not JSON');
      }
      const key = request.headers.get('idempotency-key');
      const run = () => route(path, body);
      const answer = key ? await once(key, await sha256Hex(`${path}\n${raw}`), run) : await settle(run);
      if (answer.final) await sendNotification(answer.final);
      if (answer.modification) await sendModificationNotification(answer.modification);
      return json(answer.status, answer.body);
    } catch (error) {
      if (error instanceof ProviderError) return json(error.status, error.toBody());
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'Test provider failed',
          error: String(error instanceof Error ? (error.stack ?? error) : error),
        }),
      );
      return json(500, new ProviderError(500, '000', 'An unknown error occurred', 'internal').toBody());
    }
  };
}

export { decideRedirect, findRedirect, type Decision, type RedirectView } from './store';
