// One page view's web vitals (decision 037): the latest value of each metric, sent as one beacon
// when the shopper leaves the page. No DOM here, so the rules are unit-tested in Node.
import type { VitalsBeacon } from '../../contract/vitals-beacon';

export type VitalsPage = Pick<VitalsBeacon, 'pageType' | 'storefront' | 'market'>;
type MetricName = keyof VitalsBeacon['metrics'];
type NavigationType = VitalsBeacon['navigationType'];

/** A metric as web-vitals reports it (only what the beacon needs). */
export interface ReportedMetric {
  name: string;
  value: number;
  navigationType: NavigationType;
}

const SENT: readonly string[] = ['LCP', 'INP', 'CLS', 'TTFB'] satisfies MetricName[];

export interface VitalsReport {
  /** Keeps a metric's latest value (web-vitals reports every change). */
  record(metric: ReportedMetric): void;
  /** Sends the beacon, once per page view, if any metric was recorded. */
  flush(): void;
  /** A page restored from the back-forward cache: a new page view, a new beacon. */
  restart(): void;
}

export function createVitalsReport(page: VitalsPage, send: (body: string) => void): VitalsReport {
  let metrics: VitalsBeacon['metrics'] = {};
  let navigationType: NavigationType = 'navigate';
  let sent = false;
  return {
    record(metric) {
      if (sent || !SENT.includes(metric.name)) return;
      metrics = { ...metrics, [metric.name]: metric.value };
      navigationType = metric.navigationType;
    },
    flush() {
      if (sent || Object.keys(metrics).length === 0) return;
      sent = true;
      send(JSON.stringify({ ...page, navigationType, metrics } satisfies VitalsBeacon));
    },
    restart() {
      metrics = {};
      sent = false;
    },
  };
}
