// Lighthouse benchmark: performance score, Total Blocking Time, Largest Contentful
// Paint and Cumulative Layout Shift of the home, listing, product and search pages, Lighthouse's
// mobile preset (its default config: a mid-range phone, 4x CPU slowdown, slow 4G, simulated),
// median of --runs runs per page (Lighthouse's own median run: closest to the median FCP and TTI).
//
//   npm run bench:lighthouse [-- --runs 3] [--no-build] [--base-url http://127.0.0.1:8787]
//                            [--only home,product] [--reports <dir>] [--before <dir>]
//
// Builds this checkout (npm run build, unless --no-build), starts `wrangler dev` on a fresh local
// state (as bench:ssr does; or uses --base-url) and drives Debian's Chromium (/usr/bin/chromium,
// or CHROMIUM_PATH; `bash scripts/ensure-chromium.sh` installs it) headless. Writes
// scripts/bench/lighthouse-results.json; --reports also keeps each page's median report (the full
// Lighthouse JSON, to read its audits) as <dir>/<page>.json, and every run's as <dir>/<page>-runN.json.
// Each run's line is followed by its long tasks (what made one run's TBT differ from another's).
// The CPU slowdown is scaled to the host (lighthouse-run.ts): three quick calibration runs measure
// Lighthouse's benchmarkIndex of this machine first, and every load is audited at
// 4 × benchmarkIndex / 1750 and at the preset's plain 4x; each run prints both, and the index Lighthouse
// measured in it. `--cpu-slowdown <n>` fixes the first slowdown instead of the host's.
// Figures: score, TBT, LCP, CLS and main-thread work (mainthread-work-breakdown).
// `--before <dir>` also measures another built checkout (its own wrangler dev on the next port), its
// runs interleaved with this one's run by run, so both see the same machine load; the table then
// shows both and after/before ratios.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { format, resolveConfig } from 'prettier';
import {
  calibrate,
  chromePath,
  cpuSlowdownOf,
  figuresOf,
  launchChrome,
  REFERENCE_BENCHMARK_INDEX,
  runLighthouseAt,
  slowdownsFor,
  type Figures,
  type LhResult,
} from './lighthouse-run';
import { cleanup, commitOf, loggingVars, runIn, startStorefront } from './servers';

