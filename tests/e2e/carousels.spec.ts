// CMS product carousels (decision 051) on a phone and a desktop: both home carousels show product
// cards from the server's HTML, hydrated without asking the API again; each is a region named by
// its heading holding a list; the row scrolls sideways as the keyboard moves through its cards;
// nothing shifts; cards report impressions as the `carousel` list. Screenshots go to
// /work/helper-notes/carousels-{width}.png.
import { expect, hydrated, layoutShifts, recordLayoutShifts, test } from './fixtures';

const TITLES = ['Our favourites right now', 'Fresh off the needles'];
const SCREENSHOTS = process.env.CAROUSEL_SCREENSHOTS ?? '/work/helper-notes';

for (const width of [390, 1440]) {
  test.describe(`home carousels at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 }, realImages: true });

    test('both show at least 4 product cards from the server, hydrated without another request', async ({ page }) => {
      await recordLayoutShifts(page);
      const carouselCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/carousels/')) carouselCalls.push(r.url());
      });
      const response = await page.goto('/uk');
      const html = (await response?.text()) ?? '';
      for (const title of TITLES) expect(html).toContain(`class="cms-section-title">${title}</h2>`);
      expect(html.match(/<li class="cms-carousel__item"><article class="product-card"/g)?.length).toBeGreaterThanOrEqual(8);
      await hydrated(page);

      for (const [i, title] of TITLES.entries()) {
        const region = page.getByRole('region', { name: title });
        const cards = region.getByRole('list', { name: title }).locator(':scope > li');
        expect(await cards.count()).toBeGreaterThanOrEqual(4);
        await region.scrollIntoViewIfNeeded();
        const first = cards.first();
        await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
        await expect(first.locator('.price__final')).toContainText('£');
        await expect(first.locator('img')).toHaveAttribute('loading', 'lazy');
        // The image service's photo loads once near the viewport. (naturalWidth is in CSS pixels of
        // the chosen srcset width: the slot's width for a real photo, 0 or 1 for a one-pixel one.)
        await expect.poll(() => first.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(1);
        await region.screenshot({ path: `${SCREENSHOTS}/carousels-${width}-${i + 1}.png` });
      }
      expect(carouselCalls, 'the page state carries the carousels').toEqual([]);
      expect(await layoutShifts(page)).toEqual([]);
    });

    test('the keyboard reaches every card, and the row scrolls to show the focused one', async ({ page }) => {
      await page.goto('/uk');
      await hydrated(page);
      const region = page.getByRole('region', { name: TITLES[0] });
      const track = region.getByRole('list', { name: TITLES[0] });
      const links = track.getByRole('link');
      const count = await links.count();
      await region.getByRole('link', { name: 'View all' }).focus();
      for (let i = 0; i < count; i++) {
        await page.keyboard.press('Tab');
        await expect(links.nth(i)).toBeFocused();
        // The focused card comes wholly into the visible part of the row.
        const shown = async () => {
          const [card, row] = await Promise.all([links.nth(i).boundingBox(), track.boundingBox()]);
          return card!.x >= row!.x - 1 && card!.x + card!.width <= row!.x + row!.width + 1;
        };
        await expect.poll(shown).toBe(true);
      }
      expect(await track.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
    });
  });
}

test.describe('home carousels after a client-side navigation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('come from the carousels API once, in the market’s prices', async ({ page }) => {
    await page.goto('/uk/about-us');
    await hydrated(page);
    const answer = page.waitForResponse((r) => r.url().includes('/api/catalogue/uk/carousels/homepage?country=GB'));
    await page.getByRole('link', { name: 'Argyle home' }).click();
    expect((await answer).status()).toBe(200);
    for (const title of TITLES) {
      const cards = page.getByRole('region', { name: title }).getByRole('list', { name: title }).locator(':scope > li');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(4);
      await expect(cards.first().locator('.price__final')).toContainText('£');
    }
  });
});

test.describe('carousel impressions', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('cards in view are reported as the carousel list, in their places', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const region = page.getByRole('region', { name: TITLES[0] });
    await region.scrollIntoViewIfNeeded();
    const skus = await region.locator('.product-card').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.sku ?? ''));
    const reported = async () =>
      (await page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, unknown>>))
        .filter((e) => e.event === 'product-impressions')
        .flatMap((e) => e.products as Array<{ sku: string; list: string; position: number; currency: string }>)
        .filter((p) => p.list === 'carousel');
    await expect.poll(async () => (await reported()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    for (const product of await reported()) {
      expect(product.currency).toBe('GBP');
      if (skus.includes(product.sku)) expect(product.position).toBe(skus.indexOf(product.sku) + 1);
    }
  });
});
