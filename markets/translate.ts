// The one translate rule for worker and client: look the key up, fill {placeholder} tokens.
// A counted text (a numeric `count`) reads `{key}_{category}` where the dictionary has one, the
// category being the locale's plural rule for the count (Intl.PluralRules: 'one' is 1 in English,
// German and Dutch, 0 and 1 in French); the key itself is the plural every other count reads.

export type Translations = Readonly<Record<string, string>>;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The locale's plural category of a count, rules built on first use (not while nothing is counted). */
function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * Translated text with `{name}` tokens replaced; an unknown key returns the key itself so a
 * gap is visible rather than blank. Tokens without a value stay as written. `locale` is the
 * language the texts are written in (its plural rule picks the form of a counted text).
 * @example translate({ hi: 'Hi {name}' }, 'hi', { name: 'Ada' }) // 'Hi Ada'
 * @example translate({ n: '{count} socks', n_one: '{count} sock' }, 'n', { count: 1 }) // '1 sock'
 * @example translate({ n: '{count} chaussettes', n_one: '{count} chaussette' }, 'n', { count: 0 }, 'fr-FR') // '0 chaussette'
 */
export function translate(dict: Translations, key: string, vars?: Readonly<Record<string, string | number>>, locale = 'en'): string {
  const count = vars?.count;
  const form = typeof count === 'number' ? dict[`${key}_${pluralCategory(locale, count)}`] : undefined;
  const template = form ?? dict[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (token, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : token));
}
