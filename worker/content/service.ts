// Content services: what the storefront renders from the CMS, for the page render and for
// `/api/content`. Every function takes the request's context and the query string carrying
// preview flags (`?bust=…`, `_storyblok_release`, the editor's signature), which count for
// editors only (content/preview.ts); everyone else gets the cached published content.
import { translationLocaleOf, type StorefrontCode } from '../../markets';
import { NO_PREVIEW } from './preview';
import { PDP_ENHANCED_FOLDER, pickEnhancedStory } from './pdp-enhanced';
import { AppError, badRequest, noSkuProvided } from '../errors';
import type { EnhancedTarget, Story } from '../../contract/content';
import { projectLayoutStory, type LayoutPart } from './layout';
import type { ServiceContext } from '../request/context';
import type { Layout, PreviewSearch } from '../../contract/api';

const SLUG = /^[a-z0-9][a-z0-9/_-]{0,199}$/;
const SKU = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const COLLECTION = /^[a-z0-9-]{1,60}$/;
const MAX_COLLECTIONS = 20;

/** A storefront's story by slug (e.g. 'navigation', 'faq/cookie-policy'); 404 when there is none. */
export async function story(ctx: ServiceContext, storefront: StorefrontCode, slug: string, search: PreviewSearch = ''): Promise<Story> {
  if (!SLUG.test(slug)) throw badRequest('Invalid slug: expected a lowercase story slug');
  return ctx.content.story(storefront, slug, await ctx.preview(search));
}

/** A story whose absence is normal (e.g. 'checkout-message-banner'): null when there is none. */
export async function optionalStory(ctx: ServiceContext, storefront: StorefrontCode, slug: string, search: PreviewSearch = '') {
  try {
    return await story(ctx, storefront, slug, search);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Header, footer, top banner and newsletter: the frame of every page, trimmed to what the shell
 * renders (layout.ts); whole for editors.
 */
export async function layout(ctx: ServiceContext, storefront: StorefrontCode, search: PreviewSearch = ''): Promise<Layout> {
  const preview = await ctx.preview(search);
  // Editors' requests (any honoured preview flag) keep the CMS's own shape.
  const whole = preview !== NO_PREVIEW;
  const read = async (part: LayoutPart, slug: string) => {
    const found = await ctx.content.story(storefront, slug, preview);
    return whole ? found : projectLayoutStory(part, found);
  };
  const [navigation, footer, topBanner, newsletter] = await Promise.all([
    read('navigation', 'navigation'),
    read('footer', 'footer'),
    read('topBanner', 'top-banner'),
    read('newsletter', 'newsletter'),
  ]);
  return { navigation, footer, topBanner, newsletter };
}

/** The product page's enhanced blocks story (decision 018), or null: having none is normal. */
export async function productEnhanced(
  ctx: ServiceContext,
  storefront: StorefrontCode,
  product: EnhancedTarget,
  search: PreviewSearch = '',
): Promise<Story | null> {
  if (product.sku.trim() === '') throw noSkuProvided(ctx.log, { storefront });
  if (!SKU.test(product.sku)) throw badRequest('Invalid sku: expected letters, digits, - or _');
  if (product.collections.length > MAX_COLLECTIONS)
    throw badRequest(`Invalid collections: expected at most ${MAX_COLLECTIONS} collections`);
  if (!product.collections.every((c) => COLLECTION.test(c))) throw badRequest('Invalid collections: expected lowercase collection slugs');
  const stories = await ctx.content.storiesUnder(storefront, PDP_ENHANCED_FOLDER, await ctx.preview(search));
  return pickEnhancedStory(stories, product) ?? null;
}

/**
 * Stories under shared-content/. None (the origin and the bundled copy have none, or the read
 * failed) is logged as 'No shared content, stories' (docs/spec/commerce-core.md §8).
 */
export async function sharedContent(ctx: ServiceContext, storefront: StorefrontCode, search: PreviewSearch = ''): Promise<Story[]> {
  const stories = await ctx.content.storiesUnder(storefront, 'shared-content', await ctx.preview(search)).catch((error: unknown) => {
    ctx.log('warn', 'No shared content, stories', { storefront, error: String(error) });
    throw error;
  });
  if (stories.length === 0) ctx.log('warn', 'No shared content, stories', { storefront });
  return stories;
}

/** UI translations in the storefront's translation locale. */
export async function translations(ctx: ServiceContext, storefront: StorefrontCode, search: PreviewSearch = '') {
  return { locale: translationLocaleOf(storefront), translations: await ctx.content.translations(storefront, await ctx.preview(search)) };
}

/** Shop constants (datasource 'constants'): strings such as returnDays; today the same for every storefront. */
export async function constants(
  ctx: ServiceContext,
  _storefront: StorefrontCode,
  search: PreviewSearch = '',
): Promise<Record<string, string>> {
  return ctx.content.constants(await ctx.preview(search));
}

/** The storefront's categories (content type category). */
export async function categories(ctx: ServiceContext, storefront: StorefrontCode, search: PreviewSearch = '') {
  return ctx.content.categories(storefront, await ctx.preview(search));
}
