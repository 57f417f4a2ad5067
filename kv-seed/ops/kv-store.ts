// The KV operations the ops CLI needs, behind one small interface so planning and diffing are
// independent of where the namespace lives (local wrangler state, a remote namespace, memory).

export interface KvKey {
  name: string;
  metadata: unknown;
}

export interface KvValue {
  /** The stored value, parsed as JSON when it is JSON, else the raw text. */
  value: unknown;
  metadata: unknown;
}

export interface KvPut {
  key: string;
  /** Serialized value, stored as-is. */
  value: string;
  metadata: unknown;
}

export interface KvStore {
  /** A human label for output, e.g. `local (.wrangler/state)`. */
  readonly label: string;
  list(prefix: string): Promise<KvKey[]>;
  get(key: string): Promise<KvValue | null>;
  /** Several values at once; keys that do not exist are absent from the map. */
  getMany(keys: readonly string[]): Promise<Map<string, KvValue>>;
  put(entries: readonly KvPut[]): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  dispose(): Promise<void>;
}

/** JSON when it parses, else the text itself. */
export function parseStoredValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An in-memory store (tests, dry runs). */
export function memoryKvStore(
  initial: readonly KvPut[] = [],
): KvStore & { readonly data: Map<string, { value: string; metadata: unknown }> } {
  const data = new Map(initial.map((e) => [e.key, { value: e.value, metadata: e.metadata }]));
  const read = (key: string): KvValue | null => {
    const entry = data.get(key);
    return entry ? { value: parseStoredValue(entry.value), metadata: entry.metadata } : null;
  };
  return {
    label: 'memory',
    data,
    list: async (prefix) =>
      [...data.entries()]
        .filter(([name]) => name.startsWith(prefix))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, e]) => ({ name, metadata: e.metadata })),
    get: async (key) => read(key),
    getMany: async (keys) => new Map(keys.flatMap((k) => (read(k) ? [[k, read(k) as KvValue] as const] : []))),
    put: async (entries) => {
      for (const e of entries) data.set(e.key, { value: e.value, metadata: e.metadata });
    },
    delete: async (keys) => {
      for (const k of keys) data.delete(k);
    },
    dispose: async () => {},
  };
}
