import { describe, expect, it } from 'vitest';
import type { ContentRef } from '../../worker/content/cache-keys';
import { memoryKvStore } from './kv-store';
import { contentPlan } from './plan';
import { formatSyncSummary, syncContent } from './sync';

const plan = contentPlan('production', ['uk/homepage', 'de/homepage']).filter((i) => i.ref.kind === 'story');
const [uk, de] = plan.map((i) => i.key) as [string, string];
const source = async (ref: ContentRef) => ({ slug: ref.slug, contentKey: ref.contentKey, nested: { a: [1, 2] } });

describe('syncContent', () => {
  it('writes new entries with storedAt metadata', async () => {
    const store = memoryKvStore();
    const summary = await syncContent(store, plan, source, { now: () => 1000 });
    expect(summary.counts).toEqual({ new: 2, updated: 0, unchanged: 0, failed: 0 });
    expect(store.data.get(uk)).toEqual({ value: JSON.stringify(await source(plan[0]!.ref)), metadata: { storedAt: 1000 } });
  });

  it('reports unchanged entries (deep-equal, key order aside) and does not rewrite them', async () => {
    const value = JSON.stringify({ nested: { a: [1, 2] }, contentKey: 'uk', slug: 'homepage' });
    const store = memoryKvStore([
      { key: uk, value, metadata: { storedAt: 5 } },
      { key: de, value: JSON.stringify({ slug: 'homepage', contentKey: 'de', nested: { a: [1] } }), metadata: { storedAt: 5 } },
    ]);
    const summary = await syncContent(store, plan, source, { now: () => 1000 });
    expect(summary.counts).toEqual({ new: 0, updated: 1, unchanged: 1, failed: 0 });
    expect(store.data.get(uk)).toEqual({ value, metadata: { storedAt: 5 } });
    expect(store.data.get(de)?.metadata).toEqual({ storedAt: 1000 });
    const again = await syncContent(store, plan, source, { now: () => 2000 });
    expect(again.counts).toEqual({ new: 0, updated: 0, unchanged: 2, failed: 0 });
    expect(store.data.get(de)?.metadata).toEqual({ storedAt: 1000 });
  });

  it('changes nothing on a dry run but reports the plan', async () => {
    const store = memoryKvStore();
    const summary = await syncContent(store, plan, source, { dryRun: true });
    expect(summary.counts.new).toBe(2);
    expect(store.data.size).toBe(0);
    expect(formatSyncSummary(summary).at(-1)).toBe(
      'dry run, nothing written; would be written (new): 2, updated (changed): 0, unchanged: 0, failed: 0',
    );
  });

  it('counts items the source lacks or fails on as failed and writes the rest', async () => {
    const store = memoryKvStore();
    const flaky = async (ref: ContentRef) => {
      if (ref.contentKey === 'de') throw new Error('origin down');
      return undefined;
    };
    const summary = await syncContent(store, plan, flaky);
    expect(summary.results.map((r) => [r.item.key, r.outcome, r.error])).toEqual([
      [uk, 'failed', 'not found at the source'],
      [de, 'failed', 'origin down'],
    ]);
    expect(formatSyncSummary(summary)).toContain(`  ! failed   ${de}: origin down`);
  });

  it('reports progress for every item', async () => {
    const seen: number[] = [];
    await syncContent(memoryKvStore(), plan, source, { progress: (done) => seen.push(done) });
    expect(seen).toEqual([1, 2]);
  });

  it('lists changed keys with the storefronts that read them', async () => {
    const store = memoryKvStore([{ key: de, value: '{}', metadata: { storedAt: 1 } }]);
    const lines = formatSyncSummary(await syncContent(store, plan, source));
    expect(lines).toEqual([
      `  + new      ${uk} (uk)`,
      `  ~ updated  ${de} (de, at, ch)`,
      'written (new): 1, updated (changed): 1, unchanged: 0, failed: 0',
    ]);
  });
});
