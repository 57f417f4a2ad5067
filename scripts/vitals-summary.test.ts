import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatSummary, percentile, summarize } from './vitals-summary';

const fixture = fileURLToPath(new URL('./fixtures/vitals-log.txt', import.meta.url));
const log = readFileSync(fixture, 'utf8');

describe('vitals summary', () => {
  it('takes the nearest-rank 75th percentile', () => {
    expect(percentile([3000, 1200, 2400, 1800], 0.75)).toBe(2400);
    expect(percentile([7], 0.75)).toBe(7);
    expect(percentile([1, 2, 3, 4, 5], 0.75)).toBe(4);
  });

  it('gives the p75 and count of each metric per page type from the worker’s vitals lines, skipping every other line', () => {
    expect(summarize(log)).toEqual([
      {
        group: 'category',
        beacons: 2,
        metrics: { LCP: { p75: 1600, count: 1 }, INP: undefined, CLS: undefined, TTFB: { p75: 110, count: 2 } },
      },
      {
        group: 'product',
        beacons: 4,
        metrics: {
          LCP: { p75: 2400, count: 4 },
          INP: { p75: 240, count: 3 },
          CLS: { p75: 0.05, count: 4 },
          TTFB: { p75: 300, count: 4 },
        },
      },
    ]);
  });

  it('splits by market on request', () => {
    expect(summarize(log, { byMarket: true }).map((row) => [row.group, row.beacons])).toEqual([
      ['category GB', 2],
      ['product DE', 1],
      ['product GB', 3],
    ]);
  });

  // Spawns Node with tsx, as the npm script does: slow on a busy machine.
  it('prints an aligned table, and runs as npm run vitals:summary does', { timeout: 30_000 }, () => {
    const table = formatSummary(summarize(log));
    expect(table.split('\n')).toEqual([
      'page type  beacons  LCP p75 (n)  INP p75 (n)  CLS p75 (n)  TTFB p75 (n)',
      'category   2        1600 ms (1)  -            -            110 ms (2)',
      'product    4        2400 ms (4)  240 ms (3)   0.050 (4)    300 ms (4)',
    ]);
    const printed = execFileSync('npx', ['tsx', fileURLToPath(new URL('./vitals-summary.ts', import.meta.url)), fixture], {
      encoding: 'utf8',
    });
    expect(printed.trim()).toBe(table);
  });
});
