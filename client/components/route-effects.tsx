// Effects of a client-side route change: scroll to top, give focus a place when the followed
// link left with the old page, remember where the shopper was, log /checkout/undefined, and
// turn the next navigation into a full load after a new build.
// Page views go out from the tracker, which loads after hydration.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { hasCheckoutUndefined, pageMetaOf } from '../../markets';
import { loadTracker } from '../analytics/load-tracker';
import { reportDiagnostic } from '../diagnostics';
import { claimReload, isNewBuildAvailable } from '../state/build-check';
import { recordPageView } from '../state/navigation-history';

/**
 * A full load starts focus at the top; a route change keeps it where it was. Where the followed
 * link left with the old page (focus on <body>), the page's <main> takes focus, so the next Tab
 * goes on from the new page's start. A link that stays (header, footer) keeps focus: the shopper
 * may go on from it. The new page's title is said by the route announcer (page-head.tsx).
 */
function startFocusAtPage() {
  requestAnimationFrame(() => {
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
        startFocusAtPage();
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
