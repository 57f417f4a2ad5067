// `npm run dev`'s server (docs/decisions/069): Vite rebuilds the client in development mode into
// dist/dev/ whenever a file under client/ changes, and `wrangler dev` serves that build with
// React's development build on the server too. Wrangler reloads the worker when its code or the
// client build changes; an open page reloads itself when its build is replaced (entry-client.tsx).
// The production build in dist/ (preview, tests, benchmarks) is left alone.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildDir } from '../vite.config';

export const DEV_PORT = 8787;
const dir = buildDir('development');

/**
 * `wrangler dev` on the development build: wrangler.toml's production NODE_ENV overridden, and
 * the client build's manifest ('@client/build', by the tsconfig's paths) and files from dist/dev/.
 * (`wrangler dev` ignores `--alias`.) State stays wrangler's default, which seed:local fills.
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
  `${dir}/client`,
];

async function main() {
  const started = Date.now();
  // The watch adds each rebuild's files and removes none (vite.config.ts): start from nothing.
  rmSync(dir, { recursive: true, force: true });
  // Vite's per-file report of every rebuild drowns wrangler's log: one line per build instead.
  const watcher = await build({ mode: 'development', logLevel: 'warn', build: { watch: {} } });
  if (!('on' in watcher)) throw new Error('vite build --watch did not return a watcher');
  const firstBuild = new Promise<void>((resolve, reject) => {
    watcher.on('event', (event) => {
      if (event.code === 'BUNDLE_START') console.log('dev: building the client…');
      if (event.code === 'BUNDLE_END') console.log(`dev: client built in ${(event.duration / 1000).toFixed(1)} s (${dir}/)`);
      if (event.code === 'END') resolve();
      // After a failed rebuild (a typo) the watch goes on and the last good build stays served;
      // a failed first build stops npm run dev.
      if (event.code === 'ERROR') {
        console.error(`dev: client build failed: ${event.error.message}`);
        reject(event.error);
      }
    });
  });
  await firstBuild;
  console.log(`dev: first build after ${((Date.now() - started) / 1000).toFixed(1)} s; starting wrangler dev on :${DEV_PORT}`);
  const wrangler = spawn('npx', ['wrangler', ...WRANGLER_DEV_ARGS], { stdio: 'inherit' });
  wrangler.on('exit', (code) => {
    void watcher.close().then(() => process.exit(code ?? 0));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
