// One page view's segment work, loaded after hydration by the segment host (decision 038):
// keep the landing's utm parameters, mark a subscriber's landing, find the active segment, hide
// the newsletter when it says so, and say which popup (if any) to show, once the cookie banner
// is out of the way. When the segment content cannot be read, nothing happens: the page works
// as it is, without a popup.
import type { QueryClient } from '@tanstack/react-query';
import type { StorefrontCode } from '../../markets';
import type { SegmentedPopup } from '../../worker/services/contract';
import type { Api } from '../queries/api';
import { whenChosen } from '../consent/consent';
import { activeSegment, marksSubscriber } from './match';
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

const onCheckout = (pathname: string) => pathname.split('/')[2] === 'checkout';

/** Runs the page view's segment work; resolves to the popup to show, or undefined. */
export async function visitSegments(input: VisitInput): Promise<SegmentedPopup | undefined> {
  const session = (() => {
    try {
      return window.sessionStorage;
    } catch {
      return undefined;
    }
  })();
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
  if (!popup || onCheckout(input.pathname) || isSubscribed() || popupDone(popup.popupIdentifier)) return undefined;
  // Never over the cookie banner: wait for the shopper's choice.
  await whenChosen();
  return isSubscribed() || popupDone(popup.popupIdentifier) ? undefined : popup;
}
