// JavaScript budget (issue 11, section 3): what a real Chromium fetches before the page reports
// hydration (<html data-hydrated="true">), brotli at quality 11 as an edge would serve it, on the
// home, listing, product and search pages. Code the page loads later (menus and dialogs on
// interaction, the search combobox at idle) does not count. Issue 11 sets 80 kB, which the client
// meets on Preact (decision 031; React 19 with TanStack alone measured 90.5 kB, decision 025).
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, hydrated, hydratedAt, recordHydrationMoment, test } from './fixtures';

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

for (const [name, path] of Object.entries(PAGES)) {
  test(`${name} page: JavaScript fetched before hydration is at most 80 kB brotli`, async ({ page }) => {
    await recordHydrationMoment(page);
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

    await page.goto(path);
    await hydrated(page);
    const hydrationAt = await hydratedAt(page);
    const requested = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ url: e.name, startTime: e.startTime })),
    );
    const before = new Set(requested.filter((e) => e.startTime < hydrationAt).map((e) => e.url));
    // Scripts are fetched before the page is parsed far enough to hydrate, so their responses are in by now.
    const sizes: Array<{ file: string; raw: number; brotli: number }> = [];
    for (const [url, body] of bodies) {
      if (!before.has(url)) continue;
      const bytes = await body;
      expect(bytes, `${url} was fetched before hydration, so its body is in`).toBeDefined();
      if (!bytes) continue;
      sizes.push({ file: new URL(url).pathname, raw: bytes.length, brotli: brotliBytes(bytes) });
    }
    const total = sizes.reduce((sum, s) => sum + s.brotli, 0);
    const report = [...sizes.map((s) => `${s.file}: ${(s.brotli / 1000).toFixed(1)} kB`), `total: ${(total / 1000).toFixed(1)} kB`];
    test.info().annotations.push({ type: 'js-before-hydration', description: report.join('; ') });
    console.log(`[js-budget] ${name} ${path}\n  ${report.join('\n  ')}`);

    expect(sizes.length, 'the entry script is measured').toBeGreaterThan(0);
    console.log(`[js-budget] ${name}: headroom to issue 11's 80 kB: ${((80_000 - total) / 1000).toFixed(1)} kB`);
    expect(total, report.join('\n')).toBeLessThanOrEqual(80_000);
  });
}
