// The embedded test payment provider's hosted page (worker/upstreams/payments/adyen/test-provider),
// standing in for a bank's or Klarna's page and for a 3-D Secure challenge:
//
//   GET  /api/test-provider/{token}   the payment (amount, method) and Approve / Refuse / Cancel
//   POST /api/test-provider/{token}   decision=approve|refuse|cancel: records it once and answers
//                                     303 to the payment's returnUrl with `redirectResult=…`
//
// A plain form: no script, no external asset, so it works under the shop's CSP (form-action
// 'self') and without a network. Only a returnUrl on this page's own origin is followed (400
// otherwise), so the page cannot be used to send shoppers elsewhere. It exists only while the
// embedded test provider pays (ALLOW_TEST_PAYMENTS=true, decision 044): elsewhere every path is 404.
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { type Decision, decideRedirect, findRedirect } from '../upstreams/payments/adyen/test-provider';
import type { AppEnv } from '../types';
import { CacheNone, cacheControl } from '../http/cache-control';
import { limitBody } from '../http/body-limit';
import { notFound } from '../errors';
import { formatPrice, priceFromMinor } from '../../markets/prices';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const DECISIONS: readonly Decision[] = ['approve', 'refuse', 'cancel'];

const METHOD_NAMES: Record<string, string> = {
  scheme: 'Card (3-D Secure check)',
  ideal: 'iDEAL',
  klarna: 'Klarna',
  paypal: 'PayPal',
};

/** A payment's amount (minor units) as the provider's page shows it, in English. */
const formatAmount = (value: number, currency: string) =>
  formatPrice(priceFromMinor(value, currency), { locale: { html: 'en' }, currency: { code: currency } });

const page = (title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Argyle test payment provider</title>
        <style>
          body {
            font:
              1rem/1.5 system-ui,
              sans-serif;
            margin: 0;
            background: #f4f4f4;
            color: #111;
          }
          main {
            max-width: 28rem;
            margin: 3rem auto;
            padding: 1.5rem;
            background: #fff;
            border-radius: 0.5rem;
          }
          dl {
            display: grid;
            grid-template-columns: auto 1fr;
            gap: 0.25rem 1rem;
          }
          dt {
            font-weight: 600;
          }
          dd {
            margin: 0;
          }
          form {
            display: flex;
            gap: 0.75rem;
            flex-wrap: wrap;
          }
          button {
            font: inherit;
            padding: 0.6rem 1.2rem;
            border: 2px solid #111;
            border-radius: 0.25rem;
            background: #fff;
            cursor: pointer;
          }
          button[value='approve'] {
            background: #111;
            color: #fff;
          }
          button:focus-visible {
            outline: 3px solid #0a58ca;
            outline-offset: 2px;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`;

const message = (text: string) => html`<p>${text}</p>`;

export const testProvider = new Hono<AppEnv>();

testProvider.use(async (c, next) => {
  if (c.get('config').payments.kind !== 'embedded-test') throw notFound(`No API route: ${c.req.method} ${c.req.path}`);
  await next();
  c.header('cache-control', cacheControl(CacheNone));
});

testProvider.get('/:token', async (c) => {
  const token = c.req.param('token');
  const redirect = TOKEN.test(token) ? await findRedirect(c.env.DB, token) : null;
  if (!redirect) return c.html(page('Payment not found', message('This test payment does not exist.')), 404);
  if (redirect.decided) return c.html(page('Payment already answered', message('This test payment has already been answered.')), 410);
  const { payment } = redirect;
  const method = METHOD_NAMES[payment.method_type] ?? payment.method_type;
  return c.html(
    page(
      'Test payment',
      html`<p>This page stands in for the payment provider. No money moves: choose what the provider answers.</p>
        <dl>
          <dt>Amount</dt>
          <dd>${formatAmount(payment.amount_value, payment.currency)}</dd>
          <dt>Payment method</dt>
          <dd>${method}</dd>
          <dt>Reference</dt>
          <dd>${payment.merchant_reference}</dd>
        </dl>
        <form method="post" aria-label="Answer the test payment">
          <button type="submit" name="decision" value="approve">Approve</button>
          <button type="submit" name="decision" value="refuse">Refuse</button>
          <button type="submit" name="decision" value="cancel">Cancel</button>
        </form>`,
    ),
  );
});

// The answer form is one field; a larger body is refused before it is parsed (decision 048).
testProvider.post('/:token', limitBody(1024, 'Test payment answer larger than 1 KiB'), async (c) => {
  const token = c.req.param('token');
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const decision = DECISIONS.find((d) => d === form.decision);
  if (!decision) return c.html(page('Choose an answer', message('decision: expected approve, refuse or cancel.')), 400);
  const redirect = TOKEN.test(token) ? await findRedirect(c.env.DB, token) : null;
  if (!redirect) return c.html(page('Payment not found', message('This test payment does not exist.')), 404);
  let returnUrl: URL;
  try {
    returnUrl = new URL(redirect.payment.return_url);
  } catch {
    returnUrl = new URL('invalid:');
  }
  if (returnUrl.origin !== new URL(c.req.url).origin) {
    return c.html(page('Return address refused', message('The payment’s return address is not on this shop’s origin.')), 400);
  }
  const redirectResult = await decideRedirect(c.env.DB, token, decision);
  if (!redirectResult) return c.html(page('Payment already answered', message('This test payment has already been answered.')), 410);
  returnUrl.searchParams.set('redirectResult', redirectResult);
  return c.redirect(returnUrl.toString(), 303);
});
