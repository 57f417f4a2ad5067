// The shop API and the commerce backend take the same field lengths: an address the shop accepts
// at its longest is one the backend accepts too (a UK county by its full name once fell between).
import { describe, expect, it } from 'vitest';
import { toServiceAddress, type AddressForm } from '../../../markets/checkout';
import { orderSessionRequestSchema, serviceAddressSchema } from './schemas';

const longest: AddressForm = {
  street0: 's'.repeat(200),
  street1: 'h'.repeat(200),
  firstName: 'f'.repeat(100),
  lastName: 'l'.repeat(100),
  postCode: 'p'.repeat(20),
  city: 'c'.repeat(100),
  country: 'GB',
  region: 'r'.repeat(100),
};

describe('payments service address', () => {
  it('accepts every field at the length the shop API allows', () => {
    expect(serviceAddressSchema.safeParse(toServiceAddress(longest, '+'.repeat(40))).success).toBe(true);
  });

  it('refuses one character more, naming the limit', () => {
    const result = serviceAddressSchema.safeParse(toServiceAddress({ ...longest, region: 'r'.repeat(101) }, ''));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['region'], message: 'at most 100 characters' });
  });

  it('takes a 254-character email in the order session request', () => {
    const email = `${'e'.repeat(242)}@example.com`;
    expect(email).toHaveLength(254);
    const address = toServiceAddress(longest, '');
    const request = {
      shippingAddress: address,
      billingAddress: address,
      email,
      languageCode: 'en',
      returnUrl: 'https://shop.example/uk/checkout/payment',
      contact: { email, telephone: '1'.repeat(40), agreements: true, newsletterSubscription: false },
      storefront: 'uk',
    };
    expect(orderSessionRequestSchema.safeParse(request).success).toBe(true);
    expect(orderSessionRequestSchema.safeParse({ ...request, email: `e${email}` }).success).toBe(false);
  });
});
