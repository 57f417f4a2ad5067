import { describe, expect, it } from 'vitest';
import { batchedKvReader } from './kv-batch';

/** A KV namespace over a map that records each getWithMetadata call's keys. */
function fakeKv(entries: Record<string, string>, fail = false) {
  const calls: Array<string | string[]> = [];
  const entry = (key: string) => ({ value: entries[key] ?? null, metadata: entries[key] ? { storedAt: 1 } : null, cacheStatus: null });
  const kv = {
    async getWithMetadata(keys: string | string[]) {
      calls.push(keys);
      if (fail) throw new Error('KV down');
      return Array.isArray(keys) ? new Map(keys.map((k) => [k, entry(k)])) : entry(keys);
    },
  };
  return { kv: kv as unknown as KVNamespace, calls };
}

describe('batched KV reads', () => {
  it('sends the reads asked in one turn as one bulk read, each answered with its own entry', async () => {
    const { kv, calls } = fakeKv({ a: 'A', b: 'B' });
    const read = batchedKvReader(kv);
    const [a, b, missing, again] = await Promise.all([read('a'), read('b'), read('none'), read('a')]);
    expect(calls).toEqual([['a', 'b', 'none']]);
    expect([a.value, b.value, missing.value, again.value]).toEqual(['A', 'B', null, 'A']);
    expect(a.metadata).toEqual({ storedAt: 1 });
  });

  it('keeps a lone read a plain read, and a later turn a new read', async () => {
    const { kv, calls } = fakeKv({ a: 'A' });
    const read = batchedKvReader(kv);
    expect((await read('a')).value).toBe('A');
    expect((await read('a')).value).toBe('A');
    expect(calls).toEqual(['a', 'a']);
  });

  it('asks for at most 100 keys at a time', async () => {
    const { kv, calls } = fakeKv({});
    const read = batchedKvReader(kv);
    await Promise.all(Array.from({ length: 201 }, (_, i) => read(`k${i}`)));
    expect(calls.slice(0, 2).map((c) => c.length)).toEqual([100, 100]);
    expect(calls[2]).toBe('k200'); // the 201st alone: a plain read
  });

  it('fails every read of a failed batch', async () => {
    const { kv } = fakeKv({}, true);
    const read = batchedKvReader(kv);
    const results = await Promise.allSettled([read('a'), read('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
