// One Lighthouse run as every benchmark here measures it: Debian's Chromium headless, the mobile
// preset (Lighthouse's default config) with its CPU slowdown scaled to the host, and the figures
// read from the result. bench:lighthouse and bench:floor share it, so the stack's floor and the
// shop's pages are always measured alike.
//
// The preset's 4x assumes a high-end desktop host (Lighthouse's throttling guide: benchmarkIndex
// 1500-2000, the "CPU/Memory Power" of a report); on a slower host 4x emulates a slower phone than
// meant. So the slowdown is 4 × benchmarkIndex / 1750 (issue 34), the index measured first by
// quick calibration runs. Simulated throttling observes one unthrottled load and simulates the
// slowdown, so one load is audited twice: at the host's slowdown and at plain 4x.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export type LhResult = Parameters<typeof computeMedianRun>[0][number];

export interface Figures {
  score: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Main-thread work (Lighthouse's mainthread-work-breakdown: observed × the slowdown), ms. */
  mainThreadMs: number;
  /** Lighthouse's measure of the host's CPU (docs/throttling.md: a high-end desktop is 1500-2000). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated at. */
  cpuSlowdown: number;
}

/** The benchmarkIndex the preset's 4x is meant for: the middle of a high-end desktop's 1500-2000. */
export const REFERENCE_BENCHMARK_INDEX = 1750;
/** The preset's slowdown. */
export const PRESET_SLOWDOWN = 4;

/** 4 × benchmarkIndex / 1750, to two decimals, at least 1 (a host slower than the phone is measured as it is). */
export function hostSlowdown(benchmarkIndex: number): number {
  return Math.max(1, Math.round((PRESET_SLOWDOWN * benchmarkIndex * 100) / REFERENCE_BENCHMARK_INDEX) / 100);
}

/** Full Chromium (Lighthouse needs it, not the headless shell the e2e tests use). */
export function chromePath(): string {
  const path = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
  if (!path) throw new Error('No Chromium found: bash scripts/ensure-chromium.sh, or set CHROMIUM_PATH');
  return path;
}

export function launchChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: chromePath(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
}

/** Reads `--cpu-slowdown`: `host` (the default: scaled to the host's benchmarkIndex) or a number of at least 1. */
export function cpuSlowdownOf(value: string | undefined): number | 'host' {
  if (value === undefined || value === 'host') return 'host';
  const slowdown = Number(value);
  if (!(slowdown >= 1)) throw new Error(`--cpu-slowdown: expected host or a number of at least 1, got ${value}`);
  return slowdown;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * The host's benchmarkIndex as Lighthouse measures it at the start of every run: the median of
 * `runs` quick runs (one cheap audit each) on `url`. Load from other processes lowers it.
 */
export async function calibrate(url: string, chrome: LaunchedChrome, runs = 3): Promise<{ benchmarkIndex: number; runs: number[] }> {
  const found: number[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    found.push(Math.round(result.lhr.environment.benchmarkIndex));
  }
  return { benchmarkIndex: median(found), runs: found };
}

/** The slowdowns a bench reports: the chosen one (the host's by default) first, then plain 4x. */
export function slowdownsFor(choice: number | 'host', benchmarkIndex: number): number[] {
  const chosen = choice === 'host' ? hostSlowdown(benchmarkIndex) : choice;
  return chosen === PRESET_SLOWDOWN ? [chosen] : [chosen, PRESET_SLOWDOWN];
}

const configAt = (cpuSlowdown: number) => ({
  extends: 'lighthouse:default' as const,
  settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } },
});

/**
 * One load of `url`, audited at each of `slowdowns` (results in that order): simulated throttling
 * observes the load unthrottled and simulates the slowdown, so the audits differ only in it.
 */
export async function runLighthouseAt(
  url: string,
  chrome: LaunchedChrome,
  slowdowns: number[],
  extraHeaders?: Record<string, string>,
): Promise<LhResult[]> {
  const dir = mkdtempSync(join(os.tmpdir(), 'argyle-lighthouse-'));
  const flags = {
    port: chrome.port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance'],
    ...(extraHeaders ? { extraHeaders } : {}),
  };
  try {
    await lighthouse(url, { ...flags, gatherMode: dir }, configAt(slowdowns[0] ?? PRESET_SLOWDOWN));
    const results: LhResult[] = [];
    for (const slowdown of slowdowns) {
      // The gathered settings must equal the audit's: the slowdown is the one that changes.
      const file = join(dir, 'artifacts.json');
      const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { settings: { throttling: { cpuSlowdownMultiplier: number } } };
      artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
      writeFileSync(file, JSON.stringify(artifacts));
      const result = await lighthouse(url, { ...flags, auditMode: dir }, configAt(slowdown));
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      results.push(result.lhr);
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function figuresOf(lhr: LhResult): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    tbtMs: Math.round(numeric('total-blocking-time')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    mainThreadMs: Math.round(numeric('mainthread-work-breakdown')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? NaN,
  };
}
