// The cart token secret is part of the config: the embedded cart service does not start without one.
import { describe, expect, it } from 'vitest';
import { DEV_ADYEN_HMAC_KEY, DEV_CART_TOKEN_SECRET } from './dev-secret-values';
import { ConfigError, getConfig } from './env';

const base = {
  ENVIRONMENT: 'production',
  EXTERNAL_URL_AU: 'https://argyle.com.au',
  EXTERNAL_URL_NZ: 'https://argyle.co.nz',
  EXTERNAL_URL_JP: 'https://argyle.jp',
  DEFAULT_STOREFRONT: 'gl',
};
const config = (vars: Record<string, string>) => getConfig({ ...base, ...vars } as unknown as Env);

describe('cart configuration', () => {
  it('fails loudly, naming CART_TOKEN_SECRET, when the embedded cart service has no secret (or a short one)', () => {
    expect(() => config({})).toThrow(ConfigError);
    expect(() => config({})).toThrow(/CART_TOKEN_SECRET/);
    expect(() => config({ CART_TOKEN_SECRET: 'too-short' })).toThrow(/at least 32 characters/);
  });

  it('takes a secret of 32 characters, or none when a remote cart service is configured', () => {
    expect(config({ CART_TOKEN_SECRET: 'x'.repeat(32) }).cartTokenSecret).toBe('x'.repeat(32));
    expect(config({ CARTS_BASE_URL: 'https://commerce.example/api' })).toMatchObject({
      cartsBaseUrl: 'https://commerce.example/api',
      cartTokenSecret: undefined,
    });
  });
});

describe('payments configuration', () => {
  const secret = { CART_TOKEN_SECRET: 'x'.repeat(32) };

  it('defaults to the embedded backend, the embedded client key, the test environment and no webhook key', () => {
    expect(config(secret)).toMatchObject({
      payments: { kind: 'unavailable' },
      adyen: {
        clientKey: 'test_ARGYLEEMBEDDEDPROVIDER00000000',
        environment: 'test',
        apiKey: undefined,
        merchantAccount: undefined,
        hmacKey: undefined,
      },
    });
  });

  it('takes the commerce backend, Adyen credentials and a hex HMAC key; refuses a bad environment or key naming it', () => {
    expect(
      config({
        ...secret,
        PAYMENTS_BASE_URL: 'https://commerce.example/api',
        ADYEN_ENVIRONMENT: 'live',
        ADYEN_CLIENT_KEY: 'live_ABC',
        ADYEN_HMAC_KEY: 'A1b2',
      }),
    ).toMatchObject({
      payments: { kind: 'remote', baseUrl: 'https://commerce.example/api' },
      adyen: { clientKey: 'live_ABC', environment: 'live', hmacKey: 'A1b2' },
    });
    expect(() => config({ ...secret, ADYEN_ENVIRONMENT: 'prod' })).toThrow(/ADYEN_ENVIRONMENT/);
    expect(() => config({ ...secret, ADYEN_HMAC_KEY: 'not-hex' })).toThrow(/ADYEN_HMAC_KEY/);
  });
});

describe('tag manager configuration', () => {
  const secret = { CART_TOKEN_SECRET: 'x'.repeat(32) };

  it('reads storefront=id pairs with * for the others, keeps ids as written, and names the key for a bad pair', () => {
    expect(config(secret).tagManagerIds).toEqual({});
    expect(config({ ...secret, TAG_MANAGER_IDS: '*=GTM-ABC123, us = GTM-XYZ789' }).tagManagerIds).toEqual({
      '*': 'GTM-ABC123',
      us: 'GTM-XYZ789',
    });
    // The id rule is the page's to apply (a log line, no script), not a reason to stop the worker.
    expect(config({ ...secret, TAG_MANAGER_IDS: 'uk=gtm-lower' }).tagManagerIds).toEqual({ uk: 'gtm-lower' });
    expect(() => config({ ...secret, TAG_MANAGER_IDS: 'xx=GTM-ABC123' })).toThrow(/TAG_MANAGER_IDS: expected storefront=id pairs/);
    expect(() => config({ ...secret, TAG_MANAGER_IDS: 'uk=' })).toThrow(/TAG_MANAGER_IDS: no id for uk/);
  });
});

describe('experiments configuration', () => {
  const secret = { CART_TOKEN_SECRET: 'x'.repeat(32) };

  it('reads id=on|off switches (empty: the registry decides) and names the key for an unknown experiment', () => {
    expect(config(secret).experiments).toEqual({});
    expect(config({ ...secret, EXPERIMENTS: 'pdp-buy-box-first=on' }).experiments).toEqual({ 'pdp-buy-box-first': true });
    expect(() => config({ ...secret, EXPERIMENTS: 'colour-test=on' })).toThrow(/EXPERIMENTS: unknown experiment "colour-test"/);
    expect(() => config({ ...secret, EXPERIMENTS: 'pdp-buy-box-first=50' })).toThrow(/EXPERIMENTS: expected pdp-buy-box-first=on/);
  });
});

