import { describe, expect, it } from 'vitest';
import { formOutcomeOf } from './form-outcomes';

describe('form outcomes', () => {
  it('reads the outcome from a query string', () => {
    expect(formOutcomeOf('?page=2&outcome=newsletter-subscribed')).toBe('newsletter-subscribed');
    expect(formOutcomeOf('')).toBeNull();
  });
});
