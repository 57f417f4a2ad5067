// How each market writes an amount in its own currency, as Intl (CLDR, Node 22's ICU) writes it:
// text before and after the number, group separator, decimal separator. formatPrice uses it
// first, so a browser never builds an Intl.NumberFormat while hydrating: the first one loads
// ICU's number data, a single 60-250 ms task on Lighthouse's phone profile (4x slowdown).
// Server and client both read this table, so their text always matches. prices.test.ts holds
// every row to Intl; regenerate a row from `new Intl.NumberFormat(locale, { style: 'currency',
// currency }).formatToParts(1234567.5)` when it fails after an ICU update.
// \u00a0 no-break space, \u202f narrow no-break space, \u20ac €, \u20a9 ₩.

/** [before, after, group, decimal] for `${htmlLocale}|${currency}`. */
export type PriceFormat = readonly [before: string, after: string, group: string, decimal: string];

export const PRICE_FORMATS: Readonly<Record<string, PriceFormat>> = {
  'en-GB|GBP': ['£', '', ',', '.'],
  'de-DE|EUR': ['', '\u00a0\u20ac', '.', ','],
  'de-AT|EUR': ['\u20ac\u00a0', '', '.', ','],
  'nl-BE|EUR': ['\u20ac\u00a0', '', '.', ','],
  'de-CH|CHF': ['CHF\u00a0', '', "'", '.'],
  'nl-NL|EUR': ['\u20ac\u00a0', '', '.', ','],
  'fr-FR|EUR': ['', '\u00a0\u20ac', '\u202f', ','],
  'en-US|USD': ['$', '', ',', '.'],
  'en-ES|EUR': ['\u20ac', '', ',', '.'],
  'en-IT|EUR': ['\u20ac', '', ',', '.'],
  'en-HR|EUR': ['\u20ac', '', ',', '.'],
  'en-EE|EUR': ['\u20ac', '', ',', '.'],
  'en-SK|EUR': ['\u20ac', '', ',', '.'],
  'en-SE|SEK': ['', '\u00a0kr', '\u00a0', ','],
  'en-FI|EUR': ['\u20ac', '', ',', '.'],
  'en-PT|EUR': ['\u20ac', '', ',', '.'],
  'en-LV|EUR': ['\u20ac', '', ',', '.'],
  'en-LT|EUR': ['\u20ac', '', ',', '.'],
  'en-IE|EUR': ['\u20ac', '', ',', '.'],
  'en-CZ|CZK': ['', '\u00a0CZK', '\u00a0', ','],
  'en-SI|EUR': ['\u20ac', '', ',', '.'],
  'en-DK|DKK': ['', '\u00a0kr.', '.', ','],
  'en-HU|EUR': ['\u20ac', '', ',', '.'],
  'en-PL|EUR': ['\u20ac', '', ',', '.'],
  'en-LU|EUR': ['\u20ac', '', ',', '.'],
  'en-NO|NOK': ['', '\u00a0kr', '\u00a0', ','],
  'en-KR|KRW': ['\u20a9', '', ',', '.'],
  'en-SG|USD': ['US$', '', ',', '.'],
  'en-IL|USD': ['US$', '', ',', '.'],
  'en-AE|USD': ['$', '', ',', '.'],
};

/**
 * `amount` written with `format` and `digits` fraction digits, or undefined when the table cannot
 * write it exactly as Intl would (negative, or more fraction digits than shown: Intl's rounding).
 * @example formatWith(1234.5, PRICE_FORMATS['en-GB|GBP']!, 2) // '£1,234.50'
 */
export function formatWith(amount: number, format: PriceFormat, digits: number): string | undefined {
  const scaled = amount * 10 ** digits;
  const units = Math.round(scaled);
  if (!(units >= 0) || Math.abs(scaled - units) > 1e-6 || !Number.isSafeInteger(units)) return undefined;
  const [before, after, group, decimal] = format;
  const text = String(units).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${before}${whole}${digits ? decimal + text.slice(-digits) : ''}${after}`;
}
