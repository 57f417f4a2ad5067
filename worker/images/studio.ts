// The embedded catalogue's photo shoot (decision 068): the seeded products have no photos, only
// drawings (catalogue/sock-image.ts). The first request for a product's photo that R2 lacks
// draws it once, rasterises it through the Images binding into a PNG original and stores it in
// R2 under the drawing's version, which the seeded image URLs carry. With a remote catalogue
// (SEARCH_BASE_URL) the originals are uploaded and nothing is shot.
import type { Context } from 'hono';
import { drawingVersion, productDrawing, type ProductView } from '../catalogue/sock-image';
import { searchClient } from '../catalogue/from-context';
import type { AppEnv } from '../types';
import { productKey, putOriginal } from './originals';
import { rasterise } from './transform';

/** Shoots a product's photo into R2; false when no seeded product has that SKU. */
export async function shootProduct(c: Context<AppEnv>, sku: string, view: ProductView): Promise<boolean> {
  if (c.get('config').searchBaseUrl) return false;
  // One product by SKU, no facets and no recommendations.
  const client = searchClient(c);
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
