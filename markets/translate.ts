// The one translate rule for worker and client: look the key up, fill {placeholder} tokens.

export type Translations = Readonly<Record<string, string>>;

/**
 * Translated text with `{name}` tokens replaced; an unknown key returns the key itself so a
 * gap is visible rather than blank. Tokens without a value stay as written.
 * @example translate({ hi: 'Hi {name}' }, 'hi', { name: 'Ada' }) // 'Hi Ada'
 */
export function translate(dict: Translations, key: string, vars?: Readonly<Record<string, string | number>>): string {
  const template = dict[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (token, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : token));
}
