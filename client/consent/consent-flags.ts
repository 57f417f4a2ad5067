// The consent UI's modal flags (docs/spec/storefront-shell.md §3: showCookieBanner, showCookieSettings), a tiny
// store shared by the footer's "Cookie settings" button and the banner host. Part of the first
// load (the footer renders the button), so it holds no more than the two flags.

export interface ConsentFlags {
  showCookieBanner: boolean;
  showCookieSettings: boolean;
}

const CLOSED: ConsentFlags = { showCookieBanner: false, showCookieSettings: false };
let flags = CLOSED;
const listeners = new Set<() => void>();

export const consentFlags = () => flags;
/** The server and hydration render the UI closed. */
export const closedConsentFlags = () => CLOSED;

export function subscribeConsentFlags(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setConsentFlags(next: Partial<ConsentFlags>): void {
  flags = { ...flags, ...next };
  for (const listener of listeners) listener();
}
