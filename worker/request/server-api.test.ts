// A server render may be cached and served to everyone: its Api never reaches a shopper's cart,
// checkout, newsletter sign-up or geo country. Each of those calls refuses before touching the context.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/api-error';
import type { ServiceContext } from './context';
import { createServerApi } from './server-api';

describe('the server render’s Api', () => {
  const untouchable = new Proxy({} as ServiceContext, {
    get: (_target, key) => {
      throw new Error(`the context was read: ${String(key)}`);
    },
  });
  const api = createServerApi(untouchable);
  const shopper = { storefront: 'uk' as const, country: 'GB', token: 'tok' };

  it.each([
    ['cart.get', () => api.cart.get(shopper)],
    ['cart.update', () => api.cart.update(shopper, { code: 'SOCKS10' })],
    ['cart.remove', () => api.cart.remove(shopper)],
    ['cart.shippingMethods', () => api.cart.shippingMethods(shopper)],
    ['cart.recommendations', () => api.cart.recommendations(shopper)],
    ['checkout.paymentMethods', () => api.checkout.paymentMethods(shopper)],
    ['checkout.pay', () => api.checkout.pay(shopper, { orderId: 'o1', paymentMethod: { type: 'ideal' } })],
    ['checkout.confirmation', () => api.checkout.confirmation(shopper, 'o1')],
    ['newsletter.subscribe', () => api.newsletter.subscribe({ store: 'uk', email: 'ada@example.com', countryCode: 'GB' })],
    ['market.geoCountry', () => api.market.geoCountry()],
  ])('%s refuses', async (_name, call) => {
    const refusal = call();
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 500, code: 'internal_error' });
  });
});
