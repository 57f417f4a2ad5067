// CPU time of the embedded search origin's requests, without wrangler: the catalogue loaded into
// node:sqlite (same migrations, same seed SQL) behind a minimal D1 adapter, each request run
// through the origin's own code. For profiling query plans; figures are Node's SQLite, not D1.
//
//   npx tsx scripts/bench/catalogue-sql.ts --sql catalogue.sql | --db file.db [--requests 30] [--only label] [--verbose] [--dump answers.json]
//
// Make the SQL with `kv-seed/catalogue/generate.ts --count 10000` then `kv-seed/catalogue/d1-seed.ts`;
// `--db` opens a SQLite file loaded the same way (quicker to reopen). `--dump` writes every answer,
// to compare two checkouts' answers byte for byte. Times are the process's CPU time per request
// (node:sqlite runs in-thread), so other load on the machine skews them less than wall time.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

// Loaded by path: the origin is worker code (its D1 types are the worker's, not this Node program's).
const ORIGIN_MODULE: string = '../../worker/upstreams/search/embedded/origin';
const { embeddedSearchFetch } = (await import(ORIGIN_MODULE)) as { embeddedSearchFetch: (db: unknown) => typeof fetch };

type Row = Record<string, unknown>;

/** Just enough of D1's API for the origin: prepare/bind/all/first/raw and batch. */
function d1(db: DatabaseSync, onStatement?: (text: string, ms: number) => void): unknown {
  const cache = new Map<string, StatementSync>();
  const statement = (text: string) => cache.get(text) ?? cache.set(text, db.prepare(text)).get(text)!;
  const make = (text: string, params: unknown[] = []) => {
    const all = (): Row[] => {
      const started = process.cpuUsage();
      const rows = statement(text).all(...(params as never[])) as Row[];
      const used = process.cpuUsage(started);
      onStatement?.(text, (used.user + used.system) / 1000);
      return rows;
    };
    return {
      bind: (...values: unknown[]) => make(text, values),
      all: async () => ({ results: all(), success: true, meta: {} }),
      first: async (column?: string) => {
        const row = all()[0];
        return row === undefined ? null : column ? row[column] : row;
      },
      raw: async () => all().map((r) => Object.values(r)),
      run: async () => ({ results: all(), success: true, meta: {} }),
    };
  };
  return {
    prepare: (text: string) => make(text),
    batch: async (statements: { all: () => Promise<unknown> }[]) => Promise.all(statements.map((s) => s.all())),
  };
}

function load(sqlPath: string): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  const dir = 'worker/db/migrations';
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    db.exec(readFileSync(`${dir}/${file}`, 'utf8'));
  db.exec(readFileSync(sqlPath, 'utf8'));
  return db;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const sqlPath = option('--sql');
const dbPath = option('--db');
if (!sqlPath && !dbPath)
  throw new Error(
    'Usage: catalogue-sql.ts --sql catalogue.sql | --db file.db [--requests 30] [--only label] [--verbose] [--dump out.json]',
  );
const requests = Number(option('--requests') ?? 30);
const verbose = args.includes('--verbose');

const started = performance.now();
const db = dbPath ? new DatabaseSync(dbPath, { readOnly: true }) : load(sqlPath!);
console.log(`loaded in ${Math.round(performance.now() - started)} ms`);

const perStatement = new Map<string, number[]>();
const origin = embeddedSearchFetch(
  d1(db, (text, ms) => {
    const list = perStatement.get(text) ?? perStatement.set(text, []).get(text)!;
    list.push(ms);
  }),
);
const post = (path: string, body: unknown) => ({
  path,
  init: { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
});
const GBP_NL = { groupBy: 'product', currency: 'GBP', region: 'NL', limit: 64, offset: 0 } as const;
const LISTING_FACETS = ['colours', 'materials', 'features', 'sizes', 'price'];
const listing = (filter: string) =>
  post('/search', { query: '', options: { ...GBP_NL, facets: LISTING_FACETS, filter, sortBy: 'recommended' } });
const search = (query: string) =>
  post('/search', { query, options: { ...GBP_NL, facets: [], filter: 'recommended = true', sortBy: 'relevance' } });
const cases = {
  'suggest stri': post('/search/suggest', { query: 'stri', limit: 8, currency: 'GBP', region: 'NL' }),
  'search stripe': search('stripe'),
  'listing adults': listing('recommended = true AND ageGroup = adults'),
  'listing adults red': listing("recommended = true AND ageGroup = adults AND colours IN ['red']"),
  'listing adults red+wool': listing("recommended = true AND ageGroup = adults AND colours IN ['red'] AND materials IN ['wool']"),
  'search stripe typo': search('strpie'),
};
const only = option('--only');
const dump: Record<string, unknown> = {};
for (const [label, { path, init }] of Object.entries(cases)) {
  if (only && !label.includes(only)) continue;
  const times: number[] = [];
  let summary = '';
  perStatement.clear();
  for (let i = 0; i < requests + 3; i++) {
    const t = process.cpuUsage();
    const res = await origin(`https://x${path}`, init);
    const body = (await res.json()) as { metadata?: { count: number; facets: Record<string, unknown> }; items: unknown[] };
    const used = process.cpuUsage(t);
    if (i >= 3) times.push((used.user + used.system) / 1000);
    if (i === 0) dump[label] = { ...body, metadata: body.metadata ? { ...body.metadata, id: undefined } : undefined };
    if (i === 0) summary = `${res.status} ${body.metadata ? `count ${body.metadata.count}` : ''} items ${body.items?.length}`;
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
  console.log(`${label.padEnd(26)} CPU p50 ${p(0.5).padStart(6)} p95 ${p(0.95).padStart(6)} ms  (${summary})`);
  if (verbose) {
    for (const [text, ms] of perStatement) {
      const avg = ms.reduce((a, b) => a + b, 0) / ms.length;
      console.log(`   ${avg.toFixed(2).padStart(7)} ms  ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  }
}

const dumpPath = option('--dump');
if (dumpPath) writeFileSync(dumpPath, JSON.stringify(dump, null, 1));
