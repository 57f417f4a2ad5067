// GET /api/content/{storefront}/…: the content the client renders, from the KV cache.
//   layout                     navigation, footer, top banner, newsletter
//   stories/{slug…}            one story (404 'Story not found: {slug}')
//   pdp-enhanced/{sku}         the product's enhanced blocks story or null (decision 018);
//                              `collections` lists the product's collections, comma-separated
//   shared                     stories under shared-content/
//   translations, constants, categories
// Preview flags (bust, _storyblok_release, _storyblok) pass through from the page URL and count
// for editors only (content/preview.ts).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { STOREFRONT_CODES, translationLocaleOf, type StorefrontCode } from '../../../markets';
import { contentService } from '../../content/from-context';
import { previewOf } from '../../content/preview';
import { PDP_ENHANCED_FOLDER, pickEnhancedStory } from '../../content/pdp-enhanced';
import type { Preview } from '../../content/service';
import type { AppEnv } from '../../types';
import { badRequest } from '../../errors';
import { CacheNone, CacheShort, cacheHeaders } from '../../http/cache-control';

const storefrontSchema = z.enum(STOREFRONT_CODES);
const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9/_-]*$/, 'expected a lowercase story slug');
const skuSchema = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'expected letters, digits, - or _');
const collectionsSchema = z
  .string()
  .max(500)
  .regex(/^([a-z0-9-]+(,[a-z0-9-]+)*)?$/, 'expected comma-separated lowercase collection slugs')
  .transform((list) => (list ? list.split(',') : []))
  .pipe(z.array(z.string()).max(20, 'expected at most 20 collections'));

/** Published content may sit in browser caches briefly; previews never. */
function cacheFor(preview: Preview) {
  return cacheHeaders(preview.bust || preview.release || preview.editor ? CacheNone : CacheShort);
}

async function setup(
  c: Context<AppEnv>,
): Promise<{ content: ReturnType<typeof contentService>; preview: Preview; storefront: StorefrontCode }> {
  const storefront = storefrontSchema.safeParse(c.req.param('storefront'));
  if (!storefront.success) throw badRequest(`Invalid storefront: expected one of ${STOREFRONT_CODES.join(', ')}`);
  return { content: contentService(c), preview: await previewOf(c), storefront: storefront.data };
}

export const content = new Hono<AppEnv>()
  .get('/:storefront/layout', async (c) => {
    const { content, preview, storefront } = await setup(c);
    const [navigation, footer, topBanner, newsletter] = await Promise.all(
      ['navigation', 'footer', 'top-banner', 'newsletter'].map((slug) => content.story(storefront, slug, preview)),
    );
    return c.json({ navigation, footer, topBanner, newsletter }, 200, cacheFor(preview));
  })
  .get('/:storefront/stories/:slug{.+}', async (c) => {
    const { content, preview, storefront } = await setup(c);
    const slug = slugSchema.safeParse(c.req.param('slug'));
    if (!slug.success) throw badRequest(`Invalid slug: ${slug.error.issues[0]?.message}`);
    return c.json({ story: await content.story(storefront, slug.data, preview) }, 200, cacheFor(preview));
  })
  .get('/:storefront/pdp-enhanced/:sku', async (c) => {
    const { content, preview, storefront } = await setup(c);
    const sku = skuSchema.safeParse(c.req.param('sku'));
    if (!sku.success) throw badRequest(`Invalid sku: ${sku.error.issues[0]?.message}`);
    const collections = collectionsSchema.safeParse(c.req.query('collections') ?? '');
    if (!collections.success) throw badRequest(`Invalid collections: ${collections.error.issues[0]?.message}`);
    // Optional per product: no story is an ordinary answer, not a 404 (and never a warning).
    const stories = await content.storiesUnder(storefront, PDP_ENHANCED_FOLDER, preview);
    const story = pickEnhancedStory(stories, { sku: sku.data, collections: collections.data }) ?? null;
    return c.json({ story }, 200, cacheFor(preview));
  })
  .get('/:storefront/shared', async (c) => {
    const { content, preview, storefront } = await setup(c);
    return c.json({ stories: await content.storiesUnder(storefront, 'shared-content', preview) }, 200, cacheFor(preview));
  })
  .get('/:storefront/translations', async (c) => {
    const { content, preview, storefront } = await setup(c);
    const translations = await content.translations(storefront, preview);
    return c.json({ locale: translationLocaleOf(storefront), translations }, 200, cacheFor(preview));
  })
  .get('/:storefront/constants', async (c) => {
    const { content, preview } = await setup(c);
    return c.json({ constants: await content.constants(preview) }, 200, cacheFor(preview));
  })
  .get('/:storefront/categories', async (c) => {
    const { content, preview, storefront } = await setup(c);
    return c.json({ categories: await content.categories(storefront, preview) }, 200, cacheFor(preview));
  });
