// decision 034: the page state holds only what hydration needs. The layout
// (navigation, footer, top banner, newsletter) is trimmed to the fields the shell renders, with no
// CMS metadata outside preview; editors get it whole. Each page's state has a byte ceiling.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/app';
import { embeddedContentFetch } from '../../worker/upstreams/content/embedded/origin';
import { catalogue, seedTestCatalogue } from './catalogue-db';
import { get, ORIGIN } from './fetch';
import { stateOf } from './html';

const SECRET = 'test-content-preview-secret';
const configured: Env = { ...env, CONTENT_PREVIEW_SECRET: SECRET };
/** The KV key of uk's published navigation, once a page has read it. */
async function navKey() {
  const { keys } = await env.CONTENT.list({ prefix: 'content:' });
  const key = keys.find((k) => k.name.includes(':uk:') && k.name.endsWith(':story:navigation:published'))?.name;
  expect(key).toBeDefined();
  return key ?? '';
}

type Query = { queryKey: unknown[]; state: { data: unknown } };

async function page(path: string, bindings: Env = configured) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'cf-ipcountry': 'GB' } }), bindings, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
  return body;
}

function layoutOf(body: string) {
  const query = (stateOf(body).queries.queries as Query[]).find((q) => q.queryKey[2] === 'layout');
  expect(query).toBeDefined();
  return query?.state.data as Record<'navigation' | 'footer' | 'topBanner' | 'newsletter', Record<string, unknown>>;
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

const stateBytes = (body: string) =>
  new TextEncoder().encode(/<script id="__ARGYLE_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '').byteLength;

beforeAll(seedTestCatalogue);

beforeEach(async () => {
  const { keys } = await env.CONTENT.list({ prefix: 'content:' });
  await Promise.all(keys.map((k) => env.CONTENT.delete(k.name)));
  const platformFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    new URL(new Request(input, init).url).hostname.endsWith('storyblok.com')
      ? embeddedContentFetch(input, init)
      : platformFetch(input, init),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the layout in the page state', () => {
  it('carries no CMS metadata for shoppers, and the header still renders from it', async () => {
    // The published navigation as the CMS sends it to editors: with `_editable` comments.
    await page('/uk');
    const key = await navKey();
    const cached = await env.CONTENT.get<{ content: { items: Array<Record<string, unknown>> } }>(key, 'json');
    expect(cached?.content.items.length).toBeGreaterThan(0);
    const edited = {
      ...cached,
      content: { ...cached?.content, items: cached?.content.items.map((i) => ({ ...i, _editable: '<!--#storyblok#{}-->' })) },
    };
    await env.CONTENT.put(key, JSON.stringify(edited), { metadata: { storedAt: Date.now() } });

    const body = await page('/uk');
    const layout = layoutOf(body);
    const keys = keysOf(layout);
    for (const metadata of ['_uid', '_editable', 'component', 'uuid', 'fullSlug', 'publishedAt'])
      expect(keys.has(metadata), metadata).toBe(false);
    expect(Object.keys(layout.navigation)).toEqual(['content']);
    // Links keep only the address the footer reads.
    const footerLinks = (layout.footer.content as { blockOneTopLinks: Array<{ link: object }> }).blockOneTopLinks;
    expect(footerLinks.length).toBeGreaterThan(0);
    for (const { link } of footerLinks) expect(Object.keys(link)).toEqual(['cached_url']);
    expect(body).toContain('<nav aria-label="Main"');
    expect(body).toContain('data-menu-trigger="');
  });

  it('is whole for an editor (the secret as bust)', async () => {
    const layout = layoutOf(await page(`/uk?bust=${SECRET}`));
    const keys = keysOf(layout);
    expect(keys.has('_uid')).toBe(true);
    expect(keys.has('component')).toBe(true);
    expect(layout.navigation).toHaveProperty('fullSlug', 'uk/navigation');
  });

  it('/api/content layout answers the same trimmed layout the page carries', async () => {
    const answer = (await (await get('/api/content/uk/layout')).json()) as unknown;
    expect(answer).toEqual(layoutOf(await page('/uk')));
  });
});

describe('page state bytes stay within 10% of what decision 034 measured', () => {
  // Measured on this test's catalogue and the seeded uk content, plus 10% (before decision 034:
  // home 22,999, listing 52,674, product 36,631, search 51,558 bytes). Home re-measured with its
  // two carousels' 16 product cards (decision 051): 22,517 bytes. Every card and gallery image
  // now carries its inline placeholder, ~380 bytes (decision 068): home 29,956, listing 73,425,
  // product 34,497, search 73,868 bytes; the markup holds the same data URIs, so brotli sends the
  // state's copy for almost nothing (a listing's 64 in markup and state: 13.9 kB, markup alone 13.4 kB).
  it.each([
    ['home', '/uk', 33_000],
    ['listing', '/uk/adults/socks', 80_800],
    ['product', `/uk/product/${catalogue[0]?.sku}`, 38_000],
    ['search', '/uk/search?term=stripe', 81_300],
  ])('%s (%s): at most %i bytes', async (_name, path, ceiling) => {
    const bytes = stateBytes(await page(path));
    console.log(`state bytes ${path}: ${bytes}`);
    expect(bytes).toBeLessThanOrEqual(ceiling);
  });
});
