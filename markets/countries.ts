// Country names in English and in the country's own language, for the country switcher and for
// market names. Covers the 30 markets plus the externally served AU, NZ and JP.

/** One country in the switcher list. @example const c: Country = { code: 'DE', english: 'Germany', local: 'Deutschland' }; */
export interface Country {
  readonly code: string;
  readonly english: string;
  readonly local: string;
}

/**
 * Every country the shop knows by name, in market order, external countries last.
 * @example COUNTRIES.find((c) => c.code === 'AT')?.local // 'Österreich'
 */
export const COUNTRIES = [
  { code: 'GB', english: 'United Kingdom', local: 'United Kingdom' },
  { code: 'DE', english: 'Germany', local: 'Deutschland' },
  { code: 'AT', english: 'Austria', local: 'Österreich' },
  { code: 'BE', english: 'Belgium', local: 'België' },
  { code: 'CH', english: 'Switzerland', local: 'Schweiz' },
  { code: 'NL', english: 'Netherlands', local: 'Nederland' },
  { code: 'FR', english: 'France', local: 'France' },
  { code: 'US', english: 'United States', local: 'United States' },
  { code: 'ES', english: 'Spain', local: 'España' },
  { code: 'IT', english: 'Italy', local: 'Italia' },
  { code: 'HR', english: 'Croatia', local: 'Hrvatska' },
  { code: 'EE', english: 'Estonia', local: 'Eesti' },
  { code: 'SK', english: 'Slovakia', local: 'Slovensko' },
  { code: 'SE', english: 'Sweden', local: 'Sverige' },
  { code: 'FI', english: 'Finland', local: 'Suomi' },
  { code: 'PT', english: 'Portugal', local: 'Portugal' },
  { code: 'LV', english: 'Latvia', local: 'Latvija' },
  { code: 'LT', english: 'Lithuania', local: 'Lietuva' },
  { code: 'IE', english: 'Ireland', local: 'Éire' },
  { code: 'CZ', english: 'Czechia', local: 'Česko' },
  { code: 'SI', english: 'Slovenia', local: 'Slovenija' },
  { code: 'DK', english: 'Denmark', local: 'Danmark' },
  { code: 'HU', english: 'Hungary', local: 'Magyarország' },
  { code: 'PL', english: 'Poland', local: 'Polska' },
  { code: 'LU', english: 'Luxembourg', local: 'Lëtzebuerg' },
  { code: 'NO', english: 'Norway', local: 'Norge' },
  { code: 'KR', english: 'South Korea', local: '대한민국' },
  { code: 'SG', english: 'Singapore', local: 'Singapore' },
  { code: 'IL', english: 'Israel', local: 'ישראל' },
  { code: 'AE', english: 'United Arab Emirates', local: 'الإمارات العربية المتحدة' },
  { code: 'AU', english: 'Australia', local: 'Australia' },
  { code: 'NZ', english: 'New Zealand', local: 'New Zealand' },
  { code: 'JP', english: 'Japan', local: '日本' },
] as const satisfies readonly Country[];

/** A country code present in COUNTRIES. @example const c: KnownCountryCode = 'JP'; */
export type KnownCountryCode = (typeof COUNTRIES)[number]['code'];

/** Looks a country up by code, case-insensitively. @example getCountry('jp')?.english // 'Japan' */
export function getCountry(code: string): Country | undefined {
  const wanted = code.trim().toUpperCase();
  return COUNTRIES.find((c) => c.code === wanted);
}
