import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STOREFRONT,
  EXTERNAL_STOREFRONTS,
  STOREFRONTS,
  STOREFRONT_CODES,
  defaultCountryOf,
  externalStorefrontLocation,
  externalStorefrontUrl,
  getStorefront,
  isExternalStorefrontCode,
  isStorefrontCode,
} from './storefronts';

describe('storefront codes', () => {
  it('lists the 12 storefront codes in spec order', () => {
    expect(STOREFRONT_CODES).toEqual(['uk', 'de', 'at', 'be', 'ch', 'nl', 'fr', 'us', 'es', 'it', 'eu', 'gl']);
  });

  it('uses _default when no storefront applies', () => {
    expect(DEFAULT_STOREFRONT).toBe('_default');
  });

  it('has one configuration per storefront plus _default', () => {
    expect(STOREFRONTS.map((s) => s.storefrontCode)).toEqual([...STOREFRONT_CODES, '_default']);
  });

  it.each(['uk', 'gl', 'it'])('recognises %s as a storefront code', (code) => {
    expect(isStorefrontCode(code)).toBe(true);
  });

  it.each(['_default', 'UK', 'au', 'gb', '', 'product', undefined])('rejects %j as a storefront code', (code) => {
    expect(isStorefrontCode(code)).toBe(false);
  });
});

describe('storefront to content mapping (docs/spec/storefront-shell.md §9.4) and warehouses (docs/spec/storefront-shell.md §9.3)', () => {
  it.each([
    // code, contentLocale, contentKey, tenantKey, warehouse region, focus
    ['uk', 'en-GB', 'uk', 'UK', 'NL', true],
    ['de', 'de-DE', 'de', 'DE', 'NL', true],
    ['at', 'de-DE', 'de', 'DE', 'NL', true],
    ['ch', 'de-DE', 'de', 'DE', 'NL', true],
    ['be', 'default', 'eu', 'NL', 'NL', true],
    ['nl', 'default', 'eu', 'NL', 'NL', true],
    ['fr', 'fr-FR', 'fr', 'FR', 'NL', true],
    ['us', 'default', 'us', 'US', 'US', true],
    ['es', 'default', 'eu', 'EU', 'NL', true],
    ['it', 'default', 'eu', 'EU', 'NL', true],
    ['eu', 'default', 'eu', 'EU', 'NL', false],
    ['gl', 'default', 'gl', 'GL', 'NL', false],
    ['_default', 'default', '_default', 'default', 'NL', false],
  ] as const)(
    'maps %s to content locale %s, content key %s, tenant %s, warehouse %s, focus %s',
    (code, locale, key, tenant, region, focus) => {
      const s = getStorefront(code);
      expect(s.contentLocale).toBe(locale);
      expect(s.contentKey).toBe(key);
      expect(s.tenantKey).toBe(tenant);
      expect(s.warehouse.region).toBe(region);
      expect(s.warehouse.codes).toEqual(region === 'US' ? ['us-rsv', 'us'] : ['nl-rsv', 'nl']);
      expect(s.isFocusMarket).toBe(focus);
    },
  );
});

describe('storefront markets', () => {
  it.each([
    ['uk', ['GB']],
    ['de', ['DE']],
    ['at', ['AT']],
    ['be', ['BE']],
    ['ch', ['CH']],
    ['nl', ['NL']],
    ['fr', ['FR']],
    ['us', ['US']],
    ['es', ['ES']],
    ['it', ['IT']],
    ['eu', ['HR', 'EE', 'SK', 'SE', 'FI', 'PT', 'LV', 'LT', 'IE', 'CZ', 'SI', 'DK', 'HU', 'PL', 'LU', 'NO']],
    ['gl', ['KR', 'SG', 'IL', 'AE']],
    ['_default', ['DE']],
  ] as const)('lets %s serve %j', (code, countries) => {
    expect(getStorefront(code).markets).toEqual(countries);
  });

  it('opens _default on DE, the default currency country', () => {
    expect(defaultCountryOf('_default')).toBe('DE');
  });

  it('opens each storefront on its first listed market, gl on its first USD market', () => {
    expect(defaultCountryOf('uk')).toBe('GB');
    expect(defaultCountryOf('eu')).toBe('HR');
    expect(defaultCountryOf('gl')).toBe('SG');
  });

  it('blocks the US territories and military regions on the us storefront only', () => {
    expect(getStorefront('us').blockedRegions).toEqual(['AS', 'GU', 'FM', 'MH', 'MP', 'PW', 'AA', 'AE', 'AP', 'VI']);
    for (const s of STOREFRONTS.filter((x) => x.storefrontCode !== 'us')) {
      expect(getStorefront(s.storefrontCode).blockedRegions, s.storefrontCode).toBeUndefined();
    }
  });

  it('throws for a storefront code that is not configured', () => {
    expect(() => getStorefront('xx' as never)).toThrow('Unknown storefront: xx');
  });
});

describe('external storefronts', () => {
  it.each([
    ['au', 'AU', 'https://argyle.com.au'],
    ['nz', 'NZ', 'https://argyle.co.nz'],
    ['jp', 'JP', 'https://argyle.jp'],
  ] as const)('sends %s (%s) to %s by default', (code, country, url) => {
    expect(EXTERNAL_STOREFRONTS.find((s) => s.storefrontCode === code)?.countryCode).toBe(country);
    expect(externalStorefrontUrl(code)).toBe(url);
  });

  it('uses a configured address instead of the default', () => {
    expect(externalStorefrontUrl('jp', { jp: 'https://jp.example.test' })).toBe('https://jp.example.test');
  });

  it('keeps the default for storefronts the overrides leave out', () => {
    expect(externalStorefrontUrl('au', { jp: 'https://jp.example.test' })).toBe('https://argyle.com.au');
  });

  it('tells external storefront codes apart from hosted ones', () => {
    expect(isExternalStorefrontCode('nz')).toBe(true);
    expect(isExternalStorefrontCode('uk')).toBe(false);
  });
});

describe('externalStorefrontLocation', () => {
  it('keeps the route path and query on the external site', () => {
    expect(externalStorefrontLocation('au', '/', '')).toBe('https://argyle.com.au');
    expect(externalStorefrontLocation('nz', '/adults/socks', '?page=2')).toBe('https://argyle.co.nz/adults/socks?page=2');
  });

  it('uses the configured address, with or without a trailing slash or a path', () => {
    expect(externalStorefrontLocation('jp', '/kids', '', { jp: 'https://jp.example/shop/' })).toBe('https://jp.example/shop/kids');
    expect(externalStorefrontLocation('au', '/', '?a=1', { jp: 'https://jp.example' })).toBe('https://argyle.com.au?a=1');
  });
});
