// The public development values of the worker's secrets. They live here because the worker must
// know them to refuse them where money may move (env.ts, decision 044); scripts/dev-secrets.ts
// hands them to local servers and tests. Anyone can read them: never a production secret.

/** CART_TOKEN_SECRET of `npm run dev`, the e2e server, the benchmarks and the workerd tests. */
export const DEV_CART_TOKEN_SECRET = 'dev-only-cart-token-secret-not-for-production';

/** ADYEN_HMAC_KEY (hex) of the embedded test provider's notifications and the webhook, in development. */
export const DEV_ADYEN_HMAC_KEY = '44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056';
