import { describe, expect, it } from 'vitest';
import { isSampled } from './start-vitals';
import { createVitalsReport } from './vitals-report';

const page = { pageType: 'category', storefront: 'de', market: 'DE' } as const;

function reportWithOutbox() {
  const sent: unknown[] = [];
  const report = createVitalsReport(page, (body) => sent.push(JSON.parse(body)));
  return { report, sent };
}

describe('a page view’s vitals report', () => {
  it('sends one beacon with the latest value of each metric, the page and the navigation type', () => {
    const { report, sent } = reportWithOutbox();
    report.record({ name: 'TTFB', value: 180, navigationType: 'reload' });
    report.record({ name: 'LCP', value: 900, navigationType: 'reload' });
    report.record({ name: 'LCP', value: 1400, navigationType: 'reload' });
    report.record({ name: 'CLS', value: 0.02, navigationType: 'reload' });
    report.record({ name: 'FCP', value: 700, navigationType: 'reload' });
    report.flush();
    report.flush();
    expect(sent).toEqual([
      { pageType: 'category', storefront: 'de', market: 'DE', navigationType: 'reload', metrics: { TTFB: 180, LCP: 1400, CLS: 0.02 } },
    ]);
  });

  it('sends nothing when no metric was reported', () => {
    const { report, sent } = reportWithOutbox();
    report.flush();
    expect(sent).toEqual([]);
  });

  it('ignores metrics reported after its beacon went (the tab came back), until a restored page starts a new view', () => {
    const { report, sent } = reportWithOutbox();
    report.record({ name: 'TTFB', value: 100, navigationType: 'navigate' });
    report.flush();
    report.record({ name: 'INP', value: 300, navigationType: 'navigate' });
    report.flush();
    report.restart();
    report.record({ name: 'TTFB', value: 5, navigationType: 'back-forward-cache' });
    report.flush();
    expect(sent).toEqual([
      expect.objectContaining({ navigationType: 'navigate', metrics: { TTFB: 100 } }),
      expect.objectContaining({ navigationType: 'back-forward-cache', metrics: { TTFB: 5 } }),
    ]);
  });
});

describe('page view sampling', () => {
  it('samples no view at rate 0 and every view at rate 1', () => {
    for (const random of [0, 0.5, 0.999999]) {
      expect(isSampled(0, () => random)).toBe(false);
      expect(isSampled(1, () => random)).toBe(true);
    }
  });

  it('samples the share of views the rate names', () => {
    expect(isSampled(0.25, () => 0.24)).toBe(true);
    expect(isSampled(0.25, () => 0.25)).toBe(false);
  });
});
