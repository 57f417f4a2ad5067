// Catalogue benchmark: server time of suggest, search, a listing and a product (the catalogue
// API) and SSR requests per second of a listing and a product page, at several catalogue sizes.
//
//   npx tsx scripts/bench/catalogue.ts [--sizes 400,10000] [--duration 10] [--concurrency 8] [--requests 50]
//
// Per size, from nothing: a fresh temp persist dir; `kv-seed/seed.ts --persist-to` (D1 migrations,
// the committed catalogue, KV content; it also rewrites dist/catalogue-seed.sql, as seed:local
// does); for sizes other than 400 a generated catalogue (kv-seed/catalogue/generate.ts --count N,
// then d1-seed.ts) loaded over it with `wrangler d1 execute --file` (its SQL empties the catalogue
// tables first); a COUNT(*) check; then `wrangler dev` on a free loopback port.
// Size 400 means the committed seed (kv-seed/catalogue/products.json, 420 products).
//
// Measured on loopback only, in bounded loops: `--requests` sequential requests per API call after
// a warm-up, and `--concurrency` clients for `--duration` seconds per page (and at most
// 100,000 requests; each request times out after 30 s). Client times are fetch-to-last-byte;
// against a local wrangler dev they are dominated by server time. "Worker" times are the worker's
// own access-log `durationMs`, matched by the x-request-id we send (wrangler dev runs at its
// default log level, which prints those lines); nothing is added to the worker. For streamed SSR
// pages that is the time to the Response, not to the last byte. Local workerd, not production:
// compare sizes, not absolute numbers; other load on the machine shows in the figures.
//
// Prints Markdown tables and writes scripts/bench/results.json. Needs a client build (dist/):
// `npm run build:client`. wrangler dev and every temp dir are removed at the end, on errors and
// on SIGINT/SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { format, resolveConfig } from 'prettier';
import { DEV_VAR_ARGS } from '../dev-secrets';

const RESULTS_PATH = 'scripts/bench/results.json';
const COMMITTED_SIZE = 400; // alias of the committed catalogue
const COMMITTED_PRODUCTS = 'kv-seed/catalogue/products.json';
const STOREFRONT = 'uk';
const LISTING_SLUGS = 'adults/socks';
const WARMUP = 5;
const REQUEST_TIMEOUT_MS = 30_000;
const READY_TIMEOUT_MS = 180_000;
const MAX_THROUGHPUT_REQUESTS = 100_000; // a second bound besides --duration
// A browser's user agent: Node's own ("node") counts as a bot, and bots get a fully-awaited render.
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 argyle-bench';
const CHILD_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };

interface Options {
  sizes: number[];
  duration: number;
  concurrency: number;
  requests: number;
}

interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

interface ServerTime {
  label: string;
  path: string;
  client: Stats;
  worker: Stats | null;
  status: number;
  bytes: number;
  note: string;
  /** Requests repeated after a connection error (wrangler dev reloads when watched files change). */
  retries: number;
  reloads: number;
}

interface Throughput {
  label: string;
  path: string;
  concurrency: number;
  seconds: number;
  ok: number;
  other: number;
  errors: number;
  rps: number;
  client: Stats;
  worker: Stats | null;
  bytes: number;
  reloads: number;
}

interface SizeResult {
  size: number;
  products: number;
  source: string;
  productSku: string;
  setupSeconds: { generate: number; seed: number; load: number; start: number };
  /** 1-minute load average before and after measuring: other work on the machine skews the figures. */
  loadAverage: { before: number; after: number };
  serverTime: ServerTime[];
  ssr: Throughput[];
}

// ---- options -----------------------------------------------------------------------------------

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { sizes: [400, 10_000], duration: 10, concurrency: 8, requests: 50 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const number = Number(value);
    if (flag === '--sizes' && value) options.sizes = value.split(',').map((s) => positive(Number(s), flag));
    else if (flag === '--duration') options.duration = positive(number, flag);
    else if (flag === '--concurrency') options.concurrency = positive(number, flag);
    else if (flag === '--requests') options.requests = positive(number, flag);
    else
      throw new Error(
        `Unknown or incomplete argument ${flag}. Usage: catalogue.ts [--sizes 400,10000] [--duration 10] [--concurrency 8] [--requests 50]`,
      );
  }
  return options;
}

function positive(value: number, flag: string): number {
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) throw new Error(`${flag} expects a positive integer`);
  return value;
}

// ---- child processes and cleanup ---------------------------------------------------------------

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

