import { describe, expect, it } from 'vitest';
import { COUNTRIES, getCountry } from './countries';
import { COUNTRY_CODES } from './country-codes';
import { BLOCKED_US_REGIONS, isBlockedUsRegion } from './regions';

describe('country list', () => {
  it('names every market country and the external AU, NZ and JP', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining([...COUNTRY_CODES, 'AU', 'NZ', 'JP']));
    expect(codes).toHaveLength(33);
  });

  it('has an English and a local name for every country', () => {
    for (const c of COUNTRIES) {
      expect(c.english.length, c.code).toBeGreaterThan(1);
      expect(c.local.length, c.code).toBeGreaterThan(1);
    }
  });

  it.each([
    ['NL', 'Netherlands', 'Nederland'],
    ['JP', 'Japan', '日本'],
    ['AU', 'Australia', 'Australia'],
    ['HU', 'Hungary', 'Magyarország'],
  ] as const)('names %s "%s" / "%s"', (code, english, local) => {
    expect(getCountry(code)).toEqual({ code, english, local });
  });

  it('looks countries up case-insensitively and answers undefined for unknown codes', () => {
    expect(getCountry('nz')?.english).toBe('New Zealand');
    expect(getCountry('XX')).toBeUndefined();
  });
});

describe('blocked US regions', () => {
  it('lists AS, GU, FM, MH, MP, PW, AA, AE, AP and VI', () => {
    expect(BLOCKED_US_REGIONS).toEqual(['AS', 'GU', 'FM', 'MH', 'MP', 'PW', 'AA', 'AE', 'AP', 'VI']);
  });

  it.each(['AS', 'GU', 'FM', 'MH', 'MP', 'PW', 'AA', 'AE', 'AP', 'VI', 'vi'])('blocks region %s', (code) => {
    expect(isBlockedUsRegion(code)).toBe(true);
  });

  it.each(['CA', 'NY', 'DC', 'HI', 'AK'])('ships to region %s', (code) => {
    expect(isBlockedUsRegion(code)).toBe(false);
  });
});
