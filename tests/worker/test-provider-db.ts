// The embedded test payment provider's tables in the test D1, as `npm run seed:local` applies
// them for wrangler dev.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import testProviderSql from '../../worker/db/migrations/0005_test_payment_provider.sql?raw';
import { statements } from './catalogue-db';

export const applyTestProviderMigration = () =>
  applyD1Migrations(env.DB, [{ name: '0005_test_payment_provider.sql', queries: statements(testProviderSql) }]);
