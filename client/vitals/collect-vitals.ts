// Loaded after hydration for a sampled page view only (start-vitals.ts): web-vitals observes LCP,
// INP, CLS and TTFB (buffered entries cover what happened before it loaded) and one beacon goes
// to /api/diagnostics/vitals when the page is hidden or left, whichever comes first.
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { createVitalsReport, type VitalsPage } from './vitals-report';

export const VITALS_URL = '/api/diagnostics/vitals';

export function collectVitals(page: VitalsPage) {
  // A string goes as text/plain: no preflight, and the endpoint accepts it.
  const report = createVitalsReport(page, (body) => navigator.sendBeacon(VITALS_URL, body));
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
