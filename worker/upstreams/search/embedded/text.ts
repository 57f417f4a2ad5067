// Search text handling shared by seeding and querying: normalisation that mirrors the FTS5
// tokenizer (unicode61, remove_diacritics 2), the prefix MATCH expression, and typo correction.
//
// Typo tolerance: when a query finds nothing, each query term that is not the prefix of any
// indexed term is replaced by the closest indexed term (Damerau-Levenshtein distance, on the
// whole term or on a prefix of the same length; at most 1 edit for 4-6 letters, 2 for 7 or
// more, none for shorter terms; ties go to the term in more products). The vocabulary is the
// search_terms table, written by the seed from the same tokenizer as the index.

/** Lower case, diacritics removed, split on anything that is not a letter or digit. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/** At most this many query terms are used; the rest of a long query is ignored. */
export const MAX_QUERY_TERMS = 8;

/** The terms of a shopper's query, in order, without repeats. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query))].slice(0, MAX_QUERY_TERMS);
}

/**
 * FTS5 MATCH expression: every term quoted (terms hold only letters and digits, so nothing in a
 * query can reach FTS5's query syntax) and prefix-matched, all terms required.
 * @example ftsMatch(['navy', 'stri']) // '"navy"* "stri"*'
 */
export function ftsMatch(terms: readonly string[]): string {
  return terms.map((t) => `"${t}"*`).join(' ');
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Edits allowed for a term of this length. */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 7 ? 1 : 2;
}

export interface VocabularyTerm {
  term: string;
  docs: number;
}

/**
 * The closest vocabulary term to a misspelt query term, or undefined when the term is fine (it
 * is the prefix of an indexed term) or nothing is close enough.
 */
export function correctTerm(term: string, vocabulary: readonly VocabularyTerm[]): string | undefined {
  if (vocabulary.some((v) => v.term.startsWith(term))) return undefined;
  const max = allowedEdits(term.length);
  if (max === 0) return undefined;
  let best: { term: string; distance: number; whole: boolean; docs: number } | undefined;
  for (const v of vocabulary) {
    if (Math.abs(v.term.length - term.length) > max && v.term.length < term.length) continue;
    const whole = editDistance(term, v.term);
    // A misspelt prefix ("strpi" for "stripes") is compared with the prefixes of nearby length.
    let prefix = Infinity;
    for (let k = term.length - max; k <= term.length + max; k++) {
      if (k > 0 && k < v.term.length) prefix = Math.min(prefix, editDistance(term, v.term.slice(0, k)));
    }
    const distance = Math.min(whole, prefix);
    if (distance > max) continue;
    const candidate = { term: v.term, distance, whole: whole <= prefix, docs: v.docs };
    if (
      !best ||
      candidate.distance < best.distance ||
      (candidate.distance === best.distance &&
        (Number(candidate.whole) > Number(best.whole) ||
          (candidate.whole === best.whole && (candidate.docs > best.docs || (candidate.docs === best.docs && candidate.term < best.term)))))
    ) {
      best = candidate;
    }
  }
  return best?.term;
}

/** The query terms with misspelt ones corrected, or undefined when nothing was corrected. */
export function correctTerms(terms: readonly string[], vocabulary: readonly VocabularyTerm[]): string[] | undefined {
  let changed = false;
  const corrected = terms.map((t) => {
    const c = correctTerm(t, vocabulary);
    if (c === undefined) return t;
    changed = true;
    return c;
  });
  return changed ? corrected : undefined;
}

/** A short hash (FNV-1a, 32 bits) of a vocabulary: the version its per-isolate cache is keyed by. */
export function vocabularyHash(vocabulary: readonly VocabularyTerm[]): string {
  let hash = 0x811c9dc5;
  for (const { term, docs } of vocabulary) {
    for (const ch of `${term}:${docs}\n`) {
      hash ^= ch.codePointAt(0) ?? 0;
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(16).padStart(8, '0');
}
