// Checkout under load with a failing payment origin: `--shoppers` concurrent shoppers
// (default 32) fill baskets in several markets and pay for `--duration` seconds (default 60) on
// loopback against a fresh `wrangler dev` (its own --persist-to state, seeded), while the embedded
// test provider fails `--fail-share` of its money-moving calls (TEST_PROVIDER_FAULT_SHARE: 5xx,
// timeouts and 704, before and after it processed them). Shoppers pay by card, are refused,
// redirect (iDEAL, Klarna, 3-D Secure) and approve or refuse on the hosted page, abandon, grow
// their basket mid-redirect, or pay from two tabs (checkout-shopper.ts).
//
// At the end, once the shop has sent its pending reversals, every authorisation is reconciled
// with every order in D1 (checkout-reconcile.ts). Prints orders paid, authorisations, mismatches,
// duplicates, 5xx answers and p50/p95 per call; exits 1 when mismatches, duplicates or 5xx are
// not 0 (2 when the bench itself failed).
//
//   npm run build && npm run bench:checkout -- [--shoppers 32] [--duration 60] [--fail-share 0.1]
//     [--port 8798] [--seed 1] [--settle 30] [--state <dir>: keep the state and log there]
//     [--scenarios basket-change,two-tabs: only these]
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEV_VAR_ARGS } from '../dev-secrets';
import { pendingReversals, readPaymentRows, readSchema } from './checkout-d1';
import { reconcile, type Reconciliation } from './checkout-reconcile';
import {
  Checkout,
  MARKETS,
  pick,
  pickScenario,
  runScenario,
  SCENARIOS,
  seededRandom,
  stockedSkus,
  type Scenario,
  type ShopperContext,
} from './checkout-shopper';
import { CallStats, type CallSummary } from './checkout-stats';
import { BROWSER_USER_AGENT, cleanup, commitOf, runIn, sleep, startServer, stopServer, tempDir } from './servers';

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '32' },
    duration: { type: 'string', default: '60' },
    'fail-share': { type: 'string', default: '0.1' },
    port: { type: 'string', default: '8798' },
    seed: { type: 'string', default: '1' },
    settle: { type: 'string', default: '30' },
    state: { type: 'string' },
    // Comma-separated scenario names (checkout-shopper.ts SCENARIOS): only these, e.g. basket-change.
    scenarios: { type: 'string' },
    checkout: { type: 'string', default: '.' },
  },
});
const SHOPPERS = Number(values.shoppers);
const DURATION_S = Number(values.duration);
const FAIL_SHARE = Number(values['fail-share']);
const PORT = Number(values.port);
const SEED = Number(values.seed);
const SETTLE_S = Number(values.settle);
const CHECKOUT = resolve(values.checkout);
for (const [name, n] of Object.entries({ SHOPPERS, DURATION_S, PORT, SEED, SETTLE_S })) {
  if (!Number.isFinite(n) || n < 0) throw new Error(`bench:checkout: bad ${name}: ${n}`);
}
if (!(FAIL_SHARE >= 0 && FAIL_SHARE <= 1)) throw new Error('bench:checkout: --fail-share is a number from 0 to 1');
const ONLY = values.scenarios?.split(',').map((s) => s.trim()) as Scenario[] | undefined;
for (const name of ONLY ?? [])
  if (!(name in SCENARIOS)) throw new Error(`bench:checkout: unknown scenario ${name} (${Object.keys(SCENARIOS).join(', ')})`);

