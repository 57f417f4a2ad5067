// Main-thread long tasks of a page load at a real CPU slowdown ("no main-thread task over
// 50 ms" on a phone profile; decisions 040 and 043). Loads each page in Debian's Chromium with a
// phone viewport and CDP `Emulation.setCPUThrottlingRate`, records a trace with the V8 sampling
// profiler in it, and for every task over 50 ms up to the hydration mark (plus a second after it)
// prints its length and where its time went: trace events (script, parse, style, layout) and
// source-mapped JS self time per module (the checkout's own dist/client/assets/*.map).
//
//   npx tsx scripts/bench/long-tasks.ts [--runs 5] [--rate 4] [--only listing,search]
//                                        [--before <built checkout>] [--no-build] [--top 8] [--functions]
//                                        [--json out.json] [--cpu-scale 1]
//
// `--before` measures a second built checkout in the same run, interleaved run by run, as
// bench:lighthouse does. Figures per page are medians over the runs: the longest task, the
// blocking time (sum over 50 ms of each task, navigation to hydration + 1 s), the number of long
// tasks. Ports: BENCH_PORT_BASE + 5 (this checkout) and + 6 (before). A loaded machine stretches
// every task: read A/B ratios from one run, and the load average printed at the end. The CPU
// columns (each task's main-thread CPU time) are what such load stretches least; with `--rate 1`
// they are the work itself, and `--cpu-scale 4` multiplies them as Lighthouse's simulated 4x
// slowdown multiplies the tasks it observed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright';
import { PHONE } from './phone';
import { cleanup, commitOf, loggingVars, runIn, startStorefront } from './servers';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    rate: { type: 'string', default: '4' },
    only: { type: 'string' },
    before: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    top: { type: 'string', default: '8' },
    json: { type: 'string' },
    functions: { type: 'boolean', default: false },
    'cpu-scale': { type: 'string', default: '1' },
  },
});
const RUNS = Number(values.runs);
const RATE = Number(values.rate);
const TOP = Number(values.top);
const CPU_SCALE = Number(values['cpu-scale']);
const PORT = Number(process.env.BENCH_PORT_BASE ?? 8851) + 5;
const LONG_MS = 50;
const AFTER_HYDRATION_MS = 1000;
const STOREFRONT = 'uk';
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event: not stretched while other processes have the CPU. */
  tdur?: number;
  pid: number;
  tid: number;
  cat: string;
  args: { name?: string; data?: Record<string, unknown> & { frame?: string; url?: string } };
  id?: string;
}
interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
export interface LongTask {
  startMs: number;
  durationMs: number;
  /**
   * The main thread's CPU time in the task × the CPU scale, ms. Chromium's throttle keeps the
   * thread busy, so at a rate above 1 this is about what the task takes at the rate on a machine
   * with nothing else running (the throttle's share still varies with load).
   */
  cpuMs: number;
  /** Time per trace event kind inside the task (outermost of each kind), ms. */
  events: Record<string, number>;
  /** The page's own user timing marks (`argyle:…`) in the task, ms from its start. */
  marks: Record<string, number>;
  /** Sampled JS self time per source module, ms. */
  modules: Record<string, number>;
  /** Sampled JS time per nearest function of the shop's own code on the stack (its components, its start), ms. */
  ownCode: Record<string, number>;
  /** Sampled JS self time per function (bundled name @ source module:line), ms, by the last mark before it (or 'task start'). */
  functions: Record<string, Record<string, number>>;
}
interface PageRun {
  tasks: LongTask[];
  hydratedMs: number;
  /** Blocking time from CPU time: the sum over every task of (its main-thread CPU time × the CPU scale − 50 ms). */
  cpuBlockingMs: number;
  /** The longest task's main-thread CPU time × the CPU scale, over every task (not only those over 50 ms by the clock). */
  longestCpuMs: number;
}

// ---- Source maps ---------------------------------------------------------------------------------

