// Client bundle: hydration entry plus one chunk per page type, hashed for immutable caching.
// The worker reads dist/client-build.json (written below) to link the entry, preload the
// current page's chunk and know the build id. `--mode development` (npm run dev, decision 069)
// builds React's development build, unminified, into dist/dev/ instead: what preview, the tests
// and the benchmarks serve stays the production build.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  src?: string;
}

/** Scripts to preload and styles to link for one module: itself plus its static imports. */
function collect(manifest: Record<string, ManifestChunk>, key: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || js.has(`/${chunk.file}`)) return;
    js.add(`/${chunk.file}`);
    chunk.css?.forEach((c) => css.add(`/${c}`));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/** `checkout-cart` for client/routes/checkout/cart/page.tsx: a page's files named for it, not all "page". */
const pageName = (id: string | null | undefined) => id?.match(/client\/routes\/(.+)\/page\.tsx$/)?.[1]?.replace(/\//g, '-');

/** Where a mode's build goes: the client's files in `<dir>/client`, its client-build.json in `<dir>`. */
export const buildDir = (mode: string) => (mode === 'development' ? 'dist/dev' : 'dist');

function writeChanged(path: string, text: string) {
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
}

function clientBuildInfo(dir: string): Plugin {
  return {
    name: 'argyle-client-build-info',
    apply: 'build',
    closeBundle() {
      const outDir = resolve(dir, 'client');
      // A failed build writes no manifest: leave its own error to be reported, not this one.
      if (!existsSync(resolve(outDir, '.vite/manifest.json'))) return;
      const raw = readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8');
      const manifest = JSON.parse(raw) as Record<string, ManifestChunk>;
      const modules = Object.fromEntries(
        Object.keys(manifest)
          .filter((k) => k.startsWith('client/'))
          .map((k) => [k, collect(manifest, k)]),
      );
      const info = {
        buildId: createHash('sha256').update(raw).digest('hex').slice(0, 12),
        builtAt: Date.now(),
        entry: 'client/entry-client.tsx',
        modules,
      };
      // npm run dev's wrangler reloads the worker for every write among the assets: rewrite only
      // what changed (a rebuild's files come in one burst), and the build info, which reloads it
      // with this build, last.
      // Hashed assets never change: let browsers and the edge keep them for a year.
      writeChanged(resolve(outDir, '_headers'), '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
      // CMS images of the embedded content origin, at the paths the seed stories use.
      cpSync('kv-seed/content/images/icons', resolve(outDir, 'images/icons'), { recursive: true, force: false });
      cpSync('kv-seed/content/images', resolve(outDir, 'images/content'), {
        recursive: true,
        force: false,
        filter: (src) => !src.endsWith('/icons'),
      });
      // Build bookkeeping is not for the public.
      writeChanged(resolve(outDir, '.assetsignore'), '.vite\n_headers\n.assetsignore\n');
      writeFileSync(resolve(dir, 'client-build.json'), JSON.stringify(info, null, 2));
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), clientBuildInfo(buildDir(mode))],
  publicDir: 'client/public',
  // Vite builds for production whatever the mode; React's development build is chosen by this.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
  build: {
    outDir: `${buildDir(mode)}/client`,
    // npm run dev's watch keeps the files an open page still loads while it rebuilds (scripts/dev.ts
    // empties dist/dev/ when it starts).
    emptyOutDir: mode !== 'development',
    manifest: true,
    // Development code is readable as it is: the watch rebuilds in about two thirds of the time
    // without minifying and source maps.
    minify: mode !== 'development',
    sourcemap: mode !== 'development',
    target: 'es2022',
    rollupOptions: {
      input: 'client/entry-client.tsx',
      // Everything the entry imports statically is needed before hydration: one file, not seven
      // (per-file brotli and import/export overhead cost ~4 kB; decision 031).
      // Likewise the small modules that route chunks share and a page needs before hydration: the
      // CMS blocks with the footer's newsletter form, and the catalogue's card, price and sizes.
      output: {
        chunkFileNames: (chunk) => `assets/${pageName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
        assetFileNames: (asset) => `assets/${pageName(asset.originalFileNames[0]) ?? '[name]'}-[hash][extname]`,
        codeSplitting: {
          groups: [
            { name: 'entry-client', tags: ['$initial'] },
            // The CMS blocks' styles alone: pages link them for blocks whose code comes later (decision 044).
            {
              name: 'content-styles',
              test: /[\\/]client[\\/](content[\\/]content|newsletter[\\/]newsletter|components[\\/]basic-dialog)\.css/,
            },
            // The product card's styles alone: the CMS blocks link them for carousels whose cards come later (decision 051).
            { name: 'catalogue-styles', test: /[\\/]client[\\/]catalogue[\\/]catalogue\.css/ },
            {
              name: 'page-content',
              test: /[\\/]client[\\/](content[\\/]blocks|newsletter[\\/]|analytics[\\/]events|components[\\/]basic-dialog)/,
            },
            {
              name: 'catalogue',
              test: /[\\/]client[\\/](catalogue[\\/](product-card|badges|images|price|labels|size-picker)|cart[\\/]error-message)/,
            },
          ],
        },
      },
    },
  },
}));
