// Worker integration tests: the real worker in workerd (Miniflare) with the KV, D1 and asset
// bindings from wrangler.toml. Needs the client build (npm run build) for dist/.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { DEV_VARS } from '../../scripts/dev-secrets';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      // Secrets wrangler.toml does not hold: test values (the development ones `npm run dev` writes
      // to .dev.vars), and test payments switched on as there (decision 044).
      miniflare: {
        // EXTERNAL_URL_JP with a path: tests check the configured address is used and joined.
        bindings: {
          STORYBLOK_WEBHOOK_SECRET: 'test-webhook-secret',
          EXTERNAL_URL_JP: 'https://jp.argyle.test/shop',
          ...DEV_VARS,
          // Pages render afresh in every test; page-cache.test.ts turns the cache on for its own.
          PAGE_CACHE: 'off',
        },
      },
    }),
  ],
  // wrangler.toml defines NODE_ENV=production (React's production build); compile JSX to match.
  oxc: { jsx: { development: false } },
  resolve: {
    alias: { '@client/ssr': `${root}client/entry-server.tsx`, '@client/build': `${root}dist/client-build.json` },
  },
  test: {
    name: 'worker',
    // Each test file gets its own workerd (isolated storage and modules). One more than the cores:
    // some files wait (abuse-limits.test.ts for a fresh rate-limit minute, background writes),
    // and with a worker per core those waits left a core idle (2 cores: 291 s with 2, 252 s with 3).
    maxWorkers: availableParallelism() + 1,
    // The first request loads the whole worker bundle into workerd.
    testTimeout: 20_000,
    // Seeding the catalogue into D1 (beforeAll/beforeEach) takes seconds on a busy machine.
    hookTimeout: 30_000,
    include: ['tests/worker/**/*.test.ts'],
    // Access logs are noise here; warnings and errors stay visible.
    onConsoleLog: (log) => !log.includes('"level":"info"'),
  },
});
