// Parsed, validated JSON by key and the exact text it came from, kept per isolate: the same text
// under the same key and schema answers the value parsed the first time (the same object), any
// other text is parsed anew. An unreadable text is remembered as unreadable too, so it is
// reported once per version, never served. Bounded by entries and by the text it holds, least
// recently used first out: KV keys come from routes, and a value's text is its size's measure.
/** What checks parsed JSON: a zod schema, or any reader of the same shape (a trusted store's). */
export interface JsonReader<T> {
  safeParse(json: unknown): { success: true; data: T } | { success: false };
}

interface Entry {
  text: string;
  schema: JsonReader<unknown>;
  /** undefined: the text is not JSON or not the schema's. */
  parsed: { value: unknown } | undefined;
}

export interface ParsedMemoLimits {
  maxEntries: number;
  /** Characters of text held, summed over the entries. */
  maxChars: number;
}

/** About 4 MB of JSON text (and its parsed values) at most, in a 128 MB isolate. */
export const PARSED_MEMO_LIMITS: ParsedMemoLimits = { maxEntries: 500, maxChars: 4_000_000 };

export function createParsedMemo(limits: ParsedMemoLimits = PARSED_MEMO_LIMITS) {
  const entries = new Map<string, Entry>();
  let chars = 0;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.text.length;
  }

  function remember(key: string, entry: Entry) {
    forget(key);
    if (entry.text.length > limits.maxChars) return;
    entries.set(key, entry);
    chars += entry.text.length;
    // A Map iterates in insertion order: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= limits.maxEntries && chars <= limits.maxChars) break;
      forget(oldest);
    }
  }

  function parseText<T>(text: string, schema: JsonReader<T>): { value: T } | undefined {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return undefined;
    }
    const result = schema.safeParse(json);
    return result.success ? { value: result.data } : undefined;
  }

  return {
    /**
     * The value of `text` under `schema`, or undefined when it is unreadable; `onUnreadable` runs
     * the first time a given text under a key is found unreadable.
     */
    parse<T>(key: string, text: string, schema: JsonReader<T>, onUnreadable: () => void): { value: T } | undefined {
      const known = entries.get(key);
      if (known && known.text === text && known.schema === schema) {
        remember(key, known); // most recently used
        return known.parsed as { value: T } | undefined;
      }
      const parsed = parseText(text, schema);
      if (!parsed) onUnreadable();
      remember(key, { text, schema, parsed });
      return parsed;
    },
    /** Entries and characters held (tests). */
    size: () => ({ entries: entries.size, chars }),
  };
}

export type ParsedMemo = ReturnType<typeof createParsedMemo>;
