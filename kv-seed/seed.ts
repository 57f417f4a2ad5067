// Seeds local (wrangler dev) state from kv-seed/: applies D1 migrations, then loads each
// registered data set. Idempotent: running it twice leaves the same state.
//   npm run seed:local [-- --persist-to .wrangler/e2e]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const args = process.argv.slice(2);
const persistIndex = args.indexOf('--persist-to');
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : undefined;
const persist = persistTo ? ['--persist-to', persistTo] : [];

function wrangler(...command: string[]) {
  execFileSync('npx', ['wrangler', ...command, '--local', ...persist], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  });
}

const migrations = existsSync('worker/db/migrations') ? readdirSync('worker/db/migrations').filter((f) => f.endsWith('.sql')) : [];
if (migrations.length > 0) {
  console.log(`seed: applying ${migrations.length} D1 migration(s)`);
  wrangler('d1', 'migrations', 'apply', 'DB');
} else {
  console.log('seed: no D1 migrations yet');
}
console.log(`seed: done${persistTo ? ` (state in ${persistTo})` : ''}`);
