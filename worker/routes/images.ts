// GET /images/products/{sku}.svg?width=&quality=&view=single|pair&placeholder=1: the product's
// image drawn as SVG from its catalogue record (colours, pattern, silhouette), at one of the
// spec widths (commerce-core 9, storefront-shell 9.5). placeholder=1 gives the tiny blurred
// placeholder (width 90, quality 1). Answers are images or bare statuses, never the HTML error page;
// images come from the edge cache (decision 024).
import { Hono } from 'hono';
import { z } from 'zod';
import { clampImageWidth, imageQuality, PLACEHOLDER } from '../../markets/product-images';
import { renderPlaceholderSvg, renderSockSvg } from '../catalogue/sock-image';
import { toAppError } from '../errors';
import type { AppEnv } from '../types';
import type { Product } from '../../contract/product';
import { cachedAnswer } from '../cache/answer-cache';
import { CacheImage, cacheHeaders } from '../http/cache-control';

const FILE = /^([A-Za-z0-9][A-Za-z0-9-]{0,80})\.svg$/;

const querySchema = z.object({
  width: z.coerce.number().int().min(1).max(100_000).optional(),
  quality: z.coerce.number().int().min(1).max(100).optional(),
  view: z.enum(['single', 'pair']).default('single'),
  placeholder: z.enum(['0', '1']).default('0'),
});

const IMAGE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  ...cacheHeaders(CacheImage),
  'x-content-type-options': 'nosniff',
};

const PLAIN = { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' };

function draw(product: Product, query: z.infer<typeof querySchema>): { svg: string; width: number; quality: number } {
  const { primary, secondary } = product.color;
  if (query.placeholder === '1') {
    return {
      svg: renderPlaceholderSvg({ colour: primary, secondary, silhouette: product.silhouette }),
      width: PLACEHOLDER.width,
      quality: PLACEHOLDER.quality,
    };
  }
  const width = clampImageWidth(query.width ?? Number.NaN);
  const svg = renderSockSvg({
    colour: primary,
    secondary,
    pattern: product.patternGroup,
    silhouette: product.silhouette,
    width,
    view: query.view,
  });
  return { svg, width, quality: imageQuality(width, query.quality) };
}

export const productImages = new Hono<AppEnv>().get('/:file', (c) =>
  cachedAnswer(c, CacheImage, ['width', 'quality', 'view', 'placeholder'], async () => {
    const sku = FILE.exec(c.req.param('file'))?.[1];
    if (!sku) return c.body(null, 404);
    const query = querySchema.safeParse(c.req.query());
    if (!query.success) return c.body(`Invalid ${String(query.error.issues[0]?.path[0] ?? 'query')}`, 400, PLAIN);

    let product: Product | undefined;
    try {
      // One product by SKU, no facets and no recommendations: a listing asks for 64 images at once.
      const client = c.var.ports.search;
      for (const region of ['NL', 'US'] as const) {
        const res = await client.search({ query: '', options: { filter: `sku = '${sku}'`, limit: 1, groupBy: 'product', region } });
        product = res.items[0];
        if (product) break;
      }
    } catch (error) {
      const failure = toAppError(error);
      if (failure.status === 404) return c.body(null, 404);
      c.get('log')('error', 'Product image lookup failed', { sku, code: failure.code, error: String(error) });
      if (failure.retryAfter) c.header('retry-after', String(failure.retryAfter));
      return c.body(failure.message, failure.status, PLAIN);
    }
    if (!product) return c.body(null, 404);

    const { svg, width, quality } = draw(product, query.data);
    return c.body(svg, 200, { ...IMAGE_HEADERS, 'x-image-width': String(width), 'x-image-quality': String(quality) });
  }),
);
