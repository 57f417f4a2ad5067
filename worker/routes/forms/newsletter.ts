// POST /forms/newsletter: the newsletter form before its scripts run (decision 071), the twin of
// POST /api/newsletter with its rate limit and body limit. A POST, so the e-mail address is
// in the body and never in a URL (a GET form put it in the page's URL, logs and page views).
//   fields  email, back (the page's path), checkout ('true' at checkout); the store and market
//           are the page's, resolved as its render resolved them
//   303 back to the page (its Referer, else back) with ?outcome=newsletter-subscribed (new,
//       known or queued alike), newsletter-invalid (not an e-mail address) or newsletter-failed
//       (the service refused it)
//   400 no page of a storefront, 413 over 4 KiB, 415 not a form, 429 over the rate limit
import { Hono } from 'hono';
import { toAppError } from '../../errors';
import { limitBody } from '../../http/body-limit';
import { formFields, formMarket, requireForm, seeOther } from '../../http/form-post';
import { perClient, RATE_LIMITS } from '../../http/rate-limit';
import { subscribe } from '../../newsletter/service';
import type { AppEnv } from '../../types';
import { emailSchema } from '../../upstreams/newsletter/schemas';
import { MAX_BODY_BYTES } from '../api/newsletter';

export const newsletterForm = new Hono<AppEnv>().post(
  '/',
  perClient(RATE_LIMITS.newsletter),
  requireForm,
  limitBody(MAX_BODY_BYTES, 'Sign-up larger than 4 KiB'),
  async (c) => {
    const fields = await formFields(c);
    const { page, store, market } = formMarket(c, fields.back);
    const email = emailSchema.safeParse(fields.email ?? '');
    if (!email.success) return seeOther(c, page, 'newsletter-invalid');
    const { countryCode } = market;
    try {
      await subscribe(c.var.services, { store, countryCode, email: email.data, checkout: fields.checkout === 'true' });
    } catch (error) {
      const appError = toAppError(error);
      if (appError.status < 500) throw appError;
      c.get('log')('warn', 'Newsletter form sign-up failed', { code: appError.code, status: appError.status });
      return seeOther(c, page, 'newsletter-failed');
    }
    return seeOther(c, page, 'newsletter-subscribed');
  },
);