const RESULTS_PATH = 'scripts/bench/lighthouse-results.json';
const PORT = Number(process.env.BENCH_PORT_BASE ?? 8851);
const STOREFRONT = 'uk';
const MAX_FAILED_RUNS = 2;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    'base-url': { type: 'string' },
    only: { type: 'string' },
    reports: { type: 'string' },
    before: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs: expected a positive whole number, got ${values.runs}`);
const CPU_SLOWDOWN_CHOICE = cpuSlowdownOf(values['cpu-slowdown']);
const CHROME_PATH = chromePath();

const reportName = (page: string, key: string, slowdown: number, first: boolean) =>
  `${key === 'after' ? page : `${page}-${key}`}${first ? '' : `-${slowdown}x`}`;
type PageResult = { path: string; median: Figures; runs: Figures[] };

/**
 * A run's long tasks as Lighthouse counts them (simulated: each observed task × the CPU slowdown),
 * longest first, with the script each is attributed to: what made a run's TBT differ from another's.
 */
function longTasksOf(lhr: LhResult): string {
  const details = lhr.audits['long-tasks']?.details as
    { items?: Array<{ url?: string; duration?: number; startTime?: number }> } | undefined;
  const items = [...(details?.items ?? [])].sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0));
  const where = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') || url;
  return items.map((t) => `${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} (${where(t.url)})`).join(', ') || 'none';
}

async function main() {
  const here = process.cwd();
  const products = JSON.parse(readFileSync('kv-seed/catalogue/products.json', 'utf8')) as Array<{ sku: string }>;
  const sku = products[Math.floor(products.length / 2)]?.sku;
  const pages = {
    home: `/${STOREFRONT}`,
    listing: `/${STOREFRONT}/adults/socks`,
    product: `/${STOREFRONT}/product/${sku}`,
    search: `/${STOREFRONT}/search?term=stripe`,
  };
  const only = values.only?.split(',');
  const unknown = only?.filter((name) => !(name in pages));
  if (unknown?.length) throw new Error(`--only: unknown page ${unknown.join(', ')} (home, listing, product, search)`);
  const chosen = Object.entries(pages).filter(([name]) => !only || only.includes(name));
  if (values.reports) mkdirSync(values.reports, { recursive: true });

  // The checkouts to measure, "after" (this one) first; "before" only with --before.
  const targets: Record<string, string> = {};
  const baseUrl = values['base-url']?.replace(/\/+$/, '');
  if (baseUrl) targets.after = baseUrl;
  else {
    if (!values['no-build']) {
      console.log('lighthouse: npm run build');
      runIn(here, 'npm', ['run', 'build']);
    }
    console.log('lighthouse: starting wrangler dev on a fresh local state…');
    targets.after = (await startStorefront('storefront', here, PORT, loggingVars(here))).baseUrl;
  }
  if (values.before) {
    const before = resolve(values.before);
    console.log(`lighthouse: starting wrangler dev for ${before} (before) on a fresh local state…`);
    targets.before = (await startStorefront('before', before, PORT + 1, loggingVars(before))).baseUrl;
  }

  const chrome = await launchChrome();
  // Per target: per slowdown (host's first, then plain 4x): per page.
  const results: Record<string, Record<number, Record<string, PageResult>>> = {};
  let slowdowns: number[] = [];
  let calibration: Awaited<ReturnType<typeof calibrate>>;
  try {
    // The host's benchmarkIndex before any page: three quick runs on a small answer of the server.
    calibration = await calibrate(`${targets.after}/builds/latest.json`, chrome);
    slowdowns = slowdownsFor(CPU_SLOWDOWN_CHOICE, calibration.benchmarkIndex);
    console.log(
      `lighthouse: host benchmarkIndex ${calibration.benchmarkIndex} (calibration runs ${calibration.runs.join(', ')}); CPU slowdown ` +
        `${slowdowns[0]}${CPU_SLOWDOWN_CHOICE === 'host' ? ` (4 × ${calibration.benchmarkIndex} / ${REFERENCE_BENCHMARK_INDEX})` : ''}` +
        `${slowdowns.length > 1 ? `, and plain ${slowdowns[1]}x from the same loads` : ''}`,
    );
    for (const [name, path] of chosen) {
      const runs: Record<string, LhResult[][]> = Object.fromEntries(Object.keys(targets).map((key) => [key, []]));
      // A run whose trace Chromium failed to record (NO_NAVSTART and the like) is retried, up to
      // MAX_FAILED_RUNS per page, rather than ending the whole bench.
      let failed = 0;
      for (let i = 0; i < RUNS; i++) {
        // Interleaved: run i of each checkout, one after the other.
        for (const [key, url] of Object.entries(targets)) {
          const done = runs[key] as LhResult[][];
          while (done.length <= i) {
            // The shop's geo switch (decision 015) keeps a visitor from the storefront's own country.
            const lhrs = await runLighthouseAt(url + path, chrome, slowdowns, { 'cf-ipcountry': 'GB' });
            const error = lhrs.find((lhr) => lhr.runtimeError)?.runtimeError;
            if (error) {
              const message = `Lighthouse on ${key} ${path}: ${error.message}`;
              if (++failed > MAX_FAILED_RUNS) throw new Error(message);
              console.log(`  ${name} (${key}) run ${i + 1} failed, retrying: ${message}`);
              continue;
            }
            done.push(lhrs);
            const line = lhrs
              .map((lhr) => {
                const f = figuresOf(lhr);
                return `${f.cpuSlowdown}x: score ${f.score}, TBT ${f.tbtMs} ms, LCP ${f.lcpMs} ms, CLS ${f.cls}, main thread ${f.mainThreadMs} ms`;
              })
              .join('; ');
            console.log(`  ${name} (${key}) run ${i + 1}, benchmarkIndex ${figuresOf(lhrs[0] as LhResult).benchmarkIndex}: ${line}`);
            console.log(`    long tasks at ${slowdowns[0]}x: ${longTasksOf(lhrs[0] as LhResult)}`);
            if (values.reports) {
              lhrs.forEach((lhr, s) =>
                writeFileSync(
                  `${values.reports}/${reportName(name, key, slowdowns[s] ?? 0, s === 0)}-run${i + 1}.json`,
                  JSON.stringify(lhr),
                ),
              );
            }
          }
        }
      }
      for (const [key, done] of Object.entries(runs)) {
        slowdowns.forEach((slowdown, s) => {
          const atSlowdown = done.map((lhrs) => lhrs[s] as LhResult);
          const median = computeMedianRun(atSlowdown);
          ((results[key] ??= {})[slowdown] ??= {})[name] = { path, median: figuresOf(median), runs: atSlowdown.map(figuresOf) };
          if (values.reports) writeFileSync(`${values.reports}/${reportName(name, key, slowdown, s === 0)}.json`, JSON.stringify(median));
        });
      }
    }
  } finally {
    await chrome.kill();
  }

  const lighthouseVersion = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
  const json = JSON.stringify(
    {
      date: new Date().toISOString(),
      commit: commitOf(here),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        loadAverage1m: os.loadavg()[0],
        benchmarkIndex: calibration.benchmarkIndex,
        calibrationRuns: calibration.runs,
      },
      settings: {
        lighthouse: lighthouseVersion,
        chromium: CHROME_PATH,
        preset: 'mobile (default config), simulated throttling',
        cpuSlowdownMultiplier: slowdowns[0],
        cpuSlowdownRule: CPU_SLOWDOWN_CHOICE === 'host' ? `4 × benchmarkIndex / ${REFERENCE_BENCHMARK_INDEX}` : 'fixed (--cpu-slowdown)',
        alsoAuditedAt: slowdowns.slice(1),
        runs: RUNS,
      },
      pages: results.after?.[slowdowns[0] ?? 0],
      ...Object.fromEntries(slowdowns.slice(1).map((s) => [`pagesAt${s}x`, results.after?.[s]])),
      ...(results.before
        ? {
            before: {
              checkout: resolve(values.before ?? ''),
              commit: commitOf(values.before ?? ''),
              pages: results.before[slowdowns[0] ?? 0],
              ...Object.fromEntries(slowdowns.slice(1).map((s) => [`pagesAt${s}x`, results.before?.[s]])),
            },
          }
        : {}),
    },
    null,
    2,
  );
  writeFileSync(RESULTS_PATH, await format(json, { ...(await resolveConfig(RESULTS_PATH)), filepath: RESULTS_PATH }));

  const cell = (f: Figures) => `${f.score} | ${f.tbtMs} | ${f.lcpMs} | ${f.cls} | ${f.mainThreadMs}`;
  for (const slowdown of slowdowns) {
    const after = results.after?.[slowdown] ?? {};
    const before = results.before?.[slowdown];
    console.log(`\nAt ${slowdown}x CPU (benchmarkIndex ${calibration.benchmarkIndex}):`);
    if (!before) {
      console.log('| page | score | TBT ms | LCP ms | CLS | main thread ms |\n| --- | --: | --: | --: | --: | --: |');
      for (const [name, r] of Object.entries(after)) console.log(`| ${name} (${r.path}) | ${cell(r.median)} |`);
    } else {
      console.log(
        '| page | before: score | TBT ms | LCP ms | CLS | main thread ms | after: score | TBT ms | LCP ms | CLS | main thread ms | TBT after/before | main thread after/before |',
      );
      console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
      for (const [name, r] of Object.entries(after)) {
        const b = before[name];
        if (!b) continue;
        const ratio = (a: number, z: number) => (z > 0 ? (a / z).toFixed(2) : 'n/a');
        console.log(
          `| ${name} (${r.path}) | ${cell(b.median)} | ${cell(r.median)} | ${ratio(r.median.tbtMs, b.median.tbtMs)} | ${ratio(r.median.mainThreadMs, b.median.mainThreadMs)} |`,
        );
      }
    }
  }
  console.log(`Load average (1 min) at the end: ${os.loadavg()[0]?.toFixed(2)}`);
  console.log(`\nMedian of ${RUNS} runs each (Lighthouse's median run). Results in ${RESULTS_PATH}.`);
}

try {
  await main();
} finally {
  await cleanup();
}
