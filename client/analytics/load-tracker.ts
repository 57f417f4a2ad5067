// Components report through here: the tracker's code loads once the page is hydrated and the
// browser is idle (no analytics code is fetched before hydration), then runs what
// was asked meanwhile, in order.
import { whenHydrated } from '../components/hydration-mark';
import type { AnalyticsEvent } from './events';
import type * as TrackerModule from './tracker';

type Tracker = typeof TrackerModule;

let loading: Promise<Tracker> | undefined;

export function loadTracker(): Promise<Tracker> {
  return (loading ??= whenHydrated().then(() => import('./tracker')));
}

/** Sends an event once the tracker is loaded. */
export function trackLater(event: AnalyticsEvent): void {
  void loadTracker().then((tracker) => tracker.track(event));
}

/** A cart line's quantity went from `from` to `to`: an add or a remove of the difference. */
export function trackCartChange(line: { sku: string; name: string; price: number; currency: string }, from: number, to: number): void {
  if (to === from) return;
  const changed = { ...line, quantity: Math.abs(to - from) };
  trackLater(to > from ? { event: 'add-to-cart', line: changed } : { event: 'remove-from-cart', line: changed });
}