/** The state directory: --state (kept, must be empty or new) or a temp one removed at the end. */
function stateDir(): string {
  if (!values.state) return tempDir('checkout-state');
  const dir = resolve(values.state);
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`--state ${dir} is not empty: the bench needs a fresh state`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Injected faults by kind, from the server's log lines (faults.ts logs each at warn). */
function faultsInLog(logFile: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('Test provider fault injected')) continue;
    const kind = /"kind":"([a-z-]+)"/.exec(line)?.[1] ?? 'unknown';
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

async function shop(ctx: ShopperContext, index: number, deadline: number, sessions: Map<string, number>) {
  const random = seededRandom(SEED * 100_003 + index);
  while (Date.now() < deadline) {
    const market = pick(random, MARKETS);
    const scenario = pickScenario(random, ONLY);
    sessions.set(scenario, (sessions.get(scenario) ?? 0) + 1);
    await runScenario(new Checkout(ctx, market, random), scenario, random);
  }
}

/** Waits until the shop has sent every reversal it owes (its cron, triggered here), at most SETTLE_S. */
async function settle(base: string, schema: ReturnType<typeof readSchema>): Promise<number> {
  await sleep(2000); // notifications and reversals in waitUntil
  const until = Date.now() + SETTLE_S * 1000;
  let pending = pendingReversals(CHECKOUT, persistTo, schema);
  while (pending > 0 && Date.now() < until) {
    await fetch(`${base}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
    await sleep(2000);
    pending = pendingReversals(CHECKOUT, persistTo, schema);
  }
  return pending;
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '–');
const list = (counts: Record<string, number> | Map<string, number>) =>
  [...(counts instanceof Map ? counts : Object.entries(counts))]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ') || 'none';

function printReport(r: Reconciliation, calls: CallSummary[], serverErrors: Record<string, number>, extra: Record<string, string>) {
  const fiveXX = Object.values(serverErrors).reduce((a, b) => a + b, 0);
  const mark = (n: number) => (n === 0 ? 'ok' : 'FAIL, must be 0');
  console.log(
    `\nbench:checkout  ${SHOPPERS} shoppers × ${DURATION_S} s, fail share ${FAIL_SHARE}, seed ${SEED}, commit ${commitOf(CHECKOUT)}`,
  );
  for (const [k, v] of Object.entries(extra)) console.log(`${k.padEnd(20)} ${v}`);
  console.log(
    `reconciliation       by ${r.mode === 'contract' ? 'orders.psp_reference (contract 0009)' : 'merchant reference (before 0009)'}`,
  );
  console.log(`orders               ${r.orders}`);
  console.log(`orders paid          ${r.ordersPaid}`);
  console.log(`authorisations       ${r.authorisations} (given back ${r.reversed}, reversals still pending ${r.reversalsPending})`);
  console.log(`mismatches           ${r.mismatches.length}  ${mark(r.mismatches.length)}`);
  for (const m of r.mismatches.slice(0, 10)) console.log(`  order ${m.orderId} ${m.pspReference ?? '-'}: ${m.reason}`);
  console.log(`duplicates           ${r.duplicates.length}  ${mark(r.duplicates.length)}`);
  for (const d of r.duplicates.slice(0, 10)) console.log(`  order ${d.orderId} ${d.pspReference}: ${d.reason}`);
  console.log(`5xx answers          ${fiveXX}  ${mark(fiveXX)}${fiveXX ? ` (${list(serverErrors)})` : ''}`);
  console.log('\n| call | calls | p50 | p95 | max | statuses |\n|---|---:|---:|---:|---:|---|');
  for (const c of calls.sort((a, b) => a.name.localeCompare(b.name))) {
    console.log(
      `| ${c.name} | ${c.count} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.max)} | ${list(Object.fromEntries(Object.entries(c.statuses)))} |`,
    );
  }
}

let persistTo = '';

async function main(): Promise<number> {
  if (!existsSync(join(CHECKOUT, 'dist', 'client-build.json'))) throw new Error(`${CHECKOUT} has no client build: run npm run build first`);
  persistTo = stateDir();
  console.error(`bench:checkout: seeding ${persistTo}`);
  runIn(CHECKOUT, 'npm', ['run', 'seed:local', '--', '--persist-to', persistTo]);
  // staging: the fault switch is refused with ENVIRONMENT=production (wrangler.toml's). Test
  // payments are allowed explicitly; logs kept to warnings (each injected fault is one).
  const vars = {
    ENVIRONMENT: 'staging',
    ALLOW_TEST_PAYMENTS: 'true',
    TEST_PROVIDER_FAULT_SHARE: String(FAIL_SHARE),
    LOG_LEVEL: 'warn',
    ACCESS_LOG_SAMPLE_RATE: '0',
  };
  console.error(`bench:checkout: starting wrangler dev on port ${PORT}`);
  const server = await startServer({
    name: 'checkout',
    cwd: CHECKOUT,
    port: PORT,
    readyPath: '/builds/latest.json',
    args: [
      '--persist-to',
      persistTo,
      '--test-scheduled',
      ...DEV_VAR_ARGS,
      ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
    ],
  });
  try {
    const base = server.baseUrl;
    const skus = stockedSkus(CHECKOUT);
    const outcomes = new Map<string, number>();
    const ctx: ShopperContext = { base, stats: new CallStats(), skus, outcomes, userAgent: BROWSER_USER_AGENT };
    // Warm-up (loads the worker, the catalogue, the Durable Object class): not timed.
    await runScenario(
      new Checkout({ ...ctx, stats: new CallStats(), outcomes: new Map() }, MARKETS[0]!, seededRandom(SEED)),
      'card',
      seededRandom(SEED),
    );
    console.error(`bench:checkout: ${SHOPPERS} shoppers for ${DURATION_S} s`);
    const sessions = new Map<string, number>();
    const started = performance.now();
    const deadline = Date.now() + DURATION_S * 1000;
    await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shop(ctx, i, deadline, sessions)));
    const seconds = (performance.now() - started) / 1000;
    console.error('bench:checkout: settling and reconciling');
    const schema = readSchema(CHECKOUT, persistTo);
    await settle(base, schema);
    const rows = readPaymentRows(CHECKOUT, persistTo, schema);
    const result = reconcile(rows.orders, rows.payments, rows.reversals);
    const faults = faultsInLog(server.logFile);
    const totalSessions = [...sessions.values()].reduce((a, b) => a + b, 0);
    const calls = ctx.stats.summaries();
    const callCount = calls.reduce((sum, c) => sum + c.count, 0);
    printReport(result, calls, ctx.stats.serverErrors(), {
      checkouts: `${totalSessions} in ${seconds.toFixed(1)} s (${list(sessions)})`,
      calls: `${callCount} (${(callCount / seconds).toFixed(1)}/s), no answer ${ctx.stats.unanswered()}`,
      'faults injected': `${Object.values(faults).reduce((a, b) => a + b, 0)} (${list(faults)})`,
      'shopper outcomes': list(outcomes),
      'refusals (4xx, 5xx)': list(ctx.stats.refusalCodes()),
    });
    if (values.state) copyFileSync(server.logFile, join(persistTo, 'wrangler.log'));
    const fiveXX = Object.keys(ctx.stats.serverErrors()).length;
    return result.mismatches.length > 0 || result.duplicates.length > 0 || fiveXX > 0 ? 1 : 0;
  } finally {
    await stopServer(server);
  }
}

main()
  .then(
    (code) => code,
    (error: unknown) => {
      console.error(error);
      return 2;
    },
  )
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  });
