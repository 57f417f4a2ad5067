// Found and shared (decision 067): robots.txt, the sitemap index and each storefront's sitemap
// (the protocol's rules, every listed URL a 200 page naming itself canonical with the same
// alternates, lastmod from the data, products only where they sell, a CMS publish seen at once),
// link-preview tags on every page type, and the icons.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { contentCacheKey } from '../../worker/content/cache-keys';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { get, ORIGIN } from './fetch';
import { readSitemapIndex, readUrlset, type UrlEntry } from './sitemap-protocol';
import { sendWebhook } from './storyblok-webhook';

beforeAll(seedTestCatalogue);

beforeEach(async () => {
  const { keys } = await env.CONTENT.list({ prefix: 'content:' });
  await Promise.all(keys.map((k) => env.CONTENT.delete(k.name)));
});

const soldIn = (region: 'NL' | 'US') => catalogue.filter((p) => p.variants.some((v) => v.region === region)).map((p) => p.sku);
const NL_ONLY = catalogue.find((p) => !p.variants.some((v) => v.region === 'US'))?.sku ?? '';
const NL_AND_US = catalogue.find((p) => p.variants.some((v) => v.region === 'US'))?.sku ?? '';

async function sitemap(path: string, bindings?: Env): Promise<{ res: Response; entries: UrlEntry[] }> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`), bindings ?? env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, entries: res.status === 200 ? readUrlset(text, ORIGIN) : [] };
}

const byLoc = (entries: UrlEntry[], path: string) => entries.find((e) => e.loc === `${ORIGIN}${path}`);

/** A page's status, canonical URL and hreflang alternates, as its head says. */
async function pageHead(path: string) {
  const res = await get(path);
  const body = await res.text();
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];
  const alternates = Object.fromEntries(
    [...body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );
  return { status: res.status, canonical, alternates };
}

describe('robots.txt', () => {
  /** Whether robots.txt lets a crawler fetch a path: the longest matching rule wins, Allow on a tie (RFC 9309). */
  function allows(robots: string, path: string): boolean {
    let best = { length: -1, allow: true };
    for (const [, kind = '', pattern = ''] of robots.matchAll(/^(Allow|Disallow): (\S+)$/gm)) {
      const regex = new RegExp(
        `^${pattern
          .replace(/[.+?^{}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\\\$$/, '$')}`,
      );
      if (!regex.test(path)) continue;
      const allow = kind === 'Allow';
      if (pattern.length > best.length || (pattern.length === best.length && allow)) best = { length: pattern.length, allow };
    }
    return best.allow;
  }

  it('lets crawlers read the storefronts but not the API, checkout, search results or listing variations, and names the sitemap index', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const robots = await res.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/argyle\.test\/sitemap\.xml$/m);
    for (const path of ['/uk', '/uk/adults/socks', '/uk/adults/socks?page=2', '/de/product/ARG-A', '/us/about-us', '/uk/search-socks'])
      expect(allows(robots, path), path).toBe(true);
    for (const path of [
      '/api/cart',
      '/uk/checkout',
      '/de/checkout/address?x=1',
      '/us/search?term=red',
      '/uk/search/2?term=red',
      '/uk/adults/socks?colours=red',
      '/uk/adults/socks?page=2&sortBy=newest',
      '/fr/collection/low-socks?priceMax=20',
    ])
      expect(allows(robots, path), path).toBe(false);
  });
});

describe('sitemaps', () => {
  it('indexes one sitemap per storefront by absolute URL, by the protocol’s rules', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const files = readSitemapIndex(await res.text(), ORIGIN);
    expect(files).toEqual(
      ['uk', 'de', 'at', 'be', 'ch', 'nl', 'fr', 'us', 'es', 'it', 'eu', 'gl'].map((s) => `${ORIGIN}/sitemaps/${s}.xml`),
    );
    for (const file of files) expect((await sitemap(new URL(file).pathname)).res.status).toBe(200);
  });

  it('lists pages that answer 200 and name themselves canonical, with the alternates their heads give', async () => {
    const { entries } = await sitemap('/sitemaps/uk.xml');
    const pages = entries.filter((e) => !e.loc.includes('/product/'));
    const paths = pages.map((e) => new URL(e.loc).pathname);
    for (const path of ['/uk', '/uk/about-us', '/uk/faq', '/uk/faq/cookie-policy', '/uk/shipping', '/uk/happy-news', '/uk/corporate-gifts'])
      expect(paths).toContain(path);
    for (const path of ['/uk/adults/socks', '/uk/kids/socks', '/uk/collection/low-socks', '/uk/tag/new', '/uk/outlet/all'])
      expect(paths).toContain(path);
    for (const path of ['/uk/login', '/uk/navigation', '/uk/footer', '/uk/size-guides/adults']) expect(paths).not.toContain(path);
    // Every page, and products spread over the catalogue (both kinds of warehouse coverage among them).
    const products = entries.filter((e) => e.loc.includes('/product/'));
    const sample = [...pages, ...products.filter((_, i) => i % 100 === 0), byLoc(entries, `/uk/product/${NL_ONLY}`)];
    for (let i = 0; i < sample.length; i += 4) {
      const heads = await Promise.all(sample.slice(i, i + 4).map((entry) => pageHead(new URL(entry?.loc ?? '').pathname)));
      heads.forEach((head, j) => {
        const entry = sample[i + j];
        expect(head.status, entry?.loc).toBe(200);
        expect(head.canonical).toBe(entry?.loc);
        expect(head.alternates).toEqual(entry?.alternates);
      });
    }
    // A page render each: more than the default 20 s on a busy 2-core machine.
  }, 90_000);

  it('lists a product only where its warehouse sells it, with alternates in the storefronts that do', async () => {
    const uk = (await sitemap('/sitemaps/uk.xml')).entries;
    const us = (await sitemap('/sitemaps/us.xml')).entries;
    const skus = (entries: UrlEntry[]) => entries.filter((e) => e.loc.includes('/product/')).map((e) => e.loc.split('/product/')[1]);
    expect(new Set(skus(uk))).toEqual(new Set(soldIn('NL')));
    expect(new Set(skus(us))).toEqual(new Set(soldIn('US')));
    expect(byLoc(us, `/us/product/${NL_ONLY}`)).toBeUndefined();
    expect((await get(`/us/product/${NL_ONLY}`)).status).toBe(404);
    expect(byLoc(uk, `/uk/product/${NL_ONLY}`)?.alternates['en-US']).toBeUndefined();
    expect(byLoc(uk, `/uk/product/${NL_AND_US}`)?.alternates['en-US']).toBe(`${ORIGIN}/us/product/${NL_AND_US}`);
    expect(byLoc(us, `/us/product/${NL_AND_US}`)?.alternates['en-GB']).toBe(`${ORIGIN}/uk/product/${NL_AND_US}`);
    const head = await pageHead(`/us/product/${NL_AND_US}`);
    expect(head.alternates).toEqual(byLoc(us, `/us/product/${NL_AND_US}`)?.alternates);
  });

  it('takes lastmod from the data: product updatedAt, story published_at', async () => {
    const { entries } = await sitemap('/sitemaps/de.xml');
    const record = catalogue.find((p) => p.sku === NL_AND_US);
    expect(byLoc(entries, `/de/product/${NL_AND_US}`)?.lastmod).toBe(new Date(record?.updatedAt ?? '').toISOString());
    expect(byLoc(entries, `/de/product/${NL_AND_US}`)?.lastmod).toBe('2025-06-01T08:00:00.000Z');
    expect(byLoc(entries, '/de/about-us')?.lastmod).toBe('2026-11-01T09:00:00.000Z');
  });

  it('answers 404 for a sitemap no storefront has', async () => {
    for (const path of ['/sitemaps/xx.xml', '/sitemaps/uk-products-2.xml', '/sitemaps/uk-pages.xml', '/sitemaps/uk'])
      expect((await sitemap(path)).res.status, path).toBe(404);
  });

  it('shows a CMS publish at once: the page index is refreshed and the edge copy replaced', async () => {
    const cached: Env = { ...env, PAGE_CACHE: 'on' };
    const index = contentCacheKey({
      environment: 'production',
      contentKey: 'uk',
      locale: 'en-GB',
      kind: 'pages',
      slug: 'index',
      version: 'published',
    });
    // The index as it was before the editor published about-us again (fresh in KV).
    await env.CONTENT.put(index, JSON.stringify([{ slug: 'about-us', component: 'page', publishedAt: '2020-01-01T00:00:00.000Z' }]), {
      metadata: { storedAt: Date.now() },
    });
    const before = await sitemap('/sitemaps/uk.xml', cached);
    expect(byLoc(before.entries, '/uk/about-us')?.lastmod).toBe('2020-01-01T00:00:00.000Z');
    expect((await sitemap('/sitemaps/uk.xml', cached)).res.headers.get('x-cache')).toBe('HIT');

    const res = await sendWebhook({ action: 'published', full_slug: 'uk/about-us', story_id: 410008 }, cached);
    expect(((await res.json()) as { purged: string[] }).purged).toContain(index);
    const after = await sitemap('/sitemaps/uk.xml', cached);
    expect(after.res.headers.get('x-cache')).toBe('MISS');
    expect(byLoc(after.entries, '/uk/about-us')?.lastmod).toBe('2026-11-01T09:00:00.000Z');
    expect(byLoc(after.entries, '/uk/adults/socks')).toBeDefined();
  });
});

/** The content of a head tag by its property or name. */
const tag = (body: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(body)?.[1]?.replace(/&amp;/g, '&');

describe('link previews', () => {
  it.each([
    ['homepage', '/uk', 'website', '/images/content/hero-homepage.svg'],
    ['listing', '/uk/adults/socks', 'website', '/images/products/'],
    ['content page', '/uk/about-us', 'website', '/images/content/hero-about.svg'],
    ['FAQ', '/uk/faq', 'website', '/share.jpg'],
    ['product', `/uk/product/${NL_AND_US}`, 'product', `/images/products/${NL_AND_US}/single?`],
  ])('gives the %s its own Open Graph and Twitter card', async (_, path, type, image) => {
    const body = await (await get(path)).text();
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];
    expect(tag(body, 'og:url')).toBe(canonical);
    expect(tag(body, 'og:type')).toBe(type);
    expect(tag(body, 'og:site_name')).toBe('Argyle');
    expect(tag(body, 'og:locale')).toBe('en_GB');
    expect(tag(body, 'og:title')).toBe(/<title>([^<]*)<\/title>/.exec(body)?.[1]?.replace(/&amp;/g, '&'));
    expect(tag(body, 'og:description')).toBe(tag(body, 'description'));
    expect(tag(body, 'og:image')).toContain(`${ORIGIN}${image}`);
    expect(tag(body, 'og:image:type')).toBe('image/jpeg');
    expect(tag(body, 'og:image:width')).toBe('1200');
    expect(tag(body, 'og:image:height')).toBe('630');
    expect(tag(body, 'twitter:card')).toBe('summary_large_image');
  });

  it('gives a product page its price and availability', async () => {
    const body = await (await get(`/uk/product/${NL_AND_US}`)).text();
    const record = catalogue.find((p) => p.sku === NL_AND_US);
    const cheapest = Math.min(...(record?.variants ?? []).filter((v) => v.region === 'NL').map((v) => v.price.GBP.final));
    expect(tag(body, 'product:price:amount')).toBe((cheapest / 100).toFixed(2));
    expect(tag(body, 'product:price:currency')).toBe('GBP');
    expect(tag(body, 'product:availability')).toMatch(/^(in stock|out of stock)$/);
  });

  it('asks the image service for a 1200×630 JPEG, and the shop’s own share image is one', async () => {
    const body = await (await get(`/uk/product/${NL_AND_US}`)).text();
    const image = new URL(tag(body, 'og:image') ?? '');
    expect(image.origin).toBe(ORIGIN);
    expect(Object.fromEntries(image.searchParams)).toMatchObject({ width: '1200', height: '630', format: 'jpeg' });
    const photo = await get(`${image.pathname}${image.search}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(jpegSize(new Uint8Array(await photo.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    const share = new Uint8Array(await (await env.ASSETS.fetch(`${ORIGIN}/share.jpg`)).arrayBuffer());
    expect(jpegSize(share)).toEqual({ width: 1200, height: 630 });
  });

  it('marks search results and listing variations noindex, follow, and canonical listings not', async () => {
    for (const path of [
      '/uk/search?term=red',
      '/uk/search',
      '/uk/adults/socks?colours=red',
      '/uk/adults/socks?sortBy=newest',
      '/uk/adults/socks?priceMax=20',
    ]) {
      const body = await (await get(path)).text();
      expect(tag(body, 'robots'), path).toBe('noindex, follow');
      expect(body, path).not.toContain('rel="canonical"');
    }
    for (const path of ['/uk/adults/socks', '/uk/adults/socks?page=2']) {
      const body = await (await get(path)).text();
      expect(tag(body, 'robots'), path).toBeUndefined();
      expect(body, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}"`);
    }
  });
});

