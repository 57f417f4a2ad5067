// The checkout's ports: payments, and the embedded commerce backend's Adyen side (the webhook
// and the scheduled trigger use it). upstreams/ports.ts builds both.
import { buildCartPort } from '../cart/port';
import type { Config } from '../env';
import { AppError } from '../errors';
import type { Logger } from '../log';
import { testProviderWithFaults } from '../upstreams/payments/adyen/test-provider/faults';
import type { NotificationRequest } from '../upstreams/payments/adyen/types';
import { createPaymentsClient, type PaymentsPort } from '../upstreams/payments/client';
import { createAdyenCheckout, EMBEDDED_PROVIDER_URL, type AdyenCheckout } from '../upstreams/payments/embedded/adyen-checkout';
import { embeddedCartCloser, embeddedCartCloserById, remoteCartCloser } from '../upstreams/payments/embedded/cart-closing';
import {
  applyNotifications,
  type NotificationDeps,
  type NotificationOutcome,
  type NotificationSettings,
} from '../upstreams/payments/embedded/notifications';
import { createOrdersDb, type OrderRow, type OrderSnapshot } from '../upstreams/payments/embedded/orders-db';
import { objectionTo, soldOutLine } from '../upstreams/payments/embedded/order-lines';
import { signCartToken } from '../upstreams/cart/embedded/tokens';
import { marketForCountry } from '../../markets';
import { embeddedPaymentsFetch } from '../upstreams/payments/embedded/origin';
import { sendPendingReversals } from '../upstreams/payments/embedded/reversals';
import type { PortContext } from '../upstreams/port-context';
import { remoteFetch } from '../upstreams/remote-fetch';

// config.payments says where payments go (worker/env.ts, decision 044). The embedded commerce
// backend keeps orders in D1 and pays through Adyen's Checkout API (test or live endpoint) or
// through the embedded test provider, whose notifications go straight to the webhook's service
// (verified like any other). Without a way to pay, every payment call is 503.
export function buildPaymentsPort(ctx: PortContext): PaymentsPort {
  const { config, env, log, requestId, waitUntil } = ctx;
  const mode = config.payments;
  if (mode.kind === 'unavailable') return unavailablePayments(mode, log);
  if (mode.kind === 'remote') return createPaymentsClient({ fetch: remoteFetch, baseUrl: mode.baseUrl, requestId, log });
  const cart = buildCartPort(ctx);
  const { checkout } = buildEmbeddedAdyen(ctx);
  const closeCart = config.cartsBaseUrl ? remoteCartCloser(cart) : embeddedCartCloser(env.CARTS, config.cartTokenSecret ?? '');
  return createPaymentsClient({
    fetch: embeddedPaymentsFetch({ db: env.DB, cart, closeCart, adyen: checkout, log, waitUntil }),
    baseUrl: 'https://payments.embedded',
    requestId,
    log,
  });
}

