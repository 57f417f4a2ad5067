import { describe, expect, it } from 'vitest';
import { CallStats, percentile } from './checkout-stats';

describe('percentile', () => {
  it('is the nearest rank, NaN for none', () => {
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 95)).toBe(40);
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        95,
      ),
    ).toBe(95);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('CallStats sums up statuses and latencies per call, and lists the 5xx', () => {
    const stats = new CallStats();
    for (const ms of [5, 1, 3, 2, 4]) stats.record('cart.put', 200, ms);
    stats.record('checkout.payments', 503, 9, 'upstream_unavailable');
    stats.record('checkout.payments', 0, 30_000);
    expect(stats.summaries()).toEqual([
      { name: 'cart.put', count: 5, p50: 3, p95: 5, max: 5, statuses: { 200: 5 } },
      { name: 'checkout.payments', count: 2, p50: 9, p95: 30_000, max: 30_000, statuses: { 0: 1, 503: 1 } },
    ]);
    expect(stats.serverErrors()).toEqual({ 'checkout.payments 503': 1 });
    expect(stats.unanswered()).toBe(1);
    expect(stats.refusalCodes()).toEqual({ 'checkout.payments 503 upstream_unavailable': 1 });
  });
});
