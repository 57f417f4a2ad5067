// KV reads asked in the same turn of the event loop go to KV together, as one bulk read
// (`getWithMetadata(keys[])`): a page's loaders start theirs at once (the four layout stories,
// translations, constants, the page's own story…), and each read is a round trip to KV (in
// production I/O wait, under wrangler dev a call into its KV simulator). A lone read stays a
// plain read.

export type KvEntry = KVNamespaceGetWithMetadataResult<string, unknown>;

/** KV's limit of keys in one bulk read. */
const BULK_READ_MAX = 100;

const MISSING: KvEntry = { value: null, metadata: null, cacheStatus: null };

interface Waiting {
  resolve: (entry: KvEntry) => void;
  reject: (error: unknown) => void;
  promise: Promise<KvEntry>;
}

function waiting(): Waiting {
  const handlers: Pick<Waiting, 'resolve' | 'reject'> = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<KvEntry>((resolve, reject) => Object.assign(handlers, { resolve, reject }));
  return { ...handlers, promise };
}

async function readChunk(kv: KVNamespace, keys: string[]): Promise<Map<string, KvEntry>> {
  const [only] = keys;
  if (keys.length === 1 && only !== undefined) return new Map([[only, await kv.getWithMetadata(only, 'text')]]);
  return kv.getWithMetadata(keys, 'text');
}

/** A text read of one key, batched with the others asked in the same turn. */
export function batchedKvReader(kv: KVNamespace): (key: string) => Promise<KvEntry> {
  let batch: Map<string, Waiting> | undefined;

  function flush(reads: Map<string, Waiting>) {
    const keys = [...reads.keys()];
    for (let start = 0; start < keys.length; start += BULK_READ_MAX) {
      const chunk = keys.slice(start, start + BULK_READ_MAX);
      readChunk(kv, chunk).then(
        (found) => chunk.forEach((key) => reads.get(key)?.resolve(found.get(key) ?? MISSING)),
        (error: unknown) => chunk.forEach((key) => reads.get(key)?.reject(error)),
      );
    }
  }

  return (key) => {
    if (!batch) {
      const reads = new Map<string, Waiting>();
      batch = reads;
      queueMicrotask(() => {
        batch = undefined;
        flush(reads);
      });
    }
    let read = batch.get(key);
    if (!read) {
      read = waiting();
      batch.set(key, read);
    }
    return read.promise;
  };
}
