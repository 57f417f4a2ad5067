import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './country-codes';
import { getMarket, marketForCountry, marketsFor, defaultMarketOf, marketOnStorefront, MARKETS, storefrontForCountry } from './markets';
import { getStorefront } from './storefronts';
import { regionsOf } from './address-regions';

// Expected values are written out from the spec tables (docs/spec/storefront-shell.md §3, §9.1-9.3), not read
// from the data, so a wrong row fails here.
const SPEC = [
  // country, storefront, production tax (undefined = no field), currency, symbol, language, html locale, continent, marketType
  ['GB', 'uk', 20, 'GBP', '£', 'en', 'en-GB', 'EU', 'focus'],
  ['DE', 'de', 19, 'EUR', '€', 'de', 'de-DE', 'EU', 'focus'],
  ['AT', 'at', 20, 'EUR', '€', 'de', 'de-AT', 'EU', 'focus'],
  ['BE', 'be', 21, 'EUR', '€', 'nl', 'nl-BE', 'EU', 'focus'],
  ['CH', 'ch', 0, 'CHF', 'CHF', 'de', 'de-CH', 'EU', 'focus'],
  ['NL', 'nl', 21, 'EUR', '€', 'nl', 'nl-NL', 'EU', 'focus'],
  ['FR', 'fr', undefined, 'EUR', '€', 'fr', 'fr-FR', 'EU', 'focus'],
  ['US', 'us', 0, 'USD', '$', 'en', 'en-US', 'NA', 'focus'],
  ['ES', 'es', 21, 'EUR', '€', 'en', 'en-ES', 'EU', 'focus'],
  ['IT', 'it', 22, 'EUR', '€', 'en', 'en-IT', 'EU', 'focus'],
  ['HR', 'eu', 25, 'EUR', '€', 'en', 'en-HR', 'EU', 'umbrella'],
  ['EE', 'eu', 20, 'EUR', '€', 'en', 'en-EE', 'EU', 'umbrella'],
  ['SK', 'eu', 20, 'EUR', '€', 'en', 'en-SK', 'EU', 'umbrella'],
  ['SE', 'eu', 25, 'SEK', 'kr', 'en', 'en-SE', 'EU', 'umbrella'],
  ['FI', 'eu', 25, 'EUR', '€', 'en', 'en-FI', 'EU', 'umbrella'],
  ['PT', 'eu', 23, 'EUR', '€', 'en', 'en-PT', 'EU', 'umbrella'],
  ['LV', 'eu', 21, 'EUR', '€', 'en', 'en-LV', 'EU', 'umbrella'],
  ['LT', 'eu', 21, 'EUR', '€', 'en', 'en-LT', 'EU', 'umbrella'],
  ['IE', 'eu', 23, 'EUR', '€', 'en', 'en-IE', 'EU', 'umbrella'],
  ['CZ', 'eu', 21, 'CZK', 'Kč', 'en', 'en-CZ', 'EU', 'umbrella'],
  ['SI', 'eu', 22, 'EUR', '€', 'en', 'en-SI', 'EU', 'umbrella'],
  ['DK', 'eu', 25, 'DKK', 'kr.', 'en', 'en-DK', 'EU', 'umbrella'],
  ['HU', 'eu', 27, 'EUR', '€', 'en', 'en-HU', 'EU', 'umbrella'],
  ['PL', 'eu', 23, 'EUR', '€', 'en', 'en-PL', 'EU', 'umbrella'],
  ['LU', 'eu', 17, 'EUR', '€', 'en', 'en-LU', 'EU', 'umbrella'],
  ['NO', 'eu', 25, 'NOK', 'kr', 'en', 'en-NO', 'EU', 'umbrella'],
  ['KR', 'gl', 0, 'KRW', '₩', 'en', 'en-KR', 'AS', 'umbrella'],
  ['SG', 'gl', 0, 'USD', '$', 'en', 'en-SG', 'AS', 'umbrella'],
  ['IL', 'gl', 0, 'USD', '$', 'en', 'en-IL', 'AS', 'umbrella'],
  ['AE', 'gl', 0, 'USD', '$', 'en', 'en-AE', 'AS', 'umbrella'],
] as const;

