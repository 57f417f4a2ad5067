// Optional content of the built pages (docs/spec/commerce-core.md §2 and §8; decision 018): the product page's
// enhanced blocks (`pdp-enhanced`, by SKU, collection or default) and the checkout message
// banner. Present, they render with the page; absent, nothing renders and nothing is logged.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickEnhancedStory } from '../../worker/content/pdp-enhanced';
import type { Story } from '../../contract/content';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { get } from './fetch';
import { html } from './html';

beforeAll(seedTestCatalogue);

beforeEach(async () => {
  const { keys } = await env.CONTENT.list({ prefix: 'content:' });
  await Promise.all(keys.map((k) => env.CONTENT.delete(k.name)));
});

/** Warnings the worker logs during a test (its logger writes JSON lines to console.warn). */
let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
});
afterEach(() => vi.restoreAllMocks());

const SKU = 'ARG-MARINA-TRIANGLE-BURGUNDY';
/** A product with no story of its own and no seeded collection story. */
const plain = catalogue.find((p) => p.sku !== SKU && !p.collections.includes('gift-boxes'))!;
const giftBox = catalogue.find((p) => p.sku !== SKU && p.collections.includes('gift-boxes'))!;

async function enhanced(path: string) {
  const res = await get(path);
  expect(res.status).toBe(200);
  return ((await res.json()) as { story: Story | null }).story;
}

describe('GET /api/content/{storefront}/pdp-enhanced/{sku}', () => {
  it("answers a product's own story, in the storefront's language", async () => {
    expect((await enhanced(`/api/content/uk/pdp-enhanced/${SKU}`))?.fullSlug).toBe('uk/pdp-enhanced/products/arg-marina-triangle-burgundy');
    const de = await enhanced(`/api/content/de/pdp-enhanced/${SKU}`);
    expect(de?.fullSlug).toBe('de/pdp-enhanced/products/arg-marina-triangle-burgundy');
    expect(de?.content.title).toBe('Die Geschichte dieses Paars');
  });

  it("answers the story of one of the product's collections", async () => {
    const story = await enhanced(`/api/content/fr/pdp-enhanced/${giftBox.sku}?collections=${giftBox.collections.join(',')}`);
    expect(story?.fullSlug).toBe('fr/pdp-enhanced/collections/gift-boxes');
    expect(story?.content.title).toBe('Pensé pour offrir');
  });

  it('answers null, and logs nothing, for a product no story targets', async () => {
    expect(await enhanced(`/api/content/uk/pdp-enhanced/${plain.sku}?collections=${plain.collections.join(',')}`)).toBeNull();
    expect(await enhanced('/api/content/us/pdp-enhanced/ARG-NO-SUCH-SOCK')).toBeNull();
    expect(warnings).toEqual([]);
  });

  it("refuses and logs a lookup without a SKU as 'No sku provided' (docs/spec/commerce-core.md §8)", async () => {
    const res = await get('/api/content/uk/pdp-enhanced/%20');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'bad_request', message: 'No sku provided' } });
    expect(warnings.map((line) => JSON.parse(line) as { message: string })).toContainEqual(
      expect.objectContaining({ message: 'No sku provided', storefront: 'uk' }),
    );
  });

  it('answers 400 naming the field for a bad sku or collection list', async () => {
    const badSku = await get('/api/content/uk/pdp-enhanced/%3Cscript%3E');
    expect(badSku.status).toBe(400);
    expect(await badSku.text()).toContain('Invalid sku');
    const badCollections = await get(`/api/content/uk/pdp-enhanced/${SKU}?collections=Gift%20Boxes`);
    expect(badCollections.status).toBe(400);
    expect(await badCollections.text()).toContain('Invalid collections');
  });
});

describe('choosing the story for a product', () => {
  const story = (slug: string) => ({ fullSlug: `uk/pdp-enhanced/${slug}` }) as Story;
  const stories = [story('default'), story('collections/low-socks'), story('collections/gift-boxes'), story('products/arg-a')];

  it('prefers the product, then its collections in order, then the default', () => {
    expect(pickEnhancedStory(stories, { sku: 'ARG-A', collections: ['gift-boxes'] })?.fullSlug).toBe('uk/pdp-enhanced/products/arg-a');
    expect(pickEnhancedStory(stories, { sku: 'ARG-B', collections: ['gift-boxes', 'low-socks'] })?.fullSlug).toBe(
      'uk/pdp-enhanced/collections/gift-boxes',
    );
    expect(pickEnhancedStory(stories, { sku: 'ARG-B', collections: ['kids-socks'] })?.fullSlug).toBe('uk/pdp-enhanced/default');
  });

  it('finds none without a matching or default story', () => {
    expect(pickEnhancedStory(stories.slice(1), { sku: 'ARG-B', collections: ['kids-socks'] })).toBeUndefined();
    expect(pickEnhancedStory([], { sku: 'ARG-A', collections: [] })).toBeUndefined();
  });
});

describe('server-rendered pages', () => {
  it("renders a product's enhanced blocks with the product page", async () => {
    const body = await html(await get(`/uk/product/${SKU}`));
    expect(body).toContain('data-component="pdp_enhanced"');
    expect(body).toContain('The story of this pair');
    expect(body).toContain('Knitted to last');
  });

  it('renders no enhanced blocks, and logs no warning, for a product without a story', async () => {
    const res = await get(`/uk/product/${plain.sku}`);
    expect(res.status).toBe(200);
    expect(await html(res)).not.toContain('data-component="pdp_enhanced"');
    expect(warnings.filter((w) => w.includes('"level":"warn"'))).toEqual([]);
  });

  it.each([
    ['/uk/checkout/cart', 'Order before 3 pm'],
    ['/de/checkout/address', 'Werktags bis 15 Uhr bestellt'],
    ['/fr/checkout/payment', 'Commandez avant 15 h'],
  ])('renders the checkout message banner on %s', async (path, text) => {
    const body = await html(await get(path));
    expect(body).toContain('data-component="checkout_message_banner"');
    expect(body).toContain(text);
  });
});
