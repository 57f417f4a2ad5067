import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { contentCacheKey } from '../../worker/content/cache-keys';
import { seedTestCatalogue } from './catalogue-db';
import { get, ORIGIN } from './fetch';
import { captureLogLines } from './log-lines';
import { attr, html } from './html';
import { signWebhook as sign } from './storyblok-webhook';

function webhook(body: string, signature?: string, bindings: Env = env) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature !== undefined) headers.set('webhook-signature', signature);
  return app.fetch(new Request(`${ORIGIN}/api/storyblok/webhook`, { method: 'POST', body, headers }), bindings);
}

const key = (contentKey: string, locale: string, kind: 'story' | 'categories' | 'translations' | 'stories' | 'pages', slug: string) =>
  contentCacheKey({ environment: 'production', contentKey, locale, kind, slug, version: 'published' });

const stale = { metadata: { storedAt: 1 } };

// Category pages list products from the catalogue in D1.
beforeAll(seedTestCatalogue);

const logLines = captureLogLines();

beforeEach(async () => {
  const { keys } = await env.CONTENT.list({ prefix: 'content:' });
  await Promise.all(keys.map((k) => env.CONTENT.delete(k.name)));
});

describe('every storefront renders its own content and language', () => {
  it.each([
    ['uk', 'uk/homepage', 'en-GB', 'Skip to content'],
    ['de', 'de/homepage', 'de-DE', 'Zum Inhalt springen'],
    ['at', 'de/homepage', 'de-AT', 'Zum Inhalt springen'],
    ['ch', 'de/homepage', 'de-CH', 'Zum Inhalt springen'],
    ['nl', 'eu/homepage', 'nl-NL', 'Direct naar de inhoud'],
    ['be', 'eu/homepage', 'nl-BE', 'Direct naar de inhoud'],
    ['fr', 'fr/homepage', 'fr-FR', 'Aller au contenu'],
    ['us', 'us/homepage', 'en-US', 'Skip to content'],
    ['es', 'eu/homepage', 'en-ES', 'Skip to content'],
    ['it', 'eu/homepage', 'en-IT', 'Skip to content'],
    ['eu', 'eu/homepage', 'en-HR', 'Skip to content'],
    // gl opens on its first USD market (decision 002, 003).
    ['gl', 'gl/homepage', 'en-SG', 'Skip to content'],
  ])('/%s shows story %s in %s', async (storefront, story, lang, skip) => {
    const body = await html(await get(`/${storefront}`));
    expect(attr(body, 'html', 'lang')).toBe(lang);
    expect(body).toContain(`data-story="${story}"`);
    expect(body).toContain(`>${skip}</a>`);
    expect(body).toContain('data-component="hero"');
  });

  it('renders the German navigation and footer on the German storefront', async () => {
    const body = await html(await get('/de'));
    expect(body).toContain('href="/de/adults/socks"');
    expect(body).toMatch(/Kundenservice|Service/);
  });

  it.each([
    ['/uk/about-us', 'uk/about-us'],
    ['/fr/corporate-gifts', 'fr/corporate-gifts'],
    ['/de/happy-news', 'de/happy-news'],
    ['/us/shipping', 'us/shipping'],
    ['/uk/adults/socks', 'uk/categories/adults/socks'],
    ['/nl/collection/sneaker-socks', 'eu/categories/collection/sneaker-socks'],
    ['/uk/faq', 'uk/faq'],
    ['/uk/faq/cookie-policy', 'uk/faq/cookie-policy'],
  ])('%s renders story %s', async (path, story) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(await html(res)).toContain(`data-story="${story}"`);
  });

  it('renders the storefront’s shared content without layout', async () => {
    const body = await html(await get('/uk/shared-content'));
    expect(body).toContain('data-story="uk/shared-content/usps"');
  });
});