/** Kills a child's whole process group (npx -> wrangler -> workerd), politely then firmly. */
async function killGroup(child: ChildProcess): Promise<void> {
  children.delete(child);
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // the group is gone already
    }
  };
  signal('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(5_000).then(() => true)]);
  signal('SIGKILL'); // stragglers of the group (workerd) even when the leader left
  if (timedOut) await Promise.race([exited, sleep(2_000)]);
}

async function cleanup(): Promise<void> {
  await Promise.all([...children].map(killGroup));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

function onSignal(signal: NodeJS.Signals) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping wrangler dev and removing temp dirs`);
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

function tempDir(): string {
  const dir = mkdtempSync(join(os.tmpdir(), 'argyle-bench-'));
  tempDirs.add(dir);
  return dir;
}

/** Spawns a command in its own process group, tracked for cleanup. */
function spawnGroup(command: string, args: readonly string[]): ChildProcess {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: CHILD_ENV });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Runs a command to completion; answers its stdout, or throws with the tail of its output. */
function run(command: string, args: readonly string[]): Promise<string> {
  const child = spawnGroup(command, args);
  let stdout = '';
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => ((stdout += chunk), (output += chunk)));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-3000)}`));
    });
  });
}

async function timed<T>(step: string, task: () => Promise<T>): Promise<[T, number]> {
  process.stdout.write(`bench: ${step}… `);
  const started = performance.now();
  const result = await task();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${seconds.toFixed(1)} s`);
  return [result, seconds];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---- catalogue and local state -----------------------------------------------------------------

interface Catalogue {
  productsPath: string;
  sqlPath: string | null; // null: the committed seed, which seed.ts loads itself
  products: number;
  productSku: string;
}

function readCatalogue(productsPath: string, sqlPath: string | null): Catalogue {
  const products = JSON.parse(readFileSync(productsPath, 'utf8')) as { sku: string }[];
  const middle = products[Math.floor(products.length / 2)];
  if (!middle) throw new Error(`No products in ${productsPath}`);
  return { productsPath, sqlPath, products: products.length, productSku: middle.sku };
}

async function prepareCatalogue(size: number, workDir: string): Promise<Catalogue> {
  if (size === COMMITTED_SIZE) return readCatalogue(COMMITTED_PRODUCTS, null);
  const productsPath = join(workDir, 'products.json');
  const sqlPath = join(workDir, 'catalogue.sql');
  await run('npx', ['tsx', 'kv-seed/catalogue/generate.ts', '--count', String(size), '--out', productsPath]);
  await run('npx', ['tsx', 'kv-seed/catalogue/d1-seed.ts', '--in', productsPath, '--out', sqlPath]);
  return readCatalogue(productsPath, sqlPath);
}

const d1 = (persistDir: string, ...args: string[]) =>
  run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistDir, ...args]);

async function productCount(persistDir: string): Promise<number> {
  const out = await d1(persistDir, '--json', '--command', 'SELECT COUNT(*) AS n FROM products');
  const parsed = JSON.parse(out.slice(out.indexOf('['))) as { results: { n: number }[] }[];
  return parsed[0]?.results[0]?.n ?? 0;
}

// ---- wrangler dev ------------------------------------------------------------------------------

interface DevServer {
  baseUrl: string;
  child: ChildProcess;
  /** Worker access-log durationMs by `${requestId} ${path}`. */
  workerMs: Map<string, number>;
  output: string[];
  /** Reloads so far: wrangler dev restarts the worker when a watched file (worker/, dist/client) changes. */
  reloads: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

async function startDevServer(persistDir: string): Promise<DevServer> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  // Default log level ("log"): the worker's access-log lines are printed only from that level.
  const args = ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort)];
  const child = spawnGroup('npx', [
    ...args,
    ...DEV_VAR_ARGS,
    // The search service is what is measured: no edge-cache hits for repeated requests (decision 024).
    '--var',
    'PAGE_CACHE:off',
    '--persist-to',
    persistDir,
    '--show-interactive-dev-session',
    'false',
  ]);
  const server: DevServer = { baseUrl: `http://127.0.0.1:${port}`, child, workerMs: new Map(), output: [], reloads: 0 };
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => collectLine(server, line));
  }
  await waitReady(server);
  return server;
}

function collectLine(server: DevServer, line: string): void {
  if (line.startsWith('{"level"')) {
    try {
      const entry = JSON.parse(line) as { message?: string; requestId?: string; path?: string; durationMs?: number };
      if (entry.message === 'request' && entry.requestId?.startsWith('bench-') && typeof entry.durationMs === 'number') {
        server.workerMs.set(`${entry.requestId} ${entry.path}`, entry.durationMs);
        return;
      }
    } catch {
      // not a log line after all
    }
  }
  if (/Reloading local server|Detected changes/.test(line)) server.reloads++;
  server.output.push(line);
  if (server.output.length > 60) server.output.shift();
}

