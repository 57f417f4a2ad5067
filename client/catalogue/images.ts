// Product image URLs for the image route (/images/products/{sku}.svg): a width per spec step for
// srcset, the main width 720, and the blurred placeholder (storefront-shell 9.5).
import { IMAGE_ASPECT, IMAGE_WIDTHS, MAIN_IMAGE_WIDTH, PLACEHOLDER } from '../../markets/product-images';

export { IMAGE_ASPECT, IMAGE_WIDTHS, MAIN_IMAGE_WIDTH };

/** Only site-relative product images are used; anything else falls back to nothing. */
function parse(url: string): URL | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  try {
    return new URL(url, 'https://img.invalid');
  } catch {
    return undefined;
  }
}

function withParams(url: string, params: Record<string, string>): string {
  const u = parse(url);
  if (!u) return '';
  // Delete then append: the parameters end up in the given order, whatever the URL had.
  for (const [k, v] of Object.entries(params)) {
    u.searchParams.delete(k);
    u.searchParams.append(k, v);
  }
  return `${u.pathname}${u.search}`;
}

/** The image at one width. @example imageAt('/images/products/A.svg?view=pair', 320) // '/images/products/A.svg?view=pair&width=320' */
export const imageAt = (url: string, width: number) => withParams(url, { width: String(width) });

/** srcset over the spec widths up to `max`. */
export const imageSrcSet = (url: string, max = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? MAIN_IMAGE_WIDTH) =>
  parse(url)
    ? IMAGE_WIDTHS.filter((w) => w <= max)
        .map((w) => `${imageAt(url, w)} ${w}w`)
        .join(', ')
    : undefined;

/** The tiny blurred placeholder (width 90, quality 1), drawn behind the image while it loads. */
export const placeholderAt = (url: string) =>
  withParams(url, { placeholder: '1', width: String(PLACEHOLDER.width), quality: String(PLACEHOLDER.quality) });

/** Height of a 4:5 product image at a width. */
export const imageHeight = (width: number) => Math.round(width * IMAGE_ASPECT);

/** Inline style showing the placeholder as a background (plus the image's background colour). */
export function placeholderStyle(url: string, backgroundColor?: string) {
  const placeholder = placeholderAt(url);
  return {
    ...(placeholder ? { backgroundImage: `url("${placeholder}")` } : {}),
    ...(backgroundColor && /^#[0-9a-f]{3,8}$/i.test(backgroundColor) ? { backgroundColor } : {}),
  };
}
