// list and inspect: a key's age and freshness (fresh = stored less than CONTENT_FRESH_MS ago,
// as the worker decides), and the readable lines both commands print.
import { CONTENT_FRESH_MS, parseContentCacheKey } from '../../worker/content/cache-keys';
import type { KvKey, KvValue } from './kv-store';

export interface Freshness {
  storedAt: number | undefined;
  ageMs: number | undefined;
  /** Without a storedAt the worker treats the entry as stored at 0: stale. */
  fresh: boolean;
}

export function freshnessOf(metadata: unknown, now: number): Freshness {
  const storedAt = (metadata as { storedAt?: unknown } | null | undefined)?.storedAt;
  if (typeof storedAt !== 'number') return { storedAt: undefined, ageMs: undefined, fresh: false };
  const ageMs = now - storedAt;
  return { storedAt, ageMs, fresh: ageMs < CONTENT_FRESH_MS };
}

/** 42s, 5m 3s, 2h 15m, 3d 4h. */
export function formatAge(ms: number | undefined): string {
  if (ms === undefined) return 'age ?';
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${s % 60}s`;
  if (s < 86_400) return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`;
  return `${Math.floor(s / 86_400)}d ${Math.floor((s % 86_400) / 3600)}h`;
}

const state = (f: Freshness) => (f.storedAt === undefined ? 'stale (no storedAt)' : f.fresh ? 'fresh' : 'stale');

export function formatList(keys: readonly KvKey[], now: number): string[] {
  const rows = keys.map((k) => ({ name: k.name, f: freshnessOf(k.metadata, now) }));
  const width = Math.max(0, ...rows.map((r) => formatAge(r.f.ageMs).length));
  const fresh = rows.filter((r) => r.f.fresh).length;
  return [
    ...rows.map((r) => `${formatAge(r.f.ageMs).padStart(width)}  ${state(r.f).padEnd(5)}  ${r.name}`),
    `${rows.length} key${rows.length === 1 ? '' : 's'} (${fresh} fresh, ${rows.length - fresh} stale)`,
  ];
}

export const INSPECT_MAX_CHARS = 4000;

export function formatInspect(key: string, entry: KvValue, now: number, options: { full?: boolean } = {}): string[] {
  const f = freshnessOf(entry.metadata, now);
  const ref = parseContentCacheKey(key);
  const refLine = ref
    ? `env ${ref.environment} · content key ${ref.contentKey} · locale ${ref.locale} · ${ref.kind} ${ref.slug} · ${ref.version}`
    : 'not a content cache key';
  const json = typeof entry.value === 'string' ? entry.value : JSON.stringify(entry.value, null, 2);
  const cut = !options.full && json.length > INSPECT_MAX_CHARS;
  return [
    `key       ${key}`,
    `ref       ${refLine}`,
    `metadata  ${JSON.stringify(entry.metadata)}`,
    `stored    ${f.storedAt === undefined ? 'unknown' : new Date(f.storedAt).toISOString()}`,
    `age       ${formatAge(f.ageMs)} (${state(f)}; fresh for ${CONTENT_FRESH_MS / 60_000} min)`,
    `value     ${json.length} chars${cut ? `, first ${INSPECT_MAX_CHARS} shown (--full for all)` : ''}`,
    cut ? `${json.slice(0, INSPECT_MAX_CHARS)}\n…` : json,
  ];
}
