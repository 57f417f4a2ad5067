// The development-only values that local servers and tests run with, in one place. Production
// sets real secrets with `wrangler secret put`; a worker refuses these unless it takes test
// payments only (ALLOW_TEST_PAYMENTS=true; worker/env.ts, decisions 017 and 044).
// `npm run dev` and `preview` get them from the .dev.vars that scripts/dev-vars.ts writes.

import { DEV_ADYEN_HMAC_KEY, DEV_CART_TOKEN_SECRET } from '../worker/dev-secret-values';

export { DEV_ADYEN_HMAC_KEY, DEV_CART_TOKEN_SECRET };

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
