// Blocks: every seed story of every content key renders; each block is findable; hostile or
// malformed block fields render less instead of crashing.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { carouselBlocks } from '../../markets';
import { loadLaterParts } from '../components/later';
import type { ProductCard } from '../queries/catalogue';
import { Blocks, listingPath } from './blocks';
import { renderMarkup } from './test-utils';
import { isRecord } from './types';

interface Story {
  full_slug: string;
  content: Record<string, unknown>;
}

const stories = import.meta.glob<Story>('../../kv-seed/content/stories/*/{homepage,faq,about-us,happy-news,corporate-gifts}.json', {
  eager: true,
  import: 'default',
});
const newsletters = import.meta.glob<Story>('../../kv-seed/content/stories/*/newsletter.json', { eager: true, import: 'default' });

/** Every object with a `component` inside a story's content. */
function collectBlocks(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) collectBlocks(item, out);
  else if (isRecord(value)) {
    if (typeof value.component === 'string') out.push(value);
    for (const field of Object.values(value)) collectBlocks(field, out);
  }
  return out;
}

/** A product card as the carousels' answer carries it. */
const card = (sku: string, final = 995): ProductCard => ({
  id: `id-${sku}`,
  sku,
  name: `Socks ${sku}`,
  slug: sku.toLowerCase(),
  image: `/images/products/${sku}/single?v=1`,
  imageAlt: `Socks ${sku}, packshot`,
  backgroundColor: undefined,
  price: { original: final, final },
  currency: 'GBP',
  discountPercentage: 0,
  badges: [],
  stockStatus: 'in-stock',
  colours: ['red'],
  sizes: ['36-40'],
});

// The carousels' cards are a later part: the server loads its code before rendering, as here.
beforeAll(loadLaterParts);
afterEach(() => vi.restoreAllMocks());

describe('seed stories', () => {
  const entries = Object.entries(stories);

  it('finds the stories of all 7 content keys', () => expect(entries).toHaveLength(35));

  it.each(entries.map(([path, story]) => [story.full_slug, path, story] as const))('%s renders every block', async (_slug, path, story) => {
    const warn = vi.spyOn(console, 'warn');
    const newsletter = newsletters[path.replace(/[^/]+\.json$/, 'newsletter.json')];
    expect(newsletter).toBeDefined();
    const carousels = Object.fromEntries(carouselBlocks(story.content).map((c) => [c.uid, [card('ARG-A'), card('ARG-B')]]));
    const html = await renderMarkup(<Blocks blocks={[story.content]} newsletter={newsletter} carousels={carousels} />);
    for (const block of collectBlocks(story.content)) {
      expect(html).toContain(`data-component="${String(block.component)}" data-uid="${String(block._uid)}"`);
    }
    expect(warn).not.toHaveBeenCalled();
    // Product cards are the shop's own markup (their placeholder is an inline style), not the CMS's.
    const cms = html.replace(/<article class="product-card".*?<\/article>/g, '');
    expect(html.match(/<article class="product-card"/g) ?? []).toHaveLength(2 * carouselBlocks(story.content).length);
    expect(cms).not.toMatch(/javascript:|<script|style=/i);
    // Storefront-relative links are prefixed; anything else is an absolute or mailto link.
    for (const [, href] of html.matchAll(/<a href="([^"]*)"/g)) expect(href).toMatch(/^(\/uk(\/|$)|https:\/\/|mailto:)/);
    if (html.includes('data-component="newsletter_block"')) {
      expect(html).toContain('data-newsletter-form="newsletter-block"');
      expect(html).toMatch(/<h2 class="cms-newsletter__title"><span class="rich-text">.+<\/span><\/h2>/);
    }
  });
});

