// Product page and product diagnostics, server-rendered by the real
// worker over the seeded catalogue (D1).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { compareSizes, formatPrice, getMarket, priceFromMinor, shortAgeSize } from '../../markets';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { get, ORIGIN } from './fetch';
import { all, attr, html, stateOf } from './html';
import { captureLogLines } from './log-lines';

beforeAll(seedTestCatalogue);

const logLines = captureLogLines();

type Record = (typeof catalogue)[number];
const nlVariants = (p: Record) => p.variants.filter((v) => !v.sku.includes('-UP'));

/** An adult product whose NL sizes are all in stock, with linked colours. */
const product = catalogue.find(
  (p) =>
    p.ageGroup === 'adults' && nlVariants(p).length >= 2 && nlVariants(p).every((v) => v.stock.nl > 10) && p.linkedProducts.length >= 2,
) as Record;
/** A kids product (age sizes), and one with a sold-out NL size. */
const kids = catalogue.find((p) => p.ageGroup === 'kids' && nlVariants(p).length >= 2) as Record;
const soldOut = catalogue.find((p) => nlVariants(p).some((v) => v.stock.nl === 0) && nlVariants(p).some((v) => v.stock.nl > 0)) as Record;

const market = (country: string) => {
  const m = getMarket(country as never);
  if (!m) throw new Error(`no market ${country}`);
  return m;
};
const cheapest = (p: Record, currency: 'GBP' | 'EUR') => Math.min(...nlVariants(p).map((v) => v.price[currency].final));

interface JsonLdOffer {
  '@type': string;
  sku: string;
  price: number;
  priceCurrency: string;
  availability: string;
  url: string;
}
type JsonLd = { '@type': string; [key: string]: unknown };

