// SSR throughput benchmark: req/s, p50 and p99 latency and the server's CPU time per
// request for real pages and for a 1000-row table, with a same-run baseline that needs no
// storefront code (a bare Hono + React worker, scripts/bench/bare/), all under `wrangler dev`.
// The bare worker runs twice: with React's edge build (wrangler.toml, what earlier runs compared
// against) and with its Node build (wrangler.node.toml), which the storefront renders with.
//
//   npm run bench:ssr [-- --before ../wt-start] [--duration 10] [--warmup 5] [--runs 3]
//                        [--only product,table] [--var NAME:VALUE] [--no-build]
//
// This checkout ("after") is built first (npm run build) unless --no-build; `--before <dir>`
// also measures another, already-built checkout in the same run, interleaved run by run, and
// prints both side by side with after/before ratios. Each storefront gets a fresh local state
// (kv-seed/seed.ts) and runs as the benchmarks' worker (scripts/bench/worker.js: the shipped one
// plus the table page, decision 055; a checkout from before it: `--var BENCH_ROUTES:true`); the
// logging vars of its wrangler.toml [vars] (LOG_LEVEL, ACCESS_LOG_SAMPLE_RATE, … where they
// exist: the production settings) are passed as --var so a .dev.vars cannot change them;
// --var NAME:VALUE overrides for both.
//
// Scenarios: product, listing and home pages uncached (every request a new URL: a unique
// `_bench` query parameter, which the bench worker renders with the edge cache off), the same
// pages cached (one URL again and again, only when the server
// answers the second request with `x-cache: HIT`/`STALE` or `cf-cache-status: HIT`, else
// "n/a"), the bare tables (edge and Node build) and the storefront's table (/uk/bench/ssr-table, uncached: a new URL
// each request). autocannon, 8
// connections (10 for the tables) for --duration seconds after a --warmup run, median of --runs.
// With taskset and 2+ CPUs the servers run on CPU 0 and this process (the load generator) on
// CPU 1. CPU per request: utime+stime of the workerd running the worker (and of the whole
// wrangler group: its proxy workerd in front of the port, and Node printing the logs) from /proc
// before and after each run, divided by the requests of that run.
//
// Local workerd, not production; other load on the machine shows in the figures. Writes
// scripts/bench/ssr-results.json.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { format, resolveConfig } from 'prettier';
import {
  BROWSER_USER_AGENT,
  canPin,
  cleanup,
  commitOf,
  cpuTime,
  loggingVars,
  pinSelf,
  runIn,
  sleep,
  startServer,
  startStorefront,
  type Server,
} from './servers';

const RESULTS_PATH = 'scripts/bench/ssr-results.json';
// BENCH_PORT_BASE lets several checkouts bench side by side without sharing ports.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8851);
// + 3 and + 4 are ssr-profile.ts's.
const PORTS = { after: PORT_BASE, before: PORT_BASE + 1, bare: PORT_BASE + 2, bareNode: PORT_BASE + 5 };
/** The bare baselines: server key, wrangler config. */
const BARE = { bare: 'scripts/bench/bare/wrangler.toml', bareNode: 'scripts/bench/bare/wrangler.node.toml' } as const;
type BareKey = keyof typeof BARE;
const SERVER_CPU = 0;
const LOAD_CPU = 1;
const STOREFRONT = 'uk';
const LISTING = `/${STOREFRONT}/adults/socks`;
const HEADERS = { 'user-agent': BROWSER_USER_AGENT, accept: 'text/html', 'cf-ipcountry': 'GB' };

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
    'no-build': { type: 'boolean', default: false },
  },
});

