// A country's flag and its name as a market's shoppers read it (the switcher and its dialog).
import { COUNTRIES, getCountry, type Market } from '../../markets';

/** Regional-indicator flag emoji for a two-letter country code. */
export function flagEmoji(code: string): string {
  const letters = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(...[...letters].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** English names on English-language markets, else the country's own name. */
export function countryName(code: string, language: Market['language']): string {
  const country = getCountry(code);
  if (!country) return code;
  return language === 'en' ? country.english : country.local;
}

/** Accent-free lower case: a sort order that is the same on the server and in every browser (no ICU). */
const sortKey = (label: string) => label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

type CountryOption = { code: string; label: string };
const optionsByLanguage = new Map<Market['language'], readonly CountryOption[]>();

/** Every country by its name in a language, sorted: built once per language (each render of every page needs it). */
export function countryOptions(language: Market['language']): readonly CountryOption[] {
  let options = optionsByLanguage.get(language);
  if (!options) {
    const keyed = COUNTRIES.map((c) => {
      const label = countryName(c.code, language);
      return { code: c.code, label, key: sortKey(label) };
    });
    options = keyed.sort((a, b) => (a.key < b.key ? -1 : 1)).map(({ code, label }) => ({ code, label }));
    optionsByLanguage.set(language, options);
  }
  return options;
}
