// Seed and warm: load every planned item, compare it with what the store holds (deep-equal on
// the parsed JSON) and write only new and changed entries, so a second run changes nothing and
// unchanged entries keep their storedAt.
import { isDeepStrictEqual } from 'node:util';
import type { ContentEntryMetadata } from '../../worker/content/cache-keys';
import type { KvPut, KvStore } from './kv-store';
import type { PlanItem } from './plan';
import type { ContentSource } from './sources';

export type Outcome = 'new' | 'updated' | 'unchanged' | 'failed';

export interface ItemResult {
  item: PlanItem;
  outcome: Outcome;
  error?: string;
}

export interface SyncSummary {
  results: ItemResult[];
  counts: Record<Outcome, number>;
  dryRun: boolean;
}

export interface SyncOptions {
  dryRun?: boolean;
  now?: () => number;
  /** Called as items are loaded (done of total). */
  progress?: (done: number, total: number) => void;
  /** Items loaded at once (origin requests in flight). */
  concurrency?: number;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function syncContent(
  store: KvStore,
  items: readonly PlanItem[],
  load: ContentSource,
  options: SyncOptions = {},
): Promise<SyncSummary> {
  const now = options.now ?? Date.now;
  const concurrency = options.concurrency ?? 8;
  const results: ItemResult[] = [];
  const loaded: { item: PlanItem; json: string }[] = [];

  let done = 0;
  for (let i = 0; i < items.length; i += concurrency) {
    await Promise.all(
      items.slice(i, i + concurrency).map(async (item) => {
        try {
          const value = await load(item.ref);
          if (value === undefined) results.push({ item, outcome: 'failed', error: 'not found at the source' });
          else loaded.push({ item, json: JSON.stringify(value) });
        } catch (error) {
          results.push({ item, outcome: 'failed', error: message(error) });
        }
        options.progress?.(++done, items.length);
      }),
    );
  }

  const existing = await store.getMany(loaded.map((l) => l.item.key));
  const writes: { result: ItemResult; put: KvPut }[] = [];
  for (const { item, json } of loaded) {
    const stored = existing.get(item.key);
    if (stored && isDeepStrictEqual(stored.value, JSON.parse(json))) {
      results.push({ item, outcome: 'unchanged' });
      continue;
    }
    const result: ItemResult = { item, outcome: stored ? 'updated' : 'new' };
    const metadata: ContentEntryMetadata = { storedAt: now() };
    writes.push({ result, put: { key: item.key, value: json, metadata } });
    results.push(result);
  }

  if (!options.dryRun && writes.length > 0) {
    try {
      await store.put(writes.map((w) => w.put));
    } catch (error) {
      for (const { result } of writes) Object.assign(result, { outcome: 'failed', error: `write failed: ${message(error)}` });
    }
  }

  const order = new Map(items.map((item, index) => [item.key, index]));
  results.sort((a, b) => (order.get(a.item.key) ?? 0) - (order.get(b.item.key) ?? 0));
  const counts: Record<Outcome, number> = { new: 0, updated: 0, unchanged: 0, failed: 0 };
  for (const r of results) counts[r.outcome]++;
  return { results, counts, dryRun: options.dryRun ?? false };
}

/** At most this many new keys are listed one by one; more are counted per content key. */
const LIST_NEW_MAX = 12;

export function formatSyncSummary(summary: SyncSummary): string[] {
  const lines: string[] = [];
  const of = (outcome: Outcome) => summary.results.filter((r) => r.outcome === outcome);
  const sharedBy = (item: PlanItem) => (item.storefronts.length > 0 ? ` (${item.storefronts.join(', ')})` : '');
  const added = of('new');
  if (added.length > LIST_NEW_MAX) {
    const byContentKey = new Map<string, number>();
    for (const r of added) byContentKey.set(r.item.ref.contentKey, (byContentKey.get(r.item.ref.contentKey) ?? 0) + 1);
    const counts = [...byContentKey].sort(([a], [b]) => Number(a === 'global') - Number(b === 'global'));
    lines.push(`  + ${added.length} new: ${counts.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  } else {
    for (const r of added) lines.push(`  + new      ${r.item.key}${sharedBy(r.item)}`);
  }
  for (const r of of('updated')) lines.push(`  ~ updated  ${r.item.key}${sharedBy(r.item)}`);
  for (const r of of('failed')) lines.push(`  ! failed   ${r.item.key}: ${r.error ?? 'unknown error'}`);
  const { counts } = summary;
  const would = summary.dryRun ? 'dry run, nothing written; would be ' : '';
  lines.push(
    `${would}written (new): ${counts.new}, updated (changed): ${counts.updated}, unchanged: ${counts.unchanged}, failed: ${counts.failed}`,
  );
  return lines;
}
