// The development-only values that local servers and tests run with, in one place. Production
// sets real secrets with `wrangler secret put`; a worker refuses these unless it takes test
// payments only (ALLOW_TEST_PAYMENTS=true; worker/env.ts, decisions 017 and 044).
// `npm run dev` and `preview` get them from the .dev.vars that scripts/dev-vars.ts writes.

/** CART_TOKEN_SECRET for `wrangler dev` in e2e tests and benchmarks, and for the workerd tests. */
export const DEV_CART_TOKEN_SECRET = 'dev-only-cart-token-secret-not-for-production';

/** ADYEN_HMAC_KEY (hex) of the embedded test provider's notifications and the webhook, in development. */
export const DEV_ADYEN_HMAC_KEY = '44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056';

/**
 * The vars every local server runs with: the development secrets, and test payments switched on
 * (development conveniences are switched on, never left on: wrangler.toml leaves them off).
 */
export const DEV_VARS = {
  CART_TOKEN_SECRET: DEV_CART_TOKEN_SECRET,
  ADYEN_HMAC_KEY: DEV_ADYEN_HMAC_KEY,
  ALLOW_TEST_PAYMENTS: 'true',
} as const;

/** The `wrangler dev` arguments that hand it DEV_VARS (e2e server, benchmarks). */
export const DEV_VAR_ARGS = Object.entries(DEV_VARS).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
