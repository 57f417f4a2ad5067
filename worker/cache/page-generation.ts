// The content generation number: one KV counter per environment that is part of every edge
// page-cache key. A publish (Storyblok webhook) or an ops purge bumps it, so every cached page
// becomes a miss once KV has propagated the new value. Kept outside the content key prefix, so
// purging content never resets it (a reset could bring back pages cached under an old number).
//
// Each isolate keeps the number it read for GENERATION_MEMO_MS (docs/decisions/029): every
// request needs it, and a KV read is the largest part of a cache hit's cost. KV itself answers
// reads from its edge cache for about 60 s after a write elsewhere, so a publish already reaches
// an isolate only within KV's propagation time; a few more seconds keep that bound (60 s + 5 s)
// and nothing is served stale beyond it. A bump in this isolate is seen here at once.
//
// The number never goes backwards (decision 049): an isolate keeps the highest it has seen, so a
// KV read that is stale (another location's cache still holding an older number) cannot take it
// back to keys whose pages predate a publish; and a bump writes at least the current time in
// milliseconds, so two publishes racing from stale reads still each move past every number
// written before them instead of both writing the same "old + 1".
import type { Environment } from '../../markets';

export const pageGenerationKey = (environment: Environment) => `page-cache:generation:${environment}`;

/** Reads a stored generation: a non-negative integer, else 0 (never bumped, or unreadable). */
export function parseGeneration(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

/** The KV operations the counter needs (a Workers KV binding has them). */
interface CounterStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
}

export async function readPageGeneration(kv: CounterStore, environment: Environment): Promise<number> {
  return parseGeneration(await kv.get(pageGenerationKey(environment)));
}

/** How long an isolate reuses the generation it read. */
export const GENERATION_MEMO_MS = 5_000;

/**
 * Per environment: the last number read and when it was asked. Only settled numbers are shared
 * between requests, never a read in flight: Workers cancel a request's I/O when its client goes,
 * and a request awaiting another request's read would then hang (or touch its I/O).
 */
const memo = new Map<Environment, { value: number; at: number }>();
/** Per environment: the highest number this isolate has read or written. */
const highest = new Map<Environment, number>();

/** `value`, or the highest number seen before if that is higher; remembers the result. */
function atLeastSeen(environment: Environment, value: number): number {
  const next = Math.max(value, highest.get(environment) ?? 0);
  highest.set(environment, next);
  return next;
}

/** The generation every cache key uses: from KV at most once per GENERATION_MEMO_MS per isolate. */
export async function currentPageGeneration(kv: CounterStore, environment: Environment): Promise<number> {
  const now = Date.now();
  const known = memo.get(environment);
  if (known && now >= known.at && now - known.at < GENERATION_MEMO_MS) return known.value;
  // A failed read is not kept: the next request asks KV again.
  const value = atLeastSeen(environment, await readPageGeneration(kv, environment));
  memo.set(environment, { value, at: now });
  return value;
}

/**
 * Moves every cached page of the environment to a new key; returns the new number: above what
 * KV and this isolate hold, and at least the current time in ms (see above).
 */
export async function bumpPageGeneration(kv: CounterStore, environment: Environment): Promise<number> {
  const read = await readPageGeneration(kv, environment);
  const next = Math.max(read + 1, (highest.get(environment) ?? 0) + 1, Date.now());
  await kv.put(pageGenerationKey(environment), String(next));
  atLeastSeen(environment, next);
  memo.set(environment, { value: next, at: Date.now() });
  return next;
}
