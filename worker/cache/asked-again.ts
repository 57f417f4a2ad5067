// Which keys were asked for before (docs/decisions/033). Storing a rendered page costs more than
// rendering it once more (a tee, a buffered copy, the nonce search and `cache.put`), and a page
// asked for only once, as most uncached product URLs are, never repays it. So a page is stored on
// its second request within its fresh window; this remembers first requests, per isolate.

export interface AskedAgain {
  /** Whether `key` was asked for within the window before: true once, then it starts over. */
  (key: string, now?: number): boolean;
}

/** First requests of up to `capacity` keys (the oldest forgotten first), for `windowMs`. */
export function createAskedAgain(windowMs: number, capacity: number): AskedAgain {
  // Insertion order is age order: a key is deleted before it is set again.
  const firstAsked = new Map<string, number>();
  return (key, now = Date.now()) => {
    const at = firstAsked.get(key);
    firstAsked.delete(key);
    if (at !== undefined && now - at >= 0 && now - at <= windowMs) return true;
    firstAsked.set(key, now);
    for (const oldest of firstAsked.keys()) {
      if (firstAsked.size <= capacity) break;
      firstAsked.delete(oldest);
    }
    return false;
  };
}
