// Security headers on every response, with a fresh CSP nonce per request for the inline
// state script and the client entry. Third-party origins are added where a feature needs them.
import { NONCE, secureHeaders } from 'hono/secure-headers';

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https://a.storyblok.com'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
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
