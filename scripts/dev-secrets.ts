// The development-only secrets that local servers and tests run with, in one place. Production
// sets real ones with `wrangler secret put`; these must never be used there (decision 017).
// `npm run dev` and `preview` pass the same value in package.json, which cannot import this.

/** CART_TOKEN_SECRET for `wrangler dev` in e2e tests and benchmarks, and for the workerd tests. */
export const DEV_CART_TOKEN_SECRET = 'dev-only-cart-token-secret-not-for-production';

/** ADYEN_HMAC_KEY (hex) of the embedded test provider's notifications and the webhook, in development. */
export const DEV_ADYEN_HMAC_KEY = '44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056';

/** The `wrangler dev` arguments that hand it the development secrets (cart tokens, Adyen webhook). */
export const DEV_CART_SECRET_ARGS = [
  '--var',
  `CART_TOKEN_SECRET:${DEV_CART_TOKEN_SECRET}`,
  '--var',
  `ADYEN_HMAC_KEY:${DEV_ADYEN_HMAC_KEY}`,
] as const;