const positive = (name: string, value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name}: expected a positive whole number, got ${value}`);
  return n;
};
const DURATION = positive('duration', values.duration);
const WARMUP = positive('warmup', values.warmup);
const RUNS = positive('runs', values.runs);
const OVERRIDES = Object.fromEntries(
  values.var.map((pair) => {
    const at = pair.indexOf(':');
    if (at < 1) throw new Error(`--var: expected NAME:VALUE, got ${pair}`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);

// ---- scenarios -----------------------------------------------------------------------------------

type Mode = 'uncached' | 'cached' | 'plain';

interface Scenario {
  name: string;
  label: string;
  mode: Mode;
  connections: number;
  /** The path on a storefront, or on the bare worker named by `bare`. */
  path: string;
  bare?: BareKey;
}

function scenarios(productSku: string): Scenario[] {
  const product = `/${STOREFRONT}/product/${productSku}`;
  const home = `/${STOREFRONT}`;
  const all: Scenario[] = [
    { name: 'product-uncached', label: 'product page, uncached', mode: 'uncached', connections: 8, path: product },
    { name: 'listing-uncached', label: 'listing page, uncached', mode: 'uncached', connections: 8, path: LISTING },
    { name: 'home-uncached', label: 'home page, uncached', mode: 'uncached', connections: 8, path: home },
    { name: 'product-cached', label: 'product page, cached', mode: 'cached', connections: 8, path: product },
    { name: 'listing-cached', label: 'listing page, cached', mode: 'cached', connections: 8, path: LISTING },
    { name: 'home-cached', label: 'home page, cached', mode: 'cached', connections: 8, path: home },
    { name: 'table-bare', label: 'table, bare Hono + React (edge build)', mode: 'plain', connections: 10, path: '/', bare: 'bare' },
    {
      name: 'table-bare-node',
      label: 'table, bare Hono + React (Node build)',
      mode: 'plain',
      connections: 10,
      path: '/',
      bare: 'bareNode',
    },
    // A new URL per request, as for the uncached pages: the table page is cached like any page, and
    // hits would measure the edge cache, not the pipeline the ratio is about.
    { name: 'table-storefront', label: 'table, storefront', mode: 'uncached', connections: 10, path: `/${STOREFRONT}/bench/ssr-table` },
  ];
  if (!values.only) return all;
  const wanted = values.only.split(',').map((s) => s.trim());
  return all.filter((s) => wanted.some((w) => s.name.startsWith(w)));
}

// ---- one measurement -----------------------------------------------------------------------------

interface Run {
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** CPU ms per request of workerd, and of the whole server (workerd + wrangler's Node). */
  workerdCpuMsPerRequest: number | null;
  serverCpuMsPerRequest: number | null;
}

interface Measured {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  workerdCpuMsPerRequest: number | null;
  serverCpuMsPerRequest: number | null;
  /** Response size of a probe request. */
  bytes: number;
  /** x-cache (or cf-cache-status) of the probe requests. */
  cache: string;
  /** Set when a run had errors, non-2xx answers or too few answers for percentiles. */
  warning?: string;
  runs: Run[];
}

type Outcome = Measured | { na: string };

let probeCounter = 0;
/** A URL never asked before (an edge cache keyed by URL cannot answer it): `id` is new each time. */
const freshPath = (path: string, id = `probe-${Date.now().toString(36)}-${++probeCounter}`) =>
  `${path}${path.includes('?') ? '&' : '?'}_bench=${id}`;

const cacheStatus = (res: Response) => res.headers.get('x-cache') ?? res.headers.get('cf-cache-status') ?? '';
const isHit = (status: string) => /^(HIT|STALE)/i.test(status);

async function probe(server: Server, path: string): Promise<{ status: number; bytes: number; cache: string }> {
  const res = await fetch(server.baseUrl + path, { headers: HEADERS, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { status: res.status, bytes, cache: cacheStatus(res) };
}

/** Checks the scenario can run on this server; answers why not, or the probe's size and cache status. */
async function prepare(server: Server, scenario: Scenario): Promise<{ na: string } | { bytes: number; cache: string }> {
  if (scenario.mode === 'uncached') {
    const first = await probe(server, freshPath(scenario.path));
    if (first.status !== 200) return { na: `${scenario.path} answered ${first.status}` };
    // Two different fresh URLs: a hit on the second means the cache ignores the query string.
    const second = await probe(server, freshPath(scenario.path));
    return {
      bytes: second.bytes,
      cache: isHit(second.cache) ? `${second.cache} (cache ignores ?_bench: not uncached)` : second.cache || '-',
    };
  }
  const first = await probe(server, scenario.path);
  if (first.status !== 200) return { na: `${scenario.path} answered ${first.status}` };
  if (scenario.mode === 'plain') return { bytes: first.bytes, cache: first.cache || '-' };
  // Cached: the cache may be written after the answer (waitUntil); give it a moment.
  for (let i = 0; i < 5; i++) {
    await sleep(200);
    const again = await probe(server, scenario.path);
    if (isHit(again.cache)) return { bytes: again.bytes, cache: again.cache };
  }
  return { na: 'no edge cache (no x-cache: HIT on a repeated request)' };
}

async function load(server: Server, scenario: Scenario, seconds: number): Promise<Run> {
  const before = cpuTime(server);
  const result = await autocannon({
    // Uncached: autocannon puts a new id in place of [<id>] in every request's URL.
    url: server.baseUrl + (scenario.mode === 'uncached' ? freshPath(scenario.path, '[<id>]') : scenario.path),
    idReplacement: scenario.mode === 'uncached',
    connections: scenario.connections,
    duration: seconds,
    headers: HEADERS,
    timeout: 30,
  });
  const after = cpuTime(server);
  const requests = result.requests.total;
  const perRequest = (ms: number | undefined) => (ms === undefined || requests === 0 ? null : round(ms / requests, 2));
  return {
    requests,
    reqPerSec: round(requests / seconds, 1),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    workerdCpuMsPerRequest: before && after ? perRequest(after.workerdMs - before.workerdMs) : null,
    serverCpuMsPerRequest: before && after ? perRequest(after.totalMs - before.totalMs) : null,
  };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const medianOrNull = (list: Array<number | null>) => (list.some((v) => v === null) ? null : round(median(list as number[]), 2));

const problemOf = (run: Run, scenario: Scenario) =>
  run.errors + run.non2xx > 0
    ? `${run.errors} errors, ${run.non2xx} non-2xx`
    : run.requests < 2 * scenario.connections
      ? 'too few answers for percentiles: raise --duration'
      : '';

/** Runs a scenario on its servers: a warm-up each, then the runs interleaved (a, b, a, b, …). */
async function measure(scenario: Scenario, servers: Array<[string, Server]>): Promise<Record<string, Outcome>> {
  const outcomes: Record<string, Outcome> = {};
  const ready: Array<[string, Server, { bytes: number; cache: string }]> = [];
  for (const [key, server] of servers) {
    const prepared = await prepare(server, scenario);
    if ('na' in prepared) outcomes[key] = prepared;
    else ready.push([key, server, prepared]);
  }
  for (const [, server] of ready) await load(server, scenario, WARMUP);
  const runs = new Map<string, Run[]>(ready.map(([key]) => [key, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const [key, server] of ready) {
      const run = await load(server, scenario, DURATION);
      runs.get(key)?.push(run);
      const problem = problemOf(run, scenario);
      console.log(`  ${scenario.name} ${key} run ${i + 1}: ${run.reqPerSec} req/s, p50 ${run.p50Ms} ms${problem ? ` ⚠ ${problem}` : ''}`);
    }
  }
  for (const [key, , prepared] of ready) {
    const list = runs.get(key) ?? [];
    outcomes[key] = {
      reqPerSec: round(median(list.map((r) => r.reqPerSec)), 1),
      p50Ms: median(list.map((r) => r.p50Ms)),
      p99Ms: median(list.map((r) => r.p99Ms)),
      workerdCpuMsPerRequest: medianOrNull(list.map((r) => r.workerdCpuMsPerRequest)),
      serverCpuMsPerRequest: medianOrNull(list.map((r) => r.serverCpuMsPerRequest)),
      bytes: prepared.bytes,
      cache: prepared.cache,
      ...(list.some((r) => problemOf(r, scenario)) ? { warning: list.map((r) => problemOf(r, scenario) || 'ok').join('; ') } : {}),
      runs: list,
    };
  }
  return outcomes;
}

// ---- report --------------------------------------------------------------------------------------

const isMeasured = (o: Outcome | undefined): o is Measured => o !== undefined && !('na' in o);
const ratio = (a: number | null | undefined, b: number | null | undefined) => (a != null && b ? round(a / b, 2) : null);

function cell(o: Outcome | undefined): string {
  if (!o) return '';
  if (!isMeasured(o)) return `n/a (${o.na})`;
  const cpu = o.workerdCpuMsPerRequest === null ? '' : `, ${o.workerdCpuMsPerRequest} ms CPU`;
  return `${o.reqPerSec} req/s, p50 ${o.p50Ms} / p99 ${o.p99Ms} ms${cpu}${o.warning ? ' ⚠' : ''}`;
}

function table(rows: Array<{ scenario: Scenario; outcomes: Record<string, Outcome> }>, keys: string[]): string {
  const withBefore = keys.includes('before');
  const head = withBefore ? '| scenario | before | after | after/before req/s |' : '| scenario | result |';
  const lines = [head, head.replace(/[^|]+/g, ' --- ')];
  for (const { scenario, outcomes } of rows) {
    if (scenario.bare) {
      lines.push(`| ${scenario.label} | ${cell(outcomes[scenario.bare])} |${withBefore ? ' (same server for both) | |' : ''}`);
      continue;
    }
    if (!withBefore) {
      lines.push(`| ${scenario.label} | ${cell(outcomes.after)} |`);
      continue;
    }
    const before = outcomes.before;
    const after = outcomes.after;
    const r = isMeasured(before) && isMeasured(after) ? ratio(after.reqPerSec, before.reqPerSec) : null;
    lines.push(`| ${scenario.label} | ${cell(before)} | ${cell(after)} | ${r ?? 'n/a'} |`);
  }
  return lines.join('\n');
}

// ---- main ----------------------------------------------------------------------------------------

async function main() {
  const here = process.cwd();
  const loadAtStart = round(os.loadavg()[0] ?? 0, 2);
  const pinned = canPin();
  if (pinned) pinSelf(LOAD_CPU);
  else console.log('bench: no taskset or a single CPU: server and load generator share the CPUs');
  const serverCpu = pinned ? SERVER_CPU : undefined;

  if (!values['no-build']) {
    console.log('bench: npm run build');
    runIn(here, 'npm', ['run', 'build']);
  }
  const checkouts: Record<string, string> = { after: here };
  if (values.before) checkouts.before = resolve(values.before);

  const products = JSON.parse(readFileSync(resolve(here, 'kv-seed/catalogue/products.json'), 'utf8')) as Array<{ sku: string }>;
  const productSku = products[Math.floor(products.length / 2)]?.sku;
  if (!productSku) throw new Error('No products in kv-seed/catalogue/products.json');

  const targets: Record<string, { dir: string; commit: string; vars: Record<string, string> }> = {};
  const servers: Record<string, Server> = {};
  console.log('bench: starting servers (seeding a fresh local state per storefront)…');
  const wanted = scenarios(productSku);
  for (const [key, config] of Object.entries(BARE) as Array<[BareKey, string]>) {
    if (!wanted.some((s) => s.bare === key)) continue;
    servers[key] = await startServer({
      name: key,
      cwd: here,
      port: PORTS[key],
      cpu: serverCpu,
      readyPath: '/',
      args: ['--config', config],
    });
  }
  for (const [key, dir] of Object.entries(checkouts)) {
    const target = { dir, commit: commitOf(dir), vars: { ...loggingVars(dir), ...OVERRIDES } };
    targets[key] = target;
    servers[key] = await startStorefront(key, dir, PORTS[key as 'after' | 'before'], target.vars, serverCpu);
    console.log(`bench: ${key} = ${dir} (${target.commit}), vars ${JSON.stringify(target.vars)}`);
  }

  const storefrontKeys = Object.keys(checkouts).sort(); // after, before: interleaved in each scenario
  const rows: Array<{ scenario: Scenario; outcomes: Record<string, Outcome> }> = [];
  for (const scenario of wanted) {
    console.log(`bench: ${scenario.label} (${scenario.path})`);
    const on: Array<[string, Server]> = scenario.bare
      ? [[scenario.bare, servers[scenario.bare] as Server]]
      : storefrontKeys.map((key) => [key, servers[key] as Server]);
    rows.push({ scenario, outcomes: await measure(scenario, on) });
  }

  const storefrontTable = rows.find((r) => r.scenario.name === 'table-storefront')?.outcomes ?? {};
  /** Storefront table req/s over a bare baseline's, per storefront checkout. */
  const toBare = (key: BareKey) => {
    const bare = rows.find((r) => r.scenario.bare === key)?.outcomes[key];
    return Object.fromEntries(
      storefrontKeys.map((k) => {
        const o = storefrontTable[k];
        return [k, isMeasured(o) && isMeasured(bare) ? ratio(o.reqPerSec, bare.reqPerSec) : null];
      }),
    );
  };
  const storefrontToBare = toBare('bare');
  const storefrontToBareNode = toBare('bareNode');
  const afterToBefore = checkouts.before
    ? Object.fromEntries(
        rows
          .filter((r) => !r.scenario.bare)
          .map((r) => {
            const [b, a] = [r.outcomes.before, r.outcomes.after];
            const both = isMeasured(b) && isMeasured(a);
            return [
              r.scenario.name,
              {
                reqPerSec: both ? ratio(a.reqPerSec, b.reqPerSec) : null,
                p50Ms: both ? ratio(a.p50Ms, b.p50Ms) : null,
                workerdCpuMsPerRequest: both ? ratio(a.workerdCpuMsPerRequest, b.workerdCpuMsPerRequest) : null,
              },
            ];
          }),
      )
    : null;

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      /** Other work on the machine: the 1-minute load average when the bench started and ended. */
      loadAverage1m: { start: loadAtStart, end: round(os.loadavg()[0] ?? 0, 2) },
      node: process.version,
    },
    settings: {
      loadGenerator: 'autocannon',
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      runs: RUNS,
      pinned: pinned ? `server CPU ${SERVER_CPU}, load generator CPU ${LOAD_CPU} (taskset)` : false,
      server: 'wrangler dev (local workerd), React production build',
      productSku,
    },
    targets,
    storefrontToBare,
    storefrontToBareNode,
    afterToBefore,
    scenarios: rows.map(({ scenario, outcomes }) => ({ ...scenario, outcomes })),
  };
  const json = JSON.stringify(results, null, 2);
  writeFileSync(RESULTS_PATH, await format(json, { ...(await resolveConfig(RESULTS_PATH)), filepath: RESULTS_PATH }));

  console.log(`\n${table(rows, storefrontKeys)}\n`);
  const ratios = (r: Record<string, number | null>) => storefrontKeys.map((k) => `${k} ${r[k] ?? 'n/a'}`).join(', ');
  console.log(`storefront/bare req/s (table), bare with the edge build: ${ratios(storefrontToBare)}`);
  console.log(`storefront/bare req/s (table), bare with the Node build: ${ratios(storefrontToBareNode)}`);
  console.log(`CPU: utime+stime per request of the workerd running the worker. ⚠: see warning in ${RESULTS_PATH}.`);
}

try {
  await main();
} finally {
  await cleanup();
}
