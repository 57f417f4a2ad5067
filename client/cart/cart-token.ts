// The cart token, one per warehouse region, with the date it was stored (docs/spec/commerce-core.md §3, §5).
// A token older than the freshness limit is dropped unread (decision 017: 28 days, inside the
// token's own 30-day expiry). Every cart answer renews token and date.
import { browserStorage } from '../browser-storage';

export const CART_TOKEN_FRESH_MS = 28 * 24 * 60 * 60 * 1000;

const keyOf = (region: string) => `argyle_cart_token_${region}`;

interface StoredToken {
  token: string;
  date: number;
}

const storage = () => browserStorage('local');

/** The region's token when it passes the freshness check; a stale or unreadable one is removed. */
export function readCartToken(region: string, now = Date.now()): string | undefined {
  const store = storage();
  const raw = store?.getItem(keyOf(region));
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<StoredToken>;
    if (
      typeof stored.token === 'string' &&
      typeof stored.date === 'number' &&
      now - stored.date < CART_TOKEN_FRESH_MS &&
      stored.date <= now
    ) {
      return stored.token;
    }
  } catch {
    // fall through: not ours
  }
  store?.removeItem(keyOf(region));
  return undefined;
}

export function writeCartToken(region: string, token: string, now = Date.now()) {
  storage()?.setItem(keyOf(region), JSON.stringify({ token, date: now } satisfies StoredToken));
}

export function clearCartToken(region: string) {
  storage()?.removeItem(keyOf(region));
}