describe('components', () => {
  it('hero: h1 when first, eager high-priority image, CTA through the storefront', async () => {
    const html = await renderMarkup(
      <Blocks
        blocks={[
          {
            _uid: 'h1',
            component: 'hero',
            title: 'Happy feet',
            subtitle: 'Soft socks',
            image: { filename: '/images/content/hero-homepage.svg', alt: 'Socks on a line' },
            cta: { label: 'Shop', link: { cached_url: '/adults/socks', linktype: 'url' } },
          },
          { _uid: 'h2', component: 'hero', title: 'Second', cta: { label: 'Quote', link: { cached_url: 'https://argyle.shop/q' } } },
        ]}
      />,
    );
    expect(html).toContain('<h1 class="cms-hero__title">Happy feet</h1>');
    expect(html).toContain('<h2 class="cms-hero__title">Second</h2>');
    // Through the image service, Storyblok-style, at the spec widths up to one covering its 1600 px.
    const hero = '/images/content/hero-homepage.svg/m';
    const srcSet = `${hero}/320x0 320w, ${hero}/720x0 720w, ${hero}/1024x0 1024w, ${hero}/1920x0 1920w`;
    expect(html).toContain(
      `<img src="${hero}/720x0" srcSet="${srcSet}" sizes="100vw" alt="Socks on a line" width="1600" height="700" class="cms-hero__image" loading="eager" decoding="sync" fetchPriority="high"/>`,
    );
    // Preloaded (React hoists it to the head in a page).
    expect(html).toContain(`<link rel="preload" as="image" imageSrcSet="${srcSet}" imageSizes="100vw" fetchPriority="high"/>`);
    expect(html).toContain('<a class="button cms-hero__cta" href="/uk/adults/socks">Shop</a>');
    expect(html).toContain(
      '<a href="https://argyle.shop/q" class="button cms-hero__cta" target="_blank" rel="noopener noreferrer">Quote</a>',
    );
  });

  it('category tiles: a list of linked, lazily loaded, sized images', async () => {
    const html = await renderMarkup(
      <Blocks
        blocks={[
          {
            _uid: 't',
            component: 'category_tiles',
            title: 'Find your pair',
            tiles: [
              {
                _uid: 'a',
                component: 'category_tile',
                title: 'Kids',
                image: { filename: '/images/content/tile-kids.svg', alt: 'Kids socks' },
                link: { cached_url: '/kids/socks' },
              },
            ],
          },
        ]}
      />,
    );
    expect(html).toContain(
      '<h2 class="cms-section-title">Find your pair</h2><ul class="cms-tiles__grid"><li data-component="category_tile" data-uid="a">',
    );
    expect(html).toContain('href="/uk/kids/socks"');
    expect(html).toMatch(/alt="Kids socks" width="800" height="1000"[^>]*loading="lazy"/);
  });

  const giftBoxes = {
    _uid: 'p',
    component: 'product_carousel',
    title: 'Gift boxes',
    searchFilter: { collections: 'gift-boxes', bad: 3 },
    limit: 4,
  };

  it('product carousel: a region named by its title, listing its products as product cards with lazy images', async () => {
    const products = [card('ARG-GIFT-ONE', 2495), card('ARG-GIFT-TWO'), card('ARG-GIFT-THREE'), card('ARG-GIFT-FOUR')];
    const html = await renderMarkup(<Blocks blocks={[giftBoxes]} carousels={{ p: products, other: [card('ARG-ELSEWHERE')] }} />);
    expect(html).toContain('data-search-filter="{&quot;collections&quot;:&quot;gift-boxes&quot;}" data-limit="4"');
    expect(html).toContain('href="/uk/collection/gift-boxes"');
    const heading = /<h2 id="([^"]+)" class="cms-section-title">Gift boxes<\/h2>/.exec(html);
    expect(heading).not.toBeNull();
    const id = heading![1]!;
    expect(html).toMatch(new RegExp(`<section class="cms-carousel"[^>]* aria-labelledby="${id}"`));
    expect(html).toContain(`<ul class="cms-carousel__track" role="list" aria-labelledby="${id}">`);
    // The listing's cards, in the answer's order, each a link to its product; none of another carousel.
    expect([...html.matchAll(/<li class="cms-carousel__item"><article class="product-card" data-sku="([^"]+)"/g)].map((m) => m[1])).toEqual(
      ['ARG-GIFT-ONE', 'ARG-GIFT-TWO', 'ARG-GIFT-THREE', 'ARG-GIFT-FOUR'],
    );
    expect(html).toContain('href="/uk/product/ARG-GIFT-ONE"');
    expect(html).toContain('£24.95');
    expect(html).not.toContain('ARG-ELSEWHERE');
    // Below the fold: every image waits until it nears the viewport.
    expect(html.match(/<img class="product-card__image"[^>]*loading="lazy"/g)).toHaveLength(4);
    expect(html).not.toContain('data-product-grid-slot');
  });

  it.each([
    ['an empty list', { p: [] }],
    ['no answer for it', {}],
    ['no carousel products at all', undefined],
  ])('product carousel with %s is not shown: no heading, no empty box', async (_, carousels) => {
    const html = await renderMarkup(
      <Blocks blocks={[giftBoxes, { _uid: 'r', component: 'rich_text_block', text: 'x' }]} carousels={carousels} />,
    );
    expect(html).not.toContain('product_carousel');
    expect(html).not.toContain('Gift boxes');
    expect(html).not.toContain('cms-carousel');
    expect(html).toContain('data-component="rich_text_block"');
  });

  it('listingPath maps search filters to listing pages', () => {
    expect(listingPath({ collections: 'sneaker-socks' })).toBe('/collection/sneaker-socks');
    expect(listingPath({ collections: 'outlet' })).toBe('/outlet/all');
    expect(listingPath({ ageGroup: 'kids' })).toBe('/kids/socks');
    expect(listingPath({ badges: 'new' })).toBe('/adults/socks?sortBy=newest');
    expect(listingPath({ badges: 'bestsellers' })).toBe('/adults/socks?sortBy=recommended');
    expect(listingPath({ collections: '../x' })).toBeUndefined();
    expect(listingPath({})).toBeUndefined();
  });

  it('faq section: native details/summary accordion', async () => {
    const answer = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Yes.' }] }] };
    const html = await renderMarkup(
      <Blocks
        blocks={[
          {
            _uid: 'f',
            component: 'faq_section',
            slug: 'returns',
            title: 'Returns',
            items: [{ _uid: 'q', component: 'faq_item', question: 'Free?', answer }, 'junk'],
          },
        ]}
      />,
    );
    expect(html).toContain('id="faq-returns"');
    expect(html).toContain(
      '<details class="cms-faq-item" data-component="faq_item" data-uid="q"><summary class="cms-faq-item__question">Free?</summary><div class="rich-text cms-faq-item__answer"><p>Yes.</p></div></details>',
    );
  });

  it('image_text: image side and optional CTA', async () => {
    const html = await renderMarkup(
      <Blocks
        blocks={[
          {
            _uid: 'i',
            component: 'image_text',
            title: 'Knitted',
            imagePosition: 'left',
            image: { filename: '/images/content/about-knitting.svg', alt: 'Yarn' },
          },
        ]}
      />,
    );
    expect(html).toContain('class="cms-image-text cms-image-text--image-left"');
    expect(html).toMatch(/alt="Yarn" width="800" height="800"/);
    expect(html).toMatch(/<img src="\/images\/content\/about-knitting.svg\/m\/720x0"[^>]*loading="lazy" decoding="async"/);
    expect(html).not.toContain('button');
  });

  it('page: title as h1 unless it opens with a hero', async () => {
    const text = { _uid: 'r', component: 'rich_text_block', text: { type: 'doc', content: [] } };
    expect(await renderMarkup(<Blocks blocks={[{ _uid: 'p', component: 'page', title: 'Delivery', body: [text] }]} />)).toContain(
      '<h1 class="cms-page-title">Delivery</h1>',
    );
    expect(
      await renderMarkup(
        <Blocks blocks={[{ _uid: 'p', component: 'page', title: 'About', body: [{ _uid: 'h', component: 'hero', title: 'Hi' }] }]} />,
      ),
    ).not.toContain('cms-page-title');
  });

  it('newsletter block without newsletter texts still renders the sign-up form', async () => {
    const html = await renderMarkup(<Blocks blocks={[{ _uid: 'n', component: 'newsletter_block' }]} />);
    expect(html).toContain('<section class="cms-newsletter" data-component="newsletter_block" data-uid="n">');
    expect(html).toContain('data-newsletter-form="newsletter-block"');
    expect(html).toMatch(/<input[^>]*type="email"/);
  });
});

