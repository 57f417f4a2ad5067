// POST /api/storyblok/webhook: Storyblok's publish webhook. The HMAC-SHA1 signature of the raw
// body (header webhook-signature) must match the configured secret. A published story is
// refreshed in KV; an unpublished, deleted or moved one is purged, together with the lists it
// appears in (the storefront's page index among them, decision 067); a changed datasource is
// refreshed in every locale. Cached pages and sitemaps move to a new content generation
// (worker/cache/page-generation.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import { STOREFRONTS, TRANSLATION_LOCALES, categoryLocaleOf, type ContentKey, type StorefrontCode } from '../../../markets';
import { contentCacheKey, GLOBAL_CONTENT_KEY, PAGE_INDEX_SLUG, type ContentRef } from '../../content/cache-keys';
import { bumpPageGeneration } from '../../cache/page-generation';
import { AppError, badRequest } from '../../errors';
import { limitBody } from '../../http/body-limit';
import { originLoaders } from '../../content/loaders';
import { PDP_ENHANCED_FOLDER } from '../../content/pdp-enhanced';
import type { AppEnv } from '../../types';

const payloadSchema = z.union([
  z.object({
    action: z.enum(['published', 'unpublished', 'deleted', 'moved']),
    full_slug: z.string().min(1),
    story_id: z.number().optional(),
  }),
  z.object({ action: z.literal('entries_updated'), datasource_slug: z.string().min(1) }),
  z.object({ action: z.string() }),
]);

async function hmacSha1Hex(secret: string, body: string) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function timingSafeEqual(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Storefronts reading a content key: their locales decide which keys exist. */
const storefrontsOf = (contentKey: string) =>
  STOREFRONTS.filter((s) => s.storefrontCode !== '_default' && s.contentKey === (contentKey as ContentKey)).map(
    (s) => s.storefrontCode as StorefrontCode,
  );

/** Storyblok's notifications are a few hundred bytes; the signature check reads the whole body (decision 048). */
const bodyLimit = limitBody(16 * 1024, 'Webhook body larger than 16 KiB');

export const storyblokWebhook = new Hono<AppEnv>().post('/webhook', bodyLimit, async (c) => {
  const config = c.get('config');
  if (!config.storyblokWebhookSecret) throw new AppError(401, 'forbidden', 'Webhook secret not configured');
  const body = await c.req.text();
  const signature = c.req.header('webhook-signature')?.trim().toLowerCase() ?? '';
  if (!timingSafeEqual(signature, await hmacSha1Hex(config.storyblokWebhookSecret, body))) {
    throw new AppError(401, 'forbidden', 'Invalid webhook signature');
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw badRequest('Invalid webhook body: not JSON');
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) throw badRequest(`Invalid webhook body: ${parsed.error.issues[0]?.message}`);
  const payload = parsed.data;

  const kv = c.env.CONTENT;
  const environment = config.environment;
  const origin = originLoaders(c.var.ports.content, c.get('log'));
  const ref = (r: Omit<ContentRef, 'environment' | 'version'>): ContentRef => ({ ...r, environment, version: 'published' });
  const refreshed: string[] = [];
  const purged: string[] = [];
  const put = async (key: string, value: unknown) => {
    await kv.put(key, JSON.stringify(value), { metadata: { storedAt: Date.now() } });
    refreshed.push(key);
  };
  const purge = async (key: string) => {
    await kv.delete(key);
    purged.push(key);
  };

  if ('full_slug' in payload) {
    const [contentKey = '', ...rest] = payload.full_slug.split('/');
    const slug = rest.join('/');
    const storefronts = storefrontsOf(contentKey);
    if (!slug || storefronts.length === 0) return c.json({ refreshed, purged, ignored: payload.full_slug });
    const locale = STOREFRONTS.find((s) => s.contentKey === contentKey)?.contentLocale ?? 'default';
    const storyKey = contentCacheKey(ref({ contentKey, locale, kind: 'story', slug }));
    if (payload.action === 'published') {
      const story = await origin.story(payload.full_slug, { language: locale, version: 'published' });
      if (story) await put(storyKey, story);
      else await purge(storyKey);
    } else {
      await purge(storyKey);
    }
    // Lists that contain the story are rebuilt on their next read.
    if (slug.startsWith('categories/')) {
      for (const categoryLocale of new Set(storefronts.map(categoryLocaleOf))) {
        await purge(contentCacheKey(ref({ contentKey, locale: categoryLocale, kind: 'categories', slug: 'categories' })));
      }
    }
    for (const folder of ['shared-content', PDP_ENHANCED_FOLDER]) {
      if (slug.startsWith(`${folder}/`)) await purge(contentCacheKey(ref({ contentKey, locale, kind: 'stories', slug: folder })));
    }
    // The page index (the sitemaps' list of pages and publish dates) holds every story.
    await purge(contentCacheKey(ref({ contentKey, locale, kind: 'pages', slug: PAGE_INDEX_SLUG })));
  } else if ('datasource_slug' in payload) {
    if (payload.datasource_slug === 'translations') {
      for (const locale of [...TRANSLATION_LOCALES, 'default']) {
        await put(
          contentCacheKey(ref({ contentKey: GLOBAL_CONTENT_KEY, locale, kind: 'translations', slug: 'translations' })),
          await origin.translations(locale),
        );
      }
    } else if (payload.datasource_slug === 'constants' || payload.datasource_slug === 'redirects') {
      const kind = payload.datasource_slug;
      await put(contentCacheKey(ref({ contentKey: GLOBAL_CONTENT_KEY, locale: 'default', kind, slug: kind })), await origin[kind]());
    }
  }
  // Every cached page may show what changed: move them all to a new cache key.
  const pageGeneration = await bumpPageGeneration(kv, environment);
  c.get('log')('info', 'Storyblok webhook applied', { action: payload.action, refreshed, purged, pageGeneration });
  return c.json({ refreshed, purged });
});
