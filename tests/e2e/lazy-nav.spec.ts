// The desktop navigation menu's code loads after hydration (decision 025): a shopper who points at
// or keys into the category bar before it has arrived still gets the dropdown they asked for.
import type { Page } from '@playwright/test';
import { expect, holdChunk, hydrated, test } from './fixtures';

/** Holds back the menu chunk; returns its release. */
const holdMenuChunk = async (page: Page) => (await holdChunk(page, /\/assets\/desktop-nav-menu-[^/]+\.js$/)).release;

/**
 * Watches for the menu replacing the plain links and, at the first moment after that swap (a
 * microtask, before any later task such as React's passive effects), records where focus is and, when
 * `key` is given, sends that key to the focused element: where a shopper's key lands when the
 * menu code arrives as they type. Playwright's own keys cannot be timed into that gap.
 */
async function atSwap(page: Page, key?: string) {
  await page.evaluate((key) => {
    const nav = document.querySelector('nav.main-nav');
    const w = window as unknown as { __focusAtSwap?: string };
    new MutationObserver((_, observer) => {
      if (nav?.isConnected) return;
      observer.disconnect();
      const active = document.activeElement;
      w.__focusAtSwap = active === document.body ? 'body' : (active?.textContent ?? '');
      if (key) active?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }).observe(document.body, { childList: true, subtree: true });
  }, key);
  return () => page.evaluate(() => (window as unknown as { __focusAtSwap?: string }).__focusAtSwap);
}

/** The focused element as a shopper knows it (the search field is the same stop before and after its own swap). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return `${el?.tagName} ${el?.getAttribute('aria-label') ?? el?.placeholder ?? el?.textContent}`;
  });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('desktop navigation before its menu code has loaded', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the category triggers are links that work without the menu code', async ({ page }) => {
    await holdMenuChunk(page);
    await page.goto('/uk');
    await hydrated(page);
    const kids = mainNav(page).getByRole('link', { name: 'Kids', exact: true });
    await expect(kids).not.toHaveAttribute('aria-expanded');
    await kids.click();
    await expect(page).toHaveURL(/\/uk\/kids\/socks$/, { timeout: 20_000 });
  });

  test('a pointer resting on a trigger opens its dropdown once the menu has loaded', async ({ page }) => {
    const release = await holdMenuChunk(page);
    await page.goto('/uk');
    await hydrated(page);
    const adults = mainNav(page).getByRole('link', { name: 'Adults', exact: true });
    await adults.hover();
    release();
    await expect(adults).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).locator('.nav-dropdown')).toBeVisible();
  });

  test('a trigger clicked before the menu loaded stays closed once it has, though the pointer still rests on it', async ({ page }) => {
    const release = await holdMenuChunk(page);
    await page.goto('/uk');
    await hydrated(page);
    const kids = mainNav(page).getByRole('link', { name: 'Kids', exact: true });
    await kids.click();
    await expect(page).toHaveURL(/\/uk\/kids\/socks$/, { timeout: 20_000 });
    release();
    await expect(kids).toHaveAttribute('aria-expanded', 'false');
    // Well past the 200 ms hover delay: a click is not a pointer resting (as on the loaded menu).
    await page.waitForTimeout(1000);
    await expect(kids).toHaveAttribute('aria-expanded', 'false');
  });

  test('ArrowDown on a focused trigger opens its dropdown and focuses its first link once loaded', async ({ page }) => {
    const release = await holdMenuChunk(page);
    await page.goto('/uk');
    await hydrated(page);
    await mainNav(page).getByRole('link', { name: 'Adults', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    release();
    const adults = mainNav(page).getByRole('link', { name: 'Adults', exact: true });
    await expect(adults).toHaveAttribute('aria-expanded', 'true');
    const dropdown = mainNav(page).locator('.nav-dropdown');
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('link').first()).toBeFocused();
  });
});

test.describe('desktop navigation while its menu code arrives', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a key pressed on a trigger as the menu replaces the links reaches that trigger: ArrowDown opens its dropdown', async ({ page }) => {
    const release = await holdMenuChunk(page);
    await page.goto('/uk');
    await hydrated(page);
    const adults = mainNav(page).getByRole('link', { name: 'Adults', exact: true });
    await adults.focus();
    const focusAtSwap = await atSwap(page, 'ArrowDown');
    release();
    await expect.poll(focusAtSwap).toBe('Adults');
    await expect(adults).toHaveAttribute('aria-expanded', 'true');
    const dropdown = mainNav(page).locator('.nav-dropdown');
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('link').first()).toBeFocused();
  });

  test('focus stays on the trigger through the swap, so Tab goes on where it would have', async ({ page }) => {
    // Where Tab goes from the last trigger with the menu loaded.
    await page.goto('/uk');
    await hydrated(page);
    const last = page.locator('nav.main-nav [data-menu-trigger]').last();
    await expect(last).toHaveAttribute('aria-expanded', 'false');
    const name = await last.textContent();
    await last.focus();
    await page.keyboard.press('Tab');
    const next = await focused(page);
    expect(next).not.toMatch(/^BODY/);

    const release = await holdMenuChunk(page);
    await page.reload();
    await hydrated(page);
    await last.focus();
    const focusAtSwap = await atSwap(page);
    release();
    await expect.poll(focusAtSwap).toBe(name);
    await expect(last).toHaveAttribute('aria-expanded', 'false');
    await expect(last).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(next);
  });
});