describe('untrusted blocks', () => {
  it('renders nothing for unknown components and warns in dev', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await renderMarkup(
      <Blocks
        blocks={[
          { _uid: 'x', component: 'mystery' },
          { _uid: 'y', component: 'constructor' },
          { _uid: 'z', component: '__proto__' },
        ]}
      />,
    );
    expect(html).toBe('');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('survives wrong field types', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocks = [
      null,
      'hero',
      { component: 5 },
      { _uid: 1, component: 'hero', title: 5, subtitle: {}, image: 'x', cta: { label: 1, link: null } },
      { _uid: 'u', component: 'usp_bar', items: 'nope' },
      { _uid: 'u2', component: 'usp_bar', items: [null, { text: 3 }, { text: 'ok', icon: 'javascript:alert(1)' }] },
      {
        _uid: 'c',
        component: 'category_tiles',
        title: [],
        tiles: [{ title: 'T', link: { cached_url: 'javascript:alert(1)' }, image: { filename: 'data:image/svg+xml,x' } }],
      },
      { _uid: 'p', component: 'product_carousel', searchFilter: 'x', limit: 'all' },
      { _uid: 'r', component: 'rich_text_block', text: '<b>x</b>' },
      { _uid: 'i', component: 'image_text', imagePosition: 'top', text: 3, cta: 'x' },
      { _uid: 'f', component: 'faq_section', slug: '"><script>', items: {} },
      { _uid: 'g', component: 'page', body: { not: 'a list' } },
      { _uid: 'q', component: 'faq', sections: 7, intro: 'x' },
      { _uid: 'n', component: 'newsletter_block' },
    ];
    const html = await renderMarkup(
      <Blocks blocks={blocks} newsletter={{ title: 'not rich text', legal: 4 }} carousels={{ p: [card('ARG-A')] }} />,
    );
    expect(html).not.toMatch(/javascript:|data:image|<script|<b>/i);
    expect(html).toContain('data-search-filter="{}" data-limit="8"');
    expect(html).toContain('<li class="cms-usps__item" data-component="usp_item"><span>ok</span></li>');
    expect(html).toContain('<span class="cms-tile">');
    // No id comes from the CMS (the faq slug above must not become one); React's own useId ids
    // (the newsletter's basic dialogs) are fine.
    expect([...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]).filter((id) => !/^_R_\w+_-\w+$/.test(id ?? ''))).toEqual([]);
    for (const uid of ['u', 'u2', 'c', 'p', 'r', 'i', 'f', 'g', 'q', 'n']) expect(html).toContain(`data-uid="${uid}"`);
  });

  it('renders nothing for a non-list', async () => {
    expect(await renderMarkup(<Blocks blocks={{ component: 'hero' }} />)).toBe('');
  });
});
