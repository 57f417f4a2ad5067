import { describe, expect, it } from 'vitest';
import { entryBytesBound, planSitemaps, storyRoute } from './sitemaps';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, urlsetStream, urlXml, w3cDate } from './sitemap-xml';
import { pageAlternates } from '../../markets';

const story = (slug: string, component = 'page') => ({ slug, component, publishedAt: null });

describe('storyRoute', () => {
  it.each([
    ['homepage', 'homepage', '/'],
    ['faq', 'faq', '/faq'],
    ['faq/cookie-policy', 'page', '/faq/cookie-policy'],
    ['about-us', 'page', '/about-us'],
    ['happy-news', 'page', '/happy-news'],
    ['happy-news/first-post', 'blog_post', '/happy-news/first-post'],
    ['corporate-gifts', 'page', '/corporate-gifts'],
    ['categories/adults/socks', 'category', '/adults/socks'],
    ['categories/collection/low-socks', 'category', '/collection/low-socks'],
  ])('lists story %s (%s) at %s', (slug, component, route) => expect(storyRoute(story(slug, component))).toBe(route));

  it.each([
    ['navigation', 'navigation'],
    ['footer', 'footer'],
    ['size-guides/adults', 'size_guide'],
    ['pdp-enhanced/products/arg-x', 'pdp_enhanced'],
    ['shared-content/usps', 'usp_bar'],
    ['login', 'page'],
    ['categories/product/x', 'category'],
    ['categories/adults/socks', 'page'],
    ['about-us', 'category'],
  ])('leaves out story %s (%s): no indexable page of its own', (slug, component) =>
    expect(storyRoute(story(slug, component))).toBeUndefined(),
  );
});

describe('planSitemaps', () => {
  const limits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES, entryBytes: 4000 };

  it('gives a storefront one file while its pages and products fit', () => {
    expect(planSitemaps('uk', { pages: 20, products: 420 }, limits)).toEqual([
      { name: 'uk.xml', storefront: 'uk', pages: true, products: { offset: 0, limit: 420 } },
    ]);
  });

  it('splits pages from products, and products into parts, past 50 MB', () => {
    // 13,107 entries of 4,000 bytes fill 50 MB.
    const files = planSitemaps('de', { pages: 20, products: 30_000 }, limits);
    expect(files.map((f) => f.name)).toEqual(['de-pages.xml', 'de-products-1.xml', 'de-products-2.xml', 'de-products-3.xml']);
    expect(files[1]?.products).toEqual({ offset: 0, limit: 13_107 });
    expect(files[3]?.products).toEqual({ offset: 26_214, limit: 3786 });
  });

  it('splits past 50,000 URLs however small the entries', () => {
    const files = planSitemaps('us', { pages: 10, products: 60_000 }, { ...limits, entryBytes: 200 });
    expect(files.map((f) => f.products)).toEqual([undefined, { offset: 0, limit: 50_000 }, { offset: 50_000, limit: 10_000 }]);
  });
});

describe('sitemap XML', () => {
  it('bounds every entry a page of any storefront can have', () => {
    const origin = 'https://www.argyle.example';
    const real = urlXml({
      loc: `${origin}/eu/product/${'A'.repeat(81)}`,
      lastmod: '2025-06-01T08:00:00.000Z',
      alternates: pageAlternates(origin, 'production', `/product/${'A'.repeat(81)}`),
    });
    expect(entryBytesBound(origin, 'production')).toBeGreaterThanOrEqual(new TextEncoder().encode(real).length);
  });

  it('escapes values and writes W3C dates', async () => {
    const entry = { loc: 'https://argyle.test/uk/a?b=1&c=<2>', lastmod: w3cDate('2026-11-01T09:00:00Z'), alternates: [] };
    expect(urlXml(entry)).toBe(
      '<url><loc>https://argyle.test/uk/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2026-11-01T09:00:00.000Z</lastmod></url>\n',
    );
    expect(w3cDate('not a date')).toBeUndefined();
    const text = await new Response(urlsetStream([entry, entry])).text();
    expect(text.match(/<url>/g)).toHaveLength(2);
    expect(text.endsWith('</urlset>\n')).toBe(true);
  });
});
