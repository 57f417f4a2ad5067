// KV in front of the content origin. Fresh for an hour; a stale entry is served and refreshed
// in the background; a miss goes to the origin. When the origin fails, the last stored copy
// is served, then the bundled default. `bust` skips the read (the answer is still stored);
// previews (release, editor) neither read nor write. A request's reads asked together go to KV
// as one bulk read (kv-batch.ts); a version already parsed in this isolate is not parsed again.
import type { z } from 'zod';
import type { Logger } from '../log';
import { CONTENT_FRESH_MS, contentCacheKey, type ContentRef } from './cache-keys';
import { batchedKvReader } from '../cache/kv-batch';
import { createParsedMemo } from '../cache/parsed-memo';

export type ReadMode = 'cache' | 'bust' | 'bypass';
export type ContentSource = 'fresh' | 'stale' | 'origin' | 'stored-copy' | 'bundled';

export interface ContentCacheDeps {
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  log: Logger;
  now?: () => number;
}

interface Stored<T> {
  value: T;
  storedAt: number;
}

export interface ReadThrough<T> {
  ref: ContentRef;
  mode: ReadMode;
  schema: z.ZodType<T>;
  /** Asks the origin; undefined means the origin has no such item (not an error). */
  load: () => Promise<T | undefined>;
  /** The bundled default, when there is one. */
  fallback: () => T | undefined;
}

/**
 * The isolate's parsed, validated entries, by KV key and the exact text KV answered. Every read
 * still goes to KV, so a publish or purge is seen as before; only the JSON parse and the zod
 * pass of a version already seen are skipped, and its value is the same object each time (so
 * per-object memos downstream, such as the translations over their defaults, hold). Values are
 * shared between requests: readers must not change them.
 */
const parsedEntries = createParsedMemo();

export function createContentCache(deps: ContentCacheDeps) {
  const now = deps.now ?? Date.now;
  const readKv = batchedKvReader(deps.kv);

  async function read<T>(key: string, schema: z.ZodType<T>): Promise<Stored<T> | undefined> {
    const { value: text, metadata } = await readKv(key);
    if (text === null) return undefined;
    const storedAt = (metadata as { storedAt?: unknown } | null)?.storedAt;
    const parsed = parsedEntries.parse(key, text, schema, () => deps.log('warn', 'Unreadable content cache entry', { key }));
    if (!parsed) return undefined;
    return { value: parsed.value, storedAt: typeof storedAt === 'number' ? storedAt : 0 };
  }

  async function write(key: string, value: unknown) {
    await deps.kv.put(key, JSON.stringify(value), { metadata: { storedAt: now() } });
  }

  async function refresh<T>(key: string, load: () => Promise<T | undefined>) {
    try {
      const value = await load();
      if (value === undefined) await deps.kv.delete(key);
      else await write(key, value);
    } catch (error) {
      deps.log('warn', 'Content refresh failed; the stale copy stays', { key, error: String(error) });
    }
  }

  return {
    async get<T>(spec: ReadThrough<T>): Promise<{ value: T | undefined; source: ContentSource }> {
      const key = contentCacheKey(spec.ref);
      let stored = spec.mode === 'cache' ? await read(key, spec.schema) : undefined;
      if (stored && now() - stored.storedAt < CONTENT_FRESH_MS) return { value: stored.value, source: 'fresh' };
      if (stored) {
        deps.waitUntil(refresh(key, spec.load));
        return { value: stored.value, source: 'stale' };
      }
      try {
        const value = await spec.load();
        if (value !== undefined && spec.mode !== 'bypass') deps.waitUntil(write(key, value));
        return { value, source: 'origin' };
      } catch (error) {
        deps.log('warn', 'Content origin failed', { key, error: String(error) });
        if (spec.mode === 'bust') stored = await read(key, spec.schema);
        if (stored) return { value: stored.value, source: 'stored-copy' };
        const bundled = spec.fallback();
        if (bundled !== undefined) return { value: bundled, source: 'bundled' };
        throw error;
      }
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;
