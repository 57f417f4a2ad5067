// The cart token is the worker's business (decision 072): it lives in an HttpOnly cookie per
// warehouse region that no script here can read. The shop reads only the cookie's readable hint
// (`1`, never the token) to know there is a cart to fetch, and moves a token an older shop kept
// in localStorage into the cookie once (`adopt`), then deletes it.
import { cartHintCookieName } from '../../markets/cart';
import { browserStorage } from '../browser-storage';

/** Whether the worker keeps a cart for the region (its hint cookie is there). */
export const hasCart = (region: string): boolean =>
  typeof document === 'object' && `; ${document.cookie}`.includes(`; ${cartHintCookieName(region)}=`);

const legacyKey = (region: string) => `argyle_cart_token_${region}`;

/**
 * The token an older shop stored for the region (`{ token, date }`), removed from storage as it
 * is read: it is sent once, to be moved into the cookie. The worker judges it (an expired or
 * forged one is refused, and nothing is moved).
 */
export function takeLegacyToken(region: string): string | undefined {
  const store = browserStorage('local');
  const raw = store?.getItem(legacyKey(region));
  if (!raw) return undefined;
  store?.removeItem(legacyKey(region));
  try {
    const { token } = JSON.parse(raw) as { token?: unknown };
    return typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
}