/** Width and height from a JPEG's start-of-frame segment (baseline or progressive). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  for (let i = 2; i + 8 < bytes.length;) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1] ?? 0;
    const length = ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0);
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { height: ((bytes[i + 5] ?? 0) << 8) | (bytes[i + 6] ?? 0), width: ((bytes[i + 7] ?? 0) << 8) | (bytes[i + 8] ?? 0) };
    }
    i += 2 + length;
  }
  return undefined;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('icons', () => {
  const asset = async (path: string) => {
    const res = await env.ASSETS.fetch(`${ORIGIN}${path}`);
    expect(res.status, path).toBe(200);
    return new Uint8Array(await res.arrayBuffer());
  };

  it('serves /favicon.ico as an icon file, an apple-touch-icon of 180 px and the manifest’s 192 and 512 px icons', async () => {
    const ico = await asset('/favicon.ico');
    expect([...ico.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect([...ico.slice(6 + 16, 6 + 16 + 1)]).toEqual([32]);
    expect(pngSize(await asset('/apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    const manifest = JSON.parse(new TextDecoder().decode(await asset('/manifest.webmanifest'))) as {
      icons: { src: string; sizes: string }[];
    };
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`);
      expect(pngSize(await asset(icon?.src ?? ''))).toEqual({ width: size, height: size });
    }
  });

  it('links them from every page', async () => {
    const body = await (await get('/uk/about-us')).text();
    for (const link of [
      'rel="icon" href="/favicon.ico"',
      'rel="apple-touch-icon" href="/apple-touch-icon.png"',
      'rel="manifest" href="/manifest.webmanifest"',
    ])
      expect(body).toContain(link);
  });
});
