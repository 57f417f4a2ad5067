// GET /api/content/{storefront}/…: the content the client renders, from the KV cache.
//   layout                     navigation, footer, top banner, newsletter
//   stories/{slug…}            one story (404 'Story not found: {slug}')
//   shared                     stories under shared-content/
//   translations, constants, categories
// Preview flags (bust, _storyblok_release, _storyblok) pass through from the page URL and count
// for editors only (content/preview.ts).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { STOREFRONT_CODES, translationLocaleOf, type StorefrontCode } from '../../../markets';
import { contentService } from '../../content/from-context';
import { previewOf } from '../../content/preview';
import type { Preview } from '../../content/service';
import type { AppEnv } from '../../types';
import { badRequest } from '../../errors';

const storefrontSchema = z.enum(STOREFRONT_CODES);
const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9/_-]*$/, 'expected a lowercase story slug');

/** Published content may sit in browser caches briefly; previews never. */
function cacheHeaders(preview: Preview) {
  return { 'cache-control': preview.bust || preview.release || preview.editor ? 'no-store' : 'public, max-age=60' };
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
    return c.json({ navigation, footer, topBanner, newsletter }, 200, cacheHeaders(preview));
  })
  .get('/:storefront/stories/:slug{.+}', async (c) => {
    const { content, preview, storefront } = await setup(c);
    const slug = slugSchema.safeParse(c.req.param('slug'));
    if (!slug.success) throw badRequest(`Invalid slug: ${slug.error.issues[0]?.message}`);
    return c.json({ story: await content.story(storefront, slug.data, preview) }, 200, cacheHeaders(preview));
  })
  .get('/:storefront/shared', async (c) => {
    const { content, preview, storefront } = await setup(c);
    return c.json({ stories: await content.storiesUnder(storefront, 'shared-content', preview) }, 200, cacheHeaders(preview));
  })
  .get('/:storefront/translations', async (c) => {
    const { content, preview, storefront } = await setup(c);
    const translations = await content.translations(storefront, preview);
    return c.json({ locale: translationLocaleOf(storefront), translations }, 200, cacheHeaders(preview));
  })
  .get('/:storefront/constants', async (c) => {
    const { content, preview } = await setup(c);
    return c.json({ constants: await content.constants(preview) }, 200, cacheHeaders(preview));
  })
  .get('/:storefront/categories', async (c) => {
    const { content, preview, storefront } = await setup(c);
    return c.json({ categories: await content.categories(storefront, preview) }, 200, cacheHeaders(preview));
  });
