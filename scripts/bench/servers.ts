// `wrangler dev` servers for the SSR and Lighthouse benchmarks: each in its own process group
// (npx -> wrangler -> workerd), optionally pinned to one CPU, its output in a log file (not piped
// through the bench, which would spend the load generator's CPU), stopped with its whole group.
// Also reads the CPU time a server's processes have used from /proc.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { DEV_VAR_ARGS } from '../dev-secrets';

const READY_TIMEOUT_MS = 240_000;
const CHILD_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };
/** A browser's user agent: Node's own counts as a bot, and bots get a fully-awaited render. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 argyle-bench';

export interface Server {
  name: string;
  baseUrl: string;
  /** Process group id (the group leader's pid). */
  pgid: number;
  logFile: string;
  child: ChildProcess;
}

const running = new Set<Server>();
const tempDirs = new Set<string>();

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(os.tmpdir(), `argyle-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

/** Pinning needs taskset and two CPUs: the server gets CPU 0, the bench (load generator) CPU 1. */
export const canPin = () => os.cpus().length >= 2 && spawnSync('taskset', ['--version']).status === 0;

/** Moves this process (every thread) to one CPU. */
export function pinSelf(cpu: number): void {
  const result = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(process.pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset failed: ${result.stderr}`);
}

/** Runs a command to completion in `cwd`; throws with its output's tail when it fails. */
export function runIn(cwd: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd, env: CHILD_ENV, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${`${result.stdout}${result.stderr}`.slice(-3000)}`);
  }
}

interface StartOptions {
  name: string;
  /** The checkout to run `npx wrangler dev` in (its own wrangler, node_modules and dist/). */
  cwd: string;
  port: number;
  /** Arguments after `wrangler dev` (config, vars, persist dir). */
  args: string[];
  /** Path whose 200 means ready. */
  readyPath: string;
  /** CPU to pin the server's processes to. */
  cpu?: number;
  /** A fixed inspector port (to profile the worker); default any free one. */
  inspectorPort?: number;
}

export async function startServer(options: StartOptions): Promise<Server> {
  const logFile = join(tempDir('log'), 'wrangler.log');
  const out = openSync(logFile, 'a');
  const wrangler = [
    'npx',
    'wrangler',
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
    // Port 0: any free inspector port, so several servers (and other checkouts' dev servers) coexist.
    '--inspector-port',
    String(options.inspectorPort ?? 0),
    '--show-interactive-dev-session',
    'false',
    ...options.args,
  ];
  const [command, ...args] = options.cpu === undefined ? wrangler : ['taskset', '-c', String(options.cpu), ...wrangler];
  const child = spawn(command as string, args, { cwd: options.cwd, detached: true, stdio: ['ignore', out, out], env: CHILD_ENV });
  if (child.pid === undefined) throw new Error(`Could not start ${options.name}`);
  const server: Server = { name: options.name, baseUrl: `http://127.0.0.1:${options.port}`, pgid: child.pid, logFile, child };
  running.add(server);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(server.baseUrl + options.readyPath, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  const log = readFileSync(logFile, 'utf8').slice(-3000);
  await stopServer(server);
  throw new Error(`${options.name} did not answer ${options.readyPath} on port ${options.port}:\n${log}`);
}

/** Seeds a fresh local state (D1 catalogue, KV content) for a storefront checkout; answers its directory. */
export function seedStorefront(checkout: string): string {
  const persistTo = tempDir('state');
  runIn(checkout, 'npx', ['tsx', 'kv-seed/seed.ts', '--persist-to', persistTo]);
  return persistTo;
}

/** `[vars]` of a checkout's wrangler.toml whose names say logging (LOG_LEVEL, ACCESS_LOG_SAMPLE_RATE, …). */
export function loggingVars(checkout: string): Record<string, string> {
  const toml = readFileSync(join(checkout, 'wrangler.toml'), 'utf8');
  const vars = toml.split(/^\[/m).find((section) => section.startsWith('vars]')) ?? '';
  const found: Record<string, string> = {};
  for (const m of vars.matchAll(/^([A-Z0-9_]*(?:LOG|SAMPL)[A-Z0-9_]*)\s*=\s*"([^"]*)"/gm)) found[m[1] as string] = m[2] as string;
  return found;
}

/** The benchmarks' worker (decision 055), relative to a checkout. */
const BENCH_WORKER = 'scripts/bench/worker.js';

/**
 * The storefront of a built checkout, with its benchmark table page and the development secrets:
 * the benchmarks' worker where the checkout has one, else (a checkout from before decision 055)
 * the shipped worker with its BENCH_ROUTES switch on. `vars` are passed as --var (they win over a
 * checkout's .dev.vars, so a local debug log level cannot leak into a measurement).
 */
export function startStorefront(
  name: string,
  checkout: string,
  port: number,
  vars: Record<string, string>,
  cpu?: number,
  inspectorPort?: number,
) {
  const dir = resolve(checkout);
  if (!existsSync(join(dir, 'dist', 'client-build.json'))) throw new Error(`${dir} has no client build: run npm run build there first`);
  const persistTo = seedStorefront(dir);
  const entry = existsSync(join(dir, BENCH_WORKER))
    ? { script: [BENCH_WORKER], vars }
    : { script: [], vars: { BENCH_ROUTES: 'true', ...vars } };
  const varArgs = Object.entries(entry.vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  return startServer({
    name,
    cwd: dir,
    port,
    cpu,
    inspectorPort,
    readyPath: '/builds/latest.json',
    args: [...entry.script, '--persist-to', persistTo, ...DEV_VAR_ARGS, ...varArgs],
  });
}

export async function stopServer(server: Server): Promise<void> {
  running.delete(server);
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-server.pgid, name);
    } catch {
      // the group is gone
    }
  };
  signal('SIGTERM');
  for (let i = 0; i < 50 && groupPids(server.pgid).length > 0; i++) await sleep(100);
  signal('SIGKILL'); // stragglers (workerd) even when the leader left
}

