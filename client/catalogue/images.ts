// Product image URLs for the image service (/images/products/{SKU}/{view}?v=…, decision 068): a
// width per spec step for srcset, the main width 720, and the blurred placeholder, which the
// catalogue gives as a data URI (docs/spec/storefront-shell.md §9.5). The format follows the browser's Accept.
import type { CSSProperties } from 'react';
import { IMAGE_ASPECT, IMAGE_WIDTHS, MAIN_IMAGE_WIDTH } from '../../markets/product-images';

export { IMAGE_ASPECT, IMAGE_WIDTHS, MAIN_IMAGE_WIDTH };

interface ParsedUrl {
  pathname: string;
  /** The query string, '' or starting with '?'. */
  search: string;
}

// Per isolate: a page renders a card's image URL three times (src, srcset, placeholder) and
// pages show the same few hundred products again and again; parsing a URL is the costly part.
const parsedUrls = new Map<string, ParsedUrl | null>();
const MAX_PARSED_URLS = 2000;

/** Only site-relative product images are used; anything else falls back to nothing. */
function parseUrl(url: string): ParsedUrl | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  try {
    const { pathname, search } = new URL(url, 'https://img.invalid');
    return { pathname, search };
  } catch {
    return undefined;
  }
}

function parse(url: string): ParsedUrl | undefined {
  let parsed = parsedUrls.get(url);
  if (parsed === undefined) {
    parsed = parseUrl(url) ?? null;
    if (parsedUrls.size >= MAX_PARSED_URLS) parsedUrls.clear();
    parsedUrls.set(url, parsed);
  }
  return parsed ?? undefined;
}

function withParams(url: string, params: Record<string, string>): string {
  const u = parse(url);
  if (!u) return '';
  const search = new URLSearchParams(u.search);
  // Delete then append: the parameters end up in the given order, whatever the URL had.
  for (const [k, v] of Object.entries(params)) {
    search.delete(k);
    search.append(k, v);
  }
  return `${u.pathname}?${search}`;
}

/** The image at one width. @example imageAt('/images/products/A/pair?v=1', 320) // '/images/products/A/pair?v=1&width=320' */
export const imageAt = (url: string, width: number) => withParams(url, { width: String(width) });

/** srcset over the spec widths up to `max`: one parse and one query string for every width. */
export function imageSrcSet(url: string, max = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? MAIN_IMAGE_WIDTH): string | undefined {
  const u = parse(url);
  if (!u) return undefined;
  // Same string as imageAt: the other parameters as they were, then width last.
  const search = new URLSearchParams(u.search);
  search.delete('width');
  const rest = search.toString();
  const base = `${u.pathname}?${rest ? `${rest}&` : ''}width=`;
  return IMAGE_WIDTHS.filter((w) => w <= max)
    .map((w) => `${base}${w} ${w}w`)
    .join(', ');
}

/** Height of a 4:5 product image at a width. */
export const imageHeight = (width: number) => Math.round(width * IMAGE_ASPECT);

/**
 * Inline style giving the placeholder, an inline data URI (as `--placeholder`, which the
 * stylesheet draws as the background: a product grid holds it back until a card comes near the
 * viewport), and the image's background colour. A listing makes no request for placeholders.
 */
export function placeholderStyle(placeholder: string | undefined, backgroundColor?: string): CSSProperties {
  return {
    ...(placeholder?.startsWith('data:image/') ? { '--placeholder': `url("${placeholder}")` } : {}),
    ...(backgroundColor && /^#[0-9a-f]{3,8}$/i.test(backgroundColor) ? { backgroundColor } : {}),
  } as CSSProperties;
}
