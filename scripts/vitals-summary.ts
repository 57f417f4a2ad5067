// p75 of the field web vitals per page type (decision 037), from the worker's log:
//
//   npm run vitals:summary -- <logfile> [--by market]
//
// Reads the `vitals` lines POST /api/diagnostics/vitals writes (one JSON object per beacon, as
// `wrangler dev`, `wrangler tail` and a Workers Logs export print them; anything before the
// first `{` of a line, such as a `(log)` prefix, and every other line are skipped) and prints,
// per page type (or page type and market), the number of beacons and each metric's 75th
// percentile with the number of beacons that carried it. The p75 is the nearest-rank one (the
// smallest value at least 75% of the samples are not above), as CrUX reports it.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
type MetricName = (typeof METRICS)[number];

export interface SummaryRow {
  /** The page type, or `pageType market` with `--by market`. */
  group: string;
  beacons: number;
  metrics: Record<MetricName, { p75: number; count: number } | undefined>;
}

/** Nearest-rank percentile of a non-empty list. @example percentile([1, 2, 3, 4], 0.75) // 3 */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

/** The `vitals` lines of a log, parsed; other lines are skipped. */
export function vitalsLines(log: string): Array<Record<string, unknown>> {
  const lines: Array<Record<string, unknown>> = [];
  for (const line of log.split('\n')) {
    const start = line.indexOf('{');
    if (start < 0 || !line.includes('"vitals"')) continue;
    try {
      const entry = JSON.parse(line.slice(start)) as unknown;
      if (entry && typeof entry === 'object' && (entry as { message?: unknown }).message === 'vitals') {
        lines.push(entry as Record<string, unknown>);
      }
    } catch {
      // A line that only mentions "vitals" (or is cut off) is not a beacon.
    }
  }
  return lines;
}

/** One row per page type (and market with `byMarket`), sorted by group. */
export function summarize(log: string, options: { byMarket?: boolean } = {}): SummaryRow[] {
  const groups = new Map<string, { beacons: number; values: Record<MetricName, number[]> }>();
  for (const line of vitalsLines(log)) {
    const group = options.byMarket ? `${String(line.pageType)} ${String(line.market)}` : String(line.pageType);
    let entry = groups.get(group);
    if (!entry) groups.set(group, (entry = { beacons: 0, values: { LCP: [], INP: [], CLS: [], TTFB: [] } }));
    entry.beacons++;
    for (const name of METRICS) {
      const value = line[name];
      if (typeof value === 'number' && Number.isFinite(value)) entry.values[name].push(value);
    }
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, { beacons, values }]) => ({
      group,
      beacons,
      metrics: Object.fromEntries(
        METRICS.map((name) => [
          name,
          values[name].length ? { p75: percentile(values[name], 0.75), count: values[name].length } : undefined,
        ]),
      ) as SummaryRow['metrics'],
    }));
}

const formatValue = (name: MetricName, value: number) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

/** The summary as an aligned text table. */
export function formatSummary(rows: readonly SummaryRow[], groupLabel = 'page type'): string {
  const header = [groupLabel, 'beacons', ...METRICS.map((name) => `${name} p75 (n)`)];
  const body = rows.map((row) => [
    row.group,
    String(row.beacons),
    ...METRICS.map((name) => {
      const metric = row.metrics[name];
      return metric ? `${formatValue(name, metric.p75)} (${metric.count})` : '-';
    }),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((cells) => cells[i]!.length)));
  return [header, ...body]
    .map((cells) =>
      cells
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { by: { type: 'string' } } });
  const [file] = positionals;
  if (!file || (values.by !== undefined && values.by !== 'market')) {
    console.error('Usage: npm run vitals:summary -- <logfile> [--by market]');
    process.exit(2);
  }
  const byMarket = values.by === 'market';
  const rows = summarize(readFileSync(file, 'utf8'), { byMarket });
  if (rows.length === 0) {
    console.error(`No vitals lines in ${file}`);
    process.exit(1);
  }
  console.log(formatSummary(rows, byMarket ? 'page type, market' : 'page type'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
