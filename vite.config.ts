// Client bundle: hydration entry plus one chunk per page type, hashed for immutable caching.
// The worker reads dist/client-build.json (written below) to link the entry, preload the
// current page's chunk and know the build id. `npm run dev` serves the client from Vite's dev
// server instead, with hot module replacement (scripts/dev.ts, decision 069): what preview, the
// tests and the benchmarks serve stays this production build.
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

/** The client's entry module (the build's input, and the module the page bootstraps). */
export const CLIENT_ENTRY = 'client/entry-client.tsx';
/** Files served as they are, at the site's root. */
export const PUBLIC_DIR = 'client/public';

/** npm run dev's Vite dev server (scripts/dev.ts): the page loads the client's modules from it. */
export const DEV_SERVER_PORT = 5173;
export const DEV_SERVER_ORIGIN = `http://localhost:${DEV_SERVER_PORT}`;

/** The embedded content origin's CMS images, among the worker's assets at the paths the seed stories use. */
export function copyContentImages(outDir: string) {
  cpSync('kv-seed/content/images/icons', resolve(outDir, 'images/icons'), { recursive: true, force: false });
  cpSync('kv-seed/content/images', resolve(outDir, 'images/content'), {
    recursive: true,
    force: false,
    filter: (src) => !src.endsWith('/icons'),
  });
}

function clientBuildInfo(): Plugin {
  const dir = 'dist';
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
        entry: CLIENT_ENTRY,
        modules,
      };
      // Hashed assets never change: let browsers and the edge keep them for a year.
      writeFileSync(resolve(outDir, '_headers'), '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
      copyContentImages(outDir);
      // Build bookkeeping is not for the public.
      writeFileSync(resolve(outDir, '.assetsignore'), '.vite\n_headers\n.assetsignore\n');
      writeFileSync(resolve(dir, 'client-build.json'), JSON.stringify(info, null, 2));
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), clientBuildInfo()],
  publicDir: PUBLIC_DIR,
  // React's production build in `vite build`, its development build in the dev server.
  define: { 'process.env.NODE_ENV': JSON.stringify(command === 'serve' ? 'development' : 'production') },
  server: {
    port: DEV_SERVER_PORT,
    strictPort: true,
    // Module URLs and CSS assets name the dev server, not the worker's origin the page comes from.
    origin: DEV_SERVER_ORIGIN,
  },
  // There is no index.html to scan: find the dependencies to pre-bundle from the client's entry
  // (and the pages it imports), not one by one as a page needs them, each costing a reload.
  optimizeDeps: { entries: [CLIENT_ENTRY] },
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      input: CLIENT_ENTRY,
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
