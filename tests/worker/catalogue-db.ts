// The catalogue in the test D1: the migration applied and kv-seed's products loaded, as
// `npm run seed:local` does for wrangler dev.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import productsText from '../../kv-seed/catalogue/products.json?raw';
import migrationSql from '../../worker/db/migrations/0001_catalogue.sql?raw';
import searchSpeedSql from '../../worker/db/migrations/0006_search_speed.sql?raw';
import searchKeysSql from '../../worker/db/migrations/0007_search_keys.sql?raw';
import suggestPrefixesSql from '../../worker/db/migrations/0008_suggest_prefixes.sql?raw';
import type { CatalogueRecord } from '../../worker/upstreams/search/embedded/catalogue';
import { seedCatalogue } from '../../worker/upstreams/search/embedded/seed';

export const catalogue = JSON.parse(productsText) as CatalogueRecord[];

/** SQL statements of a migration file (comments dropped, split on statement ends). */
export function statements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export async function seedTestCatalogue() {
  await applyD1Migrations(env.DB, [
    { name: '0001_catalogue.sql', queries: statements(migrationSql) },
    { name: '0006_search_speed.sql', queries: statements(searchSpeedSql) },
    { name: '0007_search_keys.sql', queries: statements(searchKeysSql) },
    { name: '0008_suggest_prefixes.sql', queries: statements(suggestPrefixesSql) },
  ]);
  await seedCatalogue(env.DB, catalogue);
}
