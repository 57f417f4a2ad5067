// Loaded after hydration for a sampled page view only (start-vitals.ts): web-vitals observes LCP,
// INP, CLS and TTFB (buffered entries cover what happened before it loaded) and one beacon goes
// to /api/diagnostics/vitals when the page is hidden or left, whichever comes first.
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { claimFromSession } from '../diagnostics';
import { createVitalsReport, type VitalsPage } from './vitals-report';

export const VITALS_URL = '/api/diagnostics/vitals';
/** A reload loop cannot flood the endpoint: at most this many beacons per browser session. */
export const MAX_BEACONS_PER_SESSION = 20;
/** sessionStorage key of the beacons sent in this session. */
export const BEACON_COUNT_KEY = 'vitalsBeacons';

export function collectVitals(page: VitalsPage) {
  const report = createVitalsReport(page, (body) => {
    // A string goes as text/plain: no preflight, and the endpoint accepts it.
    if (claimFromSession(BEACON_COUNT_KEY, MAX_BEACONS_PER_SESSION)) navigator.sendBeacon(VITALS_URL, body);
  });
  // Registered before web-vitals' own listener (same phase, so it runs first): a restored page's
  // metrics, some reported at once in that listener, land in the new page view.
  addEventListener('pageshow', (event) => event.persisted && report.restart(), true);

  // Every change is reported, so the latest values are at hand whichever leave event comes first.
  const options = { reportAllChanges: true };
  onLCP(report.record, options);
  onINP(report.record, options);
  onCLS(report.record, options);
  onTTFB(report.record, options);

  // After web-vitals' capture listener on window, which takes its final records when hidden.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && report.flush());
  addEventListener('pagehide', report.flush);
}
