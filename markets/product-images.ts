// Product image rules shared by the image route and the pages that request images
// (docs/spec/commerce-core.md §9, docs/spec/storefront-shell.md §9.5): the widths served, the main width, the blurred
// placeholder request, the portrait aspect and the quality rule.

/** Widths the image endpoint serves. @example IMAGE_WIDTHS.includes(720) // true */
export const IMAGE_WIDTHS = [320, 720, 1024, 1920, 3840] as const;

/** Width of the main product image. @example MAIN_IMAGE_WIDTH // 720 */
export const MAIN_IMAGE_WIDTH = 720;

/** Largest width served. @example MAX_IMAGE_WIDTH // 3840 */
export const MAX_IMAGE_WIDTH = 3840;

/** Blurred placeholder request: width 90 at quality 1. @example PLACEHOLDER.width // 90 */
export const PLACEHOLDER = { width: 90, quality: 1 } as const;

/** Height / width of every sock image (portrait 4:5). @example Math.round(720 * IMAGE_ASPECT) // 900 */
export const IMAGE_ASPECT = 1.25;

/**
 * Image quality: an explicit quality wins; otherwise 70 for widths up to 720 and 60 above.
 * @example imageQuality(720) // 70
 * @example imageQuality(1024) // 60
 * @example imageQuality(320, 1) // 1
 */
export function imageQuality(width: number, quality?: number): number {
  if (quality !== undefined && Number.isFinite(quality)) return Math.min(100, Math.max(1, Math.round(quality)));
  return width <= MAIN_IMAGE_WIDTH ? 70 : 60;
}

/**
 * Snaps a requested width to the nearest allowed width at or above it, capped at 3840.
 * Missing or invalid widths give the main image width (720).
 * @example clampImageWidth(500) // 720
 * @example clampImageWidth(5000) // 3840
 */
export function clampImageWidth(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return MAIN_IMAGE_WIDTH;
  for (const allowed of IMAGE_WIDTHS) if (allowed >= width) return allowed;
  return MAX_IMAGE_WIDTH;
}
