// The payment tables in the test D1, as `npm run seed:local` applies them for wrangler dev: the
// embedded backend's orders (0004), the embedded test provider (0005), payment binding (0009) and
// the test provider's PayPal (0010), bounded reversals (0012).
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import ordersSql from '../../worker/db/migrations/0004_orders.sql?raw';
import testProviderSql from '../../worker/db/migrations/0005_test_payment_provider.sql?raw';
import bindingSql from '../../worker/db/migrations/0009_payment_binding.sql?raw';
import paypalSql from '../../worker/db/migrations/0010_test_psp_paypal.sql?raw';
import reversalFailuresSql from '../../worker/db/migrations/0012_reversal_failures.sql?raw';
import { statements } from './catalogue-db';

export const applyPaymentMigrations = () =>
  applyD1Migrations(env.DB, [
    { name: '0004_orders.sql', queries: statements(ordersSql) },
    { name: '0005_test_payment_provider.sql', queries: statements(testProviderSql) },
    { name: '0009_payment_binding.sql', queries: statements(bindingSql) },
    { name: '0010_test_psp_paypal.sql', queries: statements(paypalSql) },
    { name: '0012_reversal_failures.sql', queries: statements(reversalFailuresSql) },
  ]);
