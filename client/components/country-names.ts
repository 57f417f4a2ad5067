// A country's flag and its name as a market's shoppers read it (the switcher and its dialog).
import { getCountry, type Market } from '../../markets';

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
