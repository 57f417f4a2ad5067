// Which Adyen Checkout API the embedded commerce backend calls, in one place (decision 044).
// Test: Adyen's one test host. Live: the company's own host, named by the prefix Adyen shows in
// the live Customer Area (Developers > API URLs): https://{prefix}-checkout-live.adyenpayments.com/checkout.
// A live endpoint is never a test one: the type asks for a prefix exactly when it is live.

/** The Checkout API version the backend and the embedded test provider speak. */
export const ADYEN_CHECKOUT_API_VERSION = 'v71';

/** Adyen's test Checkout API. */
export const ADYEN_TEST_CHECKOUT_URL = `https://checkout-test.adyen.com/${ADYEN_CHECKOUT_API_VERSION}`;

export type AdyenEndpoint = { environment: 'test' } | { environment: 'live'; liveUrlPrefix: string };

/**
 * A live URL prefix as Adyen issues it (e.g. `1797a841fbb37ca7-AdyenDemo`): letters, digits and
 * inner hyphens, short enough that `{prefix}-checkout-live` is one DNS label (63 characters).
 * Anything else (a whole URL, dots, a slash) would put another host into the endpoint.
 */
export const LIVE_URL_PREFIX = /^(?=.{1,49}$)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/**
 * The Checkout API's base URL (no trailing slash).
 * @example adyenCheckoutUrl({ environment: 'live', liveUrlPrefix: '1797a841fbb37ca7-AdyenDemo' })
 *   // 'https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v71'
 */
export function adyenCheckoutUrl(endpoint: AdyenEndpoint): string {
  if (endpoint.environment === 'test') return ADYEN_TEST_CHECKOUT_URL;
  if (!LIVE_URL_PREFIX.test(endpoint.liveUrlPrefix)) throw new Error(`Invalid Adyen live URL prefix: ${endpoint.liveUrlPrefix}`);
  return `https://${endpoint.liveUrlPrefix}-checkout-live.adyenpayments.com/checkout/${ADYEN_CHECKOUT_API_VERSION}`;
}
