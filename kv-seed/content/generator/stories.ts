// Turns one content key's Copy into Storyblok stories: fixed structure (navigation tree, footer
// links, homepage layout, segments) lives here once; every shopper-facing word comes from the Copy.

import { createHash } from 'node:crypto';
import type { ContentKey } from './markets';
import { rt } from './richtext';
import type { CategorySlug, Copy, Hero, ImageText, NavLabel, QA, SegmentId, Table } from './copy';
import { CATEGORY_SLUGS, ICON_KEYS } from './copy';
import { translationIn } from './translations';

export interface Story {
  name: string;
  slug: string;
  full_slug: string;
  uuid: string;
  id: number;
  lang: string;
  published_at: string;
  content: Record<string, unknown>;
}

export const PUBLISHED_AT = '2026-11-01T09:00:00.000Z';

/** The product with its own enhanced blocks in every content key (the catalogue's first product). */
export const PDP_ENHANCED_SKU = 'ARG-MARINA-TRIANGLE-BURGUNDY';

/** A stable v4-looking uuid derived from a seed. @example uuidFrom('uk/footer').length // 36 */
export function uuidFrom(seed: string): string {
  const h = createHash('sha1').update(seed).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

type Json = unknown;

/** Adds a stable `_uid` (first key) to every block: objects with a component and objects inside arrays. */
function withUids(node: Json, seed: string, counter: { n: number }, inArray = false): Json {
  if (Array.isArray(node)) return node.map((x) => withUids(x, seed, counter, true));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, Json>;
  if (obj.type === 'doc') return obj; // rich text is left as is
  const needsUid = ('component' in obj || inArray) && !('_uid' in obj);
  const uid = needsUid ? uuidFrom(`${seed}#${counter.n++}`) : undefined;
  const out: Record<string, Json> = uid ? { _uid: uid } : {};
  for (const [k, v] of Object.entries(obj)) out[k] = withUids(v, seed, counter);
  return out;
}

const link = (url: string) => ({ cached_url: url, linktype: url.startsWith('http') ? 'url' : 'story' });
const urlLink = (url: string) => ({ cached_url: url, linktype: 'url' });
const asset = (name: string, alt: string) => ({ filename: `/images/content/${name}.svg`, alt });

const hero = (h: Hero, image: string) => ({
  component: 'hero',
  title: h.title,
  subtitle: h.subtitle,
  image: asset(image, h.alt),
  cta: { label: h.cta.label, link: urlLink(h.cta.url) },
});
const imageText = (b: ImageText, image: string, imagePosition: 'left' | 'right') => ({
  component: 'image_text',
  title: b.title,
  text: rt(b.text),
  image: asset(image, b.alt),
  imagePosition,
});
const richTextBlock = (text: string) => ({ component: 'rich_text_block', text: rt(text) });
const faqSection = (title: string, items: QA[], slug?: string) => ({
  component: 'faq_section',
  ...(slug ? { slug } : {}),
  title,
  items: items.map((i) => ({ component: 'faq_item', question: i.q, answer: rt(i.a) })),
});
const carousel = (title: string, searchFilter: Record<string, string>, limit = 8) => ({
  component: 'product_carousel',
  title,
  searchFilter,
  limit,
});
const uspBar = (c: Copy) => ({
  component: 'usp_bar',
  items: c.usps.map((u) => ({ component: 'usp_item', icon: `/images/icons/${u.icon}.svg`, text: u.text })),
});

/**
 * Navigation tree: [label, url, submenus: [name, links: [label, url, flags?]]]. Filter values in
 * links are slugs (`navy-blue`, `0-6m`) and tag listings live at /tag/{tag} (decision 013).
 */
type Flags = { disabled?: boolean; isHighlighted?: boolean };
type NavSpec = [NavLabel, string, [NavLabel, [NavLabel, string, Flags?][]][]][];
const NAV: NavSpec = [
  [
    'adults',
    '/adults/socks',
    [
      [
        'byStyle',
        [
          ['allAdultSocks', '/adults/socks'],
          ['sneakerSocks', '/collection/sneaker-socks'],
          ['lowSocks', '/collection/low-socks'],
          ['kneeHighs', '/adults/socks?features=knee-high', { disabled: true }],
        ],
      ],
      [
        'byColour',
        [
          ['black', '/adults/socks?colours=black'],
          ['navyBlue', '/adults/socks?colours=navy-blue'],
          ['red', '/adults/socks?colours=red'],
          ['beige', '/adults/socks?colours=beige'],
        ],
      ],
      [
        'byMaterial',
        [
          ['organicCotton', '/adults/socks?materials=organic-cotton'],
          ['merinoWool', '/adults/socks?materials=merino-wool', { isHighlighted: true }],
          ['recycledCotton', '/adults/socks?materials=recycled-cotton'],
        ],
      ],
    ],
  ],
  [
    'kids',
    '/kids/socks',
    [
      [
        'byAge',
        [
          ['allKidsSocks', '/kids/socks'],
          ['baby', '/kids/socks?sizes=0-6m,6-12m'],
          ['toddler', '/kids/socks?sizes=1-2y,3-4y'],
          ['bigKids', '/kids/socks?sizes=5-6y,7-8y,9-12y'],
        ],
      ],
      [
        'kidsColours',
        [
          ['pink', '/kids/socks?colours=pink'],
          ['blue', '/kids/socks?colours=blue'],
          ['yellow', '/kids/socks?colours=yellow'],
        ],
      ],
    ],
  ],
  [
    'collections',
    '/collection/sneaker-socks',
    [
      [
        'forHerAndHim',
        [
          ['socksForWomen', '/collection/socks-for-women'],
          ['socksForMen', '/collection/socks-for-men'],
        ],
      ],
      [
        'byLength',
        [
          ['sneakerSocks', '/collection/sneaker-socks'],
          ['lowSocks', '/collection/low-socks'],
          ['kneeHighs', '/collection/socks-for-women?features=knee-high', { disabled: true }],
        ],
      ],
      [
        'highlights',
        [
          ['newIn', '/adults/socks?sortBy=newest', { isHighlighted: true }],
          ['bestsellers', '/tag/bestsellers'],
          ['lastChance', '/tag/last-chance'],
        ],
      ],
    ],
  ],
  [
    'giftBoxes',
    '/collection/gift-boxes',
    [
      [
        'giftBoxesGroup',
        [
          ['allGiftBoxes', '/collection/gift-boxes'],
          ['christmasGiftBoxes', '/collection/gift-boxes?colours=red,green', { isHighlighted: true }],
          ['giftBoxesKids', '/collection/gift-boxes?sizes=0-6m,6-12m,1-2y,3-4y,5-6y,7-8y,9-12y'],
        ],
      ],
      [
        'forBusiness',
        [
          ['corporateGifts', '/corporate-gifts'],
          ['customLogoSocks', '/corporate-gifts?custom=logo', { disabled: true }],
        ],
      ],
    ],
  ],
  [
    'outlet',
    '/outlet/all',
    [
      [
        'outletGroup',
        [
          ['allOutlet', '/outlet/all'],
          ['lastPairs', '/outlet/all?sortBy=recommended', { isHighlighted: true }],
        ],
      ],
      [
        'outletBySize',
        [
          ['adultSizes', '/outlet/all?sizes=36-40,41-46'],
          ['kidsSizes', '/outlet/all?sizes=0-6m,6-12m,1-2y,3-4y,5-6y,7-8y,9-12y'],
        ],
      ],
    ],
  ],
  [
    'about',
    '/about-us',
    [
      [
        'argyleGroup',
        [
          ['aboutUs', '/about-us'],
          ['happyNews', '/happy-news'],
          ['corporateGifts', '/corporate-gifts'],
        ],
      ],
      [
        'helpGroup',
        [
          ['faq', '/faq'],
          ['shipping', '/shipping'],
          ['returns', '/faq/returns'],
          ['sizeGuide', '/faq/products'],
        ],
      ],
    ],
  ],
];

const CATEGORY_FILTERS: Record<CategorySlug, Record<string, string>> = {
  'adults/socks': { ageGroup: 'adults' },
  'kids/socks': { ageGroup: 'kids' },
  'collection/sneaker-socks': { collections: 'sneaker-socks' },
  'collection/low-socks': { collections: 'low-socks' },
  'collection/socks-for-men': { collections: 'socks-for-men' },
  'collection/socks-for-women': { collections: 'socks-for-women' },
  'collection/gift-boxes': { collections: 'gift-boxes' },
  'outlet/all': { collections: 'outlet' },
};

/** Tag listings seeded in every storefront: badge tag and the navigation label that names it. */
const TAG_LISTINGS: [tag: 'bestsellers' | 'last-chance' | 'new', label: NavLabel][] = [
  ['bestsellers', 'bestsellers'],
  ['last-chance', 'lastChance'],
  ['new', 'newIn'],
];

export interface Segment {
  id: SegmentId;
  utmCampaigns: string[];
  utmContents: string[];
  hideNewsletter: boolean;
}
export const SEGMENTS: Segment[] = [
  {
    id: 'gift-guide',
    utmCampaigns: ['gift-guide-2026', 'xmas-2026'],
    utmContents: ['gift-boxes', 'stocking-fillers'],
    hideNewsletter: true,
  },
  { id: 'creator-collab', utmCampaigns: ['creator-collab-2026'], utmContents: ['sockstory', 'unboxing'], hideNewsletter: true },
  { id: 'newsletter-readers', utmCampaigns: ['newsletter-weekly'], utmContents: [], hideNewsletter: true },
];

const sizeGuide = (identifier: 'adults' | 'kids', t: Table) => ({
  component: 'size_guide',
  identifier,
  title: t.title,
  columns: t.columns,
  rows: t.rows,
});

/** The cookie banner story's content: texts, button labels and one entry per cookie category. */
function cookieBanner(locale: string) {
  const w = (name: string) => translationIn(name, locale);
  const category = (key: string, name: string) => ({
    component: 'cookie_category',
    key,
    title: w(`cookie${name}Title`),
    text: w(`cookie${name}Text`),
  });
  return {
    component: 'cookie_banner',
    title: w('cookieBannerTitle'),
    text: rt(`${w('cookieBannerText')} [${w('cookiePolicy')}](/faq/cookie-policy)`),
    acceptLabel: w('cookieBannerAccept'),
    rejectLabel: w('cookieBannerReject'),
    settingsLabel: w('cookieBannerSettings'),
    settingsTitle: w('cookieSettingsTitle'),
    saveLabel: w('cookieSettingsSave'),
    alwaysOnLabel: w('cookieAlwaysOn'),
    categories: [
      category('necessary', 'Necessary'),
      category('functional', 'Functional'),
      category('analytics', 'Analytics'),
      category('marketing', 'Marketing'),
    ],
  };
}

/** Builds every story for one content key. */
export function buildStories(ctx: ContentKey, c: Copy): Story[] {
  const stories: Story[] = [];
  let next = ctx.idBase + 1;
  const add = (slug: string, name: string, content: Record<string, unknown>) => {
    const full_slug = `${ctx.key}/${slug}`;
    stories.push({
      name,
      slug: slug.split('/').pop()!,
      full_slug,
      uuid: uuidFrom(`story:${full_slug}`),
      id: next++,
      lang: ctx.locale,
      published_at: PUBLISHED_AT,
      content: withUids(content, full_slug, { n: 0 }) as Record<string, unknown>,
    });
  };
  const page = (slug: string, seo: { title: string; seoTitle: string; seoDescription: string }, body: unknown[]) =>
    add(slug, seo.title, { component: 'page', title: seo.title, seoTitle: seo.seoTitle, seoDescription: seo.seoDescription, body });

  const h = c.homepage;
  add('homepage', h.title, {
    component: 'homepage',
    title: h.title,
    seoTitle: h.seoTitle,
    seoDescription: h.seoDescription,
    body: [
      hero(h.hero, 'hero-homepage'),
      uspBar(c),
      {
        component: 'category_tiles',
        title: h.tilesTitle,
        tiles: [
          {
            component: 'category_tile',
            title: h.tiles.adults,
            image: asset('tile-adults', h.tileAlts.adults),
            link: urlLink('/adults/socks'),
          },
          { component: 'category_tile', title: h.tiles.kids, image: asset('tile-kids', h.tileAlts.kids), link: urlLink('/kids/socks') },
          {
            component: 'category_tile',
            title: h.tiles.sneaker,
            image: asset('tile-sneaker-socks', h.tileAlts.sneaker),
            link: urlLink('/collection/sneaker-socks'),
          },
          {
            component: 'category_tile',
            title: h.tiles.gifts,
            image: asset('tile-gift-boxes', h.tileAlts.gifts),
            link: urlLink('/collection/gift-boxes'),
          },
        ],
      },
      carousel(h.bestsellersTitle, { badges: 'bestsellers' }),
      { ...imageText(h.story, 'about-knitting', 'right'), cta: { label: h.story.ctaLabel, link: urlLink('/about-us') } },
      carousel(h.newInTitle, { badges: 'new' }),
      richTextBlock(h.outro),
      { component: 'newsletter_block' },
    ],
  });

  add('navigation', c.names.navigation, {
    component: 'navigation',
    items: NAV.map(([text, url, submenus]) => ({
      component: 'nav_item',
      text: c.nav[text],
      url,
      submenus: submenus.map(([name, links]) => ({
        component: 'submenu',
        name: c.nav[name],
        links: links.map(([label, href, flags]) => ({
          component: 'nav_link',
          text: c.nav[label],
          url: href,
          disabled: flags?.disabled ?? false,
          isHighlighted: flags?.isHighlighted ?? false,
        })),
      })),
    })),
  });

  const f = c.footer.labels;
  const fl = (label: string, url: string) => ({ label, link: link(url) });
  const legal =
    ctx.lang === 'de'
      ? [fl(f.imprint, 'https://argyle.shop/legal/imprint')]
      : ctx.key === 'us'
        ? [fl(f.accessibility, 'https://argyle.shop/legal/accessibility')]
        : [];
  add('footer', c.names.footer, {
    component: 'footer',
    blockOneTitle: c.footer.blockOneTitle,
    blockOneTopLinks: [fl(f.faq, '/faq'), fl(f.shipping, '/shipping'), fl(f.returns, '/faq/returns'), fl(f.sizeGuide, '/faq/products')],
    blockOneBottomLinks: [fl(f.contact, '/faq/orders'), fl(f.trackOrder, 'https://track.argyle.shop'), fl(f.payment, '/faq/payment')],
    blockTwoTitle: c.footer.blockTwoTitle,
    blockTwoLinks: [
      fl(f.aboutUs, '/about-us'),
      fl(f.happyNews, '/happy-news'),
      fl(f.corporateGifts, '/corporate-gifts'),
      fl(f.sustainability, '/about-us'),
      fl(f.careers, 'https://careers.argyle.shop'),
    ],
    bottomBarLinks: [
      fl(f.cookiePolicy, '/faq/cookie-policy'),
      fl(f.privacy, 'https://argyle.shop/legal/privacy'),
      fl(f.terms, 'https://argyle.shop/legal/terms'),
      ...legal,
    ],
    copyright: c.footer.copyright,
    socialLinks: [
      { network: 'instagram', url: 'https://www.instagram.com/argylesocks' },
      { network: 'facebook', url: 'https://www.facebook.com/argylesocks' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@argylesocks' },
      { network: 'pinterest', url: 'https://www.pinterest.com/argylesocks' },
    ],
  });

  const bannerKeys = [...ctx.countries.map((x) => x.code), ...ctx.storefronts];
  const colours: Record<string, string> = { CH: '#1F2A44', US: '#1F2A44', us: '#1F2A44' };
  add('top-banner', c.names.topBanner, {
    component: 'top_banner',
    messages: bannerKeys.map((key) => ({
      key,
      message: c.bannerMessage(key),
      ...(colours[key] ? { backgroundColor: colours[key] } : {}),
    })),
    link: urlLink('/shipping'),
    linkUs: urlLink('/faq/shipping'),
  });

  const n = c.newsletter;
  add('newsletter', c.names.newsletter, {
    component: 'newsletter',
    title: rt(n.title),
    subtitle: rt(n.subtitle),
    button: n.button,
    successMessage: rt(n.success),
    errorMessage: rt(n.error),
    legal: rt(n.legal),
  });

  add('faq', c.faq.title, {
    component: 'faq',
    title: c.faq.title,
    intro: rt(c.faq.intro),
    sections: c.faq.sections.map((s) => faqSection(s.title, s.items, s.slug)),
  });
  page('faq/cookie-policy', c.cookiePolicy, [richTextBlock(c.cookiePolicy.body)]);

  const a = c.aboutUs;
  page('about-us', a, [
    hero(a.hero, 'hero-about'),
    richTextBlock(a.intro),
    imageText(a.blocks[0], 'about-knitting', 'left'),
    imageText(a.blocks[1], 'shipping-parcel', 'right'),
    uspBar(c),
    richTextBlock(a.closing),
  ]);

  const b = c.blog;
  page('happy-news', b, [
    hero(b.hero, 'blog-happy-news'),
    ...b.posts.slice(0, 2).map(richTextBlock),
    imageText(b.feature, 'tile-kids', 'left'),
    ...b.posts.slice(2).map(richTextBlock),
    carousel(b.carouselTitle, { badges: 'new' }, 4),
    { component: 'newsletter_block' },
  ]);

  const g = c.corporate;
  page('corporate-gifts', g, [
    hero(g.hero, 'hero-corporate-gifts'),
    richTextBlock(g.intro),
    imageText(g.feature, 'tile-gift-boxes', 'right'),
    carousel(g.carouselTitle, { collections: 'gift-boxes' }, 4),
    faqSection(g.faqTitle, g.faq, 'corporate-gifts'),
    richTextBlock(g.contact),
  ]);

  const s = c.shipping;
  const shippingFaq = c.faq.sections.find((x) => x.slug === 'shipping');
  page('shipping', s, [
    richTextBlock(s.intro),
    richTextBlock(s.countries),
    imageText(s.feature, 'shipping-parcel', 'right'),
    faqSection(s.faqTitle, shippingFaq?.items ?? [], 'shipping'),
  ]);

  add('size-guides/adults', c.names.sizeGuideAdults, sizeGuide('adults', c.sizeGuides.adults));
  add('size-guides/kids', c.names.sizeGuideKids, sizeGuide('kids', c.sizeGuides.kids));

  add('product-feature-icons', c.names.featureIcons, {
    component: 'feature_icons',
    icons: ICON_KEYS.map((key, i) => ({
      key,
      imageId: 8810001 + i,
      url: `/images/icons/${key}.svg`,
      alt: c.icons[key],
    })),
    defaultIcon: { url: '/images/icons/default.svg', alt: c.defaultIconAlt },
  });

  add('free-shipping-bar', c.names.freeShippingBar, {
    component: 'free_shipping_bar',
    freeShippingThreshold: Object.fromEntries(ctx.countries.map((x) => [x.code.toLowerCase(), x.threshold])),
    messageBelow: c.freeShipping.below,
    messageReached: c.freeShipping.reached,
  });

  add('checkout-message-banner', c.names.checkoutBanner, {
    component: 'checkout_message_banner',
    message: rt(c.checkoutBanner),
    backgroundColor: '#FFF1D6',
  });

  add('segments', c.names.segments, {
    component: 'segments',
    segments: SEGMENTS.map((x) => ({
      component: 'segment',
      uid: `segment-${x.id}`,
      id: x.id,
      utmCampaigns: x.utmCampaigns,
      utmContents: x.utmContents,
      hideNewsletter: x.hideNewsletter,
    })),
  });

  add('segmented-popups', c.names.segmentedPopups, {
    component: 'segmented_popups',
    popups: Object.entries(c.popups).map(([segmentId, p]) => ({
      component: 'segmented_popup',
      segmentId,
      popupIdentifier: `${segmentId}-popup-2026`,
      form: 'newsletter',
      title: p.title,
      description: rt(p.description),
      ctaLabel: p.ctaLabel,
      successMessage: p.successMessage,
      errorMessage: p.errorMessage,
      legal: rt(p.legal),
      mobileAsset: { filename: '/images/content/popup-mobile.svg' },
      mobileAltText: p.mobileAltText,
      desktopAsset: { filename: '/images/content/popup-desktop.svg' },
      desktopAltText: p.desktopAltText,
    })),
  });

  add('shared-content/usps', c.names.usps, uspBar(c));

  page('login', c.login, [richTextBlock(c.login.body)]);

  // Tag listings (docs/spec/commerce-core.md §2): a category story per seeded badge tag, at /{storefront}/tag/{tag}.
  for (const [tag, label] of TAG_LISTINGS) {
    add(`categories/tag/${tag}`, c.nav[label], {
      component: 'category',
      title: c.nav[label],
      seoTitle: `${c.nav[label]} | Argyle`,
      seoDescription: c.categories['adults/socks'].seoDescription,
      facetKeys: ['colours', 'materials', 'features', 'sizes'],
      searchFilter: { badges: tag },
      body: [],
    });
  }

  for (const slug of CATEGORY_SLUGS) {
    const cat = c.categories[slug];
    add(`categories/${slug}`, cat.name, {
      component: 'category',
      title: cat.title,
      seoTitle: cat.seoTitle,
      seoDescription: cat.seoDescription,
      intro: rt(cat.intro),
      facetKeys: ['colours', 'materials', 'features', 'sizes'],
      searchFilter: CATEGORY_FILTERS[slug],
      body: [],
    });
  }

  // Product page enhanced blocks (decision 018): by SKU, then by collection, then 'default'.
  // Added last so the ids of the stories above stay as they were.
  add(`pdp-enhanced/products/${PDP_ENHANCED_SKU.toLowerCase()}`, c.names.pdpEnhancedProduct, {
    component: 'pdp_enhanced',
    title: c.pdpEnhanced.product.title,
    body: [imageText(c.pdpEnhanced.product.feature, 'about-knitting', 'left')],
  });
  add('pdp-enhanced/collections/gift-boxes', c.names.pdpEnhancedGiftBoxes, {
    component: 'pdp_enhanced',
    title: c.pdpEnhanced.giftBoxes.title,
    body: [richTextBlock(c.pdpEnhanced.giftBoxes.text)],
  });
  // The cookie banner and its settings (decision 036), in the content key's language. Its words
  // are the translations datasource's cookie rows, so one table holds them for both.
  add('cookie-banner', translationIn('cookieBannerTitle', ctx.locale), cookieBanner(ctx.locale));
  // Basket upsells (decision 038): `identifier` is the segment id they belong to.
  add('segmented-upsells', c.names.segmentedUpsells, {
    component: 'segmented_upsells',
    upsells: Object.entries(c.upsells).map(([segmentId, u]) => ({
      component: 'segmented_upsell',
      identifier: segmentId,
      widgetId: 'bestsellers',
      description: rt(u.description),
      variables: u.variables,
    })),
  });
  return stories;
}
