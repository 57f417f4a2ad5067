// Where an uncached page's server CPU goes (decision 030): starts a built checkout's
// storefront under `wrangler dev` (the benchmarks' worker, fresh seeded state, production logging
// vars), warms it, then samples workerd's V8 profiler over the DevTools protocol while it serves
// sequential requests for fresh URLs (a `_bench` query parameter each, so none is an edge-cache
// hit), and prints self time per bundled module: ms per request and share of busy time.
//
//   npx tsx scripts/bench/ssr-profile.ts [--checkout .] [--pages product,listing,home,table]
//                                         [--requests 60] [--top 25] [--json out.json]
//                                         [--keep-bundle out.js] [--cpuprofile prefix]
//
// Modules come from esbuild's `// path` comments in the bundle wrangler dev writes (no source
// maps needed). `(program)` is native work outside JS (I/O, D1, KV, the Cache API); `(idle)` is
// left out. The profiler samples wall time: on a busy machine every figure is inflated, so read
// the shares. Ports: BENCH_PORT_BASE + 3 (server) and + 4 (its inspector).
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { BROWSER_USER_AGENT, cleanup, loggingVars, startStorefront, type Server } from './servers';

const { values } = parseArgs({
  options: {
    checkout: { type: 'string', default: '.' },
    pages: { type: 'string', default: 'product,listing,home,table' },
    requests: { type: 'string', default: '60' },
    top: { type: 'string', default: '25' },
    json: { type: 'string' },
    functions: { type: 'string', default: '0' },
    'keep-bundle': { type: 'string' },
    cpuprofile: { type: 'string' },
  },
});
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8851);
const PORT = PORT_BASE + 3;
const INSPECTOR_PORT = PORT_BASE + 4;
const REQUESTS = Number(values.requests);
const INTERVAL_US = 200;
const HEADERS = { 'user-agent': BROWSER_USER_AGENT, accept: 'text/html', 'cf-ipcountry': 'GB' };

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// ---- DevTools protocol -----------------------------------------------------------------------------

type WsClass = new (url: string) => {
  on(event: string, listener: (data: unknown) => void): void;
  send(data: string): void;
  close(): void;
};

async function connect(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const target = targets[0];
  if (!target) throw new Error('profile: no inspector target');
  // The `ws` client (miniflare's): wrangler's inspector proxy refuses Node's built-in WebSocket.
  const socket = new (createRequire(import.meta.url)('ws') as WsClass)(target.webSocketDebuggerUrl);
  await new Promise((done, fail) => {
    socket.on('open', done);
    socket.on('error', fail);
  });
  let next = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((done) => {
      const id = ++next;
      pending.set(id, done as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}

// ---- bundle lines -> modules -------------------------------------------------------------------------

/** wrangler dev names its bundle after the entry: the shipped worker's index.ts or the benchmarks' worker.js. */
const BUNDLE_NAMES = ['index.js', 'worker.js'];
const isBundle = (url: string) => BUNDLE_NAMES.some((name) => url === name || url.endsWith(`/${name}`));

/** The newest bundle wrangler dev wrote in the checkout, as [first line, module] pairs in order. */
function bundleModules(checkout: string): Array<[number, string]> {
  const tmp = join(checkout, '.wrangler', 'tmp');
  const newest = readdirSync(tmp)
    .filter((d) => d.startsWith('dev-'))
    .flatMap((d) => BUNDLE_NAMES.map((name) => join(tmp, d, name)))
    .filter((f) => {
      try {
        return statSync(f).isFile();
      } catch {
        return false;
      }
    })
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) throw new Error(`profile: no bundle under ${tmp}`);
  console.log(`profile: modules from ${newest}`);
  if (values['keep-bundle']) copyFileSync(newest, values['keep-bundle']);
  const starts: Array<[number, string]> = [];
  readFileSync(newest, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const m = /^\/\/ ((?:\.\.\/)*[\w@.\-/]+\.(?:[cm]?js|tsx?|json))$/.exec(line);
      if (m) starts.push([i, m[1] as string]);
    });
  return starts;
}

/** A module path as a reader wants it: the npm package, or the checkout's own file. */
function moduleName(path: string): string {
  const inModules = path.split('node_modules/').pop() as string;
  if (inModules !== path) {
    const parts = inModules.split('/');
    const pkg = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    // React's server renderer and the router/query cores are worth telling apart by file.
    return pkg === 'react-dom' || pkg?.startsWith('@tanstack') ? `${pkg} ${parts.at(-1)}` : (pkg as string);
  }
  return path.replace(/^(\.\.\/)+/, '');
}

function moduleAt(starts: Array<[number, string]>, line: number): string {
  let lo = 0;
  let hi = starts.length - 1;
  let found = '(bundle prelude)';
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [start, path] = starts[mid] as [number, string];
    if (start <= line) {
      found = path;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function selfTimes(profile: Profile, starts: Array<[number, string]>, byFunction = false): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const { url, functionName, lineNumber } = node.callFrame;
    let key: string;
    if (!url) key = functionName.startsWith('(') ? functionName : `native ${functionName}`;
    else if (isBundle(url)) key = moduleName(moduleAt(starts, lineNumber));
    else key = url.includes('middleware') ? `wrangler ${url.split('/').pop()}` : url.split('/').pop() || url;
    if (byFunction) key = `${key} ${functionName || '(anonymous)'}:${lineNumber + 1}`;
    // A gap far above the interval is time the thread was not running (another process had the
    // core): count at most two intervals, or that wait lands on whatever function it interrupted.
    const delta = Math.min(profile.timeDeltas[i] ?? 0, 2 * INTERVAL_US);
    times.set(key, (times.get(key) ?? 0) + delta / 1000);
  });
  return times;
}

