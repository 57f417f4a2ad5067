// The cart token is the worker's business (decision 072): it lives in an HttpOnly cookie per
// warehouse region that no script here can read. The shop reads only the cookie's readable hint
// (`1`, never the token) to know there is a cart to fetch, and moves a token an older shop kept
// in localStorage into the cookie once (`adopt`), then deletes it.
import { cartHintCookieName } from '../../markets/cart';
import { browserStorage } from '../browser-storage';

/** Whether the worker keeps a cart for the region (its hint cookie is there). */
export function hasCart(region: string): boolean {
  if (typeof document === 'undefined') return false;
  const name = `${cartHintCookieName(region)}=`;
  return document.cookie.split(/;\s*/).some((pair) => pair.startsWith(name));
}

/** How long an older shop kept a token in localStorage (decision 017). */
const LEGACY_FRESH_MS = 28 * 24 * 60 * 60 * 1000;
const legacyKey = (region: string) => `argyle_cart_token_${region}`;

/**
 * The token an older shop stored for the region, removed from storage as it is read: it is
 * sent once, to be moved into the cookie. A stale or unreadable one is removed unread.
 */
export function takeLegacyToken(region: string, now = Date.now()): string | undefined {
  const store = browserStorage('local');
  const raw = store?.getItem(legacyKey(region));
  if (!raw) return undefined;
  store?.removeItem(legacyKey(region));
  try {
    const stored = JSON.parse(raw) as { token?: unknown; date?: unknown };
    if (typeof stored.token === 'string' && typeof stored.date === 'number' && stored.date <= now && now - stored.date < LEGACY_FRESH_MS) {
      return stored.token;
    }
  } catch {
    // not ours
  }
  return undefined;
}
