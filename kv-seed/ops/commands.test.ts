import { describe, expect, it } from 'vitest';
import type { ContentRef } from '../../worker/content/cache-keys';
import type { CliOptions } from './args';
import { runCommand, type Io } from './commands';
import { memoryKvStore, type KvStore } from './kv-store';
import { contentPlan } from './plan';
import { bundledSource, originSource } from './sources';

function capture(): Io & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l), progress: () => {} };
}

const options = (o: Partial<CliOptions> & Pick<CliOptions, 'command'>): CliOptions => ({
  store: { kind: 'local', persistTo: 'unused' },
  dryRun: false,
  full: false,
  ...o,
});

async function run(
  store: KvStore,
  o: Partial<CliOptions> & Pick<CliOptions, 'command'>,
  extra: { source?: (ref: ContentRef) => Promise<unknown> } = {},
) {
  const io = capture();
  const code = await runCommand(options(o), {
    openStore: async () => store,
    defaultEnvironment: () => 'production',
    io,
    now: () => 10_000,
    ...extra,
  });
  return { code, ...io };
}

describe('runCommand', () => {
  it('seeds, then reports everything unchanged', async () => {
    const store = memoryKvStore();
    const first = await run(store, { command: 'seed' });
    const total = contentPlan('production').length;
    expect(first.code).toBe(0);
    expect(first.lines[0]).toBe(
      `seed → memory · production · ${total} items (uk, de, eu, fr, us, gl, global) from the bundled seed content`,
    );
    expect(first.lines.at(-1)).toBe(`written (new): ${total}, updated (changed): 0, unchanged: 0, failed: 0`);
    const second = await run(store, { command: 'seed' });
    expect(second.lines.at(-1)).toBe(`written (new): 0, updated (changed): 0, unchanged: ${total}, failed: 0`);
  });

  it('exits 1 when items fail', async () => {
    const result = await run(memoryKvStore(), { command: 'warm' }, { source: async () => Promise.reject(new Error('down')) });
    expect(result.code).toBe(1);
  });

  it('purges a storefront and says which storefronts share it', async () => {
    const store = memoryKvStore();
    await run(store, { command: 'seed' });
    const result = await run(store, { command: 'purge', purge: { by: 'storefront', storefront: 'at' } });
    expect(result.lines[0]).toBe('purge → memory · storefront at: content key de in production, shared with de, ch (purged for them too)');
    expect(result.lines.at(-1)).toMatch(/^deleted \d+ key\(s\)$/);
    // Every cached page moves to a new key: the content generation counter goes up (to at least
    // the time in ms, so it never goes back, decision 049).
    const generation = (line: string | undefined) => Number(/^page cache: content generation (\d+)$/.exec(line ?? '')?.[1]);
    const first = generation(result.lines.at(-2));
    expect(first).toBeGreaterThan(0);
    expect((await store.get('page-cache:generation:production'))?.value).toBe(first);
    const again = await run(store, { command: 'purge', purge: { by: 'all' } });
    expect(generation(again.lines.at(-2))).toBeGreaterThan(first);
    expect([...store.data.keys()].some((k) => k.includes(':de:'))).toBe(false);
  });

  it('lists a storefront with freshness; inspects a key or exits 1 when missing', async () => {
    const key = 'content:v1:production:gl:default:story:homepage:published';
    const store = memoryKvStore([{ key, value: '{"a":1}', metadata: { storedAt: 4_000 } }]);
    const list = await run(store, { command: 'list', storefront: 'gl' });
    expect(list.lines).toEqual(['list → memory · prefix content:v1:production:gl:', `6s  fresh  ${key}`, '1 key (1 fresh, 0 stale)']);
    const inspect = await run(store, { command: 'inspect', key });
    expect(inspect.lines).toContain('ref       env production · content key gl · locale default · story homepage · published');
    const missing = await run(store, { command: 'inspect', key: 'nope' });
    expect(missing.code).toBe(1);
    expect(missing.errors).toEqual(['No such key in memory: nope']);
  });
});

describe('sources', () => {
  it('the embedded origin (warm) gives the same values as the bundled content (seed)', async () => {
    const refs = contentPlan('production').filter(
      (i) =>
        i.key.includes(':fr:fr-FR:story:homepage:') ||
        i.key.includes(':eu:default:stories:') ||
        i.key.includes(':de:de-DE:categories:') ||
        i.ref.kind === 'constants' ||
        i.key.includes(':nl-NL:translations:'),
    );
    expect(refs).toHaveLength(5);
    const origin = originSource();
    const bundled = bundledSource();
    for (const { ref } of refs) expect(await origin(ref)).toEqual(await bundled(ref));
  });
});
