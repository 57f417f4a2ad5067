// The link-preview picture of a page (og:image, twitter:image): a 1200×630 JPEG asked of the image
// service for the page's own picture. The one place that writes such a URL, so the image service
// can move without touching a page (decision 067). Pages without a picture share the shop's
// (client/public/share.jpg, drawn once by scripts/icons.ts at that size and format).

/** Open Graph's recommended size and a format every previewer reads. */
export const SHARE_IMAGE = { width: 1200, height: 630, format: 'jpeg', type: 'image/jpeg' } as const;

/** The shop's own share picture, already 1200×630 JPEG. */
export const DEFAULT_SHARE_IMAGE = '/share.jpg';

/**
 * The absolute URL of a picture as a share image: the image route's size and format parameters
 * on the picture's own URL (other parameters, such as `view`, kept); the shop's picture for none.
 * @example shareImageUrl('https://argyle.test', '/images/products/A.svg?width=720')
 * // 'https://argyle.test/images/products/A.svg?width=1200&height=630&format=jpeg'
 */
export function shareImageUrl(origin: string, src: string | undefined): string {
  if (!src || src.startsWith('//') || !/^(\/|https:\/\/)/.test(src)) return `${origin}${DEFAULT_SHARE_IMAGE}`;
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return `${origin}${DEFAULT_SHARE_IMAGE}`;
  }
  const params = { width: String(SHARE_IMAGE.width), height: String(SHARE_IMAGE.height), format: SHARE_IMAGE.format };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}