const maps = new Map<string, SourceMap | null>();
function sourceMapOf(checkout: string, url: string): SourceMap | null {
  const path = new URL(url).pathname;
  const key = `${checkout}${path}`;
  if (!maps.has(key)) {
    const file = join(checkout, 'dist/client', `${path}.map`);
    maps.set(key, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(key) ?? null;
}

/** A short module name: the package for dependencies, the path for the shop's own code. */
function moduleName(source: string): string {
  const path = source.replace(/^(\.\.\/)+/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return pkg ? (pkg[1] as string) : path;
}

/** The source module of a sampled frame; with `detail`, its function (bundled name) and source line too. */
function moduleOf(checkout: string, frame: CpuNode['callFrame'], detail = false): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(native)';
  if (!frame.url.includes('/assets/')) return frame.url.startsWith('http') ? '(inline or document)' : frame.url;
  const map = sourceMapOf(checkout, frame.url);
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string; originalLine?: number } | undefined;
  const module = entry?.originalSource ? moduleName(entry.originalSource) : new URL(frame.url).pathname;
  return detail ? `${frame.functionName || '(anonymous)'}@${module}:${(entry?.originalLine ?? -1) + 1}` : module;
}

/** The nearest caller (or the frame itself) in the shop's own modules; library work below a component counts for it. */
function ownFrameOf(checkout: string, nodes: Map<number, CpuNode>, node: CpuNode): string {
  for (let at: CpuNode | undefined = node; at; at = at.parent === undefined ? undefined : nodes.get(at.parent)) {
    const name = moduleOf(checkout, at.callFrame, true);
    if (/@(client|markets)\//.test(name)) return name;
  }
  return '(no own code on the stack)';
}

// ---- One page load ---------------------------------------------------------------------------------

const MAX_ATTEMPTS = 3;

/** A trace Chromium recorded without its navigation (as Lighthouse's NO_NAVSTART) is taken again. */
async function measure(browser: Browser, checkout: string, url: string): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(browser, checkout, url);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS) throw error;
      console.log(`    retrying ${url}: ${(error as Error).message}`);
    }
  }
}

async function measureOnce(browser: Browser, checkout: string, url: string): Promise<PageRun> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'cf-ipcountry': 'GB' } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
    await page.evaluate(() => performance.mark('argyle-hydrated-seen'));
    await page.waitForTimeout(AFTER_HYDRATION_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return analyse(checkout, trace.traceEvents);
  } finally {
    await context.close();
  }
}

/** The page's renderer main thread: where its navigation started. */
function mainThreadOf(events: TraceEvent[]): { pid: number; tid: number; navStart: number } {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args.data?.isLoadingMainFrame && e.args.data?.documentLoaderURL);
  if (!nav) throw new Error('long-tasks: no navigationStart in the trace');
  return { pid: nav.pid, tid: nav.tid, navStart: nav.ts };
}

