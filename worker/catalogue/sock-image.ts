// The seeded catalogue's product photos, drawn as SVG: a sock per colour, pattern and silhouette.
// Pure functions with no platform imports. Nothing serves these drawings: the embedded catalogue's
// photo shoot (worker/images/studio.ts) turns one into a raster original in R2 once, and the
// catalogue generator takes the image backgrounds, versions and placeholders from the same
// drawing (decision 068).
import type { PatternGroup, Silhouette } from '../../markets/catalogue-vocabulary';
import { IMAGE_ASPECT } from '../../markets/product-images';

// Drawing colours: softer than the swatch hex values of markets/colours.ts, made for the sock art.
const HEX: Readonly<Record<string, string>> = {
  beige: '#d8c3a0',
  black: '#25252b',
  blue: '#2f6fdb',
  'navy blue': '#1f2f5c',
  pink: '#f29bb8',
  red: '#d63a3a',
  white: '#f7f5f0',
  grey: '#9a9ca3',
  green: '#3f9a5b',
  yellow: '#f5c842',
  orange: '#f08a3c',
  purple: '#7b4fb0',
  brown: '#7a5236',
  burgundy: '#7c1f35',
  turquoise: '#2ab3b1',
  multicolour: '#e0527a',
};

const RAINBOW = ['#e0527a', '#f08a3c', '#f5c842', '#3f9a5b', '#2ab3b1', '#2f6fdb', '#7b4fb0'];