// The embedded backend's Adyen: its Checkout API (Adyen's, or the embedded test provider) and
// what its notifications must carry. The webhook route and the scheduled trigger use it too.
export function buildEmbeddedAdyen(ctx: PortContext): EmbeddedAdyen {
  const { config, env, log, waitUntil } = ctx;
  const { hmacKey } = config.adyen;
  const mode = config.payments;
  const notifications: NotificationSettings = {
    hmacKey,
    merchantAccount: config.adyen.merchantAccount ?? EMBEDDED_MERCHANT_ACCOUNT,
    live: config.adyen.environment === 'live',
  };
  const orders = createOrdersDb(env.DB, () => new Date());
  const cart = buildCartPort(ctx);
  const snapshotOf = (order: OrderRow) => JSON.parse(order.snapshot) as OrderSnapshot;
  const regionOf = (order: OrderRow) => marketForCountry(snapshotOf(order).market, config.environment)?.warehouse.region;
  const closeById = config.cartsBaseUrl ? undefined : embeddedCartCloserById(env.CARTS);
  const deps: NotificationDeps = {
    log,
    // An embedded cart (the worker's own) is read as the shopper's token would read it, so a
    // notification is held to what an approval is; a remote cart service has only its stock.
    objection: async (order) => {
      const region = regionOf(order);
      if (config.cartsBaseUrl || !region) return soldOutLine(snapshotOf(order), (storeId, sku) => cart.isAvailable(storeId, sku));
      const token = await signCartToken(config.cartTokenSecret ?? '', { cartId: order.cart_id, region });
      return objectionTo(snapshotOf(order), (await cart.get(token)).cart)?.message ?? null;
    },
    closeCart: async (order) => {
      const region = regionOf(order);
      if (closeById && region) await closeById(order.cart_id, region);
    },
  };
  /** Applies a batch, then sends the reversals it left (in the background). */
  const receive = async (notification: NotificationRequest) => {
    const outcome = await applyNotifications(env.DB, notifications, notification, deps);
    if (outcome.ok && outcome.reversed > 0) waitUntil(sendPendingReversals(orders, checkout, log));
    return outcome;
  };
  // Adyen's Checkout API (test or live endpoint, config.payments), the embedded test provider
  // only while test payments are on, and otherwise none: a reversal left from an earlier config
  // then stays pending rather than going to a provider that took no money.
  const checkout: AdyenCheckout =
    mode.kind === 'adyen'
      ? createAdyenCheckout({ fetch: remoteFetch, baseUrl: mode.checkoutUrl, apiKey: mode.apiKey, merchantAccount: mode.merchantAccount })
      : mode.kind !== 'embedded-test'
        ? createAdyenCheckout({ fetch: noPaymentProvider, baseUrl: EMBEDDED_PROVIDER_URL, merchantAccount: EMBEDDED_MERCHANT_ACCOUNT })
        : createAdyenCheckout({
            fetch: testProviderWithFaults({
              db: env.DB,
              hmacKey: hmacKey ?? EMBEDDED_UNSIGNED_KEY,
              merchantAccount: EMBEDDED_MERCHANT_ACCOUNT,
              notify: async (notification: NotificationRequest) => {
                const outcome = await receive(notification);
                if (!outcome.ok) log('warn', 'Test provider notification not applied', { reason: outcome.reason });
              },
              hostedPageBase: `${ctx.origin ?? 'http://localhost:8787'}/api/test-provider`,
              faults: { share: config.testProviderFaultShare, log },
            }),
            baseUrl: EMBEDDED_PROVIDER_URL,
            merchantAccount: EMBEDDED_MERCHANT_ACCOUNT,
          });
  return { checkout, receive, sendPendingReversals: () => sendPendingReversals(orders, checkout, log) };
}

/** The embedded commerce backend's Adyen side (buildEmbeddedAdyen). */
export interface EmbeddedAdyen {
  checkout: AdyenCheckout;
  /** Verifies and applies a notification batch (the webhook), then sends the reversals it left. */
  receive(notification: NotificationRequest): Promise<NotificationOutcome>;
  /** Sends the reversals still pending (the scheduled trigger). */
  sendPendingReversals(): Promise<{ sent: number; failed: number }>;
}

/** The embedded test provider's merchant account. */
const EMBEDDED_MERCHANT_ACCOUNT = 'ArgyleEmbeddedTest';
/** Without ADYEN_HMAC_KEY the provider still signs (with this); the webhook refuses what it sends. */
const EMBEDDED_UNSIGNED_KEY = '00'.repeat(32);

/** The Checkout API of a worker without a payment provider: every call fails (an UpstreamError). */
const noPaymentProvider: typeof fetch = async () => {
  throw new Error('No payment provider is configured (decision 044)');
};

/** The shopper's side of payments_unavailable (the shop shows its own translation of it). */
export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Payments are not available in this shop at the moment. Your basket is kept.';

/** Configs (parsed once per isolate) whose reason was logged: once is enough to tell the operator why. */
const reasonLogged = new WeakSet<object>();

/**
 * The payments port of a worker that cannot take payments (no provider, or test payments off).
 * Not an upstream that failed but a decision of this worker's config, so it answers the AppError
 * itself: 503 payments_unavailable. No order is created and the cart is left as it is.
 */
function unavailablePayments(mode: Extract<Config['payments'], { kind: 'unavailable' }>, log: Logger): PaymentsPort {
  const refuse = async (): Promise<never> => {
    if (!reasonLogged.has(mode)) {
      reasonLogged.add(mode);
      log('error', 'Payments unavailable: no way to pay is configured', { reason: mode.reason });
    }
    throw new AppError(503, 'payments_unavailable', PAYMENTS_UNAVAILABLE_MESSAGE);
  };
  return {
    paymentMethods: refuse,
    createOrderSession: refuse,
    updateOrder: refuse,
    pay: refuse,
    paymentDetails: refuse,
    paypalUpdateOrder: refuse,
    confirmation: refuse,
  };
}
