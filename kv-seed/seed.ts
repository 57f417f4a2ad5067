// Seeds local (wrangler dev) state from kv-seed/: applies D1 migrations, loads the catalogue
// into D1 (the embedded search origin's data), then writes the KV content cache (binding
// CONTENT) from the bundled seed content, as `kv-seed/cli.ts seed` does.
// Idempotent: running it twice leaves the same state (unchanged KV entries are not rewritten).
//   npm run seed:local [-- --persist-to .wrangler/e2e]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { DEFAULT_PERSIST_TO, environmentFromWranglerConfig } from './ops/config';
import { localKvStore } from './ops/local-store';
import { PAGE_INDEX_SLUG } from '../worker/content/cache-keys';

const args = process.argv.slice(2);
const persistIndex = args.indexOf('--persist-to');
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : undefined;
const persist = persistTo ? ['--persist-to', persistTo] : [];

/** Runs a wrangler command; its report (a JSON result per SQL statement, ~10,000 lines) is shown only if it fails. */
function wrangler(...command: string[]) {
  try {
    execFileSync('npx', ['wrangler', ...command, '--local', ...persist], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    process.stdout.write((error as { stdout?: Buffer }).stdout ?? '');
    throw error;
  }
}

const migrations = existsSync('worker/db/migrations') ? readdirSync('worker/db/migrations').filter((f) => f.endsWith('.sql')) : [];
if (migrations.length > 0) {
  console.log(`seed: applying ${migrations.length} D1 migration(s)`);
  wrangler('d1', 'migrations', 'apply', 'DB');
  // The catalogue seed replaces every catalogue row, so running it again changes nothing.
  console.log('seed: loading the catalogue into D1');
  execFileSync('npx', ['tsx', 'kv-seed/catalogue/d1-seed.ts', '--out', 'dist/catalogue-seed.sql'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  wrangler('d1', 'execute', 'DB', '--file', 'dist/catalogue-seed.sql');
} else {
  console.log('seed: no D1 migrations yet');
}

if (!existsSync('dist/content-bundle.json')) {
  console.log('seed: building dist/content-bundle.json');
  execFileSync('npx', ['tsx', 'kv-seed/content/bundle.ts'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
// Imported after the bundle exists: the content loaders read dist/content-bundle.json.
const { runCommand } = await import('./ops/commands');
const store = { kind: 'local', persistTo: persistTo ?? DEFAULT_PERSIST_TO } as const;
const deps = {
  openStore: (target: { kind: string; persistTo?: string }) => localKvStore(target.kind === 'local' ? { persistTo: target.persistTo } : {}),
  defaultEnvironment: environmentFromWranglerConfig,
};
const code = await runCommand({ command: 'seed', store, dryRun: false, full: false }, deps);
if (code !== 0) {
  console.error('seed: KV content seeding failed');
  process.exit(code);
}
// A catalogue was (re)loaded: purging the sitemaps' page index moves cached pages and sitemaps to
// a new content generation, so none lists products of the catalogue before (decision 067).
await runCommand({ command: 'purge', purge: { by: 'slug', slug: PAGE_INDEX_SLUG }, store, dryRun: false, full: false }, deps);
console.log(`seed: done${persistTo ? ` (state in ${persistTo})` : ''}`);