function hexOf(colour: string | undefined, fallback: string): string {
  if (colour === undefined) return fallback;
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  return HEX[colour.trim().toLowerCase()] ?? fallback;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return toHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/**
 * Soft background tint for a colour name (or hex), as used for image backgroundColor.
 * @example softBackground('navy blue') // '#e4e6eb'
 */
export function softBackground(colour: string): string {
  const hex = hexOf(colour, HEX.grey ?? '#9a9ca3');
  return luminance(hex) > 0.85 ? '#e9ebef' : mix(hex, '#ffffff', 0.88);
}

/** Input of the sock drawing. Colours are names from the catalogue (or #rrggbb). */
export interface SockImageInput {
  colour: string;
  secondary?: string | undefined;
  pattern: PatternGroup | string;
  silhouette: Silhouette | string;
  /** Pixel width written on the root element; the drawing scales to any width through its viewBox. */
  width?: number | undefined;
  /** 'single' packshot (default) or 'pair' of socks. */
  view?: 'single' | 'pair' | undefined;
}

const TOP: Readonly<Record<string, number>> = { 'knee-high': 22, crew: 92, ankle: 204, sneaker: 262 };
const CUFF: Readonly<Record<string, number>> = { 'knee-high': 36, crew: 30, ankle: 22, sneaker: 12 };

function sockPath(top: number): string {
  return (
    `M130 ${top}H250V282C250 306 262 318 290 320L334 322C364 324 380 344 380 370` +
    'C380 398 362 416 334 416L172 416C134 416 112 394 112 358C112 330 122 312 130 296Z'
  );
}

function patternTile(pattern: string, id: string, primary: string, accent: string): string {
  const line = luminance(primary) > 0.6 ? mix(primary, '#000000', 0.25) : mix(primary, '#ffffff', 0.35);
  const open = (w: number, h: number): string => `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">`;
  switch (pattern) {
    case 'stripes':
      return `${open(40, 36)}<rect y="20" width="40" height="12" fill="${accent}"/></pattern>`;
    case 'dots':
      return `${open(36, 36)}<circle cx="9" cy="9" r="5" fill="${accent}"/><circle cx="27" cy="27" r="5" fill="${accent}"/></pattern>`;
    case 'argyle':
      return (
        `${open(60, 80)}<path d="M30 0L60 40L30 80L0 40Z" fill="${accent}" opacity=".9"/>` +
        `<path d="M0 0L60 80M60 0L0 80" stroke="${line}" stroke-width="1.6" stroke-dasharray="5 4"/></pattern>`
      );
    case 'animals':
      return (
        `${open(72, 72)}<g fill="${accent}"><g transform="translate(18 22)"><circle r="10"/><path d="M-9-4L-8-15L-2-8ZM9-4L8-15L2-8Z"/></g>` +
        `<g transform="translate(54 58)"><circle r="10"/><path d="M-9-4L-8-15L-2-8ZM9-4L8-15L2-8Z"/></g></g>` +
        `<g fill="${primary}"><circle cx="14" cy="21" r="1.8"/><circle cx="22" cy="21" r="1.8"/><circle cx="50" cy="57" r="1.8"/><circle cx="58" cy="57" r="1.8"/></g></pattern>`
      );
    case 'fruit':
      return (
        `${open(56, 56)}<g fill="none" stroke="#3f7a3a" stroke-width="1.6"><path d="M10 24Q14 10 20 6Q22 16 24 22"/><path d="M38 52Q42 38 48 34Q50 44 52 50"/></g>` +
        `<g fill="${accent}"><circle cx="10" cy="26" r="5.5"/><circle cx="24" cy="24" r="5.5"/><circle cx="38" cy="54" r="5.5"/><circle cx="52" cy="52" r="5.5"/></g>` +
        `<path d="M20 6q6-4 10 0q-6 3-10 0ZM48 34q6-4 10 0q-6 3-10 0Z" fill="#3f9a5b"/></pattern>`
      );
    case 'hearts': {
      const heart = 'M0-3C-6-12-18-4 0 10C18-4 6-12 0-3Z';
      return `${open(48, 48)}<g fill="${accent}"><path transform="translate(12 12)" d="${heart}"/><path transform="translate(36 36)" d="${heart}"/></g></pattern>`;
    }
    case 'geometric':
      return (
        `${open(40, 28)}<path d="M0 20L10 8L20 20L30 8L40 20" fill="none" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/>` +
        `<circle cx="10" cy="24" r="1.6" fill="${line}"/><circle cx="30" cy="24" r="1.6" fill="${line}"/></pattern>`
      );
    default:
      // solid: a fine knit rib so the sock does not look flat
      return `${open(8, 8)}<path d="M4 0V8" stroke="${line}" stroke-width="1.2" opacity=".35"/></pattern>`;
  }
}

function hashId(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return `s${(h >>> 0).toString(36)}`;
}

function fmt(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function num(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

/**
 * Draws a sock as SVG: outline with heel, toe and cuff in the secondary colour, the pattern
 * clipped inside the sock, soft shading, and a tinted background. viewBox 0 0 400 500.
 * @example renderSockSvg({ colour: 'navy blue', secondary: 'yellow', pattern: 'stripes', silhouette: 'crew', width: 720 })
 */
export function renderSockSvg(input: SockImageInput): string {
  const isMulti = input.colour.trim().toLowerCase() === 'multicolour';
  const primary = hexOf(input.colour, HEX.grey ?? '#9a9ca3');
  const fallbackAccent = luminance(primary) > 0.55 ? mix(primary, '#000000', 0.45) : mix(primary, '#ffffff', 0.7);
  const accent = input.secondary === undefined ? fallbackAccent : hexOf(input.secondary, fallbackAccent);
  const sameColour = accent === primary;
  const trim = sameColour ? mix(primary, '#000000', 0.3) : accent;
  const silhouette = input.silhouette in TOP ? input.silhouette : 'crew';
  const top = TOP[silhouette] ?? 92;
  const cuff = CUFF[silhouette] ?? 30;
  const id = hashId(`${primary}|${accent}|${input.pattern}|${silhouette}|${input.view ?? 'single'}`);
  const bg = softBackground(input.colour);
  const outline = mix(primary, '#000000', luminance(primary) > 0.8 ? 0.3 : 0.4);
  const path = sockPath(top);
  const width = num(input.width);
  const size = width === undefined ? '' : ` width="${width}" height="${Math.round(width * IMAGE_ASPECT)}"`;
  const baseFill = isMulti ? `url(#${id}r)` : primary;

  const ribs: string[] = [];
  for (let x = 138; x < 250; x += 8) ribs.push(`M${x} ${top + 2}V${top + cuff - 2}`);

  const defs =
    `<defs><clipPath id="${id}c"><path d="${path}"/></clipPath>` +
    patternTile(input.pattern, `${id}p`, primary, isMulti ? '#ffffff' : accent) +
    `<linearGradient id="${id}s" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".22"/>` +
    `<stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>` +
    `<radialGradient id="${id}g" cx=".5" cy=".42" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".65"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    (isMulti
      ? `<linearGradient id="${id}r" x1="0" x2="0" y1="0" y2="1">${RAINBOW.map((c, i) => `<stop offset="${(i / (RAINBOW.length - 1)).toFixed(2)}" stop-color="${c}"/>`).join('')}</linearGradient>`
      : '') +
    `<filter id="${id}b" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="7"/></filter></defs>`;

  const sock =
    `<g><path d="${path}" fill="${baseFill}"/>` +
    `<g clip-path="url(#${id}c)"><rect x="100" y="0" width="300" height="430" fill="url(#${id}p)"/>` +
    `<ellipse cx="126" cy="374" rx="48" ry="54" fill="${trim}"/>` +
    `<ellipse cx="382" cy="370" rx="52" ry="60" fill="${trim}"/>` +
    `<rect x="100" y="${top}" width="170" height="${cuff}" fill="${trim}"/>` +
    `<path d="${ribs.join('')}" stroke="#000" stroke-opacity=".14" stroke-width="2"/>` +
    `<path d="${path}" fill="url(#${id}s)"/></g>` +
    (silhouette === 'sneaker'
      ? `<rect x="116" y="${top - 14}" width="26" height="30" rx="9" fill="${trim}" stroke="${outline}" stroke-width="2.5"/>`
      : '') +
    `<path d="${path}" fill="none" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/></g>`;

  // Fit the sock's box (x 112..380, y top..416) into the frame: low socks are drawn larger.
  const height = 416 - top;
  const scale = Math.min(1.15, 370 / height);
  const place = (cx: number, cy: number, k: number): string =>
    `translate(${fmt(cx - 246 * k)} ${fmt(cy - ((top + 416) / 2) * k)}) scale(${fmt(k)})`;
  const pair = input.view === 'pair';
  const body = pair
    ? `<g transform="${place(175, 214, scale * 0.85)}" opacity=".92">${sock}</g><g transform="${place(228, 258, scale * 0.85)}">${sock}</g>`
    : `<g transform="${place(200, 232, scale)}">${sock}</g>`;
  const floor = pair ? 258 + (height * scale * 0.85) / 2 : 232 + (height * scale) / 2;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"${size} role="img">` +
    defs +
    `<rect width="400" height="500" fill="${bg}"/><rect width="400" height="500" fill="url(#${id}g)"/>` +
    `<ellipse cx="${pair ? 220 : 205}" cy="${fmt(floor + 10)}" rx="${pair ? 150 : 135}" ry="11" fill="#000" opacity=".14" filter="url(#${id}b)"/>` +
    body +
    '</svg>'
  );
}

/** A product's photo views: the packshot and the styled pair. */
export const PRODUCT_VIEWS = ['single', 'pair'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** Width of a shot original (PNG); the image service never enlarges it. */
export const ORIGINAL_WIDTH = 1440;

/** What a product's drawing is made of (a catalogue record has these fields). */
export interface DrawnProduct {
  color: { primary: string; secondary?: string | undefined };
  patternGroup: string;
  silhouette: string;
}

/** The drawing a product's original is shot from, at the original width. */
export function productDrawing(product: DrawnProduct, view: ProductView): string {
  return renderSockSvg({
    colour: product.color.primary,
    secondary: product.color.secondary,
    pattern: product.patternGroup,
    silhouette: product.silhouette,
    width: ORIGINAL_WIDTH,
    view,
  });
}

/**
 * The version of an original shot from a drawing: a new drawing is a new version, and a new URL.
 * @example drawingVersion('<svg/>') === drawingVersion('<svg/>') // true
 */
export const drawingVersion = (svg: string): string => hashId(`${ORIGINAL_WIDTH}|${svg}`).slice(1);
