import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRY_COOKIE, GEO_COOKIE, isCountryCode, readCookie } from './country-codes';

describe('country codes and cookies', () => {
  it('has the 30 market codes of the spec', () => {
    expect(COUNTRY_CODES).toHaveLength(30);
    expect(isCountryCode('AE')).toBe(true);
    expect(isCountryCode('AU')).toBe(false);
  });

  it('names the cookies', () => {
    expect(COUNTRY_COOKIE).toBe('argyle_country');
    expect(GEO_COOKIE).toBe('argyle_geo');
  });

  it('reads one cookie from a cookie string', () => {
    expect(readCookie('argyle_geo=SE; argyle_country=DK', 'argyle_country')).toBe('DK');
    expect(readCookie('x_argyle_geo=SE', 'argyle_geo')).toBeUndefined();
    expect(readCookie('a=%E0%A4%A', 'a')).toBeUndefined();
    expect(readCookie('', 'a')).toBeUndefined();
  });
});
