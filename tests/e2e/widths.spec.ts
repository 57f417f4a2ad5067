// The shell at phone, tablet and desktop widths (docs/spec/storefront-shell.md §9.5: mobile below 960 px, tablet
// 960 to 1439 px, desktop from 1440 px): which header shows, the footer's balls, nothing wider than
// the screen from 320 to 1920 px, no layout shift while a page loads, and a keyboard-only walk.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const { sku } = (JSON.parse(readFileSync('kv-seed/catalogue/products.json', 'utf8')) as { sku: string }[])[0]!;
const PAGES = ['/uk', '/uk/adults/socks', `/uk/product/${sku}`];
const DEVICES = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'tablet', width: 1024, height: 768, mobile: false },
  { name: 'desktop', width: 1440, height: 900, mobile: false },
] as const;

test.describe.configure({ timeout: 90_000 });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Open menu' });

/** Where keyboard focus is, and whether a sighted keyboard user can see it there. */
async function focusStop(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    return {
      name: `${el.tagName.toLowerCase()} “${label}”`,
      shown: el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && r.width > 0 && r.height > 0,
      onScreen: r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth,
      ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };
  });
}

for (const device of DEVICES) {
  test.describe(`${device.name} (${device.width} px)`, () => {
    test.use({ viewport: { width: device.width, height: device.height }, hasTouch: device.mobile });

    test('the header of its device class and the footer’s balls', async ({ page }) => {
      await page.goto('/uk');
      await hydrated(page);
      await expect(page.getByRole('link', { name: 'Argyle home' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^(Basket|Cart)\b/ }).first()).toBeVisible();
      if (device.mobile) {
        await expect(toggle(page)).toBeVisible();
        await expect(mainNav(page)).toBeHidden();
      } else {
        await expect(toggle(page)).toBeHidden();
        const trigger = mainNav(page).getByRole('link', { name: 'Adults', exact: true });
        await trigger.hover();
        const dropdown = mainNav(page).locator('.nav-dropdown');
        await expect(dropdown).toBeVisible();
        const box = await dropdown.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(device.width);
      }
      const balls = page.getByTestId('bouncing-balls');
      // The balls' code loads as the footer comes near the screen.
      await balls.scrollIntoViewIfNeeded();
      await expect(balls).toHaveAttribute('data-balls', device.mobile ? '6' : '11');
      await expect(balls).toHaveAttribute('data-radius', device.mobile ? '60' : '80');
    });

    test('no layout shift while pages load (images, banner, the search box swap)', async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        w.__cls = 0;
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            w.__cls += entry.value;
            w.__shifts.push(
              `${entry.value.toFixed(4)} ${entry.sources?.map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(', ')}`,
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const path of PAGES) {
        await page.goto(path);
        await hydrated(page);
        // Everything that arrives late: on a phone the combobox chunk (at the first focus of the
        // field; a larger screen loads it only when the shopper goes to search) and the images in view.
        if (device.mobile) {
          await page.getByRole('textbox', { name: 'Search' }).focus();
          await page.getByRole('combobox', { name: 'Search' }).waitFor();
        }
        await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
        await page.waitForTimeout(500);
        const { cls, shifts } = await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __shifts: string[] };
          return { cls: w.__cls, shifts: w.__shifts };
        });
        expect(cls, `${path}: ${shifts.join('; ')}`).toBeLessThan(0.01);
      }
    });

    test('keyboard only: every Tab stop is visible, on screen and marked; skip link and menus work', async ({ page }) => {
      await page.goto('/uk');
      await hydrated(page);
      // The walk is of the page as it stays: on the bar's widths, once the menu has taken the plain
      // links' place (focus crossing that swap is lazy-nav.spec.ts's). A Tab onto a link at the swap
      // would find focus on <body> for a moment and end the walk there.
      if (!device.mobile) await expect(mainNav(page).locator('[data-menu-trigger]').first()).toHaveAttribute('aria-expanded', 'false');
      // Walk the whole page forward from the top. No stop may be hidden, off screen or unmarked.
      const seen: string[] = [];
      for (let i = 0; i < 200; i++) {
        await page.keyboard.press('Tab');
        const stop = await focusStop(page);
        // Past the last stop focus leaves the page (or wraps to the first one).
        if (!stop || stop.name === seen[0]) break;
        expect(stop.shown, `${stop.name} is hidden`).toBe(true);
        expect(stop.onScreen, `${stop.name} is off screen`).toBe(true);
        expect(stop.ring, `${stop.name} has no focus indicator`).toBe(true);
        seen.push(stop.name);
      }
      expect(seen[0]).toBe('a “Skip to content”');
      expect(seen.length).toBeGreaterThan(10);
      const walk = seen.join(' → ');
      expect(
        seen.some((s) => s.includes('Argyle home')),
        walk,
      ).toBe(true);
      expect(
        seen.some((s) => s.startsWith('input')),
        walk,
      ).toBe(true);

      if (device.mobile) {
        await toggle(page).focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await expect(menu).toBeVisible();
        // Focus stays inside the open menu.
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(toggle(page)).toBeFocused();
      } else {
        const trigger = mainNav(page).getByRole('link', { name: 'Adults', exact: true });
        await trigger.focus();
        await page.keyboard.press('ArrowDown');
        const dropdown = mainNav(page).locator('.nav-dropdown');
        await expect(dropdown).toBeVisible();
        await expect(dropdown.getByRole('link').first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(dropdown).toBeHidden();
        await expect(trigger).toBeFocused();
      }

      // The skip link moves focus to the page's content.
      await page.getByRole('link', { name: 'Skip to content' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();

      // The footer's country switcher opens and closes from the keyboard.
      const opener = page.getByRole('contentinfo').getByRole('button', { name: /Change/ });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}

test('nothing is wider than the screen from 320 to 1920 px', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of PAGES) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await hydrated(page);
    for (const width of [320, 425, 480, 768, 959, 960, 1024, 1439, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
          message: `${path} at ${width} px`,
        })
        .toBeLessThanOrEqual(0);
    }
  }
});
