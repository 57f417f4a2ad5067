// Lint: TypeScript-aware recommended rules plus React hooks rules for the client.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noSeed = {
  group: ['**/kv-seed', '**/kv-seed/**'],
  message: 'Runtime code never imports the seed: move what it needs to markets/ or worker/.',
};
// Benchmarks and tools live outside the product (decision 055): scripts/ may import the worker
// and the client, never the other way round.
const noScripts = {
  group: ['**/scripts', '**/scripts/**'],
  message: 'The product never imports scripts/ (decision 055): scripts import the worker or client, not the other way round.',
};

// The worker's code outside worker/render/: no client at all (decision 062), no seed, no scripts.
const workerPatterns = [
  {
    // The top-level client/ (the worker's own upstream clients are files, `./client`) and the
    // server render's entry, '@client/ssr' (wrangler.toml).
    regex: '^((\\.\\./)+client/|@client/)',
    message: 'Only worker/render/ imports the client; what both sides read lives in contract/.',
  },
  noSeed,
  noScripts,
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '**/.wrangler/**',
      'node_modules/**',
      'worker/worker-configuration.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Import boundaries (README "Where code lives"; decision 062): markets/ is pure data shared by
  // worker and client; contract/ is the API between them (its types and the schemas both sides
  // read) and imports neither. The client never imports the worker, not even its types; the
  // worker imports the client only to render pages (worker/render/). Runtime code never reaches
  // into the seed (kv-seed/ imports the runtime, not the other way round). Tests may use seed
  // files and worker helpers as fixtures; those in worker/ and client/ not scripts/.
  {
    files: ['markets/**/*.ts', 'contract/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/worker', '**/worker/**', '**/client', '**/client/**'],
              message: 'markets/ and contract/ are shared by worker and client: they import neither.',
            },
            noSeed,
            noScripts,
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          // The page on screen reads its own location (client/state/page-location.ts, decision 043):
          // the router's moves to the next URL as a route change starts, before the next page is in.
          paths: [
            {
              name: '@tanstack/react-router',
              importNames: ['useLocation'],
              message: "Read the shown page's location with usePageLocation; useRouterState's location is the route change in flight.",
            },
          ],
          patterns: [
            {
              group: ['**/worker', '**/worker/**'],
              message: 'The client never imports the worker, not even types: what both sides read lives in contract/.',
            },
            noSeed,
            noScripts,
          ],
        },
      ],
    },
  },
  {
    files: ['worker/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'worker/render/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: workerPatterns }] },
  },
  {
    // Server rendering: the page renderer through '@client/ssr' and the client's types of it.
    files: ['worker/render/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+client/',
              allowTypeImports: true,
              message: 'The server render imports client types only (import type); the renderer comes through @client/ssr.',
            },
            noSeed,
            noScripts,
          ],
        },
      ],
    },
  },
  // The domain folders (services, their caches and port glue) and the per-request context they
  // share (request/) know nothing of the pipeline: middleware builds that context (decision 063).
  {
    files: ['worker/{content,catalogue,cart,checkout,newsletter,request}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...workerPatterns,
            {
              group: ['**/middleware', '**/middleware/**'],
              message: 'Domain services import no middleware (decision 063): take what you need from the ServiceContext.',
            },
          ],
        },
      ],
    },
  },
  // No import cycles in shipped code: a cycle makes module order decide what is undefined at start.
  {
    files: ['worker/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}', 'markets/**/*.ts', 'contract/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['worker/**/*.test.{ts,tsx}', 'client/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noScripts] }] },
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
