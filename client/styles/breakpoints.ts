// The shop's breakpoints (spec shell 9.5), the one place their numbers live. JavaScript media
// queries and image `sizes` are built from them; CSS cannot import them, so the stylesheets
// write the same numbers in their @media rules (min-width: N, or max-width: N - 1 for "below"),
// a unit test keeps every @media width on this list, and app.css names them in its header.

export const BREAKPOINTS = {
  phoneBigger: 425,
  phone: 480,
  phablet: 768,
  tablet: 960,
  laptop: 1024,
  desktop: 1440,
  desktopLarge: 1920,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** @example atLeast('tablet') // '(min-width: 960px)' */
export const atLeast = (name: Breakpoint) => `(min-width: ${BREAKPOINTS[name]}px)`;

/** @example below('tablet') // '(max-width: 959px)' */
export const below = (name: Breakpoint) => `(max-width: ${BREAKPOINTS[name] - 1}px)`;

/** Device classes: mobile below 960 px, tablet 960 to 1439 px, desktop 1440 px and up. */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** @example deviceClassOf(1024) // 'tablet' */
export function deviceClassOf(viewportWidth: number): DeviceClass {
  if (viewportWidth < BREAKPOINTS.tablet) return 'mobile';
  return viewportWidth < BREAKPOINTS.desktop ? 'tablet' : 'desktop';
}

/** Mobile, as a media query: below the tablet breakpoint. */
export const MOBILE_QUERY = below('tablet');

/**
 * An image `sizes` value: the first rule whose breakpoint the viewport reaches, else the fallback.
 * @example imageSizes([['desktop', '700px'], ['tablet', '50vw']], '100vw') // '(min-width: 1440px) 700px, (min-width: 960px) 50vw, 100vw'
 */
export function imageSizes(rules: ReadonlyArray<readonly [Breakpoint, string]>, fallback: string): string {
  return [...rules.map(([name, size]) => `${atLeast(name)} ${size}`), fallback].join(', ');
}
