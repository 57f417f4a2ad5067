// Validates the Storyblok seed content in kv-seed/content (stories, datasources, images).
// Run: npx vitest run kv-seed

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSLATIONS } from '../../client/i18n';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const STORIES = join(ROOT, 'stories');

/** contentKey → contentLocale (docs/spec/storefront-shell.md §9.4). */
const CONTENT_KEYS: Record<string, string> = {
  uk: 'en-GB',
  de: 'de-DE',
  eu: 'default',
  fr: 'fr-FR',
  us: 'default',
  gl: 'default',
  _default: 'default',
};

/** Lower-case country codes of the storefronts each content key serves (free-shipping thresholds). */
const KEY_COUNTRIES: Record<string, string[]> = {
  uk: ['gb'],
  de: ['de', 'at', 'ch'],
  eu: ['nl', 'be', 'es', 'it', 'hr', 'ee', 'sk', 'se', 'fi', 'pt', 'lv', 'lt', 'ie', 'cz', 'si', 'dk', 'hu', 'pl', 'lu', 'no'],
  fr: ['fr'],
  us: ['us'],
  gl: ['kr', 'sg', 'il', 'ae'],
  _default: [],
};

const CATEGORY_SLUGS = [
  'adults/socks',
  'kids/socks',
  'collection/sneaker-socks',
  'collection/low-socks',
  'collection/socks-for-men',
  'collection/socks-for-women',
  'collection/gift-boxes',
  'outlet/all',
];

const REQUIRED_SLUGS = [
  'homepage',
  'navigation',
  'footer',
  'top-banner',
  'newsletter',
  'faq',
  'faq/cookie-policy',
  'about-us',
  'happy-news',
  'corporate-gifts',
  'shipping',
  'size-guides/adults',
  'size-guides/kids',
  'product-feature-icons',
  'free-shipping-bar',
  'checkout-message-banner',
  'segments',
  'segmented-popups',
  'segmented-upsells',
  'shared-content/usps',
  'login',
  ...CATEGORY_SLUGS.map((s) => `categories/${s}`),
  'pdp-enhanced/products/arg-marina-triangle-burgundy',
  'pdp-enhanced/collections/gift-boxes',
  'cookie-banner',
  // Tag listings (decision 013).
  ...['bestsellers', 'last-chance', 'new'].map((tag) => `categories/tag/${tag}`),
];

/** Translations legitimately identical to the English value, per locale. */
const IDENTICAL_ALLOWED: Record<string, string[]> = {
  'de-DE': ['optional', 'faq', 'cookieMarketingTitle'],
  'nl-NL': ['menu', 'home', 'filters', 'discount', 'cookieMarketingTitle'],
  'fr-FR': [
    'menu',
    'total',
    'page',
    'productDescription',
    'composition',
    'certifications',
    'checkoutSuccess',
    'faq',
    'cookieMarketingTitle',
  ],
};

const NODE_TYPES = new Set(['doc', 'paragraph', 'text', 'heading', 'bullet_list', 'list_item']);
const MARK_TYPES = new Set(['bold', 'italic', 'link', 'styled']);
const STYLED_CLASSES = new Set(['highlight', 'small', 'muted']);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface Story {
  name: string;
  slug: string;
  full_slug: string;
  uuid: string;
  id: number;
  lang: string;
  published_at: string;
  content: { _uid: string; component: string; [k: string]: Json };
}

function walkFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walkFiles(p) : [p];
  });
}
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

const storyFiles = walkFiles(STORIES).filter((f) => f.endsWith('.json'));
const stories = storyFiles.map((file) => {
  const rel = relative(STORIES, file).split(sep).join('/');
  const key = rel.split('/')[0]!;
  return { file: rel, key, slugPath: rel.slice(key.length + 1, -'.json'.length), story: readJson<Story>(file) };
});
const byKeyAndSlug = new Map(stories.map((s) => [`${s.key}/${s.slugPath}`, s.story]));
const get = (key: string, slug: string): Story => {
  const s = byKeyAndSlug.get(`${key}/${slug}`);
  if (!s) throw new Error(`Missing story ${key}/${slug}`);
  return s;
};

/** Visits every object node in a JSON tree. */
function visit(node: Json, fn: (obj: { [k: string]: Json }, path: string) => void, path = ''): void {
  if (Array.isArray(node)) node.forEach((x, i) => visit(x, fn, `${path}[${i}]`));
  else if (node && typeof node === 'object') {
    fn(node, path);
    for (const [k, v] of Object.entries(node)) visit(v, fn, `${path}.${k}`);
  }
}

