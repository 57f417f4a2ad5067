// The cart token secret is part of the config: the embedded cart service does not start without one.
import { describe, expect, it } from 'vitest';
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
