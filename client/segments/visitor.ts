// What this browser remembers about the visitor for segments (decision 038):
// - subscribed: the newsletter interaction record (localStorage `newsletterInteraction`,
//   shell 3), written by any sign-up and by a subscriber's landing (utm_medium=email,
//   has_subscribed), so it outlives the session;
// - popups closed (sessionStorage, this session) and submitted (localStorage, for good);
// - whether the session's segment hides the newsletter (sessionStorage), read before the
//   first paint of every later page by the document's inline script (hide-newsletter.ts).
import { browserStorage } from '../browser-storage';
import { INTERACTION_KEY, rememberRegistration } from '../newsletter/use-newsletter';

const CLOSED_KEY = 'segmentPopupsClosed';
const SUBMITTED_KEY = 'segmentPopupsSubmitted';
/** Read by the head script too (hide-newsletter.ts). */
export const HIDE_NEWSLETTER_KEY = 'segmentHidesNewsletter';
export const HIDE_NEWSLETTER_ATTR = 'data-hide-newsletter';

function list(kind: 'local' | 'session', key: string): string[] {
  try {
    const raw: unknown = JSON.parse(browserStorage(kind)?.getItem(key) ?? '[]');
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function add(kind: 'local' | 'session', key: string, id: string) {
  try {
    browserStorage(kind)?.setItem(key, JSON.stringify([...new Set([...list(kind, key), id])]));
  } catch {
    // Storage disabled: the popup may show again on the next page.
  }
}

export function isSubscribed(): boolean {
  try {
    const record: unknown = JSON.parse(browserStorage('local')?.getItem(INTERACTION_KEY) ?? 'null');
    return typeof record === 'object' && record !== null && (record as { type?: unknown }).type === 'registered';
  } catch {
    return false;
  }
}

export const rememberSubscriber = () => rememberRegistration();

export const popupDone = (popupIdentifier: string) =>
  list('session', CLOSED_KEY).includes(popupIdentifier) || list('local', SUBMITTED_KEY).includes(popupIdentifier);
export const rememberPopupClosed = (popupIdentifier: string) => add('session', CLOSED_KEY, popupIdentifier);
export const rememberPopupSubmitted = (popupIdentifier: string) => add('local', SUBMITTED_KEY, popupIdentifier);

/**
 * Hides (or shows again) the regular newsletter prompts for the rest of the session. On the page
 * where the segment is found, a prompt already in or above the viewport keeps its space, invisible,
 * so nothing the shopper sees moves; later pages hide them from their first paint.
 */
export function hideNewsletter(hide: boolean): void {
  const root = document.documentElement;
  try {
    if (hide) browserStorage('session')?.setItem(HIDE_NEWSLETTER_KEY, '1');
    else browserStorage('session')?.removeItem(HIDE_NEWSLETTER_KEY);
  } catch {
    // Storage disabled: this page only.
  }
  if (!hide) return root.removeAttribute(HIDE_NEWSLETTER_ATTR);
  if (root.hasAttribute(HIDE_NEWSLETTER_ATTR)) return;
  for (const prompt of document.querySelectorAll('.cms-newsletter')) {
    if (prompt.getBoundingClientRect().top < window.innerHeight) prompt.setAttribute('data-keep-space', '');
  }
  root.setAttribute(HIDE_NEWSLETTER_ATTR, '');
}
