// The newsletter sign-up in the /uk homepage's newsletter_block: validation without a request,
// the welcome and error dialogs, tracking, the interaction record, keyboard use and the 500 ms
// clearing of the invalid-email error. Sign-ups go to the embedded origin through the worker.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const uniqueEmail = (tag: string) => `e2e.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Each signing-up test is its own client (wrangler dev keeps a set cf-connecting-ip), so reruns stay under the rate limit. */
async function ownClientAddress(page: Page) {
  const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
  await page.route('**/api/newsletter', (route) => route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': ip } }));
}

async function openBlock(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/newsletter') calls.push(r.postData() ?? '');
  });
  await page.goto('/uk');
  await hydrated(page);
  const block = page.locator('[data-component="newsletter_block"]');
  await expect(block).toBeVisible();
  return {
    calls,
    block,
    email: block.getByRole('textbox', { name: 'Your email address' }),
    submit: block.getByRole('button', { name: 'Sign me up' }),
  };
}

const newsletterEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e.event === 'newsletter'),
  );

test.describe('newsletter sign-up (newsletter_block)', () => {
  test('an invalid email shows the error and sends nothing', async ({ page }) => {
    const { calls, email, submit, block } = await openBlock(page);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'off');
    for (const value of ['anna', 'anna@example', '  @example.com ']) {
      await email.fill(value);
      await submit.click();
      await expect(block.getByText('Please enter a valid email address')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
    }
    await page.waitForTimeout(200);
    expect(calls).toEqual([]);
    expect(await newsletterEvents(page)).toEqual([]);
  });

  test('a valid email opens the welcome dialog, tracks, remembers; the same email again still succeeds', async ({ page }) => {
    await ownClientAddress(page);
    const { calls, email, submit } = await openBlock(page);
    const address = uniqueEmail('welcome');
    await email.fill(`  ${address} `);
    await submit.click();
    const welcome = page.getByRole('dialog', { name: 'Welcome to the Sock Club!' });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText('Check your inbox');
    expect(JSON.parse(calls[0] ?? '{}')).toEqual({ store: 'uk', email: address, countryCode: 'GB' });
    expect(await newsletterEvents(page)).toEqual([
      {
        event: 'newsletter',
        eventLabel: 'success',
        email: address,
        signupSource: 'page',
        identifier: 'regular-newsletter',
        splitTest: false,
      },
    ]);
    const record = JSON.parse((await page.evaluate(() => localStorage.getItem('newsletterInteraction'))) ?? 'null') as {
      type: string;
      time: number;
    };
    expect(record.type).toBe('registered');
    expect(Math.abs(Date.now() - record.time)).toBeLessThan(60_000);

    await welcome.getByRole('button', { name: 'Ok!' }).click();
    await expect(welcome).toBeHidden();
    await expect(email).toHaveValue('');
    await expect(email).toBeFocused();

    await email.fill(address);
    await submit.click();
    await expect(page.getByRole('dialog', { name: 'Welcome to the Sock Club!' })).toBeVisible();
    expect(calls).toHaveLength(2);
    expect((await newsletterEvents(page)).map((e) => e.eventLabel)).toEqual(['success', 'success']);
  });

  test('a failing API shows the error dialog; retry returns to an empty form', async ({ page }) => {
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'upstream_error', message: 'down' } } }),
    );
    const { email, submit } = await openBlock(page);
    const address = uniqueEmail('fail');
    await email.fill(address);
    await submit.click();
    const error = page.getByRole('alertdialog', { name: 'Oops, something went wrong' });
    await expect(error).toBeVisible();
    await expect(error).toContainText('Please check your email address and try again.');
    expect(await newsletterEvents(page)).toEqual([
      { event: 'newsletter', eventLabel: 'fail', email: address, signupSource: 'page', identifier: 'regular-newsletter', splitTest: false },
    ]);
    expect(await page.evaluate(() => localStorage.getItem('newsletterInteraction'))).toBeNull();
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(error).toBeHidden();
    await expect(email).toHaveValue('');
    await expect(email).toBeFocused();
    await expect(email).toBeEnabled();
  });

  test('input and button are disabled while the request is on its way', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/newsletter', async (route) => {
      await held;
      await route.fulfill({ status: 201, json: { subscribed: true, alreadySubscribed: false } });
    });
    const { email, submit } = await openBlock(page);
    await email.fill(uniqueEmail('loading'));
    await submit.click();
    await expect(email).toBeDisabled();
    await expect(submit).toBeDisabled();
    release();
    await expect(page.getByRole('dialog', { name: 'Welcome to the Sock Club!' })).toBeVisible();
    await expect(email).toBeEnabled();
  });

  test('works with the keyboard only', async ({ page }) => {
    await ownClientAddress(page);
    const { email } = await openBlock(page);
    await email.focus();
    await page.keyboard.type('anna@');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(uniqueEmail('keys'));
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-component="newsletter_block"]').getByRole('button', { name: 'Sign me up' })).toBeFocused();
    await page.keyboard.press('Enter');
    const welcome = page.getByRole('dialog', { name: 'Welcome to the Sock Club!' });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Ok!' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(welcome).toBeHidden();
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('');
  });

  test('typing a valid email clears the invalid-email error after 500 ms', async ({ page }) => {
    await page.clock.install();
    const { email, submit, block, calls } = await openBlock(page);
    await email.fill('anna@example');
    await submit.click();
    const error = block.getByText('Please enter a valid email address');
    await expect(error).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
    await email.fill('anna@example.com');
    await page.clock.runFor(450);
    await expect(error).toBeVisible();
    await page.clock.runFor(60);
    await expect(error).toBeHidden();
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });
});