describe('market table', () => {
  it('holds exactly the 30 spec countries in spec order', () => {
    expect(COUNTRY_CODES).toEqual(SPEC.map((row) => row[0]));
  });

  it.each(SPEC.map((r) => [r[0], r[1]] as const))('serves %s from the %s storefront', (country, storefront) => {
    expect(getMarket(country).storefrontCode).toBe(storefront);
  });

  it.each(SPEC.map((r) => [r[0], r[2]] as const))('charges %s the spec tax rate in production (%s)', (country, tax) => {
    const market = getMarket(country, 'production');
    if (tax === undefined) expect('tax' in market).toBe(false);
    else expect(market.tax).toBe(tax);
  });

  it.each(SPEC.map((r) => [r[0], r[3], r[4]] as const))('prices %s in %s with symbol %s', (country, code, symbol) => {
    expect(getMarket(country).currency).toEqual({ code, symbol });
  });

  it.each(SPEC.map((r) => [r[0], r[5]] as const))('speaks %s in %s', (country, language) => {
    expect(getMarket(country).language).toBe(language);
  });

  it.each(SPEC.map((r) => [r[0], r[6]] as const))('uses %s html locale %s, with the same iso tag', (country, html) => {
    expect(getMarket(country).locale).toEqual({ iso: html, html });
  });

  it.each(SPEC.map((r) => [r[0], r[7]] as const))('places %s on continent %s', (country, continent) => {
    expect(getMarket(country).continent).toBe(continent);
  });

  it.each(SPEC.map((r) => [r[0], r[8]] as const))('marks %s as a %s market', (country, type) => {
    const market = getMarket(country);
    expect(market.marketType).toBe(type);
    expect(market.isFocusMarket).toBe(type === 'focus');
  });

  it.each(SPEC.map((r) => [r[0], r[0] === 'US' ? 'US' : 'NL'] as const))('ships %s from the %s warehouse', (country, region) => {
    expect(getMarket(country).warehouse).toEqual({
      region,
      codes: region === 'US' ? ['us-rsv', 'us'] : ['nl-rsv', 'nl'],
    });
  });

  it.each(SPEC.map((r) => [r[0], r[1]] as const))('gives %s the content locale of storefront %s', (country, storefront) => {
    expect(getMarket(country).contentLocale).toBe(getStorefront(storefront).contentLocale);
  });

  it.each(SPEC.map((r) => [r[0], r[1]] as const))('lists %s among the markets of storefront %s', (country, storefront) => {
    expect(getStorefront(storefront).markets).toContain(country);
  });

  it.each([
    ['GB', 'United Kingdom', 'United Kingdom'],
    ['DE', 'Germany', 'Deutschland'],
    ['AT', 'Austria', 'Österreich'],
    ['CH', 'Switzerland', 'Schweiz'],
    ['SE', 'Sweden', 'Sverige'],
    ['KR', 'South Korea', '대한민국'],
  ] as const)('names %s "%s" in English and "%s" locally', (country, english, local) => {
    expect(getMarket(country).name).toEqual({ english, local });
  });
});

describe('environments', () => {
  it('charges FI 25 % in production and 24 % in staging', () => {
    expect(getMarket('FI', 'production').tax).toBe(25);
    expect(getMarket('FI', 'staging').tax).toBe(24);
  });

  it('defaults to production when no environment is given', () => {
    expect(getMarket('FI').tax).toBe(25);
    expect(marketForCountry('FI')?.tax).toBe(25);
  });

  it('leaves FR without a tax field in staging too', () => {
    expect('tax' in getMarket('FR', 'staging')).toBe(false);
  });

  it('differs between environments only in the FI tax rate', () => {
    const production = marketsFor('production');
    const staging = marketsFor('staging');
    expect(staging.map((m) => m.countryCode)).toEqual(production.map((m) => m.countryCode));
    for (const [i, market] of staging.entries()) {
      if (market.countryCode === 'FI') continue;
      expect(market, market.countryCode).toEqual(production[i]);
    }
    expect(marketForCountry('fi', 'staging')?.tax).toBe(24);
  });
});

