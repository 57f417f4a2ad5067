// Security headers on every response, with a fresh CSP nonce per request for the inline
// state script and the client entry. Third-party origins are added where a feature needs them.
import type { Context } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { thirdPartyOrigins } from '../third-party';
import type { AppEnv } from '../types';

/** The third-party origins this page uses (chat, us accessibility script), space-separated. */
const thirdParty = (c: Context) => thirdPartyOrigins((c as Context<AppEnv>).get('config'), c.req.path).join(' ');

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'", thirdParty],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https://a.storyblok.com', thirdParty],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", thirdParty],
    frameSrc: ["'self'", thirdParty],
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
