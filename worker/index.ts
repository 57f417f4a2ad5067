// Worker entry: the Hono app for requests, the scheduled trigger (wrangler.toml [triggers])
// and the Durable Object classes.
import { app } from './app';
import { getConfig } from './env';
import { createLogger } from './log';
import { createNewsletterOutbox, OUTBOX_SCHEDULED_BATCH } from './newsletter/outbox';
import { createPorts } from './upstreams/ports';

export { CartObject } from './upstreams/cart/embedded/cart-object';

export default {
  fetch: app.fetch,

  /**
   * Delivers the newsletter sign-ups kept while the service was down, and sends the payment
   * reversals the provider has not taken yet (decision 046).
   */
  async scheduled(controller, env, ctx) {
    const log = createLogger({ cron: controller.cron });
    const config = getConfig(env);
    const ports = createPorts(config, env, { log, waitUntil: (promise) => ctx.waitUntil(promise) });
    const drainOutbox = async () => {
      const outbox = createNewsletterOutbox({ db: env.DB, newsletter: ports.newsletter, log });
      const result = await outbox.drain(OUTBOX_SCHEDULED_BATCH);
      if (result.delivered + result.retried + result.failed > 0) log('info', 'Newsletter outbox drained', { ...result });
    };
    const sendReversals = async () => {
      // Only the embedded backend keeps orders and reversals, and only a provider can take them.
      if (config.payments.kind !== 'adyen' && config.payments.kind !== 'embedded-test') return;
      const reversals = await ports.adyen.sendPendingReversals();
      if (reversals.sent + reversals.failed > 0) log('info', 'Payment reversals sent', { ...reversals });
    };
    // One job failing does not hold back the other; each is retried on the next run.
    const results = await Promise.allSettled([drainOutbox(), sendReversals()]);
    for (const result of results) if (result.status === 'rejected') log('error', 'Scheduled job failed', { error: String(result.reason) });
  },
} satisfies ExportedHandler<Env>;
