import type { Route } from '@playwright/test';
import { E2E_PREVIEW_SECRET } from '../../playwright.config';
import { apiCalls, expect, hydrated, test } from './fixtures';

test.describe('CMS content in each storefront', () => {
  for (const path of ['/uk', '/de/about-us', '/fr/faq', '/nl/adults/socks', '/us/shared-content']) {
    test(`${path} hydrates from the server's data without asking the API again`, async ({ page }) => {
      const calls = apiCalls(page);
      await page.goto(path);
      await hydrated(page);
      await page.waitForTimeout(300);
      expect(calls).toEqual([]);
    });
  }

  test('the German storefront shows German navigation, texts and pages', async ({ page }) => {
    await page.goto('/de');
    await hydrated(page);
    await expect(page.locator('[data-story="de/homepage"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Erwachsene' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
    // The trigger (first): once the menu code has swapped in, a pointer resting on it may have opened
    // its dropdown, which lists a link of the same name.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Über uns' }).first().click();
    await expect(page).toHaveURL(/\/de\/about-us$/);
    await expect(page.locator('[data-story="de/about-us"]')).toBeVisible();
  });

  test('the French storefront’s FAQ opens a section’s answers with the keyboard', async ({ page }) => {
    await page.goto('/fr/faq/returns');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    const question = page.locator('[data-story="fr/faq"] summary').first();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-story="fr/faq"] details').first()).toHaveAttribute('open', '');
  });
});

test.describe('hostile CMS content', () => {
  const hostileStory = {
    id: 9,
    uuid: 'h',
    name: 'About',
    slug: 'about-us',
    fullSlug: 'uk/about-us',
    lang: 'en-GB',
    publishedAt: null,
    content: {
      component: 'page',
      title: '<img src=x onerror="window.__pwned=1">',
      body: [
        {
          component: 'rich_text_block',
          _uid: 'evil',
          text: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                attrs: { onclick: 'window.__pwned=1' },
                content: [{ type: 'text', text: '<script>window.__pwned=1</script>' }],
              },
              { type: 'html', attrs: { html: '<img src=x onerror="window.__pwned=1">' } },
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'click me', marks: [{ type: 'link', attrs: { href: 'javascript:window.__pwned=1' } }] },
                  { type: 'text', text: ' and ' },
                  { type: 'text', text: 'hover me', marks: [{ type: 'styled', attrs: { class: 'x" onmouseover="window.__pwned=1' } }] },
                  { type: 'text', text: ' ' },
                  { type: 'text', text: 'elsewhere', marks: [{ type: 'link', attrs: { href: 'https://example.com/' } }] },
                ],
              },
            ],
          },
        },
      ],
    },
  };

  test('renders inert when it arrives during client navigation', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.route('**/api/content/uk/stories/about-us*', (route: Route) => route.fulfill({ json: { story: hostileStory } }));
    await page.goto('/uk');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our story' }).click();
    await expect(page).toHaveURL(/\/uk\/about-us$/);
    const block = page.locator('[data-component="rich_text_block"]');
    await expect(block).toContainText('<script>window.__pwned=1</script>');
    await block.getByText('click me').click();
    await block.getByText('hover me').hover();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    expect(await page.locator('main script, main img, main [onclick], main [onmouseover], main a[href^="javascript"]').count()).toBe(0);
    await expect(block.getByRole('link', { name: 'elsewhere' })).toHaveAttribute('target', '_blank');
    await expect(block.getByRole('link', { name: 'elsewhere' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('visual-editor bridge', () => {
  test('loads only for an editor’s release preview, and the CSP lets it run', async ({ page }) => {
    const bridgeRequests: string[] = [];
    await page.route('https://app.storyblok.com/**', (route) => {
      bridgeRequests.push(route.request().url());
      return route.fulfill({
        contentType: 'application/javascript',
        body: 'window.StoryblokBridge = function () { window.__bridgeStarted = true; this.on = function () {}; };',
      });
    });
    await page.goto('/uk');
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(bridgeRequests).toEqual([]);

    // The flags alone (no editor signature, no secret) are ignored: no bridge.
    await page.goto('/uk?_storyblok_release=12&_storyblok=410010&bust');
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(bridgeRequests).toEqual([]);

    await page.goto(`/uk?_storyblok_release=12&bust=${E2E_PREVIEW_SECRET}`);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __bridgeStarted?: boolean }).__bridgeStarted)).toBe(true);
    expect(bridgeRequests).toHaveLength(1);
  });

  test('loads inside the editor', async ({ page }) => {
    await page.route('https://app.storyblok.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'window.__bridgeLoaded = true;' }),
    );
    await page.goto(`/de/about-us?_storyblok=410010&bust=${E2E_PREVIEW_SECRET}`);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __bridgeLoaded?: boolean }).__bridgeLoaded)).toBe(true);
  });
});
