// The newsletter tables in the test D1 (sign-ups, outbox), as `npm run seed:local`
// applies them for wrangler dev.
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import newsletterSql from '../../worker/db/migrations/0002_newsletter.sql?raw';
import outboxSql from '../../worker/db/migrations/0003_newsletter_outbox.sql?raw';
import limitSql from '../../worker/db/migrations/0011_newsletter_limit_on_binding.sql?raw';
import { statements } from './catalogue-db';

export const applyNewsletterMigrations = () =>
  applyD1Migrations(env.DB, [
    { name: '0002_newsletter.sql', queries: statements(newsletterSql) },
    { name: '0003_newsletter_outbox.sql', queries: statements(outboxSql) },
    { name: '0011_newsletter_limit_on_binding.sql', queries: statements(limitSql) },
  ]);
