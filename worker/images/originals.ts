// Image originals in R2 (binding IMAGE_ORIGINALS, decision 068): a product's photo under
// `products/{SKU}/{view}`, a CMS asset under `content/{filename}`, each with its version in the object's custom metadata (`version`), which the
// catalogue's image URLs carry as `?v=`. Whoever uploads an original sets its version; without
// one, the object's etag is its version.
import type { ProductView } from '../catalogue/sock-image';

/** The R2 key of a product's photo in one view. @example productKey('ARG-X-RED', 'pair') // 'products/ARG-X-RED/pair' */
export const productKey = (sku: string, view: ProductView) => `products/${sku}/${view}`;

/** The R2 key of a CMS asset. @example contentKey('hero-homepage.svg') // 'content/hero-homepage.svg' */
export const contentKey = (filename: string) => `content/${filename}`;

/** An original's version: the uploader's, else the etag. */
export const versionOf = (object: R2Object): string => object.customMetadata?.version ?? object.etag;

/** Stores an original with its version. */
export async function putOriginal(
  bucket: R2Bucket,
  key: string,
  bytes: ArrayBuffer | Uint8Array,
  type: string,
  version: string,
): Promise<void> {
  await bucket.put(key, bytes, { httpMetadata: { contentType: type }, customMetadata: { version } });
}