describe('sample rates configuration', () => {
  const secret = { CART_TOKEN_SECRET: 'x'.repeat(32) };

  it('takes VITALS_SAMPLE_RATE from 0 to 1, 1 when empty; another value fails naming the key', () => {
    expect(config(secret).vitalsSampleRate).toBe(1);
    expect(config({ ...secret, VITALS_SAMPLE_RATE: '' }).vitalsSampleRate).toBe(1);
    expect(config({ ...secret, VITALS_SAMPLE_RATE: '0' }).vitalsSampleRate).toBe(0);
    expect(config({ ...secret, VITALS_SAMPLE_RATE: ' 0.25 ' }).vitalsSampleRate).toBe(0.25);
    for (const rate of ['1.5', '-0.1', 'half']) {
      expect(() => config({ ...secret, VITALS_SAMPLE_RATE: rate })).toThrow(/VITALS_SAMPLE_RATE: expected a number from 0 to 1/);
    }
  });

  it('offers IMAGE_FORMATS by Accept, AVIF, WebP and JPEG when empty; JPEG is required, an unknown one fails by name', () => {
    expect(config(secret).imageFormats).toEqual(['avif', 'webp', 'jpeg']);
    expect(config({ ...secret, IMAGE_FORMATS: 'webp, jpeg' }).imageFormats).toEqual(['webp', 'jpeg']);
    expect(() => config({ ...secret, IMAGE_FORMATS: 'avif,webp' })).toThrow(/IMAGE_FORMATS: must offer jpeg/);
    expect(() => config({ ...secret, IMAGE_FORMATS: 'gif,jpeg' })).toThrow(/IMAGE_FORMATS\b.*expected avif, webp and jpeg/);
  });

  it('parses ACCESS_LOG_SAMPLE_RATE by the same rule', () => {
    expect(config(secret).accessLogSampleRate).toBe(1);
    expect(config({ ...secret, ACCESS_LOG_SAMPLE_RATE: '0.1' }).accessLogSampleRate).toBe(0.1);
    expect(() => config({ ...secret, ACCESS_LOG_SAMPLE_RATE: '2' })).toThrow(/ACCESS_LOG_SAMPLE_RATE: expected a number from 0 to 1/);
  });
});

