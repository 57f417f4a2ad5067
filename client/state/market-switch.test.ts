import { describe, expect, it, vi } from 'vitest';
import {
  applyMarketSwitch,
  COUNTRY_COOKIE_MAX_AGE,
  countryCookie,
  geoSuggestion,
  onMarketSwitched,
  planMarketSwitch,
  type MarketSwitchAction,
} from './market-switch';

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
