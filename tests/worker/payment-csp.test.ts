// The payment step's CSP lists Adyen's hosts (Drop-in, card fields, 3-D Secure, logos); no
// other page does (decision 022).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { ORIGIN } from './fetch';

const cspOf = async (path: string, bindings: Env = env, country = 'DE') => {
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'cf-ipcountry': country } }), bindings);
  await res.body?.cancel();
  return res.headers.get('content-security-policy') ?? '';
};
const directive = (csp: string, name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';

describe('payment step CSP', () => {
  it('allows Adyen test hosts for script, style, image, connect and frame on /{storefront}/checkout/payment', async () => {
    const csp = await cspOf('/de/checkout/payment');
    for (const name of ['script-src', 'style-src', 'img-src', 'connect-src', 'frame-src']) {
      expect(directive(csp, name)).toContain('https://checkoutshopper-test.adyen.com');
    }
    expect(directive(csp, 'img-src')).toContain('https://checkoutshopper-test.cdn.adyen.com');
    expect(csp).not.toContain('checkoutanalytics');
    expect(csp).not.toContain('checkoutshopper-live');
  });

  it('lists the live hosts when the environment is live', async () => {
    // A live config: a live client key, no test payments and so no development secrets (decision 044).
    const live = {
      ...env,
      ADYEN_ENVIRONMENT: 'live',
      ADYEN_CLIENT_KEY: 'live_ARGYLE',
      ALLOW_TEST_PAYMENTS: '',
      CART_TOKEN_SECRET: 'a-production-cart-token-secret-of-40-chars',
      ADYEN_HMAC_KEY: '',
    } as Env;
    const csp = await cspOf('/uk/checkout/payment?country=GB', live, 'GB');
    expect(directive(csp, 'frame-src')).toContain('https://checkoutshopper-live.adyen.com');
    expect(csp).not.toContain('checkoutshopper-test');
  });

  it.each([
    '/de',
    '/de/checkout/cart',
    '/de/checkout/address',
    '/de/checkout/success/abc',
    '/de/product/ABC-123',
    '/de/search?term=socks',
    '/api/cart?storefront=de&country=DE',
  ])('lists no Adyen host on %s', async (path) => {
    expect(await cspOf(path)).not.toContain('adyen');
  });
});
