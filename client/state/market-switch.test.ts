import { describe, expect, it, vi } from 'vitest';
import { COUNTRY_COOKIE_MAX_AGE } from '../../markets';
import {
  applyMarketSwitch,
  countryCookie,
  externalUrlsFor,
  geoSuggestion,
  onMarketSwitched,
  planGeoSwitch,
  planMarketSwitch,
  type MarketSwitchAction,
} from './market-switch';
import { createHttpMarketApi } from '../queries/market';

const effects = () => ({ assign: vi.fn(), writeCookie: vi.fn(), setCountry: vi.fn(), onSwitched: vi.fn() });

describe('market switch (client side)', () => {
  it('switches in place within the same storefront', () => {
    expect(planMarketSwitch({ storefront: 'eu', countryCode: 'SE', pathname: '/eu/adults/socks' }, 'DK')).toEqual({
      kind: 'in-place',
      country: 'DK',
    });
    expect(planMarketSwitch({ storefront: 'eu', countryCode: 'SE', pathname: '/eu' }, 'dk')).toEqual({ kind: 'in-place', country: 'DK' });
  });

  it('reloads into another storefront on the same route path', () => {
    expect(planMarketSwitch({ storefront: 'uk', countryCode: 'GB', pathname: '/uk/faq/returns' }, 'DE')).toEqual({
      kind: 'navigate',
      url: '/de/faq/returns',
      external: false,
      country: 'DE',
    });
    expect(planMarketSwitch({ storefront: 'uk', countryCode: 'GB', pathname: '/uk' }, 'US')).toMatchObject({ url: '/us', country: 'US' });
    expect(planMarketSwitch({ storefront: 'uk', countryCode: 'GB', pathname: '/uk/' }, 'SE')).toMatchObject({ url: '/eu', country: 'SE' });
  });

  it('leaves for the external site of AU, NZ and JP', () => {
    expect(planMarketSwitch({ storefront: 'uk', countryCode: 'GB', pathname: '/uk' }, 'AU')).toEqual({
      kind: 'navigate',
      url: 'https://argyle.com.au',
      external: true,
    });
    expect(planMarketSwitch({ storefront: 'uk', countryCode: 'GB', pathname: '/uk' }, 'JP')).toMatchObject({ external: true });
  });

  it('stays for the current country and unknown countries', () => {
    expect(planMarketSwitch({ storefront: 'uk', countryCode: 'GB', pathname: '/uk' }, 'GB')).toEqual({ kind: 'stay' });
    expect(planMarketSwitch({ storefront: 'uk', countryCode: 'GB', pathname: '/uk' }, 'ZZ')).toEqual({ kind: 'stay' });
  });

  it('in place: writes the cookie, sets the country and calls the onMarketSwitched hook', () => {
    const e = effects();
    applyMarketSwitch({ kind: 'in-place', country: 'DK' }, e);
    expect(e.writeCookie).toHaveBeenCalledWith('DK');
    expect(e.setCountry).toHaveBeenCalledWith('DK');
    expect(e.onSwitched).toHaveBeenCalledWith('DK');
    expect(e.assign).not.toHaveBeenCalled();
  });

  it('redirect: writes the cookie first, then loads the other storefront; external only navigates', () => {
    const e = effects();
    applyMarketSwitch({ kind: 'navigate', url: '/de', external: false, country: 'DE' }, e);
    expect(e.writeCookie).toHaveBeenCalledWith('DE');
    expect(e.assign).toHaveBeenCalledWith('/de');
    expect(e.writeCookie.mock.invocationCallOrder[0]).toBeLessThan(e.assign.mock.invocationCallOrder[0] ?? 0);
    const x = effects();
    applyMarketSwitch({ kind: 'navigate', url: 'https://argyle.jp', external: true }, x);
    expect(x.writeCookie).not.toHaveBeenCalled();
    expect(x.assign).toHaveBeenCalledWith('https://argyle.jp');
    expect(x.setCountry).not.toHaveBeenCalled();
    const s = effects();
    applyMarketSwitch({ kind: 'stay' } satisfies MarketSwitchAction, s);
    expect(Object.values(s).every((f) => f.mock.calls.length === 0)).toBe(true);
  });

  it('cookie lasts 180 days on the whole site', () => {
    expect(COUNTRY_COOKIE_MAX_AGE).toBe(180 * 24 * 60 * 60);
    expect(countryCookie('DK')).toBe('argyle_country=DK; path=/; max-age=15552000; samesite=lax');
  });

  it('offers the geo country when it differs and is served somewhere', () => {
    expect(geoSuggestion('de', 'GB')).toBe('DE');
    expect(geoSuggestion('AU', 'GB')).toBe('AU');
    expect(geoSuggestion('GB', 'GB')).toBeUndefined();
    expect(geoSuggestion('BR', 'GB')).toBeUndefined();
    expect(geoSuggestion(undefined, 'GB')).toBeUndefined();
  });

  it('the onMarketSwitched hook point does nothing yet', () => {
    expect(onMarketSwitched('DK')).toBeUndefined();
  });
});

