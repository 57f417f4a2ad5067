// Effects of a client-side route change: scroll to top, tell screen readers which page opened
// and give focus a place when the page took it along, remember where the shopper was, log
// /checkout/undefined, and turn the next navigation into a full load after a new build.
// Page views go out from the tracker, which loads after hydration.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { hasCheckoutUndefined, pageMetaOf } from '../../markets';
import { loadTracker } from '../analytics/load-tracker';
import { reportDiagnostic } from '../diagnostics';
import { claimReload, isNewBuildAvailable } from '../state/build-check';
import { recordPageView } from '../state/navigation-history';

/** The live region of the layout (default-layout.tsx) that names each page a route change opens. */
export const ROUTE_ANNOUNCER_ID = 'route-announcer';

/**
 * A full load says which page opened and starts focus at the top; a route change does neither
 * by itself. So, once the new page has set its title (its head entries sync in an effect): say
 * the title in the live region, and where the followed link left with the old page (focus on
 * <body>), focus the page's <main>, so the next Tab goes on from the new page's start. A link
 * that stays (header, footer) keeps focus, as the shopper may go on from it.
 */
function announcePage() {
  requestAnimationFrame(() => {
    const announcer = document.getElementById(ROUTE_ANNOUNCER_ID);
    if (announcer) announcer.textContent = document.title;
    const focused = document.activeElement;
    if (!focused || focused === document.body) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  });
}

export function RouteEffects() {
  const router = useRouter();
  useEffect(() => {
    recordPageView(router.state.location.href, sessionStorage);
    const offBefore = router.subscribe('onBeforeNavigate', ({ toLocation, fromLocation }) => {
      if (fromLocation && isNewBuildAvailable() && claimReload(sessionStorage)) {
        window.location.assign(toLocation.href);
      }
    });
    const offResolved = router.subscribe('onResolved', ({ toLocation, fromLocation, hrefChanged }) => {
      if (!hrefChanged) return;
      if (fromLocation?.pathname !== toLocation.pathname || fromLocation.searchStr !== toLocation.searchStr) {
        window.scrollTo({ top: 0, left: 0 });
        announcePage();
      }
      recordPageView(toLocation.href, sessionStorage);
      if (hasCheckoutUndefined(toLocation.pathname)) {
        reportDiagnostic({
          message: 'Navigation to /checkout/undefined',
          code: 'navigation-error',
          level: 'error',
          data: { path: toLocation.pathname },
        });
      }
    });
    return () => {
      offBefore();
      offResolved();
    };
  }, [router]);
  useEffect(() => {
    void loadTracker().then((tracker) => tracker.startPageViews(router, router.options.context.market, pageMetaOf));
  }, [router]);
  return null;
}
