// The content generation number: one KV counter per environment that is part of every edge
// page-cache key. A publish (Storyblok webhook) or an ops purge bumps it, so every cached page
// becomes a miss once KV has propagated the new value. Kept outside the content key prefix, so
// purging content never resets it (a reset could bring back pages cached under an old number).
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

/** Moves every cached page of the environment to a new key; returns the new number. */
export async function bumpPageGeneration(kv: CounterStore, environment: Environment): Promise<number> {
  const next = (await readPageGeneration(kv, environment)) + 1;
  await kv.put(pageGenerationKey(environment), String(next));
  return next;
}
