// Product cards link with plain anchors; one set of listeners on the document does for all of
// them what TanStack's Link did for each (decision 041): a plain left click navigates client-side,
// and pointing at, focusing or touching a card preloads its page. A Link per card cost about a
// quarter of a card's hydration (a location built, a store subscription, five listeners) and a
// location built per card on the server.
import type { AppRouter } from '../router';
import { toLocation } from '../components/storefront-link';

/** Marks a card's anchor for the listeners below. */
export const CARD_LINK_CLASS = 'product-card__link';

/** The card anchor an event came from, if it leads to a page of this site. */
function cardLinkOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(`a.${CARD_LINK_CLASS}`) : null;
  return link && link.origin === location.origin ? link : undefined;
}

const pathOf = (link: HTMLAnchorElement) => link.pathname + link.search + link.hash;

/** As Link: a primary-button click without modifier keys, on a link that opens in this tab. */
function isPlainClick(event: MouseEvent, link: HTMLAnchorElement) {
  const opensHere = !link.target || link.target === '_self';
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return !event.defaultPrevented && event.button === 0 && !modified && opensHere && !link.hasAttribute('download');
}

/**
 * Starts the listeners; call once the page has hydrated (a client-side navigation must not start
 * before the tree it replaces is live). Returns the function that stops them.
 */
export function listenToCardLinks(router: AppRouter, root: Document = document): () => void {
  /** The card the pointer or focus is on, and its preload waiting for the router's delay. */
  let intended: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
  const cancel = () => {
    clearTimeout(intended?.timer);
    intended = undefined;
  };
  const preloads = () => router.options.defaultPreload === 'intent';
  const preload = (link: HTMLAnchorElement) =>
    router.preloadRoute(toLocation(pathOf(link))).catch((error: unknown) => console.warn('Preloading a product failed', error));
  // Pointing at or focusing a card preloads it once, after the router's delay, unless the pointer
  // or focus leaves it first (moving between the card's own elements is not leaving).
  const intend = (event: Event) => {
    const link = cardLinkOf(event.target);
    if (!link || !preloads() || intended?.link === link) return;
    cancel();
    intended = { link, timer: setTimeout(() => void preload(link), router.options.defaultPreloadDelay ?? 50) };
  };
  const leave = (event: FocusEvent | MouseEvent) => {
    if (intended && !intended.link.contains(event.relatedTarget as Node | null)) cancel();
  };
  const touch = (event: TouchEvent) => {
    const link = cardLinkOf(event.target);
    if (link && preloads()) void preload(link);
  };
  const click = (event: MouseEvent) => {
    const link = cardLinkOf(event.target);
    if (!link || !isPlainClick(event, link)) return;
    event.preventDefault();
    cancel();
    void router.navigate(toLocation(pathOf(link)));
  };

  const listeners = [
    ['click', click],
    ['mouseover', intend],
    ['mouseout', leave],
    ['focusin', intend],
    ['focusout', leave],
    ['touchstart', touch],
  ] as const;
  for (const [type, listener] of listeners) root.addEventListener(type, listener as EventListener, { passive: type === 'touchstart' });
  return () => {
    cancel();
    for (const [type, listener] of listeners) root.removeEventListener(type, listener as EventListener);
  };
}
