// Loads the catalogue into D1 from the worker (tests, or an admin task): validates the records
// (invalid ones logged and skipped), then replaces every catalogue table in one atomic batch.
// Rows travel as JSON in one bound parameter per chunk (json_each), so no statement comes near
// D1's 100-parameter limit and no value is ever spliced into SQL.
import type { Logger } from '../../../log';
import { validateCatalogue } from './catalogue';
import { suggestPrefixes, suggestPrefixStatement } from './query';
import { CATALOGUE_TABLES, catalogueRows, type CatalogueTable } from './rows';
import { CATALOGUE_DELETE_STATEMENTS } from './seed-sql';
import { prepare } from './sql';

/** Largest JSON chunk bound to one statement (D1 allows values up to 2 MB). */
const MAX_CHUNK_CHARS = 500_000;

export interface SeedResult {
  products: number;
  skipped: number;
}

function chunks(rows: readonly (string | number)[][]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (current.length > 0 && length + json.length > MAX_CHUNK_CHARS) {
      out.push(`[${current.join(',')}]`);
      current = [];
      length = 0;
    }
    current.push(json);
    length += json.length + 1;
  }
  if (current.length > 0) out.push(`[${current.join(',')}]`);
  return out;
}

function insertFromJson(table: CatalogueTable): string {
  const columns = CATALOGUE_TABLES[table];
  const cells = columns.map((_, i) => `json_extract(value, '$[${i}]')`).join(', ');
  return `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${cells} FROM json_each(?)`;
}

/** Replaces the catalogue in `db` with the valid products of `input`. */
export async function seedCatalogue(db: D1Database, input: unknown, log?: Logger): Promise<SeedResult> {
  const { products, skipped } = validateCatalogue(input, log);
  const rows = catalogueRows(products);
  const statements = CATALOGUE_DELETE_STATEMENTS.map((sql) => db.prepare(sql));
  for (const table of Object.keys(CATALOGUE_TABLES) as CatalogueTable[]) {
    const sql = insertFromJson(table);
    for (const chunk of chunks(rows[table])) statements.push(db.prepare(sql).bind(chunk));
  }
  // Then the suggestions of every prefix, ranked over the rows just written.
  for (const prefix of suggestPrefixes(rows.search_terms.map(([term]) => String(term)))) {
    statements.push(prepare(db, suggestPrefixStatement(prefix)));
  }
  await db.batch(statements);
  return { products: products.length, skipped };
}