function analyse(checkout: string, events: TraceEvent[]): PageRun {
  const main = mainThreadOf(events);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const hydratedMark = onMain.find((e) => e.name === 'argyle-hydrated-seen');
  const end = (hydratedMark?.ts ?? Infinity) + AFTER_HYDRATION_MS * 1000;
  // Long tasks, and the tasks holding the start's phase marks (short ones too).
  const markTimes = onMain.filter((e) => e.name.startsWith('argyle:')).map((e) => e.ts);
  const holdsMark = (e: TraceEvent) => markTimes.some((ts) => ts >= e.ts && ts < e.ts + (e.dur ?? 0));
  const inWindow = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= main.navStart && e.ts <= end);
  const cpuOf = (e: TraceEvent) => ((e.tdur ?? 0) / 1000) * CPU_SCALE;
  // Long by the clock or by CPU time (scaled), and the tasks holding a mark.
  const tasks = inWindow.filter((e) => (e.dur ?? 0) > LONG_MS * 1000 || cpuOf(e) > LONG_MS || holdsMark(e));
  const cpuBlockingMs = inWindow.reduce((sum, e) => sum + Math.max(0, cpuOf(e) - LONG_MS), 0);
  const longestCpuMs = Math.max(0, ...inWindow.map(cpuOf));

  // CPU samples of the renderer's main thread, with their times.
  const nodes = new Map<number, CpuNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  // Profile ids are per process; a chunk's samples carry time deltas from its profile's start.
  const profileKey = (e: TraceEvent) => `${e.pid}:${e.id}`;
  const profiles = new Set(events.filter((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid).map(profileKey));
  const clocks = new Map<string, number>();
  for (const e of events) {
    const key = profileKey(e);
    if (!profiles.has(key)) continue;
    if (e.name === 'Profile') clocks.set(key, Number(e.args.data?.startTime ?? 0));
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args.data as { cpuProfile?: { nodes?: CpuNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data.timeDeltas ?? [];
    let clock = clocks.get(key) ?? 0;
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node });
    });
    clocks.set(key, clock);
  }
  samples.sort((a, b) => a.ts - b.ts);

  const long = tasks.map((task): LongTask => {
    const from = task.ts;
    const to = task.ts + (task.dur ?? 0);
    const events: Record<string, number> = {};
    const inside = onMain.filter((e) => e.ph === 'X' && e !== task && e.ts >= from && e.ts < to && e.dur);
    for (const e of inside) {
      // Outermost of each kind only (nested FunctionCalls would count twice).
      const nested = inside.some(
        (o) => o !== e && o.name === e.name && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && o.dur !== e.dur,
      );
      if (!nested) events[e.name] = (events[e.name] ?? 0) + (e.dur ?? 0) / 1000;
    }
    const marks = Object.fromEntries(
      onMain.filter((e) => e.name.startsWith('argyle:') && e.ts >= from && e.ts < to).map((e) => [e.name, (e.ts - from) / 1000]),
    );
    const modules: Record<string, number> = {};
    const functions: Record<string, Record<string, number>> = {};
    const ownCode: Record<string, number> = {};
    const markOrder = Object.entries(marks).sort((a, b) => a[1] - b[1]);
    // A sample stands for the time until the next one.
    const first = samples.findIndex((s) => s.ts >= from);
    for (let i = Math.max(first, 0) + 1; first >= 0 && i < samples.length && (samples[i - 1] as { ts: number }).ts < to; i++) {
      const sample = samples[i - 1] as { ts: number; node: number };
      const node = nodes.get(sample.node);
      if (!node || node.callFrame.functionName === '(idle)') continue;
      const ms = (Math.min((samples[i] as { ts: number }).ts, to) - sample.ts) / 1000;
      const name = moduleOf(checkout, node.callFrame);
      modules[name] = (modules[name] ?? 0) + ms;
      const fn = moduleOf(checkout, node.callFrame, true);
      const at = (sample.ts - from) / 1000;
      const phase = markOrder.filter(([, t]) => t <= at).pop()?.[0] ?? 'task start';
      const inPhase = (functions[phase] ??= {});
      inPhase[fn] = (inPhase[fn] ?? 0) + ms;
      const own = ownFrameOf(checkout, nodes, node);
      ownCode[own] = (ownCode[own] ?? 0) + ms;
    }
    const cpuMs = ((task.tdur ?? NaN) / 1000) * CPU_SCALE;
    return {
      startMs: (from - main.navStart) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      cpuMs,
      events,
      marks,
      modules,
      ownCode,
      functions,
    };
  });
  return { tasks: long, hydratedMs: hydratedMark ? (hydratedMark.ts - main.navStart) / 1000 : NaN, cpuBlockingMs, longestCpuMs };
}

// ---- Report ----------------------------------------------------------------------------------------

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const longTasks = (run: PageRun) => run.tasks.filter((t) => t.durationMs > LONG_MS);
const blocking = (run: PageRun) => longTasks(run).reduce((sum, t) => sum + t.durationMs - LONG_MS, 0);
const longest = (run: PageRun) => Math.max(0, ...run.tasks.map((t) => t.durationMs));
/** The start's phases (entry-client.tsx's marks): the longest task before hydration, and hydration's task. */
const START_MARKS = ['argyle:entry', 'argyle:state', 'argyle:load'];
const startTask = (run: PageRun) => Math.max(0, ...run.tasks.filter((t) => START_MARKS.some((m) => m in t.marks)).map((t) => t.durationMs));
const hydrationTask = (run: PageRun) => run.tasks.find((t) => 'argyle:hydrate' in t.marks)?.durationMs ?? NaN;
const hydrationCpu = (run: PageRun) => run.tasks.find((t) => 'argyle:hydrate' in t.marks)?.cpuMs ?? NaN;
const top = (shares: Record<string, number>, n: number) =>
  Object.entries(shares)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');