function richTextProblems(node: Json, path: string, out: string[]): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) {
    out.push(`${path}: not a node`);
    return;
  }
  const type = node.type;
  if (typeof type !== 'string' || !NODE_TYPES.has(type)) out.push(`${path}: node type ${String(type)}`);
  if (type === 'text') {
    if (typeof node.text !== 'string' || node.text === '') out.push(`${path}: empty text`);
    else if (/\]\(|\*\*|==|\^\^|~~/.test(node.text)) out.push(`${path}: unconverted markup in "${node.text}"`);
    for (const mark of (node.marks as Json[] | undefined) ?? []) {
      const m = mark as { type?: string; attrs?: { class?: string; href?: string } };
      if (!m.type || !MARK_TYPES.has(m.type)) out.push(`${path}: mark ${String(m.type)}`);
      if (m.type === 'styled' && !STYLED_CLASSES.has(m.attrs?.class ?? '')) out.push(`${path}: class ${m.attrs?.class}`);
      if (m.type === 'link' && !m.attrs?.href) out.push(`${path}: link without href`);
    }
  }
  if (type === 'heading') {
    const level = (node.attrs as { level?: number } | undefined)?.level;
    if (level !== 2 && level !== 3) out.push(`${path}: heading level ${level}`);
  }
  const content = node.content as Json[] | undefined;
  if (type !== 'text' && (!Array.isArray(content) || content.length === 0)) out.push(`${path}: empty ${type}`);
  content?.forEach((c, i) => richTextProblems(c, `${path}.content[${i}]`, out));
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('stories', () => {
  it('has every required slug for every content key, and nothing else', () => {
    for (const key of Object.keys(CONTENT_KEYS)) {
      const slugs = stories
        .filter((s) => s.key === key)
        .map((s) => s.slugPath)
        .sort();
      expect(slugs, key).toEqual([...REQUIRED_SLUGS].sort());
    }
    expect(new Set(stories.map((s) => s.key))).toEqual(new Set(Object.keys(CONTENT_KEYS)));
  });

  it('has full_slug, slug and lang matching the file path', () => {
    for (const { key, slugPath, story, file } of stories) {
      expect(story.full_slug, file).toBe(`${key}/${slugPath}`);
      expect(story.slug, file).toBe(slugPath.split('/').pop());
      expect(story.lang, file).toBe(CONTENT_KEYS[key]);
      expect(story.published_at, file).toBe('2026-11-01T09:00:00.000Z');
      expect(story.name, file).toBeTruthy();
      expect(story.content.component, file).toBeTruthy();
      expect(story.content._uid, file).toBeTruthy();
    }
  });

  it('has unique integer ids, v4-looking uuids and unique block _uids', () => {
    const ids = stories.map((s) => s.story.id);
    const uuids = stories.map((s) => s.story.uuid);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(uuids).size).toBe(uuids.length);
    for (const u of uuids) expect(u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const uids: string[] = [];
    for (const { story } of stories) visit(story.content as Json, (o) => typeof o._uid === 'string' && uids.push(o._uid));
    expect(new Set(uids).size).toBe(uids.length);
  });

  it('gives every block a _uid', () => {
    for (const { story, file } of stories)
      visit(story.content as Json, (o, path) => {
        if (typeof o.component === 'string') expect(o._uid, `${file} ${path}`).toBeTruthy();
      });
  });

  it('uses only allowed rich text nodes, marks and classes', () => {
    const problems: string[] = [];
    let docs = 0;
    for (const { story, file } of stories)
      visit(story.content as Json, (o, path) => {
        if (o.type === 'doc') {
          docs++;
          richTextProblems(o, `${file}${path}`, problems);
        }
      });
    expect(problems).toEqual([]);
    expect(docs).toBeGreaterThan(100);
  });

  it('references only images that exist under kv-seed/content/images', () => {
    const missing: string[] = [];
    let count = 0;
    const check = (url: string, where: string) => {
      count++;
      const m = /^\/images\/(content|icons)\/([\w.-]+\.svg)$/.exec(url);
      const file = m ? join(ROOT, 'images', m[1] === 'icons' ? 'icons' : '', m[2]!) : undefined;
      if (!file || !existsSync(file)) missing.push(`${where}: ${url}`);
    };
    for (const { story, file } of stories)
      visit(story.content as Json, (o, path) => {
        for (const [k, v] of Object.entries(o))
          if (typeof v === 'string' && (v.startsWith('/images/') || k === 'filename')) check(v, `${file}${path}.${k}`);
      });
    expect(missing).toEqual([]);
    expect(count).toBeGreaterThan(0);
  });

  it('has navigation with 4-6 items, grouped submenus, and disabled and highlighted links', () => {
    for (const key of Object.keys(CONTENT_KEYS)) {
      const items = get(key, 'navigation').content.items as {
        text: string;
        url: string;
        submenus: { name: string; links: { text: string; url: string; disabled: boolean; isHighlighted: boolean }[] }[];
      }[];
      expect(items.length).toBeGreaterThanOrEqual(4);
      expect(items.length).toBeLessThanOrEqual(6);
      const links = items.flatMap((i) => i.submenus.flatMap((s) => s.links));
      for (const item of items) {
        expect(item.url.startsWith('/')).toBe(true);
        expect(item.submenus.length).toBeGreaterThanOrEqual(2);
        expect(item.submenus.length).toBeLessThanOrEqual(3);
      }
      for (const l of links) {
        expect(l.url.startsWith('/'), l.url).toBe(true);
        expect(typeof l.disabled).toBe('boolean');
        expect(typeof l.isHighlighted).toBe('boolean');
      }
      expect(
        links.some((l) => l.disabled),
        key,
      ).toBe(true);
      expect(
        links.some((l) => l.isHighlighted),
        key,
      ).toBe(true);
    }
  });

  it('has complete footers with internal and external links and four social networks', () => {
    for (const key of Object.keys(CONTENT_KEYS)) {
      const c = get(key, 'footer').content as Record<string, Json>;
      for (const f of ['blockOneTitle', 'blockTwoTitle', 'copyright']) expect(c[f], `${key} ${f}`).toBeTruthy();
      const lists = ['blockOneTopLinks', 'blockOneBottomLinks', 'blockTwoLinks', 'bottomBarLinks'].map(
        (f) => c[f] as { label: string; link: { cached_url: string } }[],
      );
      for (const list of lists) expect(list.length).toBeGreaterThan(0);
      const urls = lists.flat().map((l) => l.link.cached_url);
      expect(urls.some((u) => u.startsWith('http'))).toBe(true);
      expect(urls.filter((u) => u.startsWith('/')).length).toBeGreaterThan(urls.length / 2);
      const networks = (c.socialLinks as { network: string }[]).map((s) => s.network).sort();
      expect(networks).toEqual(['facebook', 'instagram', 'pinterest', 'tiktok']);
    }
  });

  it('has a top-banner message for every country and storefront of the key, plus the us link', () => {
    for (const key of Object.keys(CONTENT_KEYS)) {
      const c = get(key, 'top-banner').content as unknown as {
        messages: { key: string; message: string }[];
        link: { cached_url: string };
        linkUs: { cached_url: string };
      };
      const keys = c.messages.map((m) => m.key);
      for (const country of KEY_COUNTRIES[key]!) expect(keys, key).toContain(country.toUpperCase());
      expect(c.messages.every((m) => m.message.length > 10)).toBe(true);
      expect(c.link.cached_url).toBeTruthy();
      expect(c.linkUs.cached_url).toBeTruthy();
    }
  });

  it('has a numeric free-shipping threshold for every served country and an {amount} message', () => {
    for (const key of Object.keys(CONTENT_KEYS)) {
      const c = get(key, 'free-shipping-bar').content as unknown as { freeShippingThreshold: Record<string, number>; messageBelow: string };
      for (const country of KEY_COUNTRIES[key]!) expect(c.freeShippingThreshold[country], `${key} ${country}`).toBeGreaterThan(0);
      expect(Object.keys(c.freeShippingThreshold).every((k) => /^[a-z]{2}$/.test(k))).toBe(true);
      expect(c.messageBelow).toContain('{amount}');
    }
    expect(Object.keys(get('_default', 'free-shipping-bar').content.freeShippingThreshold as object)).toHaveLength(30);
  });

  it('has FAQ with the five sections of 3-5 questions each', () => {
    for (const key of Object.keys(CONTENT_KEYS)) {
      const sections = get(key, 'faq').content.sections as { slug: string; items: unknown[] }[];
      expect(sections.map((s) => s.slug)).toEqual(['shipping', 'returns', 'orders', 'products', 'payment']);
      for (const s of sections) expect(s.items.length >= 3 && s.items.length <= 5, `${key} ${s.slug}`).toBe(true);
    }
  });

  it('has size guides with the right sizes and rectangular tables', () => {
    for (const key of Object.keys(CONTENT_KEYS)) {
      for (const [id, count] of [
        ['adults', 2],
        ['kids', 7],
      ] as const) {
        const c = get(key, `size-guides/${id}`).content as unknown as { identifier: string; columns: string[]; rows: string[][] };
        expect(c.identifier).toBe(id);
        expect(c.rows).toHaveLength(count);
        for (const row of c.rows) expect(row).toHaveLength(c.columns.length);
      }
      const adults = get(key, 'size-guides/adults').content.rows as string[][];
      expect(adults.map((r) => r[0])).toEqual(['36-40', '41-46']);
    }
  });

  it('has category stories with the listing fields', () => {
    for (const key of Object.keys(CONTENT_KEYS))
      for (const slug of CATEGORY_SLUGS) {
        const c = get(key, `categories/${slug}`).content;
        expect(c.component).toBe('category');
        expect(c.facetKeys).toEqual(['colours', 'materials', 'features', 'sizes']);
        expect(Object.keys(c.searchFilter as object).length).toBeGreaterThan(0);
        for (const f of ['title', 'seoTitle', 'seoDescription']) expect(c[f]).toBeTruthy();
        expect((c.intro as { type: string }).type).toBe('doc');
        expect(c.body).toEqual([]);
      }
  });

  it('has segmented popups only for defined segments', () => {
    for (const key of Object.keys(CONTENT_KEYS)) {
      const ids = (get(key, 'segments').content.segments as { id: string }[]).map((s) => s.id);
      expect(ids.length >= 2 && ids.length <= 3).toBe(true);
      for (const p of get(key, 'segmented-popups').content.popups as { segmentId: string; form: string }[]) {
        expect(ids).toContain(p.segmentId);
        expect(p.form).toBe('newsletter');
      }
    }
  });

  it('has basket upsells only for defined segments, on a known widget, with every placeholder filled', () => {
    for (const key of Object.keys(CONTENT_KEYS)) {
      const ids = (get(key, 'segments').content.segments as { id: string }[]).map((s) => s.id);
      const upsells = get(key, 'segmented-upsells').content.upsells as {
        identifier: string;
        widgetId: string;
        description: Json;
        variables: Record<string, string>;
      }[];
      expect(upsells.length).toBeGreaterThan(0);
      for (const u of upsells) {
        expect(ids).toContain(u.identifier);
        expect(['bestsellers', 'new-in', 'basket']).toContain(u.widgetId);
        const tokens = [...JSON.stringify(u.description).matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        expect(tokens.length, `${key} ${u.identifier}`).toBeGreaterThan(0);
        for (const token of tokens) expect(u.variables[token], `${key} ${u.identifier} {${token}}`).toBeTruthy();
      }
    }
  });

  it('is translated: German and French stories differ from English ones', () => {
    const text = (key: string, slug: string) => JSON.stringify(get(key, slug).content);
    for (const slug of ['homepage', 'faq', 'about-us', 'newsletter']) {
      expect(text('de', slug)).not.toEqual(text('_default', slug));
      expect(text('fr', slug)).not.toEqual(text('_default', slug));
    }
    expect(text('us', 'homepage')).toContain('colors');
    expect(text('uk', 'homepage')).toContain('colours');
  });
});

describe('datasources', () => {
  const translations = readJson<{ id: number; name: string; value: string; dimension_values: Record<string, string> }[]>(
    join(ROOT, 'datasources', 'translations.json'),
  );
  const constants = readJson<{ id: number; name: string; value: string }[]>(join(ROOT, 'datasources', 'constants.json'));

  it('has unique translation ids and names and covers the core UI keys', () => {
    expect(translations.length).toBeGreaterThanOrEqual(120);
    expect(new Set(translations.map((t) => t.id)).size).toBe(translations.length);
    expect(new Set(translations.map((t) => t.name)).size).toBe(translations.length);
    const names = new Set(translations.map((t) => t.name));
    const core = [
      'cantFindIt',
      'errorDescription',
      'backToStart',
      'invalidEmail',
      'anErrorOcurred',
      'retry',
      'ok',
      'searchNoResultsTitle',
      'searchPlaceholder',
      'search',
      'searchResultsFor',
      'resultsFound',
      'genericSearchNotice',
      'noOptions',
      'menu',
      'closeMenu',
      'back',
      'cart',
      'cartCount',
      'addToCart',
      'addedToCart',
      'outOfStock',
      'lowStock',
      'inStock',
      'selectSize',
      'sizeGuide',
      'price',
      'from',
      'discount',
      'freeShipping',
      'freeShippingRemaining',
      'shippingDestination',
      'changeCountry',
      'chooseCountry',
      'newsletterEmailPlaceholder',
      'newsletterSubscribe',
      'welcome',
      'loading',
      'loadMore',
      'page',
      'previousPage',
      'nextPage',
      'filters',
      'clearFilters',
      'colours',
      'materials',
      'sizes',
      'sortBy',
      'sortRecommended',
      'sortPriceAsc',
      'sortPriceDesc',
      'sortNewest',
      'noProducts',
      'productDescription',
      'composition',
      'washingInstructions',
      'certifications',
      'shippingAndReturns',
      'sustainability',
      'recommendations',
      'linkedColours',
      'checkout',
      'checkoutCart',
      'checkoutAddress',
      'checkoutPayment',
      'checkoutSuccess',
      'continueShopping',
      'emptyCart',
      'subtotal',
      'shipping',
      'tax',
      'total',
      'discountCode',
      'apply',
      'remove',
      'quantity',
      'noCartFound',
      'firstName',
      'lastName',
      'email',
      'telephone',
      'street',
      'houseNumber',
      'postCode',
      'city',
      'country',
      'region',
      'agreements',
      'newsletterOptIn',
      'placeOrder',
      'orderNumber',
      'thankYou',
      'login',
      'faq',
      'cookiePolicy',
      'aboutUs',
      'skipToContent',
      'badge_new',
      'badge_last-chance',
      'badge_low-stock',
      'badge_in-stock',
      'badge_bestsellers',
      'badge_coming-soon',
      'badge_gift-idea',
      'speechBubble_addToCart',
      'speechBubble_menuExpanded',
      'speechBubble_searchFocused',
      'cookieBannerTitle',
      'cookieBannerText',
      'cookieBannerAccept',
      'cookieBannerReject',
      'cookieBannerSettings',
    ];
    expect(core.filter((k) => !names.has(k))).toEqual([]);
  });

  it('translates every key the client has an English default for, in every locale', () => {
    const names = new Set(translations.map((t) => t.name));
    expect(Object.keys(DEFAULT_TRANSLATIONS).filter((key) => !names.has(key))).toEqual([]);
  });

  it('has all four non-empty dimension values for every translation', () => {
    for (const t of translations) {
      expect(t.value.trim(), t.name).not.toBe('');
      expect(Object.keys(t.dimension_values).sort(), t.name).toEqual(['de-DE', 'en-GB', 'fr-FR', 'nl-NL']);
      for (const v of Object.values(t.dimension_values)) expect(v.trim(), t.name).not.toBe('');
    }
  });

  it('has real translations, not copies of the English value', () => {
    const copies: string[] = [];
    for (const t of translations)
      for (const locale of ['de-DE', 'nl-NL', 'fr-FR'])
        if (t.dimension_values[locale] === t.value && !IDENTICAL_ALLOWED[locale]!.includes(t.name)) copies.push(`${locale} ${t.name}`);
    expect(copies).toEqual([]);
  });

  it('gives every singular (`{key}_one`) a plural with the same placeholders', () => {
    const byName = new Map(translations.map((t) => [t.name, t]));
    const singulars = translations.filter((t) => t.name.endsWith('_one'));
    expect(singulars.map((t) => t.name)).toContain('showResults_one');
    for (const one of singulars) {
      const plural = byName.get(one.name.slice(0, -'_one'.length));
      expect(plural, one.name).toBeDefined();
      expect(placeholders(one.value), one.name).toEqual(placeholders(plural?.value ?? ''));
    }
  });

  it('keeps every {placeholder} in every language', () => {
    for (const t of translations)
      for (const [locale, v] of Object.entries(t.dimension_values))
        expect(placeholders(v), `${locale} ${t.name}`).toEqual(placeholders(t.value));
  });

  it('has unique constants with the expected shop values', () => {
    expect(new Set(constants.map((c) => c.id)).size).toBe(constants.length);
    expect(new Set(constants.map((c) => c.name)).size).toBe(constants.length);
    const get = (n: string) => constants.find((c) => c.name === n)?.value;
    expect(get('gtmId')).toMatch(/^GTM-[A-Z0-9]+$/);
    expect(get('returnDays')).toBe('30');
    expect(Number(get('freeShippingDefault'))).toBeGreaterThan(0);
    expect(get('supportEmail')).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });
});
