// The newsletter form's state transitions (docs/spec/storefront-shell.md §4) and the shared e-mail pattern.
import { describe, expect, it } from 'vitest';
import { emailSchema } from '../../worker/upstreams/newsletter/schemas';
import { isValidEmail } from '../../markets';
import {
  initialNewsletterState,
  newsletterReducer,
  resetsSuccessOnAccept,
  signupSourceOf,
  type NewsletterAction,
  type NewsletterState,
} from './state';

const run = (...actions: NewsletterAction[]) => actions.reduce<NewsletterState>(newsletterReducer, initialNewsletterState);

describe('email pattern', () => {
  it('needs text, an at sign and a dotted domain', () => {
    for (const ok of ['a@b.co', 'anna.smith+socks@mail.example.co.uk']) expect(isValidEmail(ok)).toBe(true);
    for (const bad of ['', 'anna', '@b.co', 'a@b', 'a@b.', 'a b@c.co', 'a@b..co', `${'a'.repeat(250)}@b.co`])
      expect(isValidEmail(bad)).toBe(false);
  });

  it('is the rule the worker validates with', () => {
    for (const email of ['a@b.co', 'anna.smith+socks@mail.example.co.uk', 'anna', 'a@b', 'a b@c.co', `${'a'.repeat(250)}@b.co`])
      expect(emailSchema.safeParse(email).success, email).toBe(isValidEmail(email));
  });
});

describe('newsletter state', () => {
  it('an invalid submit shows invalidEmail and does not load', () => {
    const state = run({ type: 'input', email: ' nope ' }, { type: 'submit' });
    expect(state).toMatchObject({ email: 'nope', loading: false, showErrors: true, errors: { invalidEmail: true } });
  });

  it('a valid submit trims the email and loads; loading ignores a second submit', () => {
    const loading = run({ type: 'input', email: '  anna@example.com ' }, { type: 'submit' });
    expect(loading).toMatchObject({ email: 'anna@example.com', loading: true, showErrors: false });
    expect(newsletterReducer(loading, { type: 'submit' })).toBe(loading);
  });

  it('loading ends in success or requestFailed', () => {
    const loading = run({ type: 'input', email: 'anna@example.com' }, { type: 'submit' });
    expect(newsletterReducer(loading, { type: 'succeeded' })).toMatchObject({ loading: false, success: true });
    expect(newsletterReducer(loading, { type: 'failed', dialog: true })).toMatchObject({ loading: false, errors: { requestFailed: true } });
    // Checkout: no dialog, only back to idle.
    expect(newsletterReducer(loading, { type: 'failed', dialog: false })).toMatchObject({
      loading: false,
      errors: { requestFailed: false },
    });
  });

  it('revalidation clears the invalid-email error only for a valid address', () => {
    const invalid = run({ type: 'input', email: 'anna@' }, { type: 'submit' });
    expect(
      newsletterReducer(newsletterReducer(invalid, { type: 'input', email: 'anna@exa' }), { type: 'revalidate' }).errors.invalidEmail,
    ).toBe(true);
    const fixed = newsletterReducer(newsletterReducer(invalid, { type: 'input', email: 'anna@example.com' }), { type: 'revalidate' });
    expect(fixed).toMatchObject({ showErrors: false, errors: { invalidEmail: false } });
  });

  it('focus clears the request error', () => {
    const failed = run({ type: 'input', email: 'anna@example.com' }, { type: 'submit' }, { type: 'failed', dialog: true });
    expect(newsletterReducer(failed, { type: 'focus' }).errors.requestFailed).toBe(false);
  });

  it('retry clears the error, success and email', () => {
    const failed = run({ type: 'input', email: 'anna@example.com' }, { type: 'submit' }, { type: 'failed', dialog: true });
    expect(newsletterReducer(failed, { type: 'retry' })).toEqual(initialNewsletterState);
  });

  it('accept clears the email; menu and newsletter-block also reset success', () => {
    const success = run({ type: 'input', email: 'anna@example.com' }, { type: 'submit' }, { type: 'succeeded' });
    expect(newsletterReducer(success, { type: 'accept', resetSuccess: true })).toEqual(initialNewsletterState);
    expect(newsletterReducer(success, { type: 'accept', resetSuccess: false })).toMatchObject({ email: '', success: true, accepted: true });
    expect(['menu', 'dropdown', 'newsletter-block', 'checkout'].map((c) => resetsSuccessOnAccept(c as never))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('reports newsletter-block as page', () => {
    expect(signupSourceOf('newsletter-block')).toBe('page');
    expect(signupSourceOf('menu')).toBe('menu');
    expect(signupSourceOf('checkout')).toBe('checkout');
  });
});
