// One page view's segment work, loaded after hydration by the segment host (decision 038):
// keep the landing's utm parameters, mark a subscriber's landing, find the active segment, hide
// the newsletter when it says so, and say which popup (if any) to show, once the cookie banner
// is out of the way. When the segment content cannot be read, nothing happens: the page works
// as it is, without a popup.
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { isCheckoutPath, type StorefrontCode } from '../../markets';
import type { SegmentedPopup } from '../../contract/segments';
import { browserStorage } from '../browser-storage';
import type { Api } from '../queries/api';
import { whenChosen } from '../consent/consent';
import { activeSegment, marksSubscriber } from './match';
import type { SegmentPopup } from './segment-popup';
import { segmentsOptions } from './segment-query';
import { captureUtm } from './utm';
import { hideNewsletter, isSubscribed, popupDone, rememberSubscriber } from './visitor';

export interface VisitInput {
  api: Api;
  queryClient: QueryClient;
  storefront: StorefrontCode;
  pathname: string;
  search: string;
}

/** What the segment host hands over once, after hydration. */
export interface WatchInput extends Omit<VisitInput, 'pathname' | 'search'> {
  router: Pick<AnyRouter, 'state' | 'subscribe'>;
  /** Shows a popup (or none). */
  show: (next: PopupToShow | undefined) => void;
}

/** A popup to show and its component (its chunk loaded only now; its import map lives here, not in the first load). */
export interface PopupToShow {
  popup: SegmentedPopup;
  Popup: typeof SegmentPopup;
}

/** Runs the page view's segment work; resolves to the popup to show, or undefined. */
export async function visitSegments(input: VisitInput): Promise<PopupToShow | undefined> {
  const session = browserStorage('session');
  const utm = captureUtm(input.search, session);
  if (marksSubscriber(input.search, utm)) rememberSubscriber();
  if (!utm.campaign && !utm.content) return undefined;

  const content = await input.queryClient.fetchQuery(segmentsOptions(input.api, input.storefront)).catch((error: unknown) => {
    console.warn('Segments unavailable', error);
    return undefined;
  });
  const segment = content && activeSegment(content.segments, utm);
  if (!content || !segment) return undefined;
  hideNewsletter(segment.hideNewsletter);

  const popup = content.popups.find((p) => p.segmentId === segment.id);
  if (!popup || isCheckoutPath(input.pathname) || isSubscribed() || popupDone(popup.popupIdentifier)) return undefined;
  // Never over the cookie banner: wait for the shopper's choice.
  await whenChosen();
  if (isSubscribed() || popupDone(popup.popupIdentifier)) return undefined;
  const { SegmentPopup } = await import('./segment-popup');
  return { popup, Popup: SegmentPopup };
}

/**
 * Set on <html> once the page view's segment work has decided (popup or none), as
 * `data-hydrated` marks hydration: what waits on it (e2e tests) knows a popup is not still coming.
 */
export const SEGMENTS_DONE_ATTR = 'data-segments-done';

/**
 * Runs the segment work for the page view at hand and for each later route change (a new path or
 * query), showing a popup when one is due; the shown popup is put away on the checkout.
 */
export function watchSegments({ router, show, ...input }: WatchInput): void {
  let current = 0;
  const root = document.documentElement;
  const run = (location: { pathname: string; searchStr: string }) => {
    const id = ++current; // only the latest page view may show its popup
    root.removeAttribute(SEGMENTS_DONE_ATTR);
    if (isCheckoutPath(location.pathname)) show(undefined);
    visitSegments({ ...input, pathname: location.pathname, search: location.searchStr })
      .then((next) => next && id === current && show(next))
      .catch((error: unknown) => console.warn('Segment popup failed', error))
      .finally(() => id === current && root.setAttribute(SEGMENTS_DONE_ATTR, ''));
  };
  run(router.state.location);
  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (fromLocation?.pathname !== toLocation.pathname || fromLocation.searchStr !== toLocation.searchStr) run(toLocation);
  });
}
