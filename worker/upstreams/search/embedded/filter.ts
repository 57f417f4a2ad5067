// The search service's filter expressions, parsed into conditions (never into SQL text):
//
//   expression := condition ( AND condition )*
//   condition  := field = value | field IN [ value, ... ] | price >= n | price <= n
//   value      := 'quoted' | "quoted" | bare words (navy blue)
//
// Fields: recommended, seasonalClearance (true/false); collections, categories, colours,
// materials, features, sizes, ageGroup, badges, sku (text); the four listing attributes also
// take their URL slugs (`colours = navy-blue`, decision 013); price (integer minor units: `price >= 1000`
// is 10.00). Keywords are case-insensitive. Anything else is a FilterError naming the problem.

import { facetValueOf, LISTING_FACETS, type ListingFacet } from '../../../../markets/catalogue-vocabulary';

const isListingFacet = (field: string): field is ListingFacet => (LISTING_FACETS as readonly string[]).includes(field);

export const TEXT_FIELDS = ['collections', 'categories', 'colours', 'materials', 'features', 'sizes', 'ageGroup', 'badges', 'sku'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const BOOLEAN_FIELDS = ['recommended', 'seasonalClearance'] as const;
export type BooleanField = (typeof BOOLEAN_FIELDS)[number];
export type FilterField = TextField | BooleanField | 'price';

export type Condition =
  | { kind: 'boolean'; field: BooleanField; value: boolean }
  | { kind: 'text'; field: TextField; values: string[] }
  | { kind: 'price'; op: 'in' | 'gte' | 'lte'; values: number[] };

export const MAX_CONDITIONS = 20;
export const MAX_LIST_VALUES = 100;
const MAX_VALUE_LENGTH = 120;
const MAX_PRICE = 1_000_000_000;

export class FilterError extends Error {
  override name = 'FilterError';
}

type Token =
  | { type: 'word'; text: string; at: number }
  | { type: 'string'; text: string; at: number }
  | { type: 'punct'; text: '[' | ']' | ',' | '=' | '>=' | '<='; at: number };

const BARE = /[^\s[\],="'<>]+/y;

function lex(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i] ?? '';
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '[' || ch === ']' || ch === ',' || ch === '=') {
      tokens.push({ type: 'punct', text: ch, at: i });
      i += 1;
    } else if ((ch === '>' || ch === '<') && input[i + 1] === '=') {
      tokens.push({ type: 'punct', text: ch === '>' ? '>=' : '<=', at: i });
      i += 2;
    } else if (ch === '"' || ch === "'") {
      let text = '';
      let j = i + 1;
      for (; j < input.length && input[j] !== ch; j++) {
        if (input[j] === '\\' && j + 1 < input.length) j += 1;
        text += input[j];
      }
      if (j >= input.length) throw new FilterError(`unterminated string at position ${i + 1}`);
      tokens.push({ type: 'string', text, at: i });
      i = j + 1;
    } else {
      BARE.lastIndex = i;
      const match = BARE.exec(input);
      if (!match) throw new FilterError(`unexpected '${ch}' at position ${i + 1}`);
      tokens.push({ type: 'word', text: match[0], at: i });
      i += match[0].length;
    }
  }
  return tokens;
}

