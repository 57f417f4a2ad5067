// The image service's routes (decision 068), both from originals in R2 transformed by Cloudflare
// Images (the query is worker/images/variant.ts):
//   GET /images/products/{SKU}/{view}?v=&width=&quality=&format=&bg-color=  a product's photo
//       (view `single` or `pair`); a year in browsers when `v` is the original's version.
//   GET /images/content/{filename}/m/{width}x0/filters:quality(q):format(f)  a CMS asset of the
//       embedded content origin, by Storyblok's image service URLs (worker/images/storyblok.ts).
// Answers carry `Vary: Accept` and are kept at the edge under the canonical key (unknown
// parameters ignored). Failures are bare statuses with a line of text, never the HTML error page.
import { Hono, type Context } from 'hono';
import { PRODUCT_VIEWS, type ProductView } from '../catalogue/sock-image';
import { toAppError } from '../errors';
import { CacheImage, CacheImmutable, CacheShort, cacheHeaders, type CacheStrategy } from '../http/cache-control';
import { cachedImage } from '../images/edge';
import { contentKey, productKey, versionOf } from '../images/originals';
import { storyblokQuery } from '../images/storyblok';
import { shootContent, shootProduct } from '../images/studio';
import { ImageServiceError, transformImage } from '../images/transform';
import { parseVariant, variantKey, type ImageVariant } from '../images/variant';
import type { AppEnv } from '../types';

const SKU = /^[A-Za-z0-9][A-Za-z0-9-]{0,80}$/;
/** A CMS asset's file name as the seed's stories use them. */
const CONTENT_FILE = /^[a-z0-9][a-z0-9-]{0,80}\.(svg|png|jpe?g|webp)$/;

const PLAIN = { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };

const isView = (view: string): view is ProductView => (PRODUCT_VIEWS as readonly string[]).includes(view);

/** Browser caching: a year on the original's own version, briefly on an outdated one, a day without one. */
function browserCache(asked: string | undefined, version: string): CacheStrategy {
  if (asked === undefined) return CacheImage;
  return asked === version ? CacheImmutable : CacheShort;
}

interface ImageAsk {
  /** The original's R2 key. */
  key: string;
  /** Shoots the original into R2 when it is missing; false when there is nothing to shoot. */
  shoot: () => Promise<boolean>;
  variant: ImageVariant;
  /** The version the URL carries, if any. */
  asked: string | undefined;
}

async function answer(c: Context<AppEnv>, { key, shoot, variant, asked }: ImageAsk): Promise<Response> {
  try {
    const bucket = c.env.IMAGE_ORIGINALS;
    let original = await bucket.get(key);
    if (!original && (await shoot())) original = await bucket.get(key);
    if (!original) return c.body('Unknown image', 404, PLAIN);
    const { body, type } = await transformImage(c.env.IMAGES, original.body, variant);
    return c.body(body, 200, {
      'content-type': type,
      vary: 'Accept',
      ...cacheHeaders(browserCache(asked, versionOf(original))),
      'x-content-type-options': 'nosniff',
    });
  } catch (error) {
    if (error instanceof ImageServiceError) {
      c.get('log')('error', 'Image service failed', { key, error: error.message });
      return c.body('Image service unavailable', 503, { ...PLAIN, 'retry-after': '30' });
    }
    const failure = toAppError(error);
    c.get('log')('error', 'Image failed', { key, code: failure.code, error: String(error) });
    if (failure.retryAfter) c.header('retry-after', String(failure.retryAfter));
    return c.body(failure.message, failure.status, PLAIN);
  }
}

const unknown = (c: Context<AppEnv>) => c.body('Unknown image', 404, PLAIN);

export const productImages = new Hono<AppEnv>()
  .get('/:sku/:view', (c) => {
    const sku = c.req.param('sku');
    const view = c.req.param('view');
    if (!SKU.test(sku) || !isView(view)) return unknown(c);
    const parsed = parseVariant(c.req.query(), c.req.header('accept'), c.get('config').imageFormats);
    if (!parsed.ok) return c.body(parsed.error, 400, PLAIN);
    const { variant } = parsed;
    const asked = c.req.query('v') || undefined;
    const cacheKey = `/images/products/${sku}/${view}?${asked ? `v=${encodeURIComponent(asked)}&` : ''}${variantKey(variant)}`;
    const ask = { key: productKey(sku, view), shoot: () => shootProduct(c, sku, view), variant, asked };
    return cachedImage(c, cacheKey, asked !== undefined, () => answer(c, ask));
  })
  .all('*', unknown);

function contentImage(c: Context<AppEnv>, file: string, size: string | undefined, filters: string | undefined) {
  if (!CONTENT_FILE.test(file)) return unknown(c);
  const read = storyblokQuery(size, filters);
  if (!read.ok) return c.body(read.error, 400, PLAIN);
  const parsed = parseVariant(read.query, c.req.header('accept'), c.get('config').imageFormats);
  if (!parsed.ok) return c.body(parsed.error, 400, PLAIN);
  const { variant } = parsed;
  const ask = { key: contentKey(file), shoot: () => shootContent(c, file), variant, asked: undefined };
  return cachedImage(c, `/images/content/${file}?${variantKey(variant)}`, false, () => answer(c, ask));
}

export const contentImages = new Hono<AppEnv>()
  .get('/:file/m', (c) => contentImage(c, c.req.param('file'), undefined, undefined))
  .get('/:file/m/', (c) => contentImage(c, c.req.param('file'), undefined, undefined))
  .get('/:file/m/:size', (c) => contentImage(c, c.req.param('file'), c.req.param('size'), undefined))
  .get('/:file/m/:size/:filters', (c) => contentImage(c, c.req.param('file'), c.req.param('size'), c.req.param('filters')))
  .all('*', unknown);
