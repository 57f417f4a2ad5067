// The document finishes parsing only once its stylesheets apply (decision 032).
// Chromium's autofill forces a full style and layout when DOMContentLoaded is dispatched (it reads
// the forms' fields: the header's search form is on every page). Before the stylesheets had loaded
// that pass laid the page out unstyled, and their arrival then restyled and laid out everything
// again: two full passes where one does. The stylesheets are held here until the browser has the
// whole HTML, as on a cold load where they arrive after it.
import { expect, holdChunk, hydrated, test } from './fixtures';

const PAGES = {
  home: '/uk',
  listing: '/uk/adults/socks',
  product: '/uk/product/ARG-COPENHAGEN-AVOCADO-PINK',
  search: '/uk/search?term=stripe',
};

for (const [name, path] of Object.entries(PAGES)) {
  test(`${name} page: DOMContentLoaded comes after every stylesheet has loaded`, async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
        (window as unknown as { __sheets: { links: number; loaded: number } }).__sheets = {
          links: links.length,
          loaded: links.filter((link) => link.sheet !== null).length,
        };
      });
    });
    const css = await holdChunk(page, /\/assets\/[^/?]+\.css$/);
    const response = await page.goto(path, { waitUntil: 'commit' });
    // The browser has every byte of the page, and has asked for the stylesheets, before the first may arrive.
    await response?.finished();
    await expect.poll(() => css.requested()).toBe(true);
    css.release();
    await hydrated(page);
    const sheets = await page.evaluate(() => (window as unknown as { __sheets: { links: number; loaded: number } }).__sheets);
    expect(sheets.links).toBeGreaterThan(0);
    expect(sheets.loaded).toBe(sheets.links);
  });
}
