// `npm run dev`'s server (docs/decisions/069): Vite's dev server serves the client's modules with
// hot module replacement, and `wrangler dev` runs the worker with React's development build, which
// links the page to those modules (dist/dev/client-build.json, written here). Wrangler reloads the
// worker when its code changes, client components included, for the next server render.
// The production build in dist/ (preview, tests, benchmarks) is left alone.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createServer } from 'vite';
import type { ClientBuild } from '../client/ssr-contract';
import { CLIENT_ENTRY, copyContentImages, DEV_SERVER_ORIGIN, PUBLIC_DIR } from '../vite.config';

export const DEV_PORT = 8787;
const DIR = 'dist/dev';

/**
 * `wrangler dev` for development: wrangler.toml's production NODE_ENV overridden, the client
 * build's manifest ('@client/build', by the tsconfig's paths) and static files from dist/dev/
 * (`wrangler dev` ignores `--alias`). State stays wrangler's default, which seed:local fills.
 */
export const WRANGLER_DEV_ARGS = [
  'dev',
  '--port',
  String(DEV_PORT),
  '--define',
  'process.env.NODE_ENV:"development"',
  '--tsconfig',
  'tsconfig.worker.dev.json',
  '--assets',
  `${DIR}/client`,
];

/**
 * The worker's view of the client in development: the entry module from Vite's dev server, which
 * brings the rest as it is imported, and every stylesheet linked from there too, so the server's
 * HTML is styled before the scripts run (Vite keeps linked sheets up to date as well).
 */
export function devClientBuild(stylesheets: string[]): ClientBuild {
  return {
    buildId: 'dev',
    builtAt: Date.now(),
    entry: CLIENT_ENTRY,
    devServer: DEV_SERVER_ORIGIN,
    modules: {
      [CLIENT_ENTRY]: { js: [`${DEV_SERVER_ORIGIN}/${CLIENT_ENTRY}`], css: stylesheets.map((file) => `${DEV_SERVER_ORIGIN}/${file}`) },
    },
  };
}

/** The client's stylesheets, the global one first (its rules are the defaults the others refine). */
export function clientStylesheets(): string[] {
  const files = readdirSync('client', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css'))
    .map((f) => `client/${f}`)
    .sort();
  return [...files.filter((f) => f.startsWith('client/styles/')), ...files.filter((f) => !f.startsWith('client/styles/'))];
}

async function main() {
  const started = Date.now();
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(`${DIR}/client`, { recursive: true });
  cpSync(PUBLIC_DIR, `${DIR}/client`, { recursive: true });
  copyContentImages(`${DIR}/client`);
  writeFileSync(`${DIR}/client-build.json`, JSON.stringify(devClientBuild(clientStylesheets()), null, 2));

  const vite = await createServer({ mode: 'development' });
  await vite.listen();
  console.log(
    `dev: client modules from ${DEV_SERVER_ORIGIN} after ${((Date.now() - started) / 1000).toFixed(1)} s; starting wrangler dev on :${DEV_PORT}`,
  );
  const wrangler = spawn('npx', ['wrangler', ...WRANGLER_DEV_ARGS], { stdio: 'inherit' });
  wrangler.on('exit', (code) => {
    void vite.close().then(() => process.exit(code ?? 0));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
