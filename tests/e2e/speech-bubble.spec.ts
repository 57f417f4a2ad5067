// Speech bubble (docs/spec/storefront-shell.md §2.4, §9.5): what shows it (search results, a focused search
// field, an expanded menu), what hides it (its time, a click, a route change) and that it keeps
// the header on screen while it speaks.
import type { Page } from '@playwright/test';
import { expect, hydrated, searchCombobox, test } from './fixtures';

const bubble = (page: Page) => page.locator('header .speech-bubble');
const header = (page: Page) => page.locator('header.site-header');
const FOUND = /^Found (\d+) socks for you!$/;

/** A clock paused from before the page loads: only runFor moves it. */
async function pausedClock(page: Page) {
  const start = Date.parse('2026-01-05T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/**
 * Scrolls and lets the header decide: the browser dispatches scroll events on its own frames,
 * the header decides in an animation frame of the paused clock, so wait for the event first.
 */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
  await page.clock.runFor(100);
}

test.describe('speech bubble', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the search result notice: highlight, the found count, gone after 3000 ms', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/uk/search?term=stripe');
    await hydrated(page);
    const total = await page.locator('.search-page').getAttribute('data-total');
    await expect(bubble(page)).toBeVisible();
    await expect(bubble(page)).toHaveText(`Found ${total} socks for you!`);
    await expect(bubble(page)).toHaveAttribute('data-variant', 'highlight');
    await expect(bubble(page)).toHaveAttribute('role', 'status');
    await page.clock.runFor(2900);
    await expect(bubble(page)).toBeVisible();
    await page.clock.runFor(200);
    await expect(bubble(page)).toBeHidden();
  });

  test('no results: the generic notice with the term', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/uk/search?term=qwxzy');
    await hydrated(page);
    await expect(bubble(page)).toHaveText('Here’s what we found for “qwxzy”');
  });

  test('while it speaks the header stays on screen; afterwards scrolling down hides it', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/uk/search?term=stripe');
    await hydrated(page);
    await expect(bubble(page)).toBeVisible();
    await page.evaluate(() => (document.body.style.minHeight = '5000px'));
    await scrollTo(page, 400);
    await expect(header(page)).toHaveAttribute('data-hidden', 'false');
    await page.clock.runFor(3000);
    await expect(bubble(page)).toBeHidden();
    await scrollTo(page, 800);
    await expect(header(page)).toHaveAttribute('data-hidden', 'true');
  });

  test('searching from the header: the notice survives the move to the search page; a click hides it', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/uk');
    await hydrated(page);
    // The combobox loads at the first focus of the field (decision 050).
    await page.getByRole('textbox', { name: 'Search' }).fill('stripe');
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toHaveValue('stripe');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/uk\/search\?term=stripe$/);
    await expect(bubble(page)).toHaveText(FOUND);
    await page.locator('main h1').click();
    await expect(bubble(page)).toBeHidden();
  });

  test('a route change away from search hides it', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/uk/search?term=stripe');
    await hydrated(page);
    await expect(bubble(page)).toHaveText(FOUND);
    // Enter on a link: a route change without a click (which would hide it by itself).
    await page.getByRole('link', { name: 'Argyle home' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/uk$/);
    await expect(bubble(page)).toBeHidden();
  });

  test('focusing the search field prompts the shopper, and leaving it takes the prompt away', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const box = await searchCombobox(page);
    await expect(bubble(page)).toHaveText('Looking for something special?');
    await expect(bubble(page)).toHaveAttribute('data-variant', 'default');
    await page.keyboard.press('Tab');
    await expect(box).not.toBeFocused();
    await expect(bubble(page)).toBeHidden();
  });

  test('an expanded menu prompts the shopper, and closing it takes the prompt away', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Adults', exact: true });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(bubble(page)).toHaveText('What are your feet in the mood for today?');
    // It speaks beside the dropdown, never over its links.
    const dropdown = page.getByRole('navigation', { name: 'Main' }).locator('.nav-dropdown');
    await expect(dropdown).toBeVisible();
    const [b, d] = [await bubble(page).boundingBox(), await dropdown.boundingBox()];
    expect(b!.x + b!.width).toBeLessThanOrEqual(d!.x);
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(bubble(page)).toBeHidden();
  });
});

test.describe('speech bubble on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('opening the menu prompts the shopper above it; closing the menu takes the prompt away', async ({ page }) => {
    await page.goto('/uk');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The menu covers the header: the bubble speaks from the menu, on top of everything there.
    const inMenu = menu.locator('.speech-bubble');
    await expect(inMenu).toHaveText('What are your feet in the mood for today?');
    await expect(inMenu).toBeInViewport();
    const onTop = await inMenu.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(onTop).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(bubble(page)).toBeHidden();
  });
});
