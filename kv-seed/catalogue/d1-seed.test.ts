// Checks the catalogue seed SQL the node script writes for `wrangler d1 execute --file`: argument
// handling, statement limits and quoting, invalid products skipped, and (where Node has
// node:sqlite) that the migration plus the file, run twice, give one full, searchable catalogue.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../worker/log';
import { CATALOGUE_DELETE_STATEMENTS, MAX_STATEMENT_CHARS, sqlLiteral } from '../../worker/upstreams/search/embedded/seed-sql';
import { catalogueSeedStatements, DEFAULT_PRODUCTS_PATH, parseArgs, writeSeedFile } from './d1-seed';
import type { CatalogueProduct } from './types';

const products = JSON.parse(readFileSync(DEFAULT_PRODUCTS_PATH, 'utf8')) as CatalogueProduct[];
const migration = ['0001_catalogue.sql', '0006_search_speed.sql', '0007_search_keys.sql', '0008_suggest_prefixes.sql']
  .map((file) => readFileSync(new URL(`../../worker/db/migrations/${file}`, import.meta.url), 'utf8'))
  .join('\n');
const sqlite = await import('node:sqlite').catch(() => undefined);
const dir = mkdtempSync(join(tmpdir(), 'd1-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('d1-seed arguments', () => {
  it('needs --out and reads products.json unless --in says otherwise', () => {
    expect(parseArgs(['--out', 'dist/x.sql'])).toEqual({ input: DEFAULT_PRODUCTS_PATH, out: expect.stringMatching(/dist\/x\.sql$/) });
    expect(parseArgs(['--out', 'a.sql', '--in', 'b.json']).input).toMatch(/b\.json$/);
    expect(() => parseArgs([])).toThrow(/Missing --out/);
    expect(() => parseArgs(['--out'])).toThrow(/incomplete argument --out/);
    expect(() => parseArgs(['--out', 'a.sql', '--force'])).toThrow(/Unknown or incomplete argument --force/);
  });
});

describe('catalogueSeedStatements', () => {
  const statements = catalogueSeedStatements(products);

  it('empties every catalogue table first, children before parents, so a rerun replaces the catalogue', () => {
    expect(statements.slice(0, CATALOGUE_DELETE_STATEMENTS.length)).toEqual([
      'DELETE FROM suggest_prefixes',
      'DELETE FROM catalogue_meta',
      'DELETE FROM selection_stats',
      'DELETE FROM facet_counts',
      'DELETE FROM search_terms',
      'DELETE FROM products_fts',
      'DELETE FROM product_values',
      'DELETE FROM product_offers',
      'DELETE FROM variant_prices',
      'DELETE FROM variants',
      'DELETE FROM product_records',
      'DELETE FROM products',
    ]);
  });

  it('keeps every statement under the D1 statement size limit', () => {
    expect(statements.every((s) => s.length <= MAX_STATEMENT_CHARS)).toBe(true);
    expect(statements.filter((s) => s.startsWith('INSERT INTO products (')).length).toBeGreaterThan(1);
  });

  it('writes strings as quoted literals with quotes doubled and refuses what is not a safe literal', () => {
    expect(sqlLiteral("Kids' Sleepy Dino")).toBe("'Kids'' Sleepy Dino'");
    expect(sqlLiteral(1295)).toBe('1295');
    expect(() => sqlLiteral(12.5)).toThrow(/Not an integer/);
    expect(() => sqlLiteral('a\u0000b')).toThrow(/NUL/);
    const kids = products.find((p) => p.name.includes("'"));
    expect(statements.some((s) => kids !== undefined && s.includes(sqlLiteral(kids.name)))).toBe(true);
  });

  it('logs and skips invalid products and duplicates, keeping the rest', () => {
    const [first, second] = products;
    if (!first || !second) throw new Error('catalogue too small');
    const warnings: Record<string, unknown>[] = [];
    const log: Logger = (level, message, data) => warnings.push({ level, message, ...data });
    const out = catalogueSeedStatements(
      [first, { ...second, variants: [] }, { ...first }, { ...second, updateReason: undefined }, second],
      log,
    );
    expect(warnings.map((w) => [w.message, w.sku])).toEqual([
      [`Missing variants for product: ${second.sku}`, second.sku],
      ['Invalid product received', first.sku],
      ['Invalid product received', second.sku],
    ]);
    const productInserts = out.filter((s) => s.startsWith('INSERT INTO products ('));
    expect(productInserts.join('\n').match(/\('p-\d+', /g)).toHaveLength(2);
  });

  it('refuses a catalogue that is not a list', () => {
    expect(() => catalogueSeedStatements({ products })).toThrow('Invalid catalog received');
  });
});

describe.skipIf(sqlite === undefined)('the written SQL file in SQLite', () => {
  it('loads the full catalogue after the migration, twice over without duplicates, and is searchable', () => {
    if (!sqlite) return;
    const out = join(dir, 'catalogue-seed.sql');
    writeSeedFile({ input: DEFAULT_PRODUCTS_PATH, out });
    const db = new sqlite.DatabaseSync(':memory:');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec(migration);
    const file = readFileSync(out, 'utf8');
    db.exec(file);
    db.exec(file);
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect(count('products')).toBe(products.length);
    expect(count('variants')).toBe(products.reduce((n, p) => n + p.variants.length, 0));
    expect(count('products_fts')).toBe(products.length);
    expect(count('product_records')).toBe(products.length);
    const striped = db.prepare('SELECT COUNT(*) AS n FROM products_fts WHERE products_fts MATCH ?').get('"stri"*') as { n: number };
    expect(striped.n).toBeGreaterThanOrEqual(products.filter((p) => p.patternGroup === 'stripes').length);
    db.close();
    // Two loads of the file (now with the precomputed counts) outgrow the default 5 s on a busy machine.
  }, 30_000);
});
