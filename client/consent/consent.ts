// The shopper's consent in the browser: read from and saved to the consent cookie, with a page
// event so the tag manager and chat load the moment it is given (decision 036). Loaded after
// hydration (by the third-party loader and the banner host), never before.
import { consentCookie, parseConsent, type Consent, type ConsentCategory } from './consent-cookie';

const CHANGED = 'argyle:consent';

/** The stored choice, or null before the shopper has chosen. */
export const readConsent = (): Consent | null => parseConsent(document.cookie);

/** Stores a choice (180 days) and tells the page. */
export function saveConsent(consent: Consent): void {
  document.cookie = consentCookie(consent, location.protocol === 'https:');
  window.dispatchEvent(new CustomEvent<Consent>(CHANGED, { detail: consent }));
}

/** Runs `start` once the shopper allows `category`: now if already allowed, else when they do. */
export function whenConsented(category: ConsentCategory, start: () => void): void {
  if (readConsent()?.[category]) return start();
  const onChange = (event: Event) => {
    if (!(event as CustomEvent<Consent>).detail[category]) return;
    window.removeEventListener(CHANGED, onChange);
    start();
  };
  window.addEventListener(CHANGED, onChange);
}

/** Resolves once the shopper has made a choice: now if they have, else when they do (the banner is gone then). */
export function whenChosen(): Promise<void> {
  if (readConsent()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(CHANGED, () => resolve(), { once: true }));
}