const isKeyword = (t: Token | undefined, keyword: string) => t?.type === 'word' && t.text.toUpperCase() === keyword;
const isPunct = (t: Token | undefined, text: string) => t?.type === 'punct' && t.text === text;
const where = (t: Token | undefined) => (t ? `at position ${t.at + 1}` : 'at the end');

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek() {
    return this.tokens[this.i];
  }

  private next() {
    const t = this.tokens[this.i];
    this.i += 1;
    return t;
  }

  parse(): Condition[] {
    const conditions: Condition[] = [this.condition()];
    while (this.peek()) {
      const t = this.next();
      if (!isKeyword(t, 'AND')) throw new FilterError(`expected AND ${where(t)}`);
      conditions.push(this.condition());
      if (conditions.length > MAX_CONDITIONS) throw new FilterError(`more than ${MAX_CONDITIONS} conditions`);
    }
    return conditions;
  }

  /** A value: one quoted string, or bare words up to a delimiter (and, at top level, AND). */
  private value(inList: boolean): string {
    const first = this.peek();
    if (first?.type === 'string') {
      this.i += 1;
      return first.text;
    }
    const words: string[] = [];
    for (let t = this.peek(); t?.type === 'word' && (inList || !isKeyword(t, 'AND')); t = this.peek()) {
      words.push(t.text);
      this.i += 1;
    }
    if (words.length === 0) throw new FilterError(`expected a value ${where(first)}`);
    return words.join(' ');
  }

  private condition(): Condition {
    const fieldToken = this.next();
    if (fieldToken?.type !== 'word') throw new FilterError(`expected a field ${where(fieldToken)}`);
    const field = fieldToken.text;
    const opToken = this.next();
    let op: '=' | 'IN' | '>=' | '<=';
    let raw: string[];
    if (isKeyword(opToken, 'IN')) {
      op = 'IN';
      const open = this.next();
      if (!isPunct(open, '[')) throw new FilterError(`expected [ after IN ${where(open)}`);
      raw = [this.value(true)];
      for (let t = this.next(); !isPunct(t, ']'); t = this.next()) {
        if (!isPunct(t, ',')) throw new FilterError(`expected , or ] ${where(t)}`);
        raw.push(this.value(true));
        if (raw.length > MAX_LIST_VALUES) throw new FilterError(`more than ${MAX_LIST_VALUES} values in a list`);
      }
    } else if (opToken?.type === 'punct' && (opToken.text === '=' || opToken.text === '>=' || opToken.text === '<=')) {
      op = opToken.text;
      raw = [this.value(false)];
    } else {
      throw new FilterError(`expected =, >=, <= or IN after '${field}' ${where(opToken)}`);
    }
    if (raw.some((v) => v.length > MAX_VALUE_LENGTH)) throw new FilterError(`a value of '${field}' is too long`);
    return toCondition(field, op, raw);
  }
}

function toCondition(field: string, op: '=' | 'IN' | '>=' | '<=', raw: string[]): Condition {
  if (field === 'price') {
    const values = raw.map((v) => {
      if (!/^\d+$/.test(v) || Number(v) > MAX_PRICE) throw new FilterError(`price must be a whole number of minor units, got '${v}'`);
      return Number(v);
    });
    return { kind: 'price', op: op === '>=' ? 'gte' : op === '<=' ? 'lte' : 'in', values };
  }
  if (op === '>=' || op === '<=') throw new FilterError(`${op} is only allowed on price, not on '${field}'`);
  if ((BOOLEAN_FIELDS as readonly string[]).includes(field)) {
    const value = raw[0]?.toLowerCase();
    if (op !== '=' || (value !== 'true' && value !== 'false')) throw new FilterError(`${field} takes = true or = false`);
    return { kind: 'boolean', field: field as BooleanField, value: value === 'true' };
  }
  if ((TEXT_FIELDS as readonly string[]).includes(field)) {
    const textField = field as TextField;
    // Catalogue values are lower case, except SKUs (upper case) and sizes (as written, e.g. 1-2Y);
    // a listing attribute's slug stands for its catalogue value (navy-blue: navy blue).
    const normalise = (v: string) => {
      if (textField === 'sku') return v.toUpperCase();
      if (isListingFacet(textField)) return facetValueOf(textField, v) ?? (textField === 'sizes' ? v : v.toLowerCase());
      return v.toLowerCase();
    };
    return { kind: 'text', field: textField, values: [...new Set(raw.map((v) => normalise(v.trim())))] };
  }
  throw new FilterError(`unknown field '${field}'`);
}

/** Conditions of a filter expression; empty or blank means no conditions. */
export function parseFilter(expression: string | undefined): Condition[] {
  if (expression === undefined || expression.trim() === '') return [];
  return new Parser(lex(expression)).parse();
}

/** The dimension a condition restricts, for disjunctive faceting. */
export function dimensionOf(condition: Condition): FilterField {
  return condition.kind === 'price' ? 'price' : condition.field;
}
