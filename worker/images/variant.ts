// The image service's query (docs/spec/storefront-shell.md §7 and §9.5, docs/spec/commerce-core.md §9): which variant of an
// original a request asks for, and its canonical form, the edge cache key. Pure: no bindings.
//   width     snapped up to a spec width (320, 720, 1024, 1920, 3840; 90 is the placeholder);
//             missing: the main width 720. The original is never enlarged (fit scale-down).
//   height    only the share-card crop 1200x630 (og:image); any other height is refused.
//   quality   1-100; missing: 60 above 720 wide, else 70 (an explicit value wins).
//   format    avif, webp, jpeg (jpg, and png, which becomes progressive JPEG) or auto; missing or
//             auto: the best the browser's Accept allows, AVIF then WebP, else progressive JPEG
//             (of the formats offered: IMAGE_FORMATS).
//   bg-color  hex colour (3 or 6 digits, with or without #) behind transparent parts.
// Other parameters are ignored and left out of the canonical key; a bad value of these is a 400.
import { clampImageWidth, imageQuality, PLACEHOLDER } from '../../markets/product-images';

/** The formats the service writes, best first. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The binding's output type of each format. */
export const FORMAT_MIME: Readonly<Record<ImageFormat, 'image/avif' | 'image/webp' | 'image/jpeg'>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The one fixed crop the service makes: a share card (og:image), 1200 x 630. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

export interface ImageVariant {
  width: number;
  /** Set only for the share-card crop (fit cover). */
  height?: number;
  quality: number;
  format: ImageFormat;
  /** `#rrggbb`. */
  background?: string;
}

export type VariantResult = { ok: true; variant: ImageVariant } | { ok: false; error: string };

const INTEGER = /^\d{1,6}$/;
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const FORMATS: Readonly<Record<string, ImageFormat | 'auto'>> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  png: 'jpeg',
  auto: 'auto',
};

/**
 * The best format an Accept header allows of those offered: AVIF, then WebP, else (progressive) JPEG.
 * @example formatFor('image/avif,image/webp,*\/*') // 'avif'
 * @example formatFor('image/avif,image/webp,*\/*', ['webp', 'jpeg']) // 'webp'
 * @example formatFor('*\/*') // 'jpeg'
 */
export function formatFor(accept: string | undefined | null, offered: readonly ImageFormat[] = IMAGE_FORMATS): ImageFormat {
  const types = (accept ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.split(';'))
    // A type refused with q=0 is not allowed.
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([type]) => type?.trim());
  return offered.find((format) => format === 'jpeg' || types.includes(FORMAT_MIME[format])) ?? 'jpeg';
}

function integer(value: string | undefined, name: string, min: number, max: number): number | string | undefined {
  if (value === undefined || value === '') return undefined;
  const n = INTEGER.test(value) ? Number(value) : Number.NaN;
  return n >= min && n <= max ? n : `Invalid ${name}: ${min} to ${max}`;
}

/**
 * The variant a query asks for, given the browser's Accept header.
 * @example parseVariant({ width: '500' }, 'image/webp') // { ok: true, variant: { width: 720, quality: 70, format: 'webp' } }
 */
export function parseVariant(
  query: Readonly<Record<string, string | undefined>>,
  accept: string | null | undefined,
  offered: readonly ImageFormat[] = IMAGE_FORMATS,
): VariantResult {
  const width = integer(query.width, 'width', 1, 100_000);
  if (typeof width === 'string') return { ok: false, error: width };
  const height = integer(query.height, 'height', 1, 100_000);
  if (typeof height === 'string') return { ok: false, error: height };
  const quality = integer(query.quality, 'quality', 1, 100);
  if (typeof quality === 'string') return { ok: false, error: quality };
  const format = query.format === undefined || query.format === '' ? 'auto' : FORMATS[query.format.toLowerCase()];
  if (!format) return { ok: false, error: 'Invalid format: avif, webp, jpeg, png or auto' };
  const bg = query['bg-color'];
  if (bg !== undefined && bg !== '' && !HEX.test(bg)) return { ok: false, error: 'Invalid bg-color: a hex colour' };

  let size: { width: number; height?: number };
  if (height !== undefined) {
    if (width !== SHARE_CARD.width || height !== SHARE_CARD.height) return { ok: false, error: 'Invalid height: only 1200x630' };
    size = SHARE_CARD;
  } else {
    size = { width: width !== undefined && width <= PLACEHOLDER.width ? PLACEHOLDER.width : clampImageWidth(width ?? Number.NaN) };
  }
  return {
    ok: true,
    variant: {
      ...size,
      quality: imageQuality(size.width, quality),
      format: format === 'auto' ? formatFor(accept, offered) : format,
      ...(bg ? { background: `#${expandHex(bg.replace('#', '').toLowerCase())}` } : {}),
    },
  };
}

const expandHex = (hex: string) => (hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex);

/**
 * The key of a variant (its canonical query): every field in one order, nothing else. With the image's
 * path and version it is the edge cache key.
 * @example variantKey({ width: 720, quality: 70, format: 'webp' }) // 'w=720&q=70&f=webp'
 */
export function variantKey(variant: ImageVariant): string {
  const parts = [`w=${variant.width}`];
  if (variant.height !== undefined) parts.push(`h=${variant.height}`);
  parts.push(`q=${variant.quality}`, `f=${variant.format}`);
  if (variant.background) parts.push(`bg=${variant.background.slice(1)}`);
  return parts.join('&');
}
