// Writes the catalogue seed of the embedded search origin as an SQL file for
// `wrangler d1 execute DB --local --file <out>` (after `wrangler d1 migrations apply DB --local`).
// Products are validated first; invalid ones are logged and skipped (docs/spec/commerce-core.md §5). The file
// empties the catalogue tables before filling them, so running it twice gives the same state.
//
//   npx tsx kv-seed/catalogue/d1-seed.ts --out dist/catalogue-seed.sql [--in kv-seed/catalogue/products.json]

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createLogger } from '../../worker/log';
import { catalogueSeedStatements } from '../../worker/upstreams/search/embedded/seed-sql';

export { catalogueSeedSql, catalogueSeedStatements } from '../../worker/upstreams/search/embedded/seed-sql';

/** Where the committed catalogue lives. */
export const DEFAULT_PRODUCTS_PATH = fileURLToPath(new URL('./products.json', import.meta.url));

export interface SeedArgs {
  input: string;
  out: string;
}

export function parseArgs(argv: readonly string[]): SeedArgs {
  let input = DEFAULT_PRODUCTS_PATH;
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if ((arg === '--out' || arg === '--in') && value !== undefined && !value.startsWith('--')) {
      if (arg === '--out') out = value;
      else input = value;
      i += 1;
    } else {
      throw new Error(`Unknown or incomplete argument ${arg}. Usage: d1-seed.ts --out file.sql [--in products.json]`);
    }
  }
  if (out === undefined) throw new Error('Missing --out. Usage: d1-seed.ts --out file.sql [--in products.json]');
  return { input: resolve(input), out: resolve(out) };
}

/** Reads the products, writes the SQL file; answers the number of statements written. */
export function writeSeedFile({ input, out }: SeedArgs): number {
  const products: unknown = JSON.parse(readFileSync(input, 'utf8'));
  const statements = catalogueSeedStatements(products, createLogger({ script: 'd1-seed' }));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, statements.map((s) => `${s};\n`).join(''));
  return statements.length;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const count = writeSeedFile(args);
  console.log(`Wrote ${count} statements to ${args.out} in ${Math.round(performance.now() - started)} ms`);
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(resolve(entry)).href) main();