describe('content API', () => {
  it('answers the layout stories of a storefront, trimmed to what the shell renders (decision 034)', async () => {
    const res = await get('/api/content/fr/layout');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, { content: Record<string, unknown> }>;
    expect(Object.keys(body).sort()).toEqual(['footer', 'navigation', 'newsletter', 'topBanner']);
    expect((body.navigation?.content.items as Array<{ text: string }>)[0]?.text).toBe('Adultes');
    expect(body.footer?.content.copyright).toBe('© 2026 Argyle Socks B.V. Tous droits réservés.');
    expect(body.newsletter?.content.button).toBe('Je m’inscris');
    expect(body.topBanner?.content.messages).toBeDefined();
  });

  it('answers translations in the storefront’s locale', async () => {
    const body = (await (await get('/api/content/be/translations')).json()) as { locale: string; translations: Record<string, string> };
    expect(body.locale).toBe('nl-NL');
    expect(body.translations.skipToContent).toBe('Direct naar de inhoud');
  });

  it('answers constants and categories', async () => {
    const constants = (await (await get('/api/content/uk/constants')).json()) as { constants: Record<string, string> };
    expect(constants.constants.shopName).toBe('Argyle');
    const categories = (await (await get('/api/content/de/categories')).json()) as {
      categories: Array<{ full_slug: string; lang: string }>;
    };
    expect(categories.categories.map((c) => c.full_slug)).toContain('de/categories/adults/socks');
  });

  it("answers 404 'Story not found: {slug}' for a missing story", async () => {
    const res = await get('/api/content/uk/stories/no-such-story');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Story not found: no-such-story' } });
  });

  it.each(['/api/content/xx/layout', '/api/content/uk/stories/UPPER', '/api/content/uk/stories/a%20b'])(
    'answers 400 for %s',
    async (path) => {
      expect((await get(path)).status).toBe(400);
    },
  );

  it('marks an editor’s preview answers as not cacheable', async () => {
    const secret = 'test-content-preview-secret';
    const editor = await app.fetch(new Request(`${ORIGIN}/api/content/uk/layout?_storyblok_release=7&bust=${secret}`), {
      ...env,
      CONTENT_PREVIEW_SECRET: secret,
    });
    expect(editor.headers.get('cache-control')).toBe('no-store');
    expect((await get('/api/content/uk/layout')).headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('CMS rich text in the page', () => {
  it('renders hostile content inert', async () => {
    const hostile = {
      id: 1,
      uuid: 'u',
      name: 'About',
      slug: 'about-us',
      fullSlug: 'uk/about-us',
      lang: 'en-GB',
      publishedAt: null,
      content: {
        component: 'page',
        title: '<img src=x onerror=alert(1)>',
        body: [
          {
            component: 'rich_text_block',
            _uid: 'r1',
            text: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  attrs: { onclick: 'alert(1)', style: 'color:red' },
                  content: [{ type: 'text', text: '<script>alert(1)</script>' }],
                },
                { type: 'script', attrs: { src: 'https://evil.example/x.js' }, content: [] },
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'js', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
                    { type: 'text', text: 'data', marks: [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }] },
                    {
                      type: 'text',
                      text: 'styled',
                      marks: [{ type: 'styled', attrs: { class: 'highlight evil" onmouseover="alert(1)' } }],
                    },
                    { type: 'text', text: 'out', marks: [{ type: 'link', attrs: { href: 'https://example.com/' } }] },
                  ],
                },
              ],
            },
          },
        ],
      },
    };
    await env.CONTENT.put(key('uk', 'en-GB', 'story', 'about-us'), JSON.stringify(hostile), { metadata: { storedAt: Date.now() } });
    const body = await html(await get('/uk/about-us'));
    const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
    expect(main).toContain('data-component="rich_text_block"');
    expect(main).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(main).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // No element or attribute from the CMS: no script or img tags, no event handlers,
    // no inline styles, no javascript:/data: links, nothing from the hostile script node.
    expect(main).not.toMatch(/<script|<img|<[^>]*\s(on\w+|style)=|href="(javascript|data):|evil\.example/i);
    expect(main).toContain('href="https://example.com/" target="_blank" rel="noopener noreferrer"');
  });
});

