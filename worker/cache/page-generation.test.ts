// The content generation never goes backwards (decision 049): not in an isolate that reads a
// stale KV value after it saw a higher one, and not when two publishes bump from the same stale read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module as a fresh isolate loads it (its own memo and highest number). */
const isolate = async () => {
  vi.resetModules();
  return import('./page-generation');
};

/** A KV stand-in whose reads answer `reads` (a stale edge cache) while writes go to `value`. */
function store(initial: string | null) {
  const kv = {
    value: initial,
    stale: undefined as string | null | undefined,
    get: async () => (kv.stale !== undefined ? kv.stale : kv.value),
    put: async (_key: string, value: string) => {
      kv.value = value;
    },
  };
  return kv;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('content generation', () => {
  it("does not make a request wait on another request's read (a cancelled request's read never settles)", async () => {
    const { currentPageGeneration } = await isolate();
    const kv = store('5');
    const cancelled = new Promise<string | null>(() => undefined);
    const get = kv.get;
    kv.get = () => cancelled;
    void currentPageGeneration(kv, 'production');
    kv.get = get;
    expect(await currentPageGeneration(kv, 'production')).toBe(5);
  });

  it('keeps the number an isolate bumped when a later KV read is stale', async () => {
    const { bumpPageGeneration, currentPageGeneration, GENERATION_MEMO_MS } = await isolate();
    const kv = store('7');
    const bumped = await bumpPageGeneration(kv, 'production');
    expect(bumped).toBeGreaterThan(7);
    kv.stale = '7'; // this location's KV cache still answers the old number
    vi.setSystemTime(Date.now() + GENERATION_MEMO_MS + 1);
    expect(await currentPageGeneration(kv, 'production')).toBe(bumped);
  });

  it('keeps the highest number an isolate read when a later read is lower', async () => {
    const { currentPageGeneration, GENERATION_MEMO_MS } = await isolate();
    const kv = store('12');
    expect(await currentPageGeneration(kv, 'production')).toBe(12);
    kv.stale = '11';
    vi.setSystemTime(Date.now() + GENERATION_MEMO_MS + 1);
    expect(await currentPageGeneration(kv, 'production')).toBe(12);
    kv.stale = undefined;
    kv.value = '13';
    vi.setSystemTime(Date.now() + GENERATION_MEMO_MS + 1);
    expect(await currentPageGeneration(kv, 'production')).toBe(13);
  });

  it('moves past every earlier number when two publishes bump from the same stale read', async () => {
    const kv = store('3');
    const first = await (await isolate()).bumpPageGeneration(kv, 'production');
    // Another location, a moment later, still reads 3.
    kv.stale = '3';
    vi.setSystemTime(Date.now() + 1);
    const second = await (await isolate()).bumpPageGeneration(kv, 'production');
    expect(second).toBeGreaterThan(first);
    expect(Number(kv.value)).toBe(second);
  });
});