async function waitReady(server: DevServer): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      const res = await fetch(`${server.baseUrl}/builds/latest.json`, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`wrangler dev did not answer /builds/latest.json:\n${server.output.join('\n')}`);
}

// ---- measuring ---------------------------------------------------------------------------------

let requestCounter = 0;

interface Sample {
  ms: number;
  status: number;
  bytes: number;
  id: string;
  body: string;
}

async function request(server: DevServer, path: string, keepBody = false): Promise<Sample> {
  const id = `bench-${++requestCounter}`;
  const started = performance.now();
  const res = await fetch(server.baseUrl + path, {
    headers: { 'user-agent': USER_AGENT, 'x-request-id': id },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const buffer = await res.arrayBuffer();
  const ms = performance.now() - started;
  return { ms, status: res.status, bytes: buffer.byteLength, id, body: keepBody ? new TextDecoder().decode(buffer) : '' };
}

/** A request that waits for wrangler dev and tries again (3 times at most) after a connection error. */
async function steadyRequest(server: DevServer, path: string, retries: { count: number }, keepBody = false): Promise<Sample> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request(server, path, keepBody);
    } catch (error) {
      if (attempt >= 3 || server.child.exitCode !== null) throw error;
      retries.count++;
      await waitReady(server);
    }
  }
}

function stats(values: readonly number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { n: sorted.length, p50: round(rank(50)), p95: round(rank(95)), max: round(sorted.at(-1) ?? NaN) };
}

/** The worker's durationMs of the given requests, once their log lines have arrived (2 s at most). */
async function workerStats(server: DevServer, ids: readonly string[], path: string): Promise<Stats | null> {
  const pathname = new URL(path, server.baseUrl).pathname;
  const keys = ids.map((id) => `${id} ${pathname}`);
  for (let i = 0; i < 20 && !keys.every((k) => server.workerMs.has(k)); i++) await sleep(100);
  const values = keys.map((k) => server.workerMs.get(k)).filter((v): v is number => v !== undefined);
  for (const k of keys) server.workerMs.delete(k);
  return values.length > 0 ? stats(values) : null;
}

/** A short description of an API answer, to show the query did what it should. */
function describe(body: string): string {
  try {
    const json = JSON.parse(body) as {
      total?: number;
      items?: unknown[];
      products?: unknown[];
      recommendations?: unknown[];
      similar?: unknown[];
    };
    if (typeof json.total === 'number') return `${json.total} matches, ${json.products?.length ?? 0} on the page`;
    if (Array.isArray(json.items)) return `${json.items.length} suggestions`;
    if (Array.isArray(json.recommendations)) return `${json.recommendations.length} recommendations, ${json.similar?.length ?? 0} similar`;
  } catch {
    // not JSON
  }
  return '';
}