// ---- main --------------------------------------------------------------------------------------------

async function main() {
  const checkout = resolve(values.checkout);
  const products = JSON.parse(readFileSync(join(checkout, 'kv-seed/catalogue/products.json'), 'utf8')) as Array<{ sku: string }>;
  const sku = products[Math.floor(products.length / 2)]?.sku;
  const paths: Record<string, string> = {
    product: `/uk/product/${sku}`,
    listing: '/uk/adults/socks',
    home: '/uk',
    table: '/uk/bench/ssr-table',
  };
  const server: Server = await startStorefront('profiled', checkout, PORT, loggingVars(checkout), undefined, INSPECTOR_PORT);
  const starts = bundleModules(checkout);
  const inspector = await connect(INSPECTOR_PORT);
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: INTERVAL_US });
  const report: Record<string, { msPerRequest: Record<string, number>; busyMsPerRequest: number }> = {};
  let n = 0;
  const get = async (path: string) => {
    const res = await fetch(`${server.baseUrl}${path}${path.includes('?') ? '&' : '?'}_bench=p${Date.now().toString(36)}${++n}`, {
      headers: HEADERS,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`profile: ${path} answered ${res.status}`);
  };
  for (const page of values.pages.split(',')) {
    const path = paths[page];
    if (!path) throw new Error(`profile: unknown page ${page}`);
    for (let i = 0; i < 15; i++) await get(path); // warm: JIT, KV, D1 pages
    await inspector.send('Profiler.start');
    for (let i = 0; i < REQUESTS; i++) await get(path);
    const { profile } = await inspector.send<{ profile: Profile }>('Profiler.stop');
    // The raw profile, for DevTools' Performance panel or a call-tree script (inclusive times).
    if (values.cpuprofile) writeFileSync(`${values.cpuprofile}-${page}.cpuprofile`, JSON.stringify(profile));
    const times = selfTimes(profile, starts);
    times.delete('(idle)');
    const busy = [...times.values()].reduce((a, b) => a + b, 0);
    const sorted = [...times].sort((a, b) => b[1] - a[1]);
    report[page] = { busyMsPerRequest: busy / REQUESTS, msPerRequest: Object.fromEntries(sorted.map(([k, v]) => [k, v / REQUESTS])) };
    console.log(`\n${page} (${path}): ${(busy / REQUESTS).toFixed(2)} ms busy per request, ${REQUESTS} requests`);
    for (const [key, ms] of sorted.slice(0, Number(values.top)))
      console.log(`  ${((ms / busy) * 100).toFixed(1).padStart(5)}%  ${(ms / REQUESTS).toFixed(2).padStart(6)} ms  ${key}`);
    const functions = [...selfTimes(profile, starts, true)].sort((a, b) => b[1] - a[1]).slice(0, Number(values.functions));
    if (functions.length > 0) console.log('  by function:');
    for (const [key, ms] of functions)
      console.log(`  ${((ms / busy) * 100).toFixed(1).padStart(5)}%  ${(ms / REQUESTS).toFixed(2).padStart(6)} ms  ${key}`);
  }
  inspector.close();
  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
