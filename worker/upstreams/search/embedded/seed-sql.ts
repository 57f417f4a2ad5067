// The catalogue seed as plain SQL statements with literal values, for a file that
// `wrangler d1 execute DB --file` runs (kv-seed/catalogue/d1-seed.ts writes it). Idempotent: every
// table is emptied first, then filled with multi-row INSERTs small enough for D1's statement limit.
// Pure: no platform imports, so the node script and the worker tests can both use it.
import type { Logger } from '../../../log';
import { validateCatalogue } from './catalogue';
import { suggestPrefixes, suggestPrefixStatement } from './query';
import { CATALOGUE_TABLES, catalogueRows, type CatalogueTable } from './rows';
import type { Sql } from './sql';

/** D1 refuses statements longer than 100 KB; stay well below. */
export const MAX_STATEMENT_CHARS = 90_000;
const MAX_ROWS_PER_STATEMENT = 500;

const TABLES = Object.keys(CATALOGUE_TABLES) as CatalogueTable[];

/** Empties every catalogue table, children first. */
export const CATALOGUE_DELETE_STATEMENTS: readonly string[] = [...TABLES].reverse().map((t) => `DELETE FROM ${t}`);

/** A value as an SQL literal: integers as digits, strings single-quoted with quotes doubled. */
export function sqlLiteral(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
    return String(value);
  }
  if (value.includes('\u0000')) throw new Error('NUL in a string value');
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Statements that replace the catalogue with these products (validated first: invalid ones are
 * logged and skipped). Statements carry no trailing semicolon.
 */
export function catalogueSeedStatements(input: unknown, log?: Logger): string[] {
  const { products } = validateCatalogue(input, log);
  const rows = catalogueRows(products);
  const statements = [...CATALOGUE_DELETE_STATEMENTS];
  for (const table of TABLES) {
    const head = `INSERT INTO ${table} (${CATALOGUE_TABLES[table].join(', ')}) VALUES\n`;
    let values: string[] = [];
    let length = head.length;
    const flush = () => {
      if (values.length > 0) statements.push(head + values.join(',\n'));
      values = [];
      length = head.length;
    };
    for (const row of rows[table]) {
      const tuple = `(${row.map(sqlLiteral).join(', ')})`;
      if (values.length > 0 && (length + tuple.length + 2 > MAX_STATEMENT_CHARS || values.length >= MAX_ROWS_PER_STATEMENT)) flush();
      values.push(tuple);
      length += tuple.length + 2;
    }
    flush();
  }
  // Then the suggestions of every prefix, ranked over the rows just written.
  for (const prefix of suggestPrefixes(rows.search_terms.map(([term]) => String(term)))) {
    statements.push(withLiterals(suggestPrefixStatement(prefix)));
  }
  return statements;
}

/** A statement with its parameters written in as literals (its text has no `?` but placeholders). */
function withLiterals(statement: Sql): string {
  let i = 0;
  return statement.text.replace(/\?/g, () => {
    const value = statement.params[i++];
    if (value === undefined || value === null) throw new Error('Missing or NULL parameter');
    return sqlLiteral(value);
  });
}

/** The statements as the text of an .sql file. */
export function catalogueSeedSql(input: unknown, log?: Logger): string {
  return `${catalogueSeedStatements(input, log)
    .map((s) => `${s};`)
    .join('\n')}\n`;
}
