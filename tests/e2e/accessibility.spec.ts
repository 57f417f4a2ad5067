// Accessibility: axe-core checks every page a shopper meets on the way to
// checkout (home, listing, product, search, FAQ, the checkout steps) at phone (390 px) and desktop
// (1440 px) widths, against WCAG 2.1 A and AA and axe's best practices (names, landmarks,
// headings). One browser page per width visits every path in turn, so the check stays cheap.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
// Plain Playwright `test`: the shared page below replaces the per-test page of ./fixtures.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './fixtures';

const { sku } = (JSON.parse(readFileSync('kv-seed/catalogue/products.json', 'utf8')) as { sku: string }[])[0]!;
const PATHS = [
  '/uk',
  '/uk/adults/socks',
  `/uk/product/${sku}`,
  // A short result list with discounted and badged cards; the listing above has the full grid.
  '/uk/search?term=tartan',
  '/uk/faq',
  '/uk/checkout/cart',
  // A filled basket (restored from ?items=): lines, quantity controls, shipping, discount, totals.
  '/uk/checkout/cart?items=ARG-COPENHAGEN-AVOCADO-PINK-36-40x2',
  '/uk/checkout/address',
  '/uk/checkout/payment',
];
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'desktop', width: 1440, height: 900, mobile: false },
] as const;

/** The violations on the page: one line per rule and failure, naming the first element and how many fail. */
async function violations(page: Page): Promise<string[]> {
  // Legacy mode runs axe inside the page rather than merging frame results in an extra blank
  // page, which halves the time; it only skips cross-origin frames, and these pages have none.
  // Only violations are collected in detail.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((v) => {
    const byFailure = new Map<string, string[]>();
    for (const node of v.nodes) {
      const failure = (node.failureSummary ?? v.help).replace(/\s+/g, ' ');
      byFailure.set(failure, [...(byFailure.get(failure) ?? []), node.target.join(' ')]);
    }
    return [...byFailure].map(([failure, targets]) => `${v.id} (${v.impact}) ×${targets.length}, e.g. ${targets[0]}: ${failure}`);
  });
}

for (const device of WIDTHS) {
  test.describe(`${device.name} (${device.width} px)`, () => {
    // One browser page per width visits the paths in turn, in one worker; a failing path does
    // not stop the others. A 64-card listing takes axe several seconds, far more on busy cores.
    test.describe.configure({ mode: 'default', timeout: 120_000 });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      // Reduced motion: axe judges the settled page, not the logo caught mid-fade (its collapse
      // after 4 s once read as a 2.93:1 blend of its two states on a loaded machine).
      const context = await browser.newContext({
        reducedMotion: 'reduce',
        viewport: { width: device.width, height: device.height },
        hasTouch: device.mobile,
        isMobile: device.mobile,
      });
      page = await context.newPage();
    });
    test.afterAll(() => page.context().close());

    for (const path of PATHS) {
      test(`axe finds no WCAG 2.1 AA or best-practice violation on ${path}`, async () => {
        await page.goto(path);
        await hydrated(page);
        // Content the loaders left to the client (and the busy state of a page) has settled.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        if (path.includes('items=')) {
          // The restored line, then its repricing, which marks the basket busy again.
          await expect(page.locator('.basket-line')).toHaveCount(1);
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        }
        expect(await violations(page)).toEqual([]);
      });
    }

    test('axe finds no violation on a partly filled address step with its errors and the billing form shown', async () => {
      await page.goto('/uk/checkout/address?items=ARG-COPENHAGEN-AVOCADO-PINK-36-40x1');
      await hydrated(page);
      await page.locator('#shipping-firstName').fill('Ada');
      await page.locator('#useShippingForBilling').uncheck();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.locator('.address-summary')).toBeFocused();
      expect(await violations(page)).toEqual([]);
    });
  });
}
