// The one translate rule for worker and client: look the key up, fill {placeholder} tokens.
// A count of 1 reads `{key}_one` where there is one ("1 result", not "1 results"). That is the
// singular of every language the shop writes in, except French, which also takes it for 0.

export type Translations = Readonly<Record<string, string>>;

/**
 * Translated text with `{name}` tokens replaced; an unknown key returns the key itself so a
 * gap is visible rather than blank. Tokens without a value stay as written.
 * @example translate({ hi: 'Hi {name}' }, 'hi', { name: 'Ada' }) // 'Hi Ada'
 * @example translate({ n: '{count} socks', n_one: '{count} sock' }, 'n', { count: 1 }) // '1 sock'
 */
export function translate(dict: Translations, key: string, vars?: Readonly<Record<string, string | number>>): string {
  const template = (vars?.count === 1 ? dict[`${key}_one`] : undefined) ?? dict[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (token, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : token));
}
