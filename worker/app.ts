// The Hono app: middleware for every request, one sub-app per domain, one error handler.
import { Hono } from 'hono';
import { isStorefrontCode } from '../markets';
import { AppError, errorBody, toAppError } from './errors';
import { applyMarket, destinationFor } from './market-resolution';
import { pageHits } from './cache/page-cache';
import { CacheNone, cacheHeaders } from './http/cache-control';
import { experiments } from './middleware/experiments';
import { geo } from './middleware/geo';
import { ports } from './middleware/ports';
import { redirects } from './middleware/redirects';
import { requestContext } from './middleware/request-context';
import { sameOrigin } from './middleware/same-origin';
import { securityHeaders } from './middleware/security-headers';
import { services } from './middleware/services';
import { renderDocument } from './render/render-document';
import { adyenWebhook } from './routes/api/adyen-webhook';
import { cart } from './routes/api/cart';
import { checkout } from './routes/api/checkout';
import { catalogue } from './routes/api/catalogue';
import { content } from './routes/api/content';
import { countryCode } from './routes/api/country-code';
import { diagnostics } from './routes/api/diagnostics';
import { eurocon } from './routes/api/eurocon';
import { geoCountry } from './routes/api/geo-country';
import { newsletter } from './routes/api/newsletter';
import { storyblokWebhook } from './routes/api/storyblok-webhook';
import { builds } from './routes/builds';
import { cartForms } from './routes/forms/cart';
import { checkoutForms } from './routes/forms/checkout';
import { countryForm } from './routes/forms/country';
import { newsletterForm } from './routes/forms/newsletter';
import { contentImages, productImages } from './routes/images';
import { createPages } from './routes/pages';
import { seo } from './routes/seo';
import { testProvider } from './routes/test-provider';
import type { AppEnv } from './types';
import { UpstreamError } from './upstreams/errors';

export const app = new Hono<AppEnv>();

// A cached page needs only the request, its nonce, its market and the visitor's split-test
// variants (part of its key): answered before the ports.
app.use(...requestContext, securityHeaders, geo, experiments, pageHits, ports, services, redirects);

const api = new Hono<AppEnv>();
api.use(sameOrigin);
api.route('/country-code', countryCode);
api.route('/eurocon', eurocon);
api.route('/geo-country', geoCountry);
api.route('/diagnostics', diagnostics);
api.route('/newsletter', newsletter);
api.route('/content', content);
api.route('/catalogue', catalogue);
api.route('/cart', cart);
api.route('/checkout', checkout);
api.route('/adyen', adyenWebhook);
api.route('/storyblok', storyblokWebhook);
api.route('/test-provider', testProvider);
api.all('*', (c) => {
  throw new AppError(404, 'not_found', `No API route: ${c.req.method} ${c.req.path}`);
});

// Plain HTML forms (decision 071): each posts here and is answered with a 303 back to its page.
const forms = new Hono<AppEnv>();
forms.use(sameOrigin);
// A form's answer (its 303, or a 400) is the poster's own: no cache, shared or private, keeps it.
forms.use(async (c, next) => {
  for (const [name, value] of Object.entries(cacheHeaders(CacheNone))) c.header(name, value);
  await next();
});
forms.route('/newsletter', newsletterForm);
forms.route('/cart', cartForms);
forms.route('/checkout', checkoutForms);
forms.route('/country', countryForm);
forms.all('*', (c) => {
  throw new AppError(404, 'not_found', `No form route: ${c.req.method} ${c.req.path}`);
});

app.route('/api', api);
app.route('/forms', forms);
app.route('/builds', builds);
app.route('/images/products', productImages);
app.route('/images/content', contentImages);
// Before the pages: at the root these are no storefront path (under one they stay reserved, docs/spec/storefront-shell.md §2.2).
app.route('/', seo);
app.route('/', createPages());

app.notFound((c) => {
  throw new AppError(404, 'not_found', `Page not found: ${c.req.path}`);
});

app.onError(async (error, c) => {
  const appError = toAppError(error);
  const log = c.get('log');
  const level = appError.status >= 500 ? 'error' : 'warn';
  const upstream = appError.cause instanceof UpstreamError ? appError.cause : undefined;
  log?.(level, appError.message, {
    code: appError.code,
    status: appError.status,
    ...(upstream ? { port: upstream.port, upstreamCode: upstream.code, upstreamStatus: upstream.status } : {}),
    cause: appError.status >= 500 ? String(upstream ? upstream.message : (error.stack ?? error)) : undefined,
  });
  if (appError.retryAfter) c.header('retry-after', String(appError.retryAfter));
  if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/builds/') || c.req.method !== 'GET') {
    // No cache, shared or private, keeps an error.
    return c.json(errorBody(appError), appError.status, cacheHeaders(CacheNone));
  }
  try {
    const first = c.req.path.split('/')[1] ?? '';
    const destination = destinationFor(c.get('geoCountry'), c.get('config'));
    applyMarket(
      c,
      isStorefrontCode(first) ? first : 'storefront' in destination ? destination.storefront : c.get('config').defaultStorefront,
    );
    return await renderDocument(c, { status: appError.status });
  } catch (renderError) {
    log?.('error', 'Error page failed to render', { error: String(renderError) });
    return c.text(appError.status === 404 ? 'Page not found' : 'Something went wrong', appError.status);
  }
});
