// GET /images/products/{SKU}/{view}?v=&width=&quality=&format=&bg-color=: a product's photo
// (view `single` or `pair`) from its original in R2, transformed by Cloudflare Images (decision
// 068; the query is worker/images/variant.ts). Answers carry `Vary: Accept`, are kept at the edge
// under the canonical key (unknown parameters ignored), and in browsers for a year when `v` is the
// original's version. Failures are bare statuses with a line of text, never the HTML error page.
import { Hono, type Context } from 'hono';
import { PRODUCT_VIEWS, type ProductView } from '../catalogue/sock-image';
import { toAppError } from '../errors';
import { CacheImage, CacheImmutable, CacheShort, cacheHeaders, type CacheStrategy } from '../http/cache-control';
import { cachedImage } from '../images/edge';
import { productKey, versionOf } from '../images/originals';
import { shootProduct } from '../images/studio';
import { ImageServiceError, transformImage } from '../images/transform';
import { canonicalQuery, parseVariant, type ImageVariant } from '../images/variant';
import type { AppEnv } from '../types';

const SKU = /^[A-Za-z0-9][A-Za-z0-9-]{0,80}$/;

const PLAIN = { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };

const isView = (view: string): view is ProductView => (PRODUCT_VIEWS as readonly string[]).includes(view);

/** Browser caching: a year on the original's own version, briefly on an outdated one, a day without. */
function browserCache(asked: string | undefined, version: string): CacheStrategy {
  if (asked === undefined) return CacheImage;
  return asked === version ? CacheImmutable : CacheShort;
}

async function answer(
  c: Context<AppEnv>,
  sku: string,
  view: ProductView,
  variant: ImageVariant,
  asked: string | undefined,
): Promise<Response> {
  try {
    const bucket = c.env.IMAGE_ORIGINALS;
    const key = productKey(sku, view);
    let original = await bucket.get(key);
    if (!original && (await shootProduct(c, sku, view))) original = await bucket.get(key);
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
      c.get('log')('error', 'Image service failed', { sku, view, error: error.message });
      return c.body('Image service unavailable', 503, { ...PLAIN, 'retry-after': '30' });
    }
    const failure = toAppError(error);
    c.get('log')('error', 'Product image failed', { sku, view, code: failure.code, error: String(error) });
    if (failure.retryAfter) c.header('retry-after', String(failure.retryAfter));
    return c.body(failure.message, failure.status, PLAIN);
  }
}

export const productImages = new Hono<AppEnv>()
  .get('/:sku/:view', (c) => {
    const sku = c.req.param('sku');
    const view = c.req.param('view');
    if (!SKU.test(sku) || !isView(view)) return c.body('Unknown image', 404, PLAIN);
    const parsed = parseVariant(c.req.query(), c.req.header('accept'));
    if (!parsed.ok) return c.body(parsed.error, 400, PLAIN);
    const asked = c.req.query('v') || undefined;
    const key = `/images/products/${sku}/${view}?${asked ? `v=${encodeURIComponent(asked)}&` : ''}${canonicalQuery(parsed.variant)}`;
    return cachedImage(c, key, asked !== undefined, () => answer(c, sku, view, parsed.variant, asked));
  })
  .all('*', (c) => c.body('Unknown image', 404, PLAIN));
