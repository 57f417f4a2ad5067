// CMS image URLs by Storyblok's image service (`{asset}/m/{width}x0`, decision 068): Storyblok
// serves its own assets so, and the worker serves the embedded content origin's the same way
// (/images/content/{file}). The format follows the browser's Accept; quality follows the spec's
// rule. Other images (icons, other hosts) are used as they are.
import { IMAGE_WIDTHS } from '../../markets/product-images';

const SERVICE = /^(\/images\/content\/[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp)|https:\/\/a\.storyblok\.com\/f\/[^?#]+\.(png|jpe?g|webp))$/i;

/** Whether an asset goes through the image service. */
export const hasImageService = (src: string) => SERVICE.test(src);

/** The asset at a width. @example cmsImageAt('/images/content/tile-kids.svg', 720) // '/images/content/tile-kids.svg/m/720x0' */
export const cmsImageAt = (src: string, width: number) => `${src}/m/${width}x0`;

/**
 * The spec widths an asset is offered at: up to the first that covers its own width (the
 * service never enlarges it).
 * @example cmsImageWidths(800) // [320, 720, 1024]
 */
export function cmsImageWidths(width: number): number[] {
  const cover = IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return IMAGE_WIDTHS.filter((w) => w <= (cover ?? width));
}

/** srcset of an asset `width` pixels wide. */
export const cmsImageSrcSet = (src: string, width: number) =>
  cmsImageWidths(width)
    .map((w) => `${cmsImageAt(src, w)} ${w}w`)
    .join(', ');