async function measureServerTime(server: DevServer, label: string, path: string, requests: number): Promise<ServerTime> {
  const [retries, reloads] = [{ count: 0 }, server.reloads];
  const first = await steadyRequest(server, path, retries, true);
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${first.body.slice(0, 300)}`);
  for (let i = 1; i < WARMUP; i++) await steadyRequest(server, path, retries);
  const samples: Sample[] = [];
  for (let i = 0; i < requests; i++) samples.push(await steadyRequest(server, path, retries));
  const bad = samples.filter((s) => s.status !== 200).length;
  if (bad > 0) throw new Error(`${path}: ${bad} of ${requests} requests did not answer 200`);
  const worker = await workerStats(
    server,
    samples.map((s) => s.id),
    path,
  );
  const client = stats(samples.map((s) => s.ms));
  return {
    label,
    path,
    client,
    worker,
    status: 200,
    bytes: first.bytes,
    note: describe(first.body),
    retries: retries.count,
    reloads: server.reloads - reloads,
  };
}

async function measureThroughput(server: DevServer, label: string, path: string, options: Options): Promise<Throughput> {
  for (let i = 0; i < WARMUP; i++) {
    const warm = await steadyRequest(server, path, { count: 0 });
    if (warm.status !== 200) throw new Error(`${path} answered ${warm.status}`);
  }
  const samples: Sample[] = [];
  const reloads = server.reloads;
  let [issued, errors] = [0, 0];
  const started = performance.now();
  const deadline = started + options.duration * 1000;
  const client = async () => {
    while (performance.now() < deadline && issued < MAX_THROUGHPUT_REQUESTS) {
      issued++;
      try {
        samples.push(await request(server, path));
      } catch {
        errors++;
        await sleep(100); // a reloading server refuses at once: do not spin
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300);
  const worker = await workerStats(
    server,
    ok.map((s) => s.id),
    path,
  );
  return {
    label,
    path,
    concurrency: options.concurrency,
    seconds: Math.round(seconds * 10) / 10,
    ok: ok.length,
    other: samples.length - ok.length,
    errors,
    rps: Math.round((ok.length / seconds) * 10) / 10,
    client: stats(ok.map((s) => s.ms)),
    worker,
    bytes: ok[0]?.bytes ?? 0,
    reloads: server.reloads - reloads,
  };
}

// ---- one size ----------------------------------------------------------------------------------

async function benchSize(size: number, options: Options): Promise<SizeResult> {
  console.log(`\nbench: ---- ${size === COMMITTED_SIZE ? 'committed catalogue' : `${size} products`} ----`);
  const workDir = tempDir();
  const persistDir = join(workDir, 'state');
  const [catalogue, generate] = await timed('catalogue JSON + SQL', () => prepareCatalogue(size, workDir));
  const [, seed] = await timed('seed.ts (migrations, committed catalogue, KV content)', () =>
    run('npx', ['tsx', 'kv-seed/seed.ts', '--persist-to', persistDir]),
  );
  const [, load] = await timed(`load ${catalogue.products} products (wrangler d1 execute --file)`, async () => {
    if (catalogue.sqlPath) await d1(persistDir, '--file', catalogue.sqlPath);
    const count = await productCount(persistDir);
    if (count !== catalogue.products) throw new Error(`D1 holds ${count} products, expected ${catalogue.products}`);
  });
  const [server, start] = await timed('wrangler dev ready', () => startDevServer(persistDir));
  try {
    const loadBefore = round1(os.loadavg()[0] ?? 0);
    const api = `/api/catalogue/${STOREFRONT}`;
    const serverTime: ServerTime[] = [];
    for (const [label, path] of [
      ['suggest `stri` (limit 8)', `${api}/suggest?term=stri&limit=8`],
      ['search `stripe`', `${api}/search?term=stripe`],
      [`listing API ${LISTING_SLUGS}`, `${api}/listing/${LISTING_SLUGS}`],
      // A shopper's choice: the other facets are counted over the matches, not precomputed (decision 027).
      [`listing API ${LISTING_SLUGS}?colours=red`, `${api}/listing/${LISTING_SLUGS}?colours=red`],
      ["product API (the product page's data)", `${api}/product/${catalogue.productSku}`],
    ] as const) {
      const [result] = await timed(`server time: ${label}`, () => measureServerTime(server, label, path, options.requests));
      serverTime.push(result);
    }
    const ssr: Throughput[] = [];
    for (const [label, path] of [
      [`listing page /${STOREFRONT}/${LISTING_SLUGS}`, `/${STOREFRONT}/${LISTING_SLUGS}`],
      ['product page', `/${STOREFRONT}/product/${catalogue.productSku}`],
    ] as const) {
      const [result] = await timed(`SSR throughput: ${label}`, () => measureThroughput(server, label, path, options));
      ssr.push(result);
    }
    return {
      size,
      products: catalogue.products,
      source: catalogue.sqlPath ? `generated (generate.ts --count ${size})` : COMMITTED_PRODUCTS,
      productSku: catalogue.productSku,
      setupSeconds: { generate: round1(generate), seed: round1(seed), load: round1(load), start: round1(start) },
      loadAverage: { before: loadBefore, after: round1(os.loadavg()[0] ?? 0) },
      serverTime,
      ssr,
    };
  } catch (error) {
    const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
    throw new Error(`${error instanceof Error ? error.message : String(error)}${cause}\nwrangler dev said:\n${server.output.join('\n')}`, {
      cause: error,
    });
  } finally {
    await killGroup(server.child);
    rmSync(workDir, { recursive: true, force: true });
    tempDirs.delete(workDir);
  }
}

const round1 = (v: number) => Math.round(v * 10) / 10;

// ---- reporting ---------------------------------------------------------------------------------

const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(v < 10 ? 1 : 0));
const count = (n: number) => n.toLocaleString('en-GB');

const reloadNote = (reloads: number) => (reloads > 0 ? ` ⚠ wrangler dev reloaded ${reloads}× meanwhile` : '');

function sizeTable(result: SizeResult): string {
  const lines = [
    `### ${count(result.products)} products (${result.source})`,
    '',
    '| Request | n | p50 ms | p95 ms | max ms | worker p50 / p95 ms | answer |',
    '| --- | --: | --: | --: | --: | --: | --- |',
    ...result.serverTime.map(
      (r) =>
        `| ${r.label} | ${r.client.n} | ${ms(r.client.p50)} | ${ms(r.client.p95)} | ${ms(r.client.max)} | ${ms(r.worker?.p50)} / ${ms(r.worker?.p95)} | ${r.note}${r.retries > 0 ? `; ${r.retries} retried` : ''}${reloadNote(r.reloads)} |`,
    ),
    '',
    '| SSR page | clients × s | req/s | 2xx | other / errors | p50 ms | p95 ms | worker p50 ms | KB |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...result.ssr.map(
      (r) =>
        `| ${r.label} | ${r.concurrency} × ${r.seconds} | ${r.rps} | ${r.ok} | ${r.other} / ${r.errors} | ${ms(r.client.p50)} | ${ms(r.client.p95)} | ${ms(r.worker?.p50)} | ${Math.round(r.bytes / 1024)}${reloadNote(r.reloads)} |`,
    ),
    '',
    `Product page: /${STOREFRONT}/product/${result.productSku}. Setup: generate ${result.setupSeconds.generate} s, seed ${result.setupSeconds.seed} s, load ${result.setupSeconds.load} s, wrangler dev ${result.setupSeconds.start} s. Load average (1 min) ${result.loadAverage.before} before, ${result.loadAverage.after} after.`,
  ];
  return lines.join('\n');
}