describe('regions', () => {
  it('offers GB counties from all four nations', () => {
    const names = regionsOf('GB').map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Kent', 'Greater London', 'Fife', 'Gwynedd', 'Tyrone']));
    expect(names.length).toBe(94);
  });

  it('offers the 16 German federal states', () => {
    const regions = regionsOf('DE');
    expect(regions).toHaveLength(16);
    expect(regions).toContainEqual({ name: 'Bayern', code: 'BY' });
    expect(regions).toContainEqual({ name: 'Thüringen', code: 'TH' });
  });

  it('offers the 12 Dutch provinces', () => {
    const regions = regionsOf('NL');
    expect(regions.map((r) => r.code).sort()).toEqual(['DR', 'FL', 'FR', 'GE', 'GR', 'LI', 'NB', 'NH', 'OV', 'UT', 'ZE', 'ZH']);
  });

  it('offers the 50 US states plus DC and none of the blocked regions', () => {
    const codes = regionsOf('US').map((r) => r.code);
    expect(codes).toHaveLength(51);
    expect(codes).toContain('DC');
    expect(codes).toContain('CA');
    for (const blocked of ['AS', 'GU', 'FM', 'MH', 'MP', 'PW', 'AA', 'AE', 'AP', 'VI']) expect(codes).not.toContain(blocked);
  });

  it.each(SPEC.map((r) => r[0]).filter((c) => !['GB', 'DE', 'NL', 'US'].includes(c)))('offers no regions for %s', (country) => {
    expect(regionsOf(country)).toEqual([]);
  });

  it.each(['GB', 'DE', 'NL', 'US'] as const)('has unique region codes for %s', (country) => {
    const codes = regionsOf(country).map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('lookups', () => {
  it.each(['gb', 'Gb', ' se '])('finds a market for %j regardless of case and spaces', (input) => {
    expect(marketForCountry(input)?.countryCode).toBe(input.trim().toUpperCase());
  });

  it.each(['AU', 'JP', 'XX', '', 'GBR'])('finds no market for %j', (input) => {
    expect(marketForCountry(input)).toBeUndefined();
  });

  it('checks country codes exactly as stored (upper case)', () => {
    expect(isCountryCode('NO')).toBe(true);
    expect(isCountryCode('no')).toBe(false);
    expect(isCountryCode('NZ')).toBe(false);
    expect(isCountryCode(7)).toBe(false);
  });

  it('throws for an unknown country passed to getMarket', () => {
    expect(() => getMarket('XX' as never)).toThrow('Unknown market: XX');
  });

  it.each([
    ['_default', 'DE'],
    ['eu', 'HR'],
    ['us', 'US'],
  ] as const)('opens storefront %s on market %s', (storefront, country) => {
    expect(defaultMarketOf(storefront).countryCode).toBe(country);
  });
});

describe('storefrontForCountry', () => {
  it.each([
    ['GB', 'uk'],
    ['DE', 'de'],
    ['AT', 'at'],
    ['BE', 'be'],
    ['CH', 'ch'],
    ['NL', 'nl'],
    ['FR', 'fr'],
    ['US', 'us'],
    ['ES', 'es'],
    ['IT', 'it'],
    ['HR', 'eu'],
    ['EE', 'eu'],
    ['SK', 'eu'],
    ['SE', 'eu'],
    ['FI', 'eu'],
    ['PT', 'eu'],
    ['LV', 'eu'],
    ['LT', 'eu'],
    ['IE', 'eu'],
    ['CZ', 'eu'],
    ['SI', 'eu'],
    ['DK', 'eu'],
    ['HU', 'eu'],
    ['PL', 'eu'],
    ['LU', 'eu'],
    ['NO', 'eu'],
    ['KR', 'gl'],
    ['SG', 'gl'],
    ['IL', 'gl'],
    ['AE', 'gl'],
    ['AU', 'au'],
    ['NZ', 'nz'],
    ['JP', 'jp'],
  ])('sends %s to storefront %s', (country, storefront) => {
    expect(storefrontForCountry(country)).toBe(storefront);
  });

  it('matches country codes case-insensitively', () => {
    expect(storefrontForCountry('jp')).toBe('jp');
    expect(storefrontForCountry('gb')).toBe('uk');
  });

  it.each(['CA', 'UK', 'XX', ''])('has no storefront for %j', (country) => {
    expect(storefrontForCountry(country)).toBeUndefined();
  });
});

describe('MARKETS and COUNTRY_CODES', () => {
  it('list the same 30 countries in the same order', () => {
    expect(MARKETS.map((m) => m.countryCode)).toEqual([...COUNTRY_CODES]);
  });
});

describe('marketOnStorefront', () => {
  it.each(['BR', 'ZA', 'XX', undefined])('prices gl in USD for a shopper from %s, a country without a market', (country) => {
    const market = marketOnStorefront('gl', [undefined, country]);
    expect(market.currency.code).toBe('USD');
    expect(market.storefrontCode).toBe('gl');
  });

  it('keeps the market of a gl country: AE in USD, KR in KRW (docs/spec/storefront-shell.md §9.2)', () => {
    expect(marketOnStorefront('gl', ['AE']).currency.code).toBe('USD');
    expect(marketOnStorefront('gl', ['ae']).countryCode).toBe('AE');
    expect(marketOnStorefront('gl', ['KR']).currency.code).toBe('KRW');
  });

  it('takes the first candidate the storefront serves (choice before geo), else its default', () => {
    expect(marketOnStorefront('eu', ['DK', 'SE']).countryCode).toBe('DK');
    expect(marketOnStorefront('eu', ['GB', 'SE']).countryCode).toBe('SE');
    expect(marketOnStorefront('eu', ['GB', 'BR']).countryCode).toBe('HR');
    expect(marketOnStorefront('uk', ['DE']).countryCode).toBe('GB');
    expect(marketOnStorefront('eu', ['FI'], 'staging').tax).toBe(24);
  });
});