function jsonLd(body: string): JsonLd[] {
  const scripts = all(body, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g);
  expect(scripts).toHaveLength(1);
  const parsed = JSON.parse(scripts[0] ?? '') as JsonLd | JsonLd[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

describe('product page', () => {
  it('renders the product with its price in GBP on /uk', async () => {
    const res = await get(`/uk/product/${product.sku}`, { country: 'GB' });
    expect(res.status).toBe(200);
    const body = await html(res);
    expect(body).toContain('data-page-type="product"');
    expect(body).toMatch(new RegExp(`<h1[^>]*>${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    const price = formatPrice(priceFromMinor(cheapest(product, 'GBP'), 'GBP'), market('GB'));
    expect(price).toContain('£');
    expect(body).toContain(price);
    expect(body).toMatch(/<title>[^<]*Argyle[^<]*<\/title>/);
    expect(attr(body, 'meta name="description"', 'content')).toBe(product.meta.description);
  });

  it('renders prices in EUR with German formatting on /de', async () => {
    const body = await html(await get(`/de/product/${product.sku}`, { country: 'DE' }));
    const price = formatPrice(priceFromMinor(cheapest(product, 'EUR'), 'EUR'), market('DE'));
    expect(price).toContain('€');
    expect(body).toContain(price);
    expect(body).not.toContain('£');
  });

  it('lists every size in size order as a radio with its stock, sold-out sizes disabled', async () => {
    const body = await html(await get(`/uk/product/${soldOut.sku}`));
    const inputs = all(body, /<input class="size-option__input"[^>]*>/g);
    expect(inputs).toHaveLength(nlVariants(soldOut).length);
    for (const v of nlVariants(soldOut)) {
      const input = inputs.find((i) => i.includes(`value="${v.sku}"`));
      expect(input, v.sku).toBeDefined();
      expect(input?.includes('disabled'), v.sku).toBe(v.stock.nl === 0);
    }
    expect(body).toContain('data-stock="no-stock"');
    // Before the scripts run, add to basket posts the form (a size missing comes back as a message):
    // an enabled submit button, never a disabled one (docs/decisions/072).
    expect(body).toMatch(/<form [^>]*action="\/forms\/cart\/add" method="post"/);
    expect(body).toMatch(/<button type="submit" class="button buy-box__add"(?![^>]*disabled)[^>]*>/);
  });

  it('shortens age sizes and orders them by age', async () => {
    const body = await html(await get(`/uk/product/${kids.sku}`));
    const labels = nlVariants(kids)
      .map((v) => v.size.label)
      .sort(compareSizes);
    const shown = all(body, /<span class="size-option__size" title="([^"]+)"/g);
    expect(shown).toEqual(labels);
    for (const label of labels) expect(body).toContain(`>${shortAgeSize(label)}</span>`);
    expect(body).toContain('data-identifier="kids"');
  });

  it('links linked colours and shows feature icons, details and recommendations', async () => {
    const body = await html(await get(`/uk/product/${product.sku}`));
    for (const sku of product.linkedProducts) expect(body).toContain(`href="/uk/product/${sku}"`);
    expect(body).toContain('class="feature-icons"');
    expect(body).toContain(product.information.composition);
    expect(body).toContain('class="recommendations"');
    expect(all(body, /<article class="product-card"/g).length).toBeGreaterThan(0);
    // Gallery: the first image is the priority image at the main width with a srcset.
    const img = body.match(/<img class="gallery__image"[^>]*>/)?.[0] ?? '';
    expect(img).toContain('width="720"');
    expect(img).toContain('fetchPriority="high"');
    const url = product.media.images[0]!.url.replaceAll('&', '&amp;');
    expect(img).toContain(`srcSet="${[320, 720, 1024, 1920].map((w) => `${url}&amp;width=${w} ${w}w`).join(', ')}"`);
    expect(img).toContain('loading="eager"');
    // Its placeholder is inline: no request for it.
    expect(body).toMatch(/<li class="gallery__item" style="--placeholder:url\(&quot;data:image\/webp;base64,/);
    // Preloaded from the head, before the parser reaches the gallery.
    const preload = body.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    expect(body.indexOf(preload)).toBeLessThan(body.indexOf('</head>'));
    expect(preload).toContain(`imageSrcSet="${url}&amp;width=320 320w`);
    expect(preload).toContain('fetchPriority="high"');
    // The other gallery image and the recommendations' cards load lazily, decoded off the main thread.
    const rest = all(body, /(<img class="(?:gallery|product-card)__image"[^>]*>)/g).slice(1);
    expect(rest.length).toBeGreaterThan(1);
    for (const other of rest) {
      expect(other).toContain('loading="lazy"');
      expect(other).toContain('decoding="async"');
      expect(other).not.toContain('fetchPriority');
    }
  });

  it('has Product and BreadcrumbList structured data with an offer per variant', async () => {
    const body = await html(await get(`/uk/product/${product.sku}`));
    const items = jsonLd(body);
    const ld = items.find((i) => i['@type'] === 'Product') as JsonLd & { offers: JsonLdOffer[]; sku: string; brand: { name: string } };
    expect(ld.sku).toBe(product.sku);
    expect(ld.brand.name).toBe('Argyle');
    expect(ld.offers.map((o) => o.sku).sort()).toEqual(
      nlVariants(product)
        .map((v) => v.sku)
        .sort(),
    );
    for (const offer of ld.offers) {
      const variant = product.variants.find((v) => v.sku === offer.sku);
      expect(offer.priceCurrency).toBe('GBP');
      expect(offer.price).toBe(priceFromMinor(variant?.price.GBP.final ?? -1, 'GBP'));
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability)$/);
      expect(offer.url).toBe(`https://argyle.test/uk/product/${product.sku}`);
    }
    const crumbs = items.find((i) => i['@type'] === 'BreadcrumbList') as JsonLd & {
      itemListElement: Array<{ position: number; name: string; item: string }>;
    };
    expect(crumbs.itemListElement.map((c) => c.position)).toEqual([1, 2, 3]);
    expect(crumbs.itemListElement[0]?.item).toBe('https://argyle.test/uk');
    expect(crumbs.itemListElement[1]?.item).toBe(`https://argyle.test/uk/${product.categories[0]}`);
    expect(crumbs.itemListElement[2]?.name).toBe(product.name);
  });

  it('gives the structured data script the CSP nonce and keeps "<" out of it', async () => {
    const res = await get(`/uk/product/${product.sku}`);
    const body = await html(res);
    const nonce = res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(attr(body, 'script type="application/ld\\+json"', 'nonce')).toBe(nonce);
    const script = body.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(script).not.toContain('<');
  });

  it('puts the product and its content in the page state, so hydration needs no API call', async () => {
    const state = stateOf(await html(await get(`/uk/product/${product.sku}`, { country: 'GB' })));
    const keys = state.queries.queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['catalogue', 'uk', 'GB', 'product', product.sku]);
    expect(keys).toContainEqual(['content', 'uk', 'story', 'size-guides/adults', '']);
    expect(keys).toContainEqual(['content', 'uk', 'story', 'product-feature-icons', '']);
  });

  it('answers an unknown SKU with the 404 error page', async () => {
    const res = await get('/uk/product/ARG-DOES-NOT-EXIST');
    expect(res.status).toBe(404);
    const body = await html(res);
    expect(body).toContain('class="error-page" data-status="404"');
    expect(body).toContain('name="robots" content="noindex, follow"');
    expect(body).not.toContain('application/ld+json');
  });
});

describe("the product page's product call (docs/spec/commerce-core.md §8 messages)", () => {
  it("logs 'Failed to fetch product for PDP' when the search service fails", async () => {
    // A closed port: the connection is refused.
    const searchDown = { ...env, SEARCH_BASE_URL: 'http://127.0.0.1:9' };
    const res = await app.fetch(new Request(`${ORIGIN}/uk/product/${product.sku}`, { headers: { 'cf-ipcountry': 'GB' } }), searchDown);
    expect(res.status).toBe(503);
    expect(logLines()).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'Failed to fetch product for PDP', sku: product.sku }),
    );
  });

  it("does not log it for an unknown SKU: that is 'Product not found'", async () => {
    expect((await get('/uk/product/ARG-DOES-NOT-EXIST')).status).toBe(404);
    expect(logLines().map((l) => l.message)).not.toContain('Failed to fetch product for PDP');
  });

  it("refuses a product lookup without a SKU with 'No sku provided', logged", async () => {
    expect((await get('/uk/product/%20')).status).toBe(404);
    expect(logLines()).toContainEqual(expect.objectContaining({ level: 'warn', message: 'No sku provided', storefront: 'uk' }));
    const res = await get('/api/catalogue/uk/product/%20');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'bad_request', message: 'No sku provided' } });
  });
});

