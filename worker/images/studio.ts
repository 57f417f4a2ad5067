// The embedded origins' photo shoot (decision 068): the seeded products have no photos, only
// drawings (catalogue/sock-image.ts). The first request for a product's photo that R2 lacks
// draws it once, rasterises it through the Images binding into a PNG original and stores it in
// R2 under the drawing's version, which the seeded image URLs carry. The embedded content
// origin's assets (SVG files in the built client, from kv-seed/content/images) become originals
// the same way. With a remote catalogue (SEARCH_BASE_URL) or Storyblok (STORYBLOK_TOKEN) the
// originals are uploaded and nothing is shot.
import type { Context } from 'hono';
import { drawingVersion, productDrawing, type ProductView } from '../catalogue/sock-image';
import type { AppEnv } from '../types';
import { contentKey, productKey, putOriginal } from './originals';
import { rasterise } from './transform';

/** Shoots a product's photo into R2; false when no seeded product has that SKU. */
export async function shootProduct(c: Context<AppEnv>, sku: string, view: ProductView): Promise<boolean> {
  if (c.get('config').searchBaseUrl) return false;
  // One product by SKU, no facets and no recommendations.
  const client = c.var.ports.search;
  let product;
  for (const region of ['NL', 'US'] as const) {
    const res = await client.search({ query: '', options: { filter: `sku = '${sku}'`, limit: 1, groupBy: 'product', region } });
    product = res.items[0];
    if (product) break;
  }
  if (!product) return false;
  const svg = productDrawing(product, view);
  const png = await rasterise(c.env.IMAGES, svg);
  await putOriginal(c.env.IMAGE_ORIGINALS, productKey(sku, view), png, 'image/png', drawingVersion(svg));
  c.get('log')('info', 'Product photo shot', { sku, view, bytes: png.byteLength });
  return true;
}

/** Shoots an embedded CMS asset (a static file of the build) into R2; false when there is none. */
export async function shootContent(c: Context<AppEnv>, filename: string): Promise<boolean> {
  if (c.get('config').storyblokToken) return false;
  const asset = await c.env.ASSETS.fetch(new URL(`/images/content/${filename}`, c.req.url));
  if (!asset.ok) {
    await asset.body?.cancel();
    return false;
  }
  const isSvg = filename.endsWith('.svg');
  const bytes = isSvg ? await rasterise(c.env.IMAGES, await asset.text()) : await asset.arrayBuffer();
  const type = isSvg ? 'image/png' : (asset.headers.get('content-type') ?? 'application/octet-stream');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const version = [...digest.slice(0, 6)].map((b) => b.toString(16).padStart(2, '0')).join('');
  await putOriginal(c.env.IMAGE_ORIGINALS, contentKey(filename), bytes, type, version);
  c.get('log')('info', 'Content image shot', { filename, bytes: bytes.byteLength });
  return true;
}
