import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentCacheKey } from '../../worker/content/cache-keys';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { get, ORIGIN } from './fetch';
import { attr, html, stateOf } from './html';
import { captureLogLines } from './log-lines';

beforeAll(seedTestCatalogue);

const logLines = captureLogLines();

const adults = catalogue.filter((p) => p.ageGroup === 'adults' && p.recommended && p.variants.some((v) => !v.sku.includes('-UP')));

describe('listing pages', () => {
  it('render the CMS category with its first 64 products, prices in the market currency', async () => {
    const body = await html(await get('/uk/adults/socks'));
    expect(attr(body, 'section class="listing"', 'data-total')).toBe(String(adults.length));
    expect(body.match(/<article class="product-card"/g)?.length).toBe(64);
    expect(body).toContain('£');
    expect(body).toContain('data-story="uk/categories/adults/socks"');
  });

  it('load the first row’s images first, preloaded, and the rest lazily, with placeholders inline', async () => {
    const body = await html(await get('/uk/adults/socks'));
    const images = [...body.matchAll(/<img class="product-card__image"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(64);
    for (const [i, img] of images.entries()) {
      const src = attr(img, 'img', 'src') ?? '';
      expect(src).toMatch(/^\/images\/products\/ARG-[A-Z0-9-]+\/single\?v=[0-9a-z]+&amp;width=720$/);
      const url = src.replace('&amp;width=720', '');
      expect(attr(img, 'img', 'srcSet')).toBe([320, 720, 1024].map((w) => `${url}&amp;width=${w} ${w}w`).join(', '));
      expect(attr(img, 'img', 'sizes')).toContain('50vw');
      expect(attr(img, 'img', 'decoding')).toBe('async');
      expect(attr(img, 'img', 'loading')).toBe(i < 4 ? 'eager' : 'lazy');
      expect(attr(img, 'img', 'fetchPriority')).toBe(i < 4 ? 'high' : undefined);
    }
    const preloads = [...body.slice(0, body.indexOf('</head>')).matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(4);
    for (const [i, preload] of preloads.entries()) {
      expect(attr(preload, 'link', 'imageSrcSet')).toBe(attr(images[i] ?? '', 'img', 'srcSet'));
      expect(attr(preload, 'link', 'fetchPriority')).toBe('high');
    }
    // Every card's blurred placeholder is in the page: a listing asks for none of them.
    expect(body.match(/class="product-card__media" style="--placeholder:url\(&quot;data:image\/webp;base64,/g)).toHaveLength(64);
    expect(body).not.toMatch(/width=90\b|placeholder=1/);
  });

  it('link the next page, and the previous one from page 2, keeping the filters', async () => {
    const first = await html(await get('/uk/adults/socks?colours=black'));
    const total = Number(attr(first, 'section class="listing"', 'data-total'));
    expect(total).toBeGreaterThan(0);
    const all = await html(await get('/uk/adults/socks'));
    expect(all).toContain(`<link rel="next" href="${ORIGIN}/uk/adults/socks?page=2"/>`);
    expect(all).not.toContain('rel="prev"');
    const second = await html(await get('/uk/adults/socks?page=2'));
    expect(second).toContain(`<link rel="prev" href="${ORIGIN}/uk/adults/socks"/>`);
  });

  it('give every page its own canonical, so pages 2+ stay in search engines (decision 009)', async () => {
    expect(attr(await html(await get('/uk/adults/socks')), 'link rel="canonical"', 'href')).toBe(`${ORIGIN}/uk/adults/socks`);
    expect(attr(await html(await get('/uk/adults/socks?page=2')), 'link rel="canonical"', 'href')).toBe(`${ORIGIN}/uk/adults/socks?page=2`);
  });

  it('answer 404 past the last page', async () => {
    expect((await get('/uk/adults/socks?page=50')).status).toBe(404);
  });

  it('dehydrate the listing so the browser does not fetch it again', async () => {
    const state = stateOf(await html(await get('/de/kids/socks?materials=organic%20cotton')));
    expect(state.queries.queries.map((q) => q.queryKey)).toContainEqual([
      'catalogue',
      'de',
      'DE',
      'listing',
      'kids/socks',
      { materials: 'organic-cotton' },
    ]);
  });

  it('show the four facets with counts, chosen values checked, and the sort', async () => {
    const body = await html(await get('/uk/adults/socks?colours=navy-blue&features=knee-high&sortBy=newest'));
    for (const facet of ['colours', 'materials', 'features', 'sizes']) expect(body).toContain(`data-facet="${facet}"`);
    expect(body).toContain('<input id="facet-colours-navy-blue" type="checkbox" checked="" value="navy-blue"/>');
    expect(body).toContain('<input id="facet-features-knee-high" type="checkbox" checked="" value="knee-high"/>');
    expect(body).toContain('<option value="newest" selected="">');
    const chosen = adults.filter((p) => p.colours.includes('navy blue') && p.features.includes('knee-high'));
    expect(attr(body, 'section class="listing"', 'data-total')).toBe(String(chosen.length));
  });

  it('list a tag listing by badge at /tag/{tag}', async () => {
    const body = await html(await get('/uk/tag/bestsellers'));
    const bestsellers = adults.concat(
      catalogue.filter((p) => p.ageGroup === 'kids' && p.recommended && p.variants.some((v) => !v.sku.includes('-UP'))),
    );
    expect(attr(body, 'section class="listing"', 'data-total')).toBe(
      String(bestsellers.filter((p) => p.badges.includes('bestsellers')).length),
    );
    expect(body).toContain('data-story="uk/categories/tag/bestsellers"');
  });

  it('show the empty state when no product matches', async () => {
    const body = await html(await get('/uk/kids/socks?colours=beige&materials=merino%20wool'));
    expect(body).toContain('class="empty-state"');
  });
});

describe('search results page', () => {
  it('lists matches for the term, with page links in the path', async () => {
    const body = await html(await get('/uk/search?term=stripe'));
    const total = Number(attr(body, 'article class="page search-page"', 'data-total'));
    expect(total).toBeGreaterThan(64);
    expect(body).toContain(`<link rel="next" href="${ORIGIN}/uk/search/2?term=stripe"/>`);
    const second = await html(await get('/uk/search/2?term=stripe'));
    expect(second).toContain(`<link rel="prev" href="${ORIGIN}/uk/search?term=stripe"/>`);
    // Results are never indexed (decision 067): the page names itself, but as no canonical.
    expect(attr(second, 'meta property="og:url"', 'content')).toBe(`${ORIGIN}/uk/search/2?term=stripe`);
    expect(attr(second, 'meta name="robots"', 'content')).toBe('noindex, follow');
  });

  it('says so when nothing matches', async () => {
    const body = await html(await get('/de/search?term=zzzzqqq'));
    expect(body).toContain('Keine Ergebnisse für „zzzzqqq“');
  });
});

describe("a category naming a facet the facet configuration lacks (docs/spec/commerce-core.md §8 'Category facet not found')", () => {
  it('logs it and lists the products without that filter', async () => {
    const slug = 'categories/test/unknown-facet';
    const cacheKey = contentCacheKey({
      environment: 'production',
      contentKey: 'uk',
      locale: 'en-GB',
      kind: 'story',
      slug,
      version: 'published',
    });
    const story = {
      id: 9,
      uuid: 'u-unknown-facet',
      name: 'Unknown facet',
      slug: 'unknown-facet',
      fullSlug: `uk/${slug}`,
      lang: 'en-GB',
      publishedAt: null,
      content: { component: 'category', title: 'Unknown facet', facetKeys: ['colours', 'length'], searchFilter: { ageGroup: 'adults' } },
    };
    await env.CONTENT.put(cacheKey, JSON.stringify(story), { metadata: { storedAt: Date.now() } });
    try {
      const res = await get('/api/catalogue/uk/listing/test/unknown-facet');
      expect(res.status).toBe(200);
      const page = (await res.json()) as { total: number; facets: Record<string, unknown> };
      expect(page.total).toBeGreaterThan(0);
      expect(Object.keys(page.facets)).toEqual(['colours']);
      expect(logLines()).toContainEqual(
        expect.objectContaining({ level: 'warn', message: 'Category facet not found', facet: 'length', category: 'test/unknown-facet' }),
      );
    } finally {
      await env.CONTENT.delete(cacheKey);
    }
  });
});
