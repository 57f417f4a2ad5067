// CMS links: a link with a query string, such as the seeded menu link
// '/adults/socks?colours=black', navigates client-side to that listing with its search params,
// and its hover preload loads that filtered listing (not a path with '?colours=black' in it).
import { expect, hydrated, test } from './fixtures';

test.describe.configure({ timeout: 60_000 });
const PAGE_TIMEOUT = { timeout: 20_000 };

test.describe('CMS links with a query string (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a menu link /adults/socks?colours=black preloads the filtered listing and navigates client-side to it', async ({ page }) => {
    const api: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) api.push(url);
    });
    await page.goto('/uk');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Adults', exact: true }).hover();
    const black = nav.locator('.nav-dropdown').getByRole('link', { name: 'Black', exact: true });
    await expect(black).toHaveAttribute('href', '/uk/adults/socks?colours=black');

    // Hover intent preloads the route: the listing with the colour filter, and the category story.
    const preload = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/catalogue/uk/listing/adults/socks' && url.searchParams.get('colours') === 'black';
    });
    await black.hover();
    await preload;
    // No request took the query string for part of the path.
    expect(api.filter((u) => /colours/.test(decodeURIComponent(u.pathname))).map(String)).toEqual([]);
    expect(
      api.filter((u) => u.pathname.startsWith('/api/content/') && /adults\/socks/.test(u.pathname)).map((u) => u.pathname),
    ).not.toContain('/api/content/uk/stories/categories/adults/socks%3Fcolours=black');

    await black.click();
    await expect(page).toHaveURL(/\/uk\/adults\/socks\?colours=black$/, PAGE_TIMEOUT);
    const listing = page.locator('section.listing');
    await expect(listing).toBeVisible(PAGE_TIMEOUT);
    // Client-side: the same document, and the router's search params carry the filter.
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    // The listing shows the black socks only: the total of the filtered listing, not of all socks.
    const filtered = (await (await page.request.get('/api/catalogue/uk/listing/adults/socks?country=GB&colours=black')).json()) as {
      total: number;
    };
    const all = (await (await page.request.get('/api/catalogue/uk/listing/adults/socks?country=GB')).json()) as { total: number };
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    await expect(listing).toHaveAttribute('data-total', String(filtered.total), PAGE_TIMEOUT);
  });
});
