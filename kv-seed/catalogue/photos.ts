// The seeded products' photos (decision 068): each product's drawing in each view has a version
// (the URL's `?v=`) and a blurred placeholder, the image at width 90 and quality 1 as a data URI
// that pages inline, so a listing makes no request per card for it. The placeholders are made
// here, in Node with sharp, and kept in photos.json (keyed by version); the originals are shot
// by the worker on first request (worker/images/studio.ts).
//
//   npx tsx kv-seed/catalogue/photos.ts     # adds the placeholders photos.json lacks, drops unused ones
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PLACEHOLDER } from '../../markets/product-images';
import {
  drawingVersion,
  ORIGINAL_WIDTH,
  PRODUCT_VIEWS,
  productDrawing,
  type DrawnProduct,
  type ProductView,
} from '../../worker/catalogue/sock-image';

const FILE = new URL('./photos.json', import.meta.url);

/** Placeholder data URIs by drawing version. */
const placeholders = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, string>;

export interface ProductPhoto {
  /** The image route's URL of this version: `/images/products/{SKU}/{view}?v={version}`. */
  url: string;
  version: string;
  /** Data URI of the placeholder (undefined until photos.ts has made it). */
  placeholder: string | undefined;
}

/** A seeded product's photo in one view. */
export function productPhoto(product: DrawnProduct, sku: string, view: ProductView): ProductPhoto {
  const version = drawingVersion(productDrawing(product, view));
  return { url: `/images/products/${sku}/${view}?v=${version}`, version, placeholder: placeholders[version] };
}

/** The placeholder of a drawing: drawn at a quarter of the original's size, resized to 90 wide, blurred, WebP at quality 1. */
async function makePlaceholder(svg: string): Promise<string> {
  const { default: sharp } = await import('sharp');
  const density = (72 * (PLACEHOLDER.width * 4)) / ORIGINAL_WIDTH;
  const bytes = await sharp(Buffer.from(svg), { density })
    .resize({ width: PLACEHOLDER.width })
    .blur(1.2)
    .webp({ quality: PLACEHOLDER.quality, effort: 6 })
    .toBuffer();
  return `data:image/webp;base64,${bytes.toString('base64')}`;
}

async function main() {
  const { generateCatalogue } = await import('./generate');
  const next: Record<string, string> = {};
  let made = 0;
  for (const product of generateCatalogue()) {
    for (const view of PRODUCT_VIEWS) {
      const svg = productDrawing(product, view);
      const version = drawingVersion(svg);
      if (next[version]) continue;
      const existing = placeholders[version];
      next[version] = existing ?? (await makePlaceholder(svg));
      if (!existing) made += 1;
    }
  }
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(
    FILE,
    `{\n${Object.entries(sorted)
      .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(',\n')}\n}\n`,
  );
  console.log(`photos: ${Object.keys(sorted).length} placeholders, ${made} made`);
}

// Not awaited at the top: generate.ts imports this module back through product.ts.
if (process.argv[1] === fileURLToPath(import.meta.url)) void main();
