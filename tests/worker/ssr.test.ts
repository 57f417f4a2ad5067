import { beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, edgeCacheBuildId } from '../../worker/render/client-build';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { get, ORIGIN } from './fetch';
import { all, attr, html, stateOf } from './html';

// Product and search pages read the catalogue in D1.
beforeAll(seedTestCatalogue);

describe('server-rendered document', () => {
  it.each([
    ['/uk', 'GB', 'en-GB'],
    ['/de', 'DE', 'de-DE'],
    ['/at', 'AT', 'de-AT'],
    ['/ch', 'CH', 'de-CH'],
    ['/be', 'BE', 'nl-BE'],
    ['/fr', 'FR', 'fr-FR'],
    ['/us', 'US', 'en-US'],
    ['/eu', 'SE', 'en-SE'],
    ['/eu', 'FI', 'en-FI'],
    ['/eu', 'US', 'en-HR'],
    ['/gl', 'SG', 'en-SG'],
  ])('%s for a visitor from %s has <html lang="%s">', async (path, country, lang) => {
    const body = await html(await get(path, { country }));
    expect(attr(body, 'html', 'lang')).toBe(lang);
  });

  it('prefers the market the shopper chose (cookie) over the geo country', async () => {
    const body = await html(await get('/eu', { country: 'SE', headers: { cookie: 'argyle_country=DK' } }));
    expect(attr(body, 'html', 'lang')).toBe('en-DK');
    expect(body).toContain('Denmark (DKK)');
  });

  it('ignores a chosen market that is not in this storefront', async () => {
    const body = await html(await get('/uk', { headers: { cookie: 'argyle_country=DE' } }));
    expect(attr(body, 'html', 'lang')).toBe('en-GB');
  });

  it('has a title, description and canonical link', async () => {
    const body = await html(await get('/uk'));
    expect(body).toMatch(/<title>[^<]*Argyle[^<]*<\/title>/);
    expect(attr(body, 'meta name="description"', 'content')).toBeTruthy();
    expect(attr(body, 'link rel="canonical"', 'href')).toBe(`${ORIGIN}/uk`);
  });

  it('lists an hreflang alternate for every market locale plus x-default', async () => {
    const body = await html(await get('/de/faq'));
    const alternates = all(body, /<link rel="alternate" hrefLang="([^"]+)"/g);
    expect(alternates).toHaveLength(31);
    expect(alternates).toContain('x-default');
    expect(body).toContain(`hrefLang="de-AT" href="${ORIGIN}/at/faq"`);
    expect(body).toContain(`hrefLang="en-SE" href="${ORIGIN}/eu/faq"`);
    expect(body).toContain(`hrefLang="x-default" href="${ORIGIN}/faq"`);
  });

  it('links the hashed stylesheet and preloads the page chunk, and boots the client entry', async () => {
    const res = await get(`/uk/product/${catalogue[0]?.sku}`);
    expect(res.status).toBe(200);
    const body = await html(res);
    const entry = clientBuild.modules[clientBuild.entry];
    const product = clientBuild.modules['client/routes/product/page.tsx'];
    expect(entry?.css[0]).toMatch(/^\/assets\/.+-[\w-]{8}\.css$/);
    expect(body).toContain(`<link rel="stylesheet" href="${entry?.css[0]}"/>`);
    expect(body).toContain(`<link rel="modulepreload" href="${product?.js[0]}"/>`);
    expect(body).toContain(`<script type="module" src="${entry?.js[0]}"`);
    // The entry's static imports (none when the build makes it one chunk, decision 031) and the
    // page's chunks are preloaded with it (no waterfall), the entry itself is not.
    const preloaded = [...(entry?.js.slice(1) ?? []), ...(product?.js ?? [])].filter((chunk) => chunk !== entry?.js[0]);
    expect(preloaded.length).toBeGreaterThan(0);
    for (const chunk of preloaded) expect(body).toContain(`<link rel="modulepreload" href="${chunk}"/>`);
    expect(body).not.toContain(`<link rel="modulepreload" href="${entry?.js[0]}"/>`);
    // Other page types' code is not preloaded.
    expect(body).not.toContain(clientBuild.modules['client/routes/checkout/page.tsx']?.js[0]);
  });

  it('preloads the home hero from the head, through the image service, eager and high priority', async () => {
    const body = await html(await get('/uk'));
    const head = body.slice(0, body.indexOf('</head>'));
    const hero = '/images/content/hero-homepage.svg/m';
    const srcSet = [320, 720, 1024, 1920].map((w) => `${hero}/${w}x0 ${w}w`).join(', ');
    expect(head).toContain(`<link rel="preload" as="image" imageSrcSet="${srcSet}" imageSizes="100vw" fetchPriority="high"/>`);
    const img = body.match(/<img[^>]*class="cms-hero__image"[^>]*>/)?.[0] ?? '';
    expect(attr(img, 'img', 'srcSet')).toBe(srcSet);
    expect(attr(img, 'img', 'loading')).toBe('eager');
    expect(attr(img, 'img', 'fetchPriority')).toBe('high');
    // The tiles further down load lazily.
    for (const tile of all(body, /(<img[^>]*class="cms-tile__image"[^>]*>)/g)) {
      expect(attr(tile, 'img', 'loading')).toBe('lazy');
      expect(attr(tile, 'img', 'decoding')).toBe('async');
    }
  });

  it('serializes the page state so that text cannot close the script element', async () => {
    const evil = '</script><script>alert(1)</script>';
    const res = await get(`/uk/search?term=${encodeURIComponent(evil)}`);
    const body = await html(res);
    expect(body).not.toContain('<script>alert(1)');
    const state = stateOf(body);
    expect(state.bootstrap).toMatchObject({ storefront: 'uk', countryCode: 'GB', buildId: clientBuild.buildId });
  });

  it('dehydrates the content loaded on the server into the page state', async () => {
    const state = stateOf(await html(await get('/uk/about-us')));
    const keys = state.queries.queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['content', 'uk', 'layout', '']);
    expect(keys).toContainEqual(['content', 'uk', 'translations', '']);
    expect(keys).toContainEqual(['content', 'uk', 'story', 'about-us', '']);
    for (const [path, slug] of [
      ['/uk', 'homepage'],
      ['/uk/faq', 'faq'],
      ['/uk/faq/returns', 'faq'],
      ['/uk/faq/cookie-policy', 'faq/cookie-policy'],
      ['/uk/login', 'login'],
      ['/uk/kids/socks', 'categories/kids/socks'],
    ] as const) {
      const state = stateOf(await html(await get(path)));
      expect(
        state.queries.queries.map((q) => q.queryKey),
        path,
      ).toContainEqual(['content', 'uk', 'story', slug, '']);
    }
  });

  it('sends completed content inline, readable without JavaScript, even for large pages', async () => {
    for (const path of ['/uk', '/uk/faq']) {
      const body = await html(await get(path));
      expect(body.length, path).toBeGreaterThan(20_000);
      expect(body, path).not.toMatch(/<template id="B:|<div hidden id="S:/);
    }
  });

  it('gives bots the whole page in one response', async () => {
    const res = await get('/uk/faq', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    const body = await html(res);
    expect(res.status).toBe(200);
    expect(body.trimEnd().endsWith('</html>')).toBe(true);
  });
});

