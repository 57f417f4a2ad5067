// Field performance data (decision 037), the part in the entry: whether this page view
// is sampled is decided here, so an unsampled view loads and sends nothing; a sampled one loads
// the collector (web-vitals) once the page is hydrated and the browser is idle. Like the error
// reporter, a browser session has an allowance (the endpoint's rate limit, decision 037).
import { pageMetaOf } from '../../markets';
import { whenHydrated } from '../components/hydration-mark';
import { claimFromSession } from '../diagnostics';
import type { Bootstrap } from '../ssr-contract';
import type { VitalsPage } from './vitals-report';

/** A reload loop cannot flood the endpoint: at most this many sampled page views per browser session. */
export const MAX_SAMPLED_VIEWS_PER_SESSION = 20;
/** sessionStorage key of the page views sampled in this session. */
export const SAMPLED_VIEWS_KEY = 'vitalsViews';

/** True for a share `rate` (0 to 1) of calls. @example isSampled(0) // false; isSampled(1) // true */
export const isSampled = (rate: number, random: () => number = Math.random): boolean => random() < rate;

export function startVitals(bootstrap: Pick<Bootstrap, 'vitalsSampleRate' | 'storefront' | 'countryCode'>) {
  if (!isSampled(bootstrap.vitalsSampleRate) || !claimFromSession(SAMPLED_VIEWS_KEY, MAX_SAMPLED_VIEWS_PER_SESSION)) return;
  // The landing page's type and market, read now: the metrics describe the document the browser
  // loaded (its TTFB and LCP), also when the shopper moves on inside the app before idle time.
  const page: VitalsPage = {
    pageType: pageMetaOf(location.pathname).type,
    storefront: bootstrap.storefront,
    market: bootstrap.countryCode,
  };
  void whenHydrated()
    .then(() => import('./collect-vitals'))
    .then((m) => m.collectVitals(page))
    .catch((error: unknown) => console.warn('Web vitals not collected', error));
}
