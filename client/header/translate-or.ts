// A translation with an English fallback for keys the built-in defaults do not carry (the CMS
// translations have them; the error page may render before they load).
type T = (key: string, vars?: Record<string, string | number>) => string;

export function translateOr(t: T, key: string, fallback: string, vars?: Record<string, string | number>): string {
  const value = t(key, vars);
  return value === key ? fallback : value;
}
