// The embedded service's shipping table agrees with the shop's content: the free-shipping bar's
// thresholds (kv-seed/content) are the thresholds the cart applies.
import { describe, expect, it } from 'vitest';
import bar from '../../../../kv-seed/content/stories/_default/free-shipping-bar.json';
import { COUNTRY_CODES } from '../../../../markets';
import { defaultShippingConfig, SHIPPING_BY_COUNTRY } from './shipping-options';

describe('shipping options', () => {
  it("uses the free-shipping bar's threshold for every market", () => {
    const thresholds = bar.content.freeShippingThreshold as Record<string, number>;
    for (const country of COUNTRY_CODES)
      expect([country, SHIPPING_BY_COUNTRY[country].freeFrom]).toEqual([country, thresholds[country.toLowerCase()]]);
  });

  it('prices options in the market currency with a title and description in every shop language', () => {
    const config = defaultShippingConfig('production');
    expect(config.optionsFor('KR')[0]?.price).toEqual({ KRW: 15_000 });
    expect(config.optionsFor('GB').map((o) => o.price)).toEqual([{ GBP: 395 }, { GBP: 895 }]);
    expect(config.freeShippingThreshold('SE')).toBe(60_000);
    for (const country of COUNTRY_CODES) {
      for (const option of config.optionsFor(country)) expect(Object.keys(option.title).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    }
    expect(config.optionsFor('XX')).toEqual([]);
  });
});
