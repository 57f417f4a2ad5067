// Worker entry: the Hono app for requests, the scheduled trigger (wrangler.toml [triggers]) and,
// as they arrive, the Durable Object classes.
import { app } from './app';
import { getConfig } from './env';
import { createLogger } from './log';
import { createNewsletterOutbox, OUTBOX_SCHEDULED_BATCH } from './newsletter/outbox';
import { newsletterPort } from './upstreams/newsletter/port';

export default {
  fetch: app.fetch,

  /** Delivers the newsletter sign-ups kept while the service was down. */
  async scheduled(controller, env) {
    const log = createLogger({ cron: controller.cron });
    const outbox = createNewsletterOutbox({ db: env.DB, newsletter: newsletterPort(getConfig(env), env.DB), log });
    const result = await outbox.drain(OUTBOX_SCHEDULED_BATCH);
    if (result.delivered + result.retried + result.failed > 0) log('info', 'Newsletter outbox drained', { ...result });
  },
} satisfies ExportedHandler<Env>;
