import { describe, expect, it } from 'vitest';
import * as markets from './index';

describe('markets entry point', () => {
  it.each([
    'STOREFRONT_CODES',
    'DEFAULT_STOREFRONT',
    'STOREFRONTS',
    'EXTERNAL_STOREFRONTS',
    'externalStorefrontUrl',
    'isStorefrontCode',
    'getStorefront',
    'ENVIRONMENTS',
    'parseEnvironment',
    'InvalidEnvironmentError',
    'MARKETS',
    'COUNTRY_CODES',
    'COUNTRIES',
    'BLOCKED_US_REGIONS',
    'isCountryCode',
    'marketsFor',
    'getMarket',
    'marketForCountry',
    'storefrontForCountry',
    'storefrontFromPath',
    'routePath',
    'RESERVED_SEGMENTS',
    'findReservedSegment',
    'hasCheckoutUndefined',
    'PAGE_TYPES',
    'pageMetaOf',
    'relPrevNext',
    'pageInPath',
    'isListingPageType',
    'marketSwitchDecision',
    'priceFromMinor',
    'priceToMinor',
    'hasMinorUnits',
    'formatPrice',
    'discountPercentage',
    'compareSizes',
    'sortBySize',
    'shortAgeSize',
    'COLOUR_HEX',
    'colourHex',
    'FALLBACK_RATES',
    'EXCHANGE_ADJUSTMENTS',
  ])('re-exports %s', (name) => {
    expect(markets).toHaveProperty(name);
    expect((markets as Record<string, unknown>)[name]).toBeDefined();
  });
});
