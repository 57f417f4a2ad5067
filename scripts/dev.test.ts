import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { createServer, type UserConfig, type UserConfigFnObject } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';
import { clientStylesheets, devClientBuild, WRANGLER_DEV_ARGS } from './dev';

const clientConfig = (command: 'build' | 'serve') =>
  (viteConfig as UserConfigFnObject)({
    mode: command === 'serve' ? 'development' : 'production',
    command,
    isSsrBuild: false,
    isPreview: false,
  }) as UserConfig;

/** A tsconfig's `compilerOptions.paths` (tsconfigs may hold comments: TypeScript reads them). */
const pathsOf = (file: string) =>
  (ts.readConfigFile(file, ts.sys.readFile).config as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths;

/** The value after a flag in wrangler's arguments. */
const arg = (flag: string) => WRANGLER_DEV_ARGS[WRANGLER_DEV_ARGS.indexOf(flag) + 1];

describe('npm run dev (decision 069)', () => {
  it("serves the client from Vite's dev server with React's development build, at the origin the page names", () => {
    const config = clientConfig('serve');
    expect(config.define?.['process.env.NODE_ENV']).toBe('"development"');
    expect(config.server).toMatchObject({ port: 5173, strictPort: true, origin: 'http://localhost:5173' });
    expect(config.optimizeDeps?.entries).toEqual(['client/entry-client.tsx']);
  });

  it('leaves the production build that preview, tests and benchmarks serve as it was', () => {
    const config = clientConfig('build');
    expect(config.define?.['process.env.NODE_ENV']).toBe('"production"');
    expect(config.build?.outDir).toBe('dist/client');
    expect(config.build?.sourcemap).toBe(true);
    expect(readFileSync('wrangler.toml', 'utf8')).toMatch(/^"process\.env\.NODE_ENV" = '"production"'$/m);
    expect(pathsOf('tsconfig.worker.json')['@client/build']).toEqual(['./dist/client-build.json']);
  });

  it("runs the worker with React's development build and the development manifest", () => {
    expect(WRANGLER_DEV_ARGS).toContain('8787');
    expect(arg('--define')).toBe('process.env.NODE_ENV:"development"');
    expect(arg('--assets')).toBe('dist/dev/client');
    expect(pathsOf(arg('--tsconfig') ?? '')['@client/build']).toEqual(['./dist/dev/client-build.json']);
  });

  it("links the page to the dev server's entry module and every stylesheet, the global one first", () => {
    const stylesheets = clientStylesheets();
    expect(stylesheets[0]).toBe('client/styles/app.css');
    expect(stylesheets).toContain('client/cart/cart.css');
    const build = devClientBuild(stylesheets);
    expect(build.devServer).toBe('http://localhost:5173');
    expect(build.modules[build.entry]).toEqual({
      js: ['http://localhost:5173/client/entry-client.tsx'],
      css: stylesheets.map((file) => `http://localhost:5173/${file}`),
    });
  });

  it('serves components with React Fast Refresh: the entry installs its runtime before any component', async () => {
    // The dev server's own transforms, without a port, a socket or the dependency scan, and with
    // a cache of its own: a running npm run dev's pre-bundled dependencies stay as they are.
    const cacheDir = mkdtempSync(join(tmpdir(), 'argyle-vite-'));
    const vite = await createServer({
      server: { middlewareMode: true, ws: false },
      optimizeDeps: { noDiscovery: true },
      cacheDir,
      logLevel: 'warn',
    });
    try {
      const entry = (await vite.transformRequest('/client/entry-client.tsx'))?.code ?? '';
      const imports = [...entry.matchAll(/^import [^;]*?"([^"]+)"/gm)].map((m) => m[1]);
      expect(imports[0]).toContain('@vitejs/plugin-react/preamble');
      const footer = (await vite.transformRequest('/client/components/footer.tsx'))?.code ?? '';
      expect(footer).toMatch(/\$RefreshReg\$\(_c\d*, "Footer"\)/);
      expect(footer).toContain('import.meta.hot.accept(');
    } finally {
      await vite.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
