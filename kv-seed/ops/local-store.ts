// KvStore over the local KV state `wrangler dev` uses: getPlatformProxy with the same persist
// directory (`<persistTo>/v3`, as `wrangler dev --persist-to <persistTo>` and
// `wrangler kv … --local --persist-to <persistTo>` resolve it).
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { CONTENT_BINDING, DEFAULT_PERSIST_TO, WRANGLER_CONFIG } from './config';
import { parseStoredValue, type KvStore, type KvValue } from './kv-store';

/** The part of the KV binding used here (keeps Workers types out of Node code). */
interface KvBinding {
  list(options: {
    prefix: string;
    cursor?: string;
  }): Promise<{ keys: { name: string; metadata?: unknown }[]; list_complete: boolean; cursor?: string }>;
  getWithMetadata(key: string, type: 'text'): Promise<{ value: string | null; metadata: unknown }>;
  put(key: string, value: string, options: { metadata: unknown }): Promise<void>;
  delete(key: string): Promise<void>;
}

const BATCH = 25;

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += BATCH) await Promise.all(items.slice(i, i + BATCH).map(run));
}

export async function localKvStore(options: { persistTo?: string; configPath?: string } = {}): Promise<KvStore> {
  const persistTo = options.persistTo ?? DEFAULT_PERSIST_TO;
  const proxy = await getPlatformProxy<Record<string, unknown>>({
    configPath: options.configPath ?? WRANGLER_CONFIG,
    persist: { path: join(persistTo, 'v3') },
    remoteBindings: false,
  });
  const kv = proxy.env[CONTENT_BINDING] as KvBinding | undefined;
  if (!kv) {
    await proxy.dispose();
    throw new Error(`No KV binding ${CONTENT_BINDING} in ${options.configPath ?? WRANGLER_CONFIG}`);
  }

  const get = async (key: string): Promise<KvValue | null> => {
    const { value, metadata } = await kv.getWithMetadata(key, 'text');
    return value === null ? null : { value: parseStoredValue(value), metadata: metadata ?? null };
  };

  return {
    label: `local (${persistTo})`,
    async list(prefix) {
      const keys: { name: string; metadata: unknown }[] = [];
      let cursor: string | undefined;
      do {
        const page = await kv.list({ prefix, ...(cursor ? { cursor } : {}) });
        keys.push(...page.keys.map((k) => ({ name: k.name, metadata: k.metadata ?? null })));
        cursor = page.list_complete ? undefined : page.cursor;
      } while (cursor);
      return keys;
    },
    get,
    async getMany(keys) {
      const found = new Map<string, KvValue>();
      await inBatches(keys, async (key) => {
        const entry = await get(key);
        if (entry) found.set(key, entry);
      });
      return found;
    },
    put: (entries) => inBatches(entries, (e) => kv.put(e.key, e.value, { metadata: e.metadata })),
    delete: (keys) => inBatches(keys, (key) => kv.delete(key)),
    dispose: () => proxy.dispose(),
  };
}
