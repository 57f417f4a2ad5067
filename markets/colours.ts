// Fixed swatch colours for product colour names (docs/spec/commerce-core.md §9), used by colour filters and
// linked-colour pickers when the product service gives a name but no hex value.

/**
 * Hex value per lower-case colour name. multicolour has no single true value; it uses a vivid
 * magenta so a swatch reads as "colourful" rather than as any one of the plain colours.
 * @example COLOUR_HEX['navy blue'] // '#1F2A44'
 */
export const COLOUR_HEX = {
  beige: '#E8D9B5',
  black: '#000000',
  blue: '#1E6FD9',
  'navy blue': '#1F2A44',
  pink: '#F5A3C7',
  red: '#D7262E',
  white: '#FFFFFF',
  grey: '#9B9B9B',
  green: '#2E9E4F',
  yellow: '#FFD23F',
  orange: '#F7931E',
  purple: '#7B3FA0',
  brown: '#7B4B2A',
  burgundy: '#7A1F33',
  turquoise: '#30C5C9',
  multicolour: '#E4007C',
} as const satisfies Record<string, `#${string}`>;

/** A colour name with a fixed hex value. @example const c: ColourName = 'navy blue'; */
export type ColourName = keyof typeof COLOUR_HEX;

/** Spelling variants seen in product data, mapped to the canonical name. @example COLOUR_ALIASES.gray // 'grey' */
export const COLOUR_ALIASES = {
  gray: 'grey',
  navy: 'navy blue',
  multicolor: 'multicolour',
  multi: 'multicolour',
} as const satisfies Record<string, ColourName>;

const has = <T extends object>(obj: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(obj, key);

/**
 * Hex value for a colour name: case-insensitive, surrounding and repeated spaces ignored,
 * undefined for unknown names.
 * @example colourHex('Navy Blue') // '#1F2A44'
 */
export function colourHex(name: string): string | undefined {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  if (has(COLOUR_HEX, key)) return COLOUR_HEX[key];
  if (has(COLOUR_ALIASES, key)) return COLOUR_HEX[COLOUR_ALIASES[key]];
  return undefined;
}
