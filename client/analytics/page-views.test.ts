import { describe, expect, it } from 'vitest';
import { getMarket, pageMetaOf } from '../../markets';
import { checkoutStepOf, pageViewOf, readCustomerId, type MatchInfo } from './page-views';

const page = (module?: string, status: MatchInfo['status'] = 'success'): MatchInfo[] => [
  { status: 'success', staticData: {} },
  { status: 'success', staticData: {} },
  { status, staticData: module ? { module } : {} },
];
const de = getMarket('DE', 'production');

describe('page views', () => {
  it('carry page type and market', () => {
    expect(pageViewOf('/de/adults/socks', pageMetaOf('/de/adults/socks'), page('client/routes/catch-all/page.tsx'), de, null)).toEqual({
      event: 'page-view',
      pageType: 'category',
      path: '/de/adults/socks',
      market: { storefront: 'de', countryCode: 'DE', language: 'de', currency: 'EUR' },
    });
    expect(
      pageViewOf('/de/product/ARG-1', pageMetaOf('/de/product/ARG-1'), page('client/routes/product/page.tsx'), de, null)?.pageType,
    ).toBe('product');
  });

  it('carry the customer id when storage has one', () => {
    expect(pageViewOf('/de', pageMetaOf('/de'), page('client/routes/homepage/page.tsx'), de, 'c-42')?.customerId).toBe('c-42');
  });

  it('are not sent for ignored routes', () => {
    for (const module of [
      'client/routes/index/page.tsx',
      'client/routes/product-diagnostics/page.tsx',
      'client/routes/shared-content/page.tsx',
    ]) {
      expect(pageViewOf('/de/x', pageMetaOf('/de/x'), page(module), de, null), module).toBeUndefined();
    }
  });

  it('are not sent for unnamed routes: nothing matched, not found, or failed', () => {
    expect(pageViewOf('/de/x', pageMetaOf('/de/x'), page(undefined), de, null)).toBeUndefined();
    expect(pageViewOf('/de/x', pageMetaOf('/de/x'), page('client/routes/catch-all/page.tsx', 'notFound'), de, null)).toBeUndefined();
    expect(pageViewOf('/de/x', pageMetaOf('/de/x'), page('client/routes/catch-all/page.tsx', 'error'), de, null)).toBeUndefined();
    expect(pageViewOf('/de/x', pageMetaOf('/de/x'), [], de, null)).toBeUndefined();
  });

  it('name the checkout step of checkout views: cart 1, address 2, payment 3', () => {
    const step = (path: string) => {
      return checkoutStepOf(pageMetaOf(path));
    };
    expect(step('/de/checkout/cart')).toEqual({ event: 'checkout-step', step: 1, view: 'cart' });
    expect(step('/de/checkout/address')).toEqual({ event: 'checkout-step', step: 2, view: 'address' });
    expect(step('/de/checkout/payment')).toEqual({ event: 'checkout-step', step: 3, view: 'payment' });
    expect(step('/de/checkout/success/o1')).toBeUndefined();
    expect(step('/de/adults/socks')).toBeUndefined();
  });

  it('read the customer id from storage, and nothing when storage is blocked', () => {
    expect(readCustomerId(() => ({ getItem: (k: string) => (k === 'customerId' ? 'c-1' : null) }))).toBe('c-1');
    expect(readCustomerId(() => ({ getItem: () => null }))).toBeNull();
    expect(
      readCustomerId(() => {
        throw new Error('SecurityError');
      }),
    ).toBeNull();
  });
});
