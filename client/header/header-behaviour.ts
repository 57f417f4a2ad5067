// Header numbers and pure rules (docs/spec/storefront-shell.md §2.4, §9.5): when the header hides on scroll,
// the mobile menu's top padding, and when a category trigger is active.

/** The header may hide only below this scroll position (px). */
export const HEADER_HIDE_FROM_PX = 100;
/** Smaller scroll movements (px) leave the header as it is. */
export const HEADER_MIN_MOVEMENT_PX = 20;
/** Mobile menu top padding: the header height plus this (px). */
export const MOBILE_MENU_EXTRA_TOP_PX = 36;
/** Desktop navigation menu: hover open delay and the window in which the next opens at once (ms). */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;

export interface HideInput {
  /** Current scroll position. */
  y: number;
  /** Scroll position at the last decision. */
  lastY: number;
  /** Something keeps the header visible (an open menu, a focused search field…). */
  keepVisible: boolean;
}

/**
 * true: hide, false: show, null: the movement is under 20 px, keep the current state (and the
 * last position). Scrolling down past 100 px hides; scrolling up, being near the top or a
 * keep-visible condition shows.
 * @example shouldHideHeader({ y: 150, lastY: 120, keepVisible: false }) // true
 */
export function shouldHideHeader({ y, lastY, keepVisible }: HideInput): boolean | null {
  if (keepVisible || y <= HEADER_HIDE_FROM_PX) return false;
  if (Math.abs(y - lastY) < HEADER_MIN_MOVEMENT_PX) return null;
  return y > lastY;
}

/** Top padding of the open mobile menu for a header of this height. */
export const mobileMenuTopPadding = (headerHeight: number) => Math.round(headerHeight) + MOBILE_MENU_EXTRA_TOP_PX;

/**
 * A category trigger is active when the current path (storefront prefix included) starts with
 * its URL's path, on a segment boundary. @example isTriggerActive('/uk/adults/socks', '/uk/adults/socks') // true
 */
export function isTriggerActive(pathname: string, href: string): boolean {
  const path = href.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  if (path === '') return false;
  return pathname === path || pathname.startsWith(`${path}/`);
}
