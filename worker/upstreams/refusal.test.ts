// The cart service's and the commerce backend's refusals have one shape: a code from the
// service's status table, that status, a message; one body; one mapping to the API's answer.
import { describe, expect, it } from 'vitest';
import { errorBody, toAppError } from '../errors';
import { CartError } from './cart/errors';
import { PaymentsError } from './payments/errors';
import { Refusal } from './refusal';

describe('service refusals', () => {
  it.each([
    [new CartError('OUT_OF_STOCK', 'Not enough stock for ARG-A', ['ARG-A']), 409],
    [new CartError('UNAUTHORIZED', 'Cart token is missing'), 401],
    [new PaymentsError('TAX_JAR_ERROR', 'Zip 10001 is not in CA'), 422],
    [new PaymentsError('ORDER_NOT_FOUND', 'Could not find a session or order'), 404],
  ])('%s is a Refusal with the status of its table (%i)', (error, status) => {
    expect(error).toBeInstanceOf(Refusal);
    expect(error.status).toBe(status);
  });

  it('answer the same body, with the products a refusal is about when there are any', () => {
    expect(new CartError('OUT_OF_STOCK', 'Not enough stock for ARG-A', ['ARG-A']).body()).toEqual({
      error: { code: 'OUT_OF_STOCK', message: 'Not enough stock for ARG-A', productIds: ['ARG-A'] },
    });
    expect(new PaymentsError('CART_CLOSED', 'Cart is closed').body()).toEqual({
      error: { code: 'CART_CLOSED', message: 'Cart is closed' },
    });
  });

  it('reach the shop API with code, status and message unchanged', () => {
    for (const refusal of [new CartError('CART_CLOSED', 'Cart is closed'), new PaymentsError('PAYMENT_FAILED', 'Refused')]) {
      const answer = toAppError(refusal);
      expect(answer.status).toBe(409);
      expect(errorBody(answer)).toEqual({ error: { code: refusal.code, message: refusal.message } });
    }
  });
});