function printRun(label: string, run: PageRun) {
  console.log(
    `    ${label}: hydrated at ${run.hydratedMs.toFixed(0)} ms, blocking ${blocking(run).toFixed(0)} ms, from CPU time ${run.cpuBlockingMs.toFixed(0)} ms`,
  );
  for (const t of run.tasks) {
    const short = t.durationMs > LONG_MS ? '' : ' (short)';
    console.log(`      task at ${t.startMs.toFixed(0)} ms: ${t.durationMs.toFixed(0)} ms${short}, CPU ${t.cpuMs.toFixed(1)} ms`);
    console.log(`        events: ${top(t.events, TOP)}`);
    const marks = Object.entries(t.marks).map(([k, v]) => `${k} +${v.toFixed(0)}`);
    if (marks.length) console.log(`        marks: ${marks.join(', ')}`);
    if (Object.keys(t.modules).length) console.log(`        JS self: ${top(t.modules, TOP)}`);
    if (!values.functions) continue;
    console.log(`        own code (with the library work it called): ${top(t.ownCode, TOP)}`);
    for (const [phase, fns] of Object.entries(t.functions)) console.log(`        functions after ${phase}: ${top(fns, TOP)}`);
  }
}

async function main() {
  const here = process.cwd();
  const products = JSON.parse(readFileSync('kv-seed/catalogue/products.json', 'utf8')) as Array<{ sku: string }>;
  const sku = products[Math.floor(products.length / 2)]?.sku;
  // The pages bench:lighthouse measures.
  const pages: Record<string, string> = {
    home: `/${STOREFRONT}`,
    listing: `/${STOREFRONT}/adults/socks`,
    product: `/${STOREFRONT}/product/${sku}`,
    search: `/${STOREFRONT}/search?term=stripe`,
  };
  const chosen = Object.entries(pages).filter(([name]) => !values.only || values.only.split(',').includes(name));
  if (!values['no-build']) runIn(here, 'npm', ['run', 'build']);
  const targets: Record<string, { dir: string; url: string }> = {
    after: { dir: here, url: (await startStorefront('after', here, PORT, loggingVars(here))).baseUrl },
  };
  if (values.before) {
    const dir = resolve(values.before);
    targets.before = { dir, url: (await startStorefront('before', dir, PORT + 1, loggingVars(dir))).baseUrl };
  }
  const chromePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
  const browser = await chromium.launch({ ...(chromePath ? { executablePath: chromePath } : {}) });
  const results: Record<string, Record<string, PageRun[]>> = {};
  try {
    for (const [name, path] of chosen) {
      console.log(`${name} (${path})`);
      // A first load warms the server (compiled worker, content caches); not counted.
      for (const { dir, url } of Object.values(targets)) await measure(browser, dir, url + path);
      for (let i = 0; i < RUNS; i++) {
        for (const [key, { dir, url }] of Object.entries(targets)) {
          const run = await measure(browser, dir, url + path);
          ((results[name] ??= {})[key] ??= []).push(run);
          printRun(`${key} run ${i + 1}`, run);
        }
      }
    }
  } finally {
    await browser.close();
  }

  console.log(`\nMedians over ${RUNS} runs at ${RATE}x CPU (ms): longest task, blocking (sum over 50), long tasks,`);
  console.log('longest task of the start before hydration (marks entry/state/load), hydration task (mark hydrate);');
  console.log(`then from the main thread's CPU time × ${CPU_SCALE} (not stretched while other processes run): blocking (sum`);
  console.log('of CPU − 50 over every task), the longest task and the hydration task');
  const columns = 'longest | blocking | count | start | hydration | CPU: blocking | longest | hydration';
  console.log(
    `| page | ${Object.keys(targets)
      .map((k) => `${k}: ${columns}`)
      .join(' | ')} |`,
  );
  for (const [name, byTarget] of Object.entries(results)) {
    const cells = Object.keys(targets).map((key) => {
      const runs = byTarget[key] ?? [];
      const cpuBlocking = (r: PageRun) => r.cpuBlockingMs;
      const longestCpu = (r: PageRun) => r.longestCpuMs;
      return [longest, blocking, (r: PageRun) => longTasks(r).length, startTask, hydrationTask, cpuBlocking, longestCpu, hydrationCpu]
        .map((figure) => median(runs.map(figure)).toFixed(0))
        .join(' | ');
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  console.log(
    `Load average (1, 5 min): ${os
      .loadavg()
      .slice(0, 2)
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  if (values.json) {
    const commits = Object.fromEntries(Object.entries(targets).map(([k, t]) => [k, commitOf(t.dir)]));
    writeFileSync(
      values.json,
      JSON.stringify({ date: new Date().toISOString(), rate: RATE, commits, loadAverage: os.loadavg(), results }, null, 2),
    );
  }
}

try {
  await main();
} finally {
  await cleanup();
}