/** Stops every server and removes temp dirs; also on Ctrl-C. */
export async function cleanup(): Promise<void> {
  await Promise.all([...running].map(stopServer));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

for (const name of ['SIGINT', 'SIGTERM'] as const) {
  process.once(name, () => {
    console.error(`\nbench: ${name}, stopping servers`);
    void cleanup().finally(() => process.exit(name === 'SIGINT' ? 130 : 143));
  });
}

// ---- CPU time from /proc -------------------------------------------------------------------------

interface ProcStat {
  pid: number;
  comm: string;
  pgrp: number;
  /** utime + stime in clock ticks. */
  ticks: number;
}

function procStat(pid: string): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm may hold spaces and parentheses: the fields after it start after the last ')'.
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' '); // fields[0] is field 3 (state)
    return { pid: Number(pid), comm, pgrp: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // gone meanwhile
  }
}

function groupStats(pgid: number): ProcStat[] {
  if (!existsSync('/proc/self/stat')) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(procStat)
    .filter((s): s is ProcStat => s !== undefined && s.pgrp === pgid);
}

const groupPids = (pgid: number) => groupStats(pgid).map((s) => s.pid);

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

export interface CpuTime {
  /** CPU ms used so far by the workerd that runs the worker. */
  workerdMs: number;
  /**
   * CPU ms of the whole group: that workerd, wrangler's proxy workerd (it owns the public port and
   * forwards every request and answer) and wrangler's Node process (it prints the logs).
   */
  totalMs: number;
}

/** wrangler's proxy: the workerd listening on the server's own port. */
const isProxy = (pid: number, port: string) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`entry=127.0.0.1:${port}`);
  } catch {
    return false;
  }
};

/** CPU time a server's processes have used so far (null without /proc). Exited processes are not counted: read before and after. */
export function cpuTime(server: Server): CpuTime | null {
  const stats = groupStats(server.pgid);
  if (stats.length === 0) return null;
  const port = new URL(server.baseUrl).port;
  const ms = (list: ProcStat[]) => (list.reduce((sum, s) => sum + s.ticks, 0) * 1000) / TICKS_PER_SECOND;
  return { workerdMs: ms(stats.filter((s) => s.comm === 'workerd' && !isProxy(s.pid, port))), totalMs: ms(stats) };
}

/** The short commit of a checkout, with `+dirty` when it has uncommitted changes. */
export function commitOf(checkout: string): string {
  const git = (...args: string[]) => spawnSync('git', ['-C', checkout, ...args], { encoding: 'utf8' }).stdout.trim();
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  return git('status', '--porcelain', '--untracked-files=no') ? `${commit}+dirty` : commit;
}