describe('payments mode (decision 044)', () => {
  const secret = { CART_TOKEN_SECRET: 'x'.repeat(32) };
  const adyenCredentials = { ADYEN_API_KEY: 'AQE-key', ADYEN_MERCHANT_ACCOUNT: 'ArgyleECOM' };
  const live = {
    ...secret,
    ...adyenCredentials,
    ADYEN_ENVIRONMENT: 'live',
    ADYEN_CLIENT_KEY: 'live_ABC',
    ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-AdyenDemo',
    ADYEN_HMAC_KEY: 'a1b2',
  };

  it('takes no payments by default: test payments are off until ALLOW_TEST_PAYMENTS=true', () => {
    expect(config(secret).payments).toEqual({ kind: 'unavailable', reason: expect.stringContaining('ALLOW_TEST_PAYMENTS') });
    expect(config({ ...secret, ALLOW_TEST_PAYMENTS: 'false' }).payments.kind).toBe('unavailable');
    expect(config({ ...secret, ...adyenCredentials }).payments.kind).toBe('unavailable');
    expect(config({ ...secret, PAYMENTS_BASE_URL: 'https://commerce.example/api' }).payments.kind).toBe('unavailable');
  });

  it('with ALLOW_TEST_PAYMENTS=true pays through the embedded test provider, Adyen’s test API or the commerce backend', () => {
    const allow = { ...secret, ALLOW_TEST_PAYMENTS: 'true' };
    expect(config(allow).payments).toEqual({ kind: 'embedded-test' });
    expect(config({ ...allow, ...adyenCredentials }).payments).toEqual({
      kind: 'adyen',
      checkoutUrl: 'https://checkout-test.adyen.com/v71',
      apiKey: 'AQE-key',
      merchantAccount: 'ArgyleECOM',
    });
    expect(config({ ...allow, PAYMENTS_BASE_URL: 'https://commerce.example/api' }).payments).toEqual({
      kind: 'remote',
      baseUrl: 'https://commerce.example/api',
    });
  });

  it("live pays through Adyen's live endpoint with the company's prefix, or the commerce backend; without either it takes none", () => {
    expect(config(live).payments).toEqual({
      kind: 'adyen',
      checkoutUrl: 'https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v71',
      apiKey: 'AQE-key',
      merchantAccount: 'ArgyleECOM',
    });
    expect(
      config({ ...secret, ADYEN_ENVIRONMENT: 'live', ADYEN_CLIENT_KEY: 'live_ABC', PAYMENTS_BASE_URL: 'https://commerce.example/api' })
        .payments,
    ).toEqual({
      kind: 'remote',
      baseUrl: 'https://commerce.example/api',
    });
    expect(config({ ...secret, ADYEN_ENVIRONMENT: 'live', ADYEN_CLIENT_KEY: 'live_ABC' }).payments).toEqual({
      kind: 'unavailable',
      reason: expect.stringContaining('ADYEN_API_KEY'),
    });
  });

  it('fails by name for test settings with live or the reverse', () => {
    expect(() => config({ ...live, ADYEN_CLIENT_KEY: 'test_ABC' })).toThrow(/ADYEN_CLIENT_KEY: a test_ key with ADYEN_ENVIRONMENT=live/);
    expect(() => config({ ...live, ADYEN_CLIENT_KEY: '' })).toThrow(
      /ADYEN_CLIENT_KEY: ADYEN_ENVIRONMENT=live needs the Drop-in's live_ client key/,
    );
    expect(() => config({ ...secret, ADYEN_CLIENT_KEY: 'live_ABC' })).toThrow(/ADYEN_CLIENT_KEY: a live_ key with ADYEN_ENVIRONMENT=test/);
    expect(() => config({ ...secret, ADYEN_CLIENT_KEY: 'ABC' })).toThrow(/ADYEN_CLIENT_KEY: expected an Adyen client key/);
    expect(() => config({ ...live, ALLOW_TEST_PAYMENTS: 'true' })).toThrow(/ALLOW_TEST_PAYMENTS: true with ADYEN_ENVIRONMENT=live/);
    expect(() => config({ ...live, ADYEN_LIVE_URL_PREFIX: '' })).toThrow(/ADYEN_LIVE_URL_PREFIX: ADYEN_ENVIRONMENT=live needs/);
    expect(() => config({ ...secret, ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-AdyenDemo' })).toThrow(
      /ADYEN_LIVE_URL_PREFIX: set with ADYEN_ENVIRONMENT=test/,
    );
    expect(() => config({ ...live, ADYEN_HMAC_KEY: '' })).toThrow(/ADYEN_HMAC_KEY: ADYEN_ENVIRONMENT=live needs the webhook key/);
  });

  it('fails by name for half the Adyen credentials, a prefix that is not one, or ALLOW_TEST_PAYMENTS not true/false', () => {
    expect(() => config({ ...secret, ADYEN_API_KEY: 'AQE-key' })).toThrow(
      /ADYEN_MERCHANT_ACCOUNT: ADYEN_API_KEY and ADYEN_MERCHANT_ACCOUNT go together/,
    );
    expect(() => config({ ...secret, ADYEN_MERCHANT_ACCOUNT: 'ArgyleECOM' })).toThrow(
      /ADYEN_API_KEY: ADYEN_API_KEY and ADYEN_MERCHANT_ACCOUNT/,
    );
    for (const prefix of ['https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com', 'evil.example/x', '-AdyenDemo']) {
      expect(() => config({ ...live, ADYEN_LIVE_URL_PREFIX: prefix })).toThrow(/ADYEN_LIVE_URL_PREFIX: expected the prefix alone/);
    }
    expect(() => config({ ...secret, ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(/ALLOW_TEST_PAYMENTS: expected true, false or empty/);
  });

  it('refuses the public development secrets, by name, unless the worker takes test payments only', () => {
    expect(() => config({ CART_TOKEN_SECRET: DEV_CART_TOKEN_SECRET })).toThrow(/CART_TOKEN_SECRET: the public development value/);
    expect(() => config({ ...secret, ADYEN_HMAC_KEY: DEV_ADYEN_HMAC_KEY.toUpperCase() })).toThrow(
      /ADYEN_HMAC_KEY: the public development value/,
    );
    expect(() => config({ ...live, CART_TOKEN_SECRET: DEV_CART_TOKEN_SECRET, ADYEN_HMAC_KEY: DEV_ADYEN_HMAC_KEY })).toThrow(
      /CART_TOKEN_SECRET: the public development value.*; ADYEN_HMAC_KEY: the public development value/,
    );
    // npm run dev, the e2e server and the worker tests: ENVIRONMENT=production with test payments on.
    expect(
      config({ CART_TOKEN_SECRET: DEV_CART_TOKEN_SECRET, ADYEN_HMAC_KEY: DEV_ADYEN_HMAC_KEY, ALLOW_TEST_PAYMENTS: 'true' }),
    ).toMatchObject({ environment: 'production', payments: { kind: 'embedded-test' } });
  });
});
