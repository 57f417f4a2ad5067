// What bench:checkout measures per call: every HTTP status it got and its latencies (fetch to last
// byte), summed up as p50/p95. Status 0 is a call that got no answer (connection error, client timeout).

/** The nearest-rank percentile of ascending numbers; NaN for none. @example percentile([1, 2, 3, 4], 50) // 2 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

export interface CallSummary {
  name: string;
  count: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers by status, e.g. { 200: 410, 409: 12 }. */
  statuses: Record<number, number>;
}

export class CallStats {
  private readonly times = new Map<string, number[]>();
  private readonly statuses = new Map<string, Map<number, number>>();
  private readonly refusals = new Map<string, number>();

  /** One call: its status, time and, for a 4xx or 5xx, the error code of its body. */
  record(name: string, status: number, ms: number, code?: string): void {
    if (status >= 400) {
      const key = `${name} ${status}${code ? ` ${code}` : ''}`;
      this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
    }
    const times = this.times.get(name) ?? [];
    times.push(ms);
    this.times.set(name, times);
    const counts = this.statuses.get(name) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.statuses.set(name, counts);
  }

  summaries(): CallSummary[] {
    return [...this.times.entries()].map(([name, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        name,
        count: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        max: sorted.at(-1) ?? NaN,
        statuses: Object.fromEntries([...(this.statuses.get(name) ?? new Map<number, number>())].sort(([a], [b]) => a - b)),
      };
    });
  }

  /** Server errors (5xx) per call name and status, e.g. { 'checkout.payments 503': 4 }; empty when none. */
  serverErrors(): Record<string, number> {
    const found: Record<string, number> = {};
    for (const [name, counts] of this.statuses) {
      for (const [status, n] of counts) if (status >= 500) found[`${name} ${status}`] = n;
    }
    return found;
  }

  /** Answers of 400 and above by call, status and error code, e.g. { 'checkout.payments 409 ORDER_OUTDATED': 2 }. */
  refusalCodes(): Record<string, number> {
    return Object.fromEntries(this.refusals);
  }

  /** Calls that got no answer at all (status 0). */
  unanswered(): number {
    let n = 0;
    for (const counts of this.statuses.values()) n += counts.get(0) ?? 0;
    return n;
  }
}
