import { describe, expect, it } from 'vitest';
import { adyenCheckoutUrl } from './endpoint';

describe("Adyen's Checkout endpoint", () => {
  it('is the one test host for test', () => {
    expect(adyenCheckoutUrl({ environment: 'test' })).toBe('https://checkout-test.adyen.com/v71');
  });

  it("is the company's live host for live, never a test one", () => {
    const url = adyenCheckoutUrl({ environment: 'live', liveUrlPrefix: '1797a841fbb37ca7-AdyenDemo' });
    expect(url).toBe('https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v71');
    expect(url).not.toContain('test');
  });

  it('refuses a prefix that would put another host into the URL', () => {
    for (const prefix of ['', 'evil.example/', 'a'.repeat(50), 'x@evil.example#']) {
      expect(() => adyenCheckoutUrl({ environment: 'live', liveUrlPrefix: prefix })).toThrow(/Invalid Adyen live URL prefix/);
    }
  });
});
