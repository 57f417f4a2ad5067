// The development-only secrets that local servers and tests run with, in one place. Production
// sets real ones with `wrangler secret put`; these must never be used there (decision 017).
// `npm run dev` and `preview` pass the same value in package.json, which cannot import this.

/** CART_TOKEN_SECRET for `wrangler dev` in e2e tests and benchmarks, and for the workerd tests. */
export const DEV_CART_TOKEN_SECRET = 'dev-only-cart-token-secret-not-for-production';

/** The `wrangler dev` arguments that hand it the development cart secret. */
export const DEV_CART_SECRET_ARGS = ['--var', `CART_TOKEN_SECRET:${DEV_CART_TOKEN_SECRET}`] as const;
