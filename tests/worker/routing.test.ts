import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalogue } from './catalogue-db';
import { get } from './fetch';
import { attr, html } from './html';

// Product, listing and search pages load catalogue data from D1.
beforeAll(seedTestCatalogue);

describe('index route', () => {
  it.each([
    ['GB', '/uk'],
    ['DE', '/de'],
    ['AT', '/at'],
    ['NL', '/nl'],
    ['SE', '/eu'],
    ['FI', '/eu'],
    ['ES', '/es'],
    ['US', '/us'],
    ['KR', '/gl'],
    ['AE', '/gl'],
  ])('sends a visitor from %s to %s', async (country, location) => {
    const res = await get('/', { country });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
  });

  it.each([
    ['AU', 'https://argyle.com.au'],
    ['NZ', 'https://argyle.co.nz'],
    ['JP', 'https://jp.argyle.test/shop'],
  ])('sends a visitor from external market %s to %s', async (country, location) => {
    const res = await get('/', { country });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
  });

  it('sends a visitor from an unsupported or unknown country to the default storefront', async () => {
    for (const country of ['BR', 'XX', undefined]) {
      const res = await get('/', country ? { country } : {});
      expect(res.headers.get('location')).toBe('/gl');
    }
  });

  it('keeps the query string when redirecting from /', async () => {
    const res = await get('/?utm_campaign=winter', { country: 'DE' });
    expect(res.headers.get('location')).toBe('/de?utm_campaign=winter');
  });
});

describe('paths without a storefront', () => {
  it('redirects to the same page in the geo storefront, query kept', async () => {
    const res = await get('/adults/socks?colours=red', { country: 'NL' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/nl/adults/socks?colours=red');
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('removes a /_default/ segment', async () => {
    const res = await get('/_default/faq', { country: 'FR' });
    expect(res.headers.get('location')).toBe('/fr/faq');
  });
});

describe('reserved path segments', () => {
  it.each([
    '/uk/undefined',
    '/uk/.well-known/security.txt',
    '/de/_nuxt/app.js',
    '/uk/sitemap.xml',
    '/us/robots.txt',
    '/uk/favicon.ico',
    '/uk/favicon.png',
    '/uk/sitemap',
    '/uk/api',
    '/uk/adults/undefined',
    '/uk/checkout/undefined',
    '/undefined',
  ])('answers 404 with the error page for %s', async (path) => {
    const res = await get(path, { country: 'GB' });
    expect(res.status).toBe(404);
    const body = await html(res);
    expect(attr(body, 'section class="error-page"', 'data-status')).toBe('404');
  });
});

describe('routes and page types (docs/spec/storefront-shell.md §2.1, §2.3)', () => {
  it.each([
    ['/uk', 'homepage'],
    ['/uk/adults/socks', 'category'],
    ['/uk/collection/sneaker-socks?colours=black', 'category'],
    ['/uk/about-us', 'unknown'],
    ['/uk/happy-news', 'blog'],
    ['/uk/corporate-gifts', 'campaign'],
    ['/uk/shipping', 'faq'],
    ['/uk/product/ARG-BRIGHTON-STRIPE-WHITE', 'product'],
    ['/uk/search?term=stripes', 'search'],
    ['/uk/search/2?term=stripes', 'search'],
    ['/uk/faq', 'faq'],
    ['/uk/faq/returns', 'faq'],
    ['/uk/kids/socks', 'category'],
    ['/uk/outlet/all', 'category'],
    ['/uk/faq/cookie-policy', 'faq'],
    ['/uk/login', 'unknown'],
    ['/uk/diagnostics/product/ARG-BRIGHTON-STRIPE-WHITE', 'product'],
    ['/uk/checkout/cart', 'checkout-cart'],
    ['/uk/checkout/address', 'checkout-address'],
    ['/uk/checkout/payment', 'checkout-payment'],
    ['/uk/checkout/success', 'checkout-success'],
    ['/uk/checkout/success/order-123', 'checkout-success'],
  ])('renders %s as a %s page in the default layout', async (path, type) => {
    const res = await get(path, { country: 'GB' });
    expect(res.status).toBe(200);
    const body = await html(res);
    expect(body).toContain(`data-page-type="${type}"`);
    expect(body).toContain('data-layout="default"');
  });

  it('renders shared content without the layout', async () => {
    const body = await html(await get('/uk/shared-content'));
    expect(body).toContain('class="shared-content"');
    expect(body).not.toContain('data-layout="default"');
  });

  it('sends /checkout to the cart view and keeps the query string', async () => {
    const res = await get('/uk/checkout?redirectResult=abc', { country: 'GB' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/uk/checkout/cart?redirectResult=abc');
  });

  it.each([
    '/uk/search/abc',
    '/uk/search/0',
    '/uk/checkout/unknown-step',
    '/uk/checkout/success/a/b',
    '/uk/product',
    '/uk/faq/a/b',
    '/uk/login/x',
  ])('answers 404 for the unmatched route %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(attr(await html(res), 'section class="error-page"', 'data-status')).toBe('404');
  });

  it("has no benchmark table page or API: they are the benchmarks worker's (decision 055)", async () => {
    expect((await get('/uk/bench/ssr-table', { country: 'GB' })).status).toBe(404);
    const api = await get('/api/bench/ssr-table');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('answers a non-GET request to a page with a JSON 404', async () => {
    const res = await get('/uk', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Page not found: /uk' } });
  });
});