function summaryTable(results: readonly SizeResult[]): string {
  const header = `| Measure (loopback, local wrangler dev) | ${results.map((r) => `${count(r.products)} products`).join(' | ')} |`;
  const rows = [
    ...(results[0]?.serverTime ?? []).map(
      (_, i) =>
        `| ${results[0]!.serverTime[i]!.label}: p50 / p95 ms | ${results.map((r) => `${ms(r.serverTime[i]?.client.p50)} / ${ms(r.serverTime[i]?.client.p95)}`).join(' | ')} |`,
    ),
    ...(results[0]?.ssr ?? []).map(
      (_, i) =>
        `| SSR ${results[0]!.ssr[i]!.label}: req/s (p50 ms) | ${results.map((r) => `${r.ssr[i]?.rps} (${ms(r.ssr[i]?.client.p50)})`).join(' | ')} |`,
    ),
  ];
  return [header, `| --- | ${results.map(() => '--:').join(' | ')} |`, ...rows].join('\n');
}

async function versionOf(command: string, args: readonly string[]): Promise<string> {
  try {
    return (await run(command, args)).trim().split('\n').at(-1) ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    benchNode: process.version,
    wranglerNode: await versionOf('npx', ['node', '--version']),
    wrangler: `wrangler ${await versionOf('npx', ['wrangler', '--version'])}`,
    server: 'wrangler dev (local workerd, miniflare D1/KV), not production',
    loadAverageAtStart: os.loadavg().map(round1),
  };
}

async function writeResults(data: unknown): Promise<void> {
  const json = JSON.stringify(data, null, 2);
  const config = (await resolveConfig(RESULTS_PATH)) ?? {};
  writeFileSync(RESULTS_PATH, await format(json, { ...config, parser: 'json' }));
}

// ---- main --------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (!existsSync('dist/client-build.json') || !existsSync('dist/client'))
    throw new Error('No client build in dist/: run `npm run build:client` first');
  onSignal('SIGINT');
  onSignal('SIGTERM');
  const about = await machine();
  const started = new Date().toISOString();
  const results: SizeResult[] = [];
  for (const size of options.sizes) results.push(await benchSize(size, options));

  console.log(`\n## Catalogue benchmark (${started.slice(0, 10)})\n`);
  console.log(
    `Machine: ${about.cpus} × ${about.cpuModel}, ${about.memoryGiB} GiB; bench on Node ${about.benchNode}, ${about.wrangler} on Node ${about.wranglerNode}; ${about.server}.\n`,
  );
  for (const result of results) console.log(`${sizeTable(result)}\n`);
  console.log(`${summaryTable(results)}\n`);
  await writeResults({ date: started, machine: about, options: { ...options, warmup: WARMUP, userAgent: USER_AGENT }, results });
  console.log(`bench: wrote ${RESULTS_PATH}`);
}

try {
  await main();
} catch (error) {
  console.error(`\nbench: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
