// The analytics that run in the browser after hydration (loaded at idle by load-tracker.ts):
// page views on route changes, product impressions and clicks, and the early-bird store, all
// sent through `track`.
import type { PageMeta } from '../../markets';
import type { AppRouter } from '../router';
import type { MarketStore } from '../state/market-store';
import { createEarlyBirdStore } from './early-bird';
import { track, type AnalyticsEvent, type TrackedProduct } from './events';
import { createImpressions } from './impressions';
import { checkoutStepOf, pageViewOf, readCustomerId } from './page-views';

export { track };

const impressions = createImpressions({ push: (products) => track({ event: 'product-impressions', products }) });
const earlyBird = createEarlyBirdStore(window);

let started = false;
/** The page (path and query string) whose view went out last, and events waiting for a page's view. */
let viewed: string | undefined;
let waiting: { at: string; event: AnalyticsEvent }[] = [];

const pageOf = (location: { pathname: string; searchStr: string }) => location.pathname + location.searchStr;

/**
 * Sends an event that belongs to the view of page `at` (path and query string) right after that
 * view, whichever runs first: the page's own effects or the tracker's page view (an experiment's
 * exposure, decision 039). Waiting events of other pages are dropped when a page view goes out.
 */
export function trackInPageView(at: string, event: AnalyticsEvent) {
  if (at === viewed) track(event);
  else waiting.push({ at, event });
}

/** Sends this page's view, then one per route change (a new path or query string). */
export function startPageViews(router: AppRouter, market: MarketStore, pageMetaOf: (path: string) => PageMeta) {
  if (started) return;
  started = true;
  const pageView = () => {
    const { location, matches } = router.state;
    const meta = pageMetaOf(location.pathname);
    const view = pageViewOf(
      location.pathname,
      meta,
      matches,
      market.get(),
      readCustomerId(() => localStorage),
    );
    if (!view) return;
    track(view);
    const step = checkoutStepOf(meta);
    if (step) track(step);
    viewed = pageOf(location);
    const due = waiting.filter((w) => w.at === viewed);
    waiting = [];
    for (const { event } of due) track(event);
  };
  const isRouteChange = (from: { pathname: string; searchStr: string } | undefined, to: { pathname: string; searchStr: string }) =>
    from !== undefined && (from.pathname !== to.pathname || from.searchStr !== to.searchStr);
  pageView();
  router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
    if (!isRouteChange(fromLocation, toLocation)) return;
    impressions.newPageView();
    earlyBird.clear();
  });
  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (isRouteChange(fromLocation, toLocation)) pageView();
  });
}

/** Watches a product card for impressions and clicks on its link; returns the function that stops. */
export function observeProduct(element: Element, product: TrackedProduct): () => void {
  const stop = impressions.observe(element, product);
  const onClick = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    impressions.flush(); // what was seen before the click goes first
    track({ event: 'product-click', product });
  };
  element.addEventListener('click', onClick);
  return () => {
    stop();
    element.removeEventListener('click', onClick);
  };
}

/** The recommended records a page shows, for the early-bird store. */
export function addEarlyBirdRecords(records: ReadonlyArray<{ id?: string | null | undefined }>) {
  for (const record of records) earlyBird.add(record);
}