describe('configured external addresses', () => {
  const answering = (url: string) =>
    vi.fn(async (path: string) => {
      void path;
      return Response.json({ countryCode: 'AU', supported: false, storefrontCode: null, external: { url }, market: null });
    });

  it('asks /api/country-code for an external country and leaves for the configured address', async () => {
    const fetch = answering('https://au.argyle.example');
    const urls = await externalUrlsFor(createHttpMarketApi(fetch), 'au');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toMatch(/^\/api\/country-code\?country-code=au&cv=\d+$/);
    expect(planMarketSwitch({ storefront: 'uk', countryCode: 'GB', pathname: '/uk' }, 'AU', urls)).toEqual({
      kind: 'navigate',
      url: 'https://au.argyle.example',
      external: true,
    });
  });

  it('asks nothing for our own markets', async () => {
    const fetch = answering('https://unused.example');
    expect(await externalUrlsFor(createHttpMarketApi(fetch), 'DE')).toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('geo switch on arrival (docs/spec/storefront-shell.md §4, decision 015)', () => {
  const at = (storefront: 'uk' | 'eu' | 'gl', countryCode: 'GB' | 'HR' | 'SE' | 'SG', pathname: string, search = '') => ({
    storefront,
    countryCode,
    pathname,
    search,
  });

  it('redirects to the geo country’s storefront on the same route, query kept', () => {
    expect(planGeoSwitch(at('uk', 'GB', '/uk/adults/socks', '?colours=red'), 'argyle_geo=SE')).toEqual({
      kind: 'navigate',
      url: '/eu/adults/socks?colours=red',
      external: false,
      country: 'SE',
    });
  });

  it('switches in place within the storefront, and leaves for an external geo country', () => {
    expect(planGeoSwitch(at('eu', 'HR', '/eu'), 'a=1; argyle_geo=DK')).toEqual({ kind: 'in-place', country: 'DK' });
    expect(planGeoSwitch(at('uk', 'GB', '/uk'), 'argyle_geo=NZ', { nz: 'https://nz.example' })).toEqual({
      kind: 'navigate',
      url: 'https://nz.example',
      external: true,
    });
  });

  it('never overrides an explicit choice in the country cookie', () => {
    expect(planGeoSwitch(at('uk', 'GB', '/uk'), 'argyle_country=GB; argyle_geo=SE')).toEqual({ kind: 'stay' });
    expect(planGeoSwitch(at('eu', 'HR', '/eu'), 'argyle_geo=DK; argyle_country=HR')).toEqual({ kind: 'stay' });
  });

  it('stays without a geo country, for the current country and for countries without a market', () => {
    expect(planGeoSwitch(at('uk', 'GB', '/uk'), '')).toEqual({ kind: 'stay' });
    expect(planGeoSwitch(at('eu', 'SE', '/eu'), 'argyle_geo=SE')).toEqual({ kind: 'stay' });
    expect(planGeoSwitch(at('gl', 'SG', '/gl'), 'argyle_geo=BR')).toEqual({ kind: 'stay' });
  });

  it('cannot loop: after the redirect, the target storefront serves the geo country', () => {
    const first = planGeoSwitch(at('uk', 'GB', '/uk/faq'), 'argyle_geo=SE');
    expect(first).toMatchObject({ kind: 'navigate', url: '/eu/faq' });
    // The worker resolves the geo market on /eu (decision 003): nothing more to do there.
    expect(planGeoSwitch(at('eu', 'SE', '/eu/faq'), 'argyle_geo=SE')).toEqual({ kind: 'stay' });
  });
});
