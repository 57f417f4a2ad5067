// GET /api/content/{storefront}/…: the content the client renders (content/service.ts).
//   layout                     navigation, footer, top banner, newsletter
//   stories/{slug…}            one story (404 'Story not found: {slug}')
//   pdp-enhanced/{sku}         the product's enhanced blocks story or null (decision 018);
//                              `collections` lists the product's collections, comma-separated
//   shared                     stories under shared-content/
//   translations, constants, categories
//   segments                   audience segments, their popups and basket upsells (decision 038)
// Preview flags (bust, _storyblok_release, _storyblok) pass through from the page URL and count
// for editors only (content/preview.ts). Published answers come from the edge cache (decision 024).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { STOREFRONT_CODES, type StorefrontCode } from '../../../markets';
import { isPreview } from '../../content/preview';
import { badRequest } from '../../errors';
import type { ServiceContext } from '../../request/context';
import * as contentService from '../../content/service';
import { segments } from '../../content/segment-queries';
import type { AppEnv } from '../../types';
import { cachedAnswer } from '../../cache/answer-cache';
import { CacheEdge, CacheNone, CacheShort, cacheHeaders } from '../../http/cache-control';

const storefrontSchema = z.enum(STOREFRONT_CODES);

interface Call {
  ctx: ServiceContext;
  storefront: StorefrontCode;
  /** The query string, whose preview flags the services read. */
  search: string;
  headers: Record<string, string>;
}

/** The request's storefront and context; published content may sit in browser caches briefly, previews never. */
async function setup(c: Context<AppEnv>): Promise<Call> {
  const storefront = storefrontSchema.safeParse(c.req.param('storefront'));
  if (!storefront.success) throw badRequest(`Invalid storefront: expected one of ${STOREFRONT_CODES.join(', ')}`);
  const ctx = c.var.services;
  const search = new URL(c.req.url).search;
  const preview = await ctx.preview(search);
  const strategy = isPreview(preview) ? CacheNone : CacheShort;
  return { ctx, storefront: storefront.data, search, headers: cacheHeaders(strategy) };
}

/**
 * A content answer from the edge cache, or made by `work` (run again to refresh a stale copy).
 * Content reads no query parameter but the preview ones (never cached) and `reads`.
 */
const answer = (c: Context<AppEnv>, work: (call: Call) => Promise<Response>, reads: readonly string[] = []) =>
  cachedAnswer(c, CacheEdge, reads, async () => work(await setup(c)));

export const content = new Hono<AppEnv>()
  .get('/:storefront/layout', (c) =>
    answer(c, async ({ ctx, storefront, search, headers }) => c.json(await contentService.layout(ctx, storefront, search), 200, headers)),
  )
  .get('/:storefront/stories/:slug{.+}', (c) =>
    answer(c, async ({ ctx, storefront, search, headers }) =>
      c.json({ story: await contentService.story(ctx, storefront, c.req.param('slug'), search) }, 200, headers),
    ),
  )
  .get('/:storefront/pdp-enhanced/:sku', (c) =>
    answer(
      c,
      async ({ ctx, storefront, search, headers }) => {
        const list = c.req.query('collections') ?? '';
        if (list.length > 500) throw badRequest('Invalid collections: at most 500 characters');
        const collections = list ? list.split(',') : [];
        const target = { sku: c.req.param('sku'), collections };
        return c.json({ story: await contentService.productEnhanced(ctx, storefront, target, search) }, 200, headers);
      },
      ['collections'],
    ),
  )
  .get('/:storefront/shared', (c) =>
    answer(c, async ({ ctx, storefront, search, headers }) =>
      c.json({ stories: await contentService.sharedContent(ctx, storefront, search) }, 200, headers),
    ),
  )
  .get('/:storefront/translations', (c) =>
    answer(c, async ({ ctx, storefront, search, headers }) =>
      c.json(await contentService.translations(ctx, storefront, search), 200, headers),
    ),
  )
  .get('/:storefront/constants', (c) =>
    answer(c, async ({ ctx, storefront, search, headers }) =>
      c.json({ constants: await contentService.constants(ctx, storefront, search) }, 200, headers),
    ),
  )
  .get('/:storefront/categories', (c) =>
    answer(c, async ({ ctx, storefront, search, headers }) =>
      c.json({ categories: await contentService.categories(ctx, storefront, search) }, 200, headers),
    ),
  )
  .get('/:storefront/segments', (c) =>
    answer(c, async ({ ctx, storefront, search, headers }) => c.json(await segments(ctx, storefront, search), 200, headers)),
  );
