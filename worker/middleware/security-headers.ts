// Security headers on every response, with a fresh CSP nonce per request for the inline
// state script and the client entry. Third-party origins are added where a feature needs them.
// The payment step's scripts are the shop's own and Adyen's (with PayPal's SDK, which the Drop-in
// loads) only: no 'strict-dynamic' there, so a script the page adds from elsewhere is refused
// (decision 070; PCI DSS 6.4.3).
import type { Context } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { isPaymentStepPath } from '../../markets';
import { clientBuild } from '../render/client-build';
import { tagManagerOrigins, thirdPartyOrigins } from '../third-party';
import type { AppEnv } from '../types';

/** The third-party origins this page uses (chat, us accessibility script), space-separated. */
const thirdParty = (c: Context) => thirdPartyOrigins((c as Context<AppEnv>).get('config'), c.req.path).join(' ');
/** The tag manager's origin on pages of a storefront with a valid container id (decision 036). */
const tagManager = (c: Context) => tagManagerOrigins((c as Context<AppEnv>).get('config'), c.req.path).join(' ');

/**
 * Adyen's hosts for the configured environment, on the payment step only (decision 022): the
 * checkout host (card fields, 3-D Secure, PayPal and Klarna helpers) and its CDN (method logos,
 * the Drop-in's non-English strings). Adyen's analytics host stays out: analytics are off.
 */
function adyenOrigins(c: Context, withCdn: boolean): string {
  if (!isPaymentStepPath(c.req.path)) return '';
  const env = (c as Context<AppEnv>).get('config').adyen.environment;
  const origins = [`https://checkoutshopper-${env}.adyen.com`, ...(withCdn ? [`https://checkoutshopper-${env}.cdn.adyen.com`] : [])];
  return origins.join(' ');
}
const adyen = (c: Context) => adyenOrigins(c, false);
const adyenWithCdn = (c: Context) => adyenOrigins(c, true);

/** PayPal's SDK and its frames, which Adyen's PayPal component loads on the payment step. */
const PAYPAL_ORIGINS = 'https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com';
const paypal = (c: Context) => (isPaymentStepPath(c.req.path) ? PAYPAL_ORIGINS : '');

/**
 * Scripts trusted by the nonce may load others ('strict-dynamic') everywhere but on the payment
 * step, whose scripts come from this origin and the hosts listed only.
 */
const scriptTrust = (c: Context) => (isPaymentStepPath(c.req.path) ? "'self'" : "'strict-dynamic'");

/**
 * `npm run dev` only: the Vite dev server the page's modules and stylesheets come from, and its
 * hot-module-replacement socket (decision 069). A production build names no dev server.
 */
const devServer = clientBuild.devServer ?? '';
const devServerSocket = clientBuild.devServer ? `${devServer} ${devServer.replace(/^http/, 'ws')}` : '';

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, scriptTrust, thirdParty, tagManager, adyen, paypal, devServer],
    styleSrc: ["'self'", "'unsafe-inline'", adyen, devServer],
    imgSrc: ["'self'", 'data:', 'https://a.storyblok.com', thirdParty, adyenWithCdn, paypal, devServer],
    fontSrc: ["'self'", devServer],
    connectSrc: ["'self'", thirdParty, tagManager, adyenWithCdn, paypal, devServerSocket],
    frameSrc: ["'self'", thirdParty, adyen, paypal],
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
