import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { UserConfig, UserConfigFnObject } from 'vite';
import { describe, expect, it } from 'vitest';
import { LIVE_RELOAD_PATH, LIVE_RELOAD_PROTOCOL } from '../client/state/dev-reload';
import viteConfig from '../vite.config';
import { WRANGLER_DEV_ARGS } from './dev';

const clientConfig = (mode: string) =>
  (viteConfig as UserConfigFnObject)({ mode, command: 'build', isSsrBuild: false, isPreview: false }) as UserConfig;

/** A tsconfig's `compilerOptions.paths` (tsconfigs may hold comments: TypeScript reads them). */
const pathsOf = (file: string) =>
  (ts.readConfigFile(file, ts.sys.readFile).config as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths;

/** The value after a flag in wrangler's arguments. */
const arg = (flag: string) => WRANGLER_DEV_ARGS[WRANGLER_DEV_ARGS.indexOf(flag) + 1];

describe('npm run dev (decision 069)', () => {
  it('builds the client with React development build, readable, into dist/dev/', () => {
    const config = clientConfig('development');
    expect(config.define?.['process.env.NODE_ENV']).toBe('"development"');
    expect(config.build?.outDir).toBe('dist/dev/client');
    expect(config.build?.minify).toBe(false);
  });

  it('leaves the production build that preview, tests and benchmarks serve as it was', () => {
    const config = clientConfig('production');
    expect(config.define?.['process.env.NODE_ENV']).toBe('"production"');
    expect(config.build?.outDir).toBe('dist/client');
    expect(config.build?.minify).toBe(true);
    expect(config.build?.sourcemap).toBe(true);
    expect(readFileSync('wrangler.toml', 'utf8')).toMatch(/^"process\.env\.NODE_ENV" = '"production"'$/m);
    expect(pathsOf('tsconfig.worker.json')['@client/build']).toEqual(['./dist/client-build.json']);
  });

  it('serves the development build with React development build on the server', () => {
    expect(WRANGLER_DEV_ARGS).toContain('8787');
    expect(arg('--define')).toBe('process.env.NODE_ENV:"development"');
    expect(arg('--assets')).toBe('dist/dev/client');
    expect(pathsOf(arg('--tsconfig') ?? '')['@client/build']).toEqual(['./dist/dev/client-build.json']);
  });

  it("listens on the live-reload socket of the installed wrangler's proxy", () => {
    const proxy = readFileSync('node_modules/wrangler/wrangler-dist/ProxyWorker.js', 'utf8');
    expect(proxy).toContain(`LIVE_RELOAD_PATHNAME = "${LIVE_RELOAD_PATH}"`);
    expect(proxy).toContain(`LIVE_RELOAD_PROTOCOL = "${LIVE_RELOAD_PROTOCOL}"`);
    expect(proxy).toMatch(/getWebSockets\("live-reload"\)\.forEach\(\(ws\) => ws\.send\("reload"\)\)/);
  });
});