describe('product diagnostics page', () => {
  it('lists every variant with sku, size, stock and prices, not for indexing', async () => {
    const res = await get(`/uk/diagnostics/product/${product.sku}`, { country: 'GB' });
    expect(res.status).toBe(200);
    const body = await html(res);
    expect(body).toContain('name="robots" content="noindex, follow"');
    expect(all(body, /<tr data-variant="([^"]+)"/g).sort()).toEqual(
      nlVariants(product)
        .map((v) => v.sku)
        .sort(),
    );
    for (const v of nlVariants(product)) {
      expect(body).toContain(`<td>${v.price.GBP.final}</td>`);
      expect(body).toContain(formatPrice(priceFromMinor(v.price.GBP.final, 'GBP'), market('GB')));
    }
    expect(body).toContain('<pre class="diagnostics-json"');
    expect(body).toContain('data-fact="Currency">GBP<');
    expect(body).toContain('data-fact="Region">NL<');
  });

  it('loads none of the CMS content only the product page shows', async () => {
    const keys = async (path: string) =>
      stateOf(await html(await get(path, { country: 'GB' }))).queries.queries.map((q) => JSON.stringify(q.queryKey));
    const cms = (k: string) => k.includes('product-feature-icons') || k.includes('free-shipping-bar') || k.includes('size-guides/');
    expect((await keys(`/uk/product/${product.sku}`)).filter(cms)).toHaveLength(3);
    expect((await keys(`/uk/diagnostics/product/${product.sku}`)).filter(cms)).toEqual([]);
  });

  it('answers an unknown SKU with 404', async () => {
    expect((await get('/uk/diagnostics/product/ARG-NOPE')).status).toBe(404);
  });
});
