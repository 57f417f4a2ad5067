// A tagged template for SQL with bound parameters: interpolated values become `?` parameters,
// interpolated Sql fragments are inlined with their own parameters in order. Text only ever
// comes from this module's callers' source code, never from a request.
export type Param = string | number | null;

export interface Sql {
  readonly text: string;
  readonly params: readonly Param[];
}

const isSql = (value: unknown): value is Sql => typeof value === 'object' && value !== null && 'text' in value && 'params' in value;

/** @example sql`SELECT json FROM products WHERE sku = ${sku}` // { text: 'SELECT json FROM products WHERE sku = ?', params: [sku] } */
export function sql(strings: TemplateStringsArray, ...values: (Sql | Param)[]): Sql {
  let text = strings[0] ?? '';
  const params: Param[] = [];
  values.forEach((value, i) => {
    if (isSql(value)) {
      text += value.text;
      params.push(...value.params);
    } else {
      text += '?';
      params.push(value);
    }
    text += strings[i + 1] ?? '';
  });
  return { text, params };
}

/** A fixed piece of SQL written in this code base (a column, a keyword, an ORDER BY list). */
export const raw = (text: string): Sql => ({ text, params: [] });

export const empty = raw('');

/** Fragments joined with a separator. */
export function join(parts: readonly Sql[], separator: string): Sql {
  return { text: parts.map((p) => p.text).join(separator), params: parts.flatMap((p) => p.params) };
}

/** A list of values as one JSON parameter, for `x IN (SELECT value FROM json_each(?))`. */
export const jsonList = (values: readonly (string | number)[]): string => JSON.stringify(values);

/**
 * The statement prepared and bound on a D1 database (D1PreparedStatement for a D1Database). Typed
 * by shape, so the seed's node script can import the query builders without the worker's types.
 */
export function prepare<Statement>(db: { prepare(query: string): { bind(...values: Param[]): Statement } }, statement: Sql): Statement {
  return db.prepare(statement.text).bind(...statement.params);
}
