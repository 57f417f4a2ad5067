// Every link an editor seeded (navigation, footer, content stories) of every storefront, walked
// against the real worker with the seeded D1 catalogue and content: a shop link never ends on a
// 404, and a listing link lands on a non-empty list that its filters and sort really shaped
// (decision 013: facet values are slugs, tag listings live at /{storefront}/tag/{tag}).
import { beforeAll, describe, expect, it } from 'vitest';
import { getStorefront, STOREFRONT_CODES, type StorefrontCode } from '../../markets';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { get } from './fetch';
import { attr, html } from './html';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const stories = import.meta.glob<Json>('../../kv-seed/content/stories/**/*.json', { eager: true, import: 'default' });

const LINK_KEYS = new Set(['url', 'href', 'cached_url']);

/** Site-relative links anywhere in a story (menu urls, link fields, rich-text hrefs); assets left out. */
function linksIn(node: Json, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) linksIn(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (LINK_KEYS.has(key) && typeof value === 'string') {
        if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/images/')) out.add(value.split('#')[0] ?? value);
      } else linksIn(value, out);
    }
  }
  return out;
}

function linksOf(storefront: StorefrontCode): string[] {
  const { contentKey } = getStorefront(storefront);
  const prefix = `../../kv-seed/content/stories/${contentKey}/`;
  const links = new Set<string>();
  for (const [file, story] of Object.entries(stories)) if (file.startsWith(prefix)) linksIn(story, links);
  return [...links].sort();
}

type Record = (typeof catalogue)[number];
const bySku = new Map(catalogue.map((p) => [p.sku, p]));
const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The values a product offers for a facet, as slugs: what a filter link must match. */
function offered(p: Record, facet: string, region: 'NL' | 'US'): string[] {
  if (facet === 'sizes') return p.variants.filter((v) => v.sku.includes('-UP') === (region === 'US')).map((v) => slug(v.size.value));
  const values = (p as unknown as { [k: string]: unknown })[facet];
  return Array.isArray(values) ? values.map((v) => slug(String(v))) : [];
}

interface ListingAnswer {
  total: number;
  products: { sku: string; price: { final: number } }[];
}

async function listing(storefront: string, path: string, query: string): Promise<ListingAnswer> {
  const res = await get(`/api/catalogue/${storefront}/listing/${path.slice(1)}${query ? `?${query}` : ''}`);
  expect(res.status, `${storefront} ${path}?${query}`).toBe(200);
  return (await res.json()) as ListingAnswer;
}

const unfilteredAnswers = new Map<string, Promise<ListingAnswer>>();
/** A listing without the shopper's filters, asked once per storefront and path. */
function unfiltered(storefront: string, path: string): Promise<ListingAnswer> {
  const key = `${storefront}${path}`;
  const answer = unfilteredAnswers.get(key) ?? listing(storefront, path, '');
  unfilteredAnswers.set(key, answer);
  return answer;
}

/** Problems of a listing link as the catalogue API answers it for a storefront. */
async function checkListing(storefront: StorefrontCode, link: string, pageTotal?: number): Promise<string[]> {
  const [path = '/', query = ''] = link.split('?', 2);
  const problems: string[] = [];
  const params = new URLSearchParams(query);
  const region = getStorefront(storefront).warehouse.region;
  const answer = await listing(storefront, path, query);
  if (answer.total === 0) return ['lists no products'];
  if (pageTotal !== undefined && answer.total !== pageTotal) problems.push(`page lists ${pageTotal}, API ${answer.total}`);
  const records = answer.products.map((p) => bySku.get(p.sku)).filter((p): p is Record => p !== undefined);
  let shaped = false;
  for (const facet of ['colours', 'materials', 'features', 'sizes']) {
    const wanted = params.get(facet)?.split(',').map(slug);
    if (!wanted) continue;
    shaped = true;
    const stray = records.find((p) => !offered(p, facet, region).some((v) => wanted.includes(v)));
    if (stray) problems.push(`${stray.sku} has no ${facet} of ${wanted.join(',')}`);
  }
  if (shaped) {
    const all = await unfiltered(storefront, path);
    if (all.total <= answer.total) problems.push(`filters leave ${answer.total} of ${all.total}: unfiltered`);
  }
  if (params.get('sortBy') === 'newest') {
    const dates = records.map((p) => p.createdAt);
    if (dates.some((d, i) => i > 0 && d > (dates[i - 1] ?? d))) problems.push('not newest first');
  }
  for (const key of params.keys()) {
    if (!['colours', 'materials', 'features', 'sizes', 'sortBy'].includes(key)) problems.push(`unknown listing parameter ${key}`);
  }
  return problems;
}

/** Problems of one link as a shopper opens it, empty when it is right; whether it is a listing. */
async function checkPage(storefront: StorefrontCode, link: string): Promise<{ problems: string[]; listing: boolean }> {
  const res = await get(`/${storefront}${link}`);
  if (res.status !== 200) return { problems: [`answers ${res.status}`], listing: false };
  const body = await html(res);
  const total = attr(body, 'section class="listing"', 'data-total');
  if (total === undefined) {
    return { problems: body.includes('data-page-type="category"') ? ['category page without a listing'] : [], listing: false };
  }
  if (Number(total) === 0) return { problems: ['lists no products'], listing: true };
  return { problems: await checkListing(storefront, link, Number(total)), listing: true };
}

/**
 * Storefronts that share content and warehouse render the same pages (only prices differ): the
 * first of each group is opened page by page, the others are checked through the catalogue API.
 */
const GROUPS: [StorefrontCode, ...StorefrontCode[]][] = [];
for (const code of STOREFRONT_CODES) {
  const key = (c: StorefrontCode) => `${getStorefront(c).contentKey}/${getStorefront(c).warehouse.region}`;
  const group = GROUPS.find(([head]) => key(head) === key(code));
  if (group) group.push(code);
  else GROUPS.push([code]);
}

beforeAll(seedTestCatalogue);

describe('seeded links', () => {
  it('find the navigation, footer and content links of every storefront', () => {
    for (const storefront of STOREFRONT_CODES) {
      const links = linksOf(storefront);
      expect(links, storefront).toContain('/adults/socks?colours=navy-blue');
      expect(links, storefront).toContain('/faq');
      expect(links.filter((l) => l.startsWith('/tag/')).length, storefront).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(GROUPS.map((group) => [group.join(', '), group] as const))(
    'of %s land on a page, and listings on a non-empty list shaped by their filters and sort',
    async (_, [first, ...others]) => {
      const failures: string[] = [];
      const listings: string[] = [];
      for (const link of linksOf(first)) {
        const { problems, listing } = await checkPage(first, link);
        if (listing) listings.push(link);
        for (const problem of problems) failures.push(`/${first}${link}: ${problem}`);
      }
      // The API checks of one storefront run together: D1 answers while the worker works on the next.
      for (const storefront of others) {
        const problems = await Promise.all(listings.map((link) => checkListing(storefront, link)));
        problems.forEach((list, n) => list.forEach((problem) => failures.push(`/${storefront}${listings[n]}: ${problem}`)));
      }
      expect(failures).toEqual([]);
    },
    // Dozens of pages per storefront group; generous for a loaded 2-core machine.
    180_000,
  );
});