describe('Storyblok webhook', () => {
  const published = JSON.stringify({ text: 'published', action: 'published', space_id: 1, story_id: 2, full_slug: 'uk/navigation' });

  it('refuses a request without a signature or with a wrong one', async () => {
    expect((await webhook(published)).status).toBe(401);
    expect((await webhook(published, await sign(published, 'other-secret'))).status).toBe(401);
    expect((await webhook(published, 'zz')).status).toBe(401);
  });

  it('refuses every request when no secret is configured', async () => {
    const res = await webhook(published, await sign(published), { ...env, STORYBLOK_WEBHOOK_SECRET: '' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'forbidden', message: 'Webhook secret not configured' } });
  });

  it('answers 400 for a signed body that is not JSON', async () => {
    const body = 'not json';
    expect((await webhook(body, await sign(body))).status).toBe(400);
  });

  it('refreshes exactly the published story’s key', async () => {
    await env.CONTENT.put(key('uk', 'en-GB', 'story', 'navigation'), '{"old":true}', stale);
    await env.CONTENT.put(key('uk', 'en-GB', 'story', 'footer'), '{"untouched":true}', stale);
    const res = await webhook(published, await sign(published));
    expect(res.status).toBe(200);
    // The page index (the sitemaps') holds every story's publish date: rebuilt on its next read.
    expect(await res.json()).toEqual({
      refreshed: [key('uk', 'en-GB', 'story', 'navigation')],
      purged: [key('uk', 'en-GB', 'pages', 'index')],
    });
    const stored = await env.CONTENT.getWithMetadata<{ fullSlug: string }, { storedAt: number }>(
      key('uk', 'en-GB', 'story', 'navigation'),
      'json',
    );
    expect(stored.value?.fullSlug).toBe('uk/navigation');
    expect(stored.metadata?.storedAt).toBeGreaterThan(1);
    expect(await env.CONTENT.get(key('uk', 'en-GB', 'story', 'footer'))).toBe('{"untouched":true}');
  });

  it('purges an unpublished story and the category list it belongs to', async () => {
    await env.CONTENT.put(key('de', 'de-DE', 'story', 'categories/kids/socks'), '{}', stale);
    await env.CONTENT.put(key('de', 'de-DE', 'categories', 'categories'), '[]', stale);
    const body = JSON.stringify({ action: 'unpublished', full_slug: 'de/categories/kids/socks' });
    const res = await webhook(body, await sign(body));
    expect(await res.json()).toEqual({
      refreshed: [],
      purged: [
        key('de', 'de-DE', 'story', 'categories/kids/socks'),
        key('de', 'de-DE', 'categories', 'categories'),
        key('de', 'de-DE', 'pages', 'index'),
      ],
    });
    expect(await env.CONTENT.get(key('de', 'de-DE', 'story', 'categories/kids/socks'))).toBeNull();
    expect(await env.CONTENT.get(key('de', 'de-DE', 'categories', 'categories'))).toBeNull();
  });

  it('refreshes translations in every locale when the datasource changes', async () => {
    const body = JSON.stringify({ action: 'entries_updated', datasource_slug: 'translations', space_id: 1 });
    const res = await webhook(body, await sign(body));
    const result = (await res.json()) as { refreshed: string[] };
    expect(result.refreshed).toHaveLength(5);
    const german = await env.CONTENT.get<Record<string, string>>(key('global', 'de-DE', 'translations', 'translations'), 'json');
    expect(german?.skipToContent).toBe('Zum Inhalt springen');
  });

  it('ignores a story outside every storefront’s content', async () => {
    const body = JSON.stringify({ action: 'published', full_slug: 'archive/old-page' });
    const res = await webhook(body, await sign(body));
    expect(await res.json()).toMatchObject({ refreshed: [], purged: [] });
  });
});

describe('shared content', () => {
  it("logs 'No shared content, stories' when a storefront has none", async () => {
    const shared = key('us', 'default', 'stories', 'shared-content');
    await env.CONTENT.put(shared, '[]', { metadata: { storedAt: Date.now() } });
    try {
      const res = await get('/api/content/us/shared');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ stories: [] });
      expect(logLines()).toContainEqual(
        expect.objectContaining({ level: 'warn', message: 'No shared content, stories', storefront: 'us' }),
      );
    } finally {
      await env.CONTENT.delete(shared);
    }
  });
});
