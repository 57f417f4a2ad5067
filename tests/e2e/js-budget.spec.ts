// JavaScript budget: the scripts and module preloads a page's HTML declares, as a real
// Chromium fetched them, brotli at quality 11 as an edge would serve them, on the home, listing,
// product and search pages: at most 120 kB (React 19 with TanStack Router and Query alone is about
// 82 kB; decision 050). Code the page loads later (below-the-fold parts as React hydrates them,
// menus and dialogs on interaction, the search combobox on first focus, consent, analytics and
// vitals after hydration) does not count: it is reported on its own.
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, hydrated, test } from './fixtures';

const BUDGET = 120_000;

const PAGES = {
  home: '/uk',
  listing: '/uk/adults/socks',
  product: '/uk/product/ARG-COPENHAGEN-AVOCADO-PINK',
  search: '/uk/search?term=stripe',
};

const brotliBytes = (body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

for (const [name, path] of Object.entries(PAGES)) {
  test(`${name} page: the JavaScript its HTML declares is at most 120 kB brotli`, async ({ page }) => {
    const bodies = new Map<string, Promise<Buffer | undefined>>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/javascript|ecmascript/.test(type) || response.request().resourceType() === 'script') {
        // Scripts loaded later (at idle) may still be arriving when the test ends: not an error.
        bodies.set(
          response.url(),
          response.body().catch(() => undefined),
        );
      }
    });

    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    // What the server's HTML names: <script src> and <link rel="modulepreload" href>.
    const declared = new Set(
      [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)].map(
        (m) => new URL(m[1]!.replace(/&amp;/g, '&'), page.url()).href,
      ),
    );
    await hydrated(page);

    const measure = async (urls: string[]) => {
      const sizes: Array<{ file: string; brotli: number }> = [];
      for (const url of urls) {
        const bytes = await bodies.get(url);
        if (!bytes) continue;
        sizes.push({ file: new URL(url).pathname, brotli: brotliBytes(bytes) });
      }
      return { sizes, total: sizes.reduce((sum, s) => sum + s.brotli, 0) };
    };
    const first = await measure([...declared]);
    const later = await measure([...bodies.keys()].filter((url) => !declared.has(url)));
    const report = [...first.sizes.map((s) => `${s.file}: ${kB(s.brotli)}`), `total: ${kB(first.total)}`];
    const laterReport = [...later.sizes.map((s) => `${s.file}: ${kB(s.brotli)}`), `total: ${kB(later.total)}`];
    test.info().annotations.push({ type: 'js-declared', description: report.join('; ') });
    test.info().annotations.push({ type: 'js-later', description: laterReport.join('; ') });
    console.log(`[js-budget] ${name} ${path}\n  ${report.join('\n  ')}`);
    console.log(`[js-budget] ${name}, loaded later (by the time it hydrated)\n  ${laterReport.join('\n  ')}`);

    expect(first.sizes.map((s) => s.file).length, 'every declared script was fetched and measured').toBe(declared.size);
    expect(first.sizes.length, 'the entry script is measured').toBeGreaterThan(0);
    console.log(`[js-budget] ${name}: headroom to 120 kB: ${kB(BUDGET - first.total)}`);
    expect(first.total, report.join('\n')).toBeLessThanOrEqual(BUDGET);
  });
}