describe('security headers', () => {
  it('sends a CSP whose nonce is the one on the page scripts, new for every request', async () => {
    const first = await get('/uk');
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const body = await html(first);
    expect(body).toContain(`nonce="${nonce}"`);
    expect(csp).toContain("object-src 'none'");
    const second = await get('/uk');
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it("names no development server: only npm run dev's manifest has one (decision 069)", async () => {
    for (const path of ['/uk', '/uk/checkout/payment']) {
      const res = await get(path);
      await res.body?.cancel();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toMatch(/localhost|ws:|:5173/);
    }
    // Nor does the edge cache key pages by anything but the build (dev keys them by the worker).
    expect(clientBuild.devServer).toBeUndefined();
    expect(edgeCacheBuildId()).toBe(clientBuild.buildId);
  });

  it('sends the usual hardening headers and a request id', async () => {
    const res = await get('/uk');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('keeps a sane incoming request id', async () => {
    const res = await get('/uk', { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-abc-123');
  });
});

describe('error page (docs/spec/storefront-shell.md §2.8)', () => {
  it('keeps header and footer, exposes the status and hides message and path', async () => {
    const res = await get('/uk/api/secret-path');
    expect(res.status).toBe(404);
    const body = await html(res);
    expect(attr(body, 'section class="error-page"', 'data-status')).toBe('404');
    expect(body).toContain('<header class="site-header"');
    expect(body).toContain('<footer class="site-footer"');
    expect(body).toContain('href="/uk"');
    expect(body).not.toContain('secret-path</');
    expect(body).not.toContain('Page Not Found');
  });
});
