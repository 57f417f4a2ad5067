// Runs one parsed command against a store and prints what it did. Returns the exit code:
// 0 done, 1 something failed (failed items, missing key).
import { contentKeyPrefix } from '../../worker/content/cache-keys';
import { bumpPageGeneration } from '../../worker/cache/page-generation';
import { contentOf, type Environment } from '../../markets';
import type { CliOptions, StoreTarget } from './args';
import { formatInspect, formatList } from './inspect';
import type { KvStore } from './kv-store';
import { contentPlan } from './plan';
import { describePurge, purgeContent } from './purge';
import { bundledSource, originLabel, originSource, type ContentSource } from './sources';
import { formatSyncSummary, syncContent } from './sync';

export interface Io {
  out(line: string): void;
  /** Warnings and errors. */
  err(line: string): void;
  /** Progress (done of total), on stderr. */
  progress(what: string, done: number, total: number): void;
}

export interface RunDeps {
  openStore(target: StoreTarget): Promise<KvStore>;
  /** The environment when --env is not given. */
  defaultEnvironment(): Environment;
  io?: Io;
  now?: () => number;
  /** Storyblok token for warm (STORYBLOK_TOKEN). */
  storyblokToken?: string;
  /** Overrides the content source of seed/warm (tests). */
  source?: ContentSource;
}

const PROGRESS_EVERY = 25;

/** On a terminal one counter updated in place; otherwise a line every PROGRESS_EVERY items. */
export const consoleIo: Io = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  progress(what, done, total) {
    if (process.stderr.isTTY) process.stderr.write(`\r  ${what} ${done}/${total}${done === total ? '\n' : ''}`);
    else if (done % PROGRESS_EVERY === 0 || done === total) console.error(`  ${what} ${done}/${total}`);
  },
};

/** At most this many keys are listed one by one; more are counted per content key. */
const LIST_KEYS_MAX = 20;

function keyLines(keys: readonly string[], mark: string): string[] {
  if (keys.length <= LIST_KEYS_MAX) return keys.map((k) => `  ${mark} ${k}`);
  const counts = new Map<string, number>();
  for (const k of keys) {
    const contentKey = k.split(':')[3] ?? '?';
    counts.set(contentKey, (counts.get(contentKey) ?? 0) + 1);
  }
  return [`  ${mark} ${keys.length} keys: ${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')}`];
}

/** The page-generation counter on an ops store (values come back parsed). */
const counterOf = (store: KvStore) => ({
  get: async (key: string) => {
    const entry = await store.get(key);
    return entry === null ? null : String(entry.value);
  },
  put: (key: string, value: string) => store.put([{ key, value, metadata: null }]),
});

export async function runCommand(options: CliOptions, deps: RunDeps): Promise<number> {
  const io = deps.io ?? consoleIo;
  const now = deps.now ?? Date.now;
  const environment = options.env ?? deps.defaultEnvironment();
  const store = await deps.openStore(options.store);
  try {
    switch (options.command) {
      case 'seed':
      case 'warm': {
        const items = contentPlan(environment);
        const token = deps.storyblokToken;
        const from = options.command === 'seed' ? 'the bundled seed content' : originLabel(token);
        const source = deps.source ?? (options.command === 'seed' ? bundledSource() : originSource(token ? { token } : {}));
        const contentKeys = [...new Set(items.map((i) => i.ref.contentKey))].sort(
          (a, b) => Number(a === 'global') - Number(b === 'global'),
        );
        io.out(`${options.command} → ${store.label} · ${environment} · ${items.length} items (${contentKeys.join(', ')}) from ${from}`);
        const summary = await syncContent(store, items, source, {
          dryRun: options.dryRun,
          now,
          progress: (done, total) => io.progress('loaded', done, total),
        });
        for (const line of formatSyncSummary(summary)) io.out(line);
        return summary.counts.failed > 0 ? 1 : 0;
      }
      case 'purge': {
        const target = options.purge ?? { by: 'all' };
        io.out(`purge → ${store.label} · ${describePurge(environment, target)}`);
        const keys = await purgeContent(store, environment, target, { dryRun: options.dryRun });
        for (const line of keyLines(keys, '-')) io.out(line);
        // Cached pages may show what was purged: move them to a new edge-cache key.
        if (!options.dryRun) io.out(`page cache: content generation ${await bumpPageGeneration(counterOf(store), environment)}`);
        io.out(options.dryRun ? `dry run, nothing deleted; would delete ${keys.length} key(s)` : `deleted ${keys.length} key(s)`);
        return 0;
      }
      case 'list': {
        const prefix =
          options.prefix ??
          contentKeyPrefix({ environment, ...(options.storefront ? { contentKey: contentOf(options.storefront).contentKey } : {}) });
        io.out(`list → ${store.label} · prefix ${prefix || '(none)'}`);
        for (const line of formatList(await store.list(prefix), now())) io.out(line);
        return 0;
      }
      case 'inspect': {
        const key = options.key ?? '';
        const entry = await store.get(key);
        if (!entry) {
          io.err(`No such key in ${store.label}: ${key}`);
          return 1;
        }
        for (const line of formatInspect(key, entry, now(), { full: options.full })) io.out(line);
        return 0;
      }
    }
  } finally {
    await store.dispose();
  }
}
