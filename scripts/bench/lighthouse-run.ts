// One Lighthouse run as every benchmark here measures it: Debian's Chromium headless, the mobile
// preset (Lighthouse's default config) with a CPU slowdown that can be changed for a host of
// another class, and the figures read from the result. bench:lighthouse and bench:floor share it,
// so the stack's floor and the shop's pages are always measured alike.
import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export type LhResult = Parameters<typeof computeMedianRun>[0][number];

export interface Figures {
  score: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU (docs/throttling.md: a high-end desktop is 1500-2000). */
  benchmarkIndex: number;
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

/** Reads `--cpu-slowdown` (default 4, the preset's). */
export function cpuSlowdownOf(value: string | undefined): number {
  const slowdown = Number(value ?? '4');
  if (!(slowdown >= 1)) throw new Error(`--cpu-slowdown: expected a number of at least 1, got ${value}`);
  return slowdown;
}

/** One run's result (its `runtimeError` set when Chromium failed to record it). */
export async function runLighthouse(
  url: string,
  chrome: LaunchedChrome,
  cpuSlowdown: number,
  extraHeaders?: Record<string, string>,
): Promise<LhResult> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(extraHeaders ? { extraHeaders } : {}) },
    { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

export function figuresOf(lhr: LhResult): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    tbtMs: Math.round(numeric('total-blocking-time')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}
