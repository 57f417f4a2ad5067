import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/api-error';
import { cartErrorMessage } from './error-message';

const t = (key: string) => key;

describe('cart refusals in the shopper’s words', () => {
  // The worker's limits on abuse (429, decision 048) ask the shopper to wait, in their language.
  it('asks to wait after too many discount-code tries and after too many new carts', () => {
    expect(cartErrorMessage(new ApiError(429, 'too_many_attempts', 'Too many discount code tries for this cart'), t)).toBe(
      'tooManyAttempts',
    );
    expect(cartErrorMessage(new ApiError(429, 'rate_limited', 'Too many new carts: at most 30 a minute'), t)).toBe('tooManyRequests');
  });

  it('keeps the discount code refusal', () => {
    expect(cartErrorMessage(new ApiError(422, 'DISCOUNT_CODE_NOT_FOUND', 'No discount code found'), t)).toBe('discountCodeInvalid');
  });
});
