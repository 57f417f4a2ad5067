// Security headers on every response, with a fresh CSP nonce per request for the inline
// state script and the client entry. Third-party origins are added where a feature needs them.
import type { Context } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { tagManagerOrigins, thirdPartyOrigins } from '../third-party';
import type { AppEnv } from '../types';

/** The third-party origins this page uses (chat, us accessibility script), space-separated. */
const thirdParty = (c: Context) => thirdPartyOrigins((c as Context<AppEnv>).get('config'), c.req.path).join(' ');
/** The tag manager's origin on pages of a storefront with a valid container id (decision 036). */
const tagManager = (c: Context) => tagManagerOrigins((c as Context<AppEnv>).get('config'), c.req.path).join(' ');

/** The payment step, the one page that runs Adyen's Drop-in: /{storefront}/checkout/payment. */
const PAYMENT_STEP = /^\/[^/]+\/checkout\/payment\/?$/;

/**
 * Adyen's hosts for the configured environment, on the payment step only (decision 022): the
 * checkout host (card fields, 3-D Secure, PayPal and Klarna helpers) and its CDN (method logos,
 * the Drop-in's non-English strings). Adyen's analytics host stays out: analytics are off.
 */
function adyenOrigins(c: Context, withCdn: boolean): string {
  if (!PAYMENT_STEP.test(c.req.path)) return '';
  const env = (c as Context<AppEnv>).get('config').adyen.environment;
  const origins = [`https://checkoutshopper-${env}.adyen.com`, ...(withCdn ? [`https://checkoutshopper-${env}.cdn.adyen.com`] : [])];
  return origins.join(' ');
}
const adyen = (c: Context) => adyenOrigins(c, false);
const adyenWithCdn = (c: Context) => adyenOrigins(c, true);

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'", thirdParty, tagManager, adyen],
    styleSrc: ["'self'", "'unsafe-inline'", adyen],
    imgSrc: ["'self'", 'data:', 'https://a.storyblok.com', thirdParty, adyenWithCdn],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", thirdParty, tagManager, adyenWithCdn],
    frameSrc: ["'self'", thirdParty, adyen],
    frameAncestors: ["'self'", 'https://app.storyblok.com'],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  },
  xFrameOptions: false, // frame-ancestors above lets the Storyblok editor frame pages
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-site',
});
