// Shared e2e fixtures: fail a test on any uncaught page error or React hydration warning.
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // Production React reports hydration failures as "Minified React error #418/#423/#425".
        if (message.type() === 'error' && /hydrat|did not match|Minified React error/i.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the server-rendered document. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** API calls a page makes from now on (after hydration there should be none). */
export function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(new URL(r.url()).pathname);
  });
  return calls;
}
