// Field performance data (issue 12, decision 037), the part in the entry: whether this page view
// is sampled is decided here, so an unsampled view loads and sends nothing; a sampled one loads
// the collector (web-vitals) once the page is hydrated and the browser is idle.
import { pageMetaOf } from '../../markets';
import { whenHydrated } from '../components/hydration-mark';
import type { Bootstrap } from '../ssr-contract';
import type { VitalsPage } from './vitals-report';

/** True for a share `rate` (0 to 1) of calls. @example isSampled(0) // false; isSampled(1) // true */
export const isSampled = (rate: number, random: () => number = Math.random): boolean => random() < rate;

export function startVitals(bootstrap: Pick<Bootstrap, 'vitalsSampleRate' | 'storefront' | 'countryCode'>) {
  if (!isSampled(bootstrap.vitalsSampleRate)) return;
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
