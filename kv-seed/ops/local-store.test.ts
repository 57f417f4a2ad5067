// Integration: seed through the real local adapter (getPlatformProxy, wrangler dev's state
// layout) twice, then purge by slug.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand, type Io } from './commands';
import { localKvStore } from './local-store';
import { contentPlan } from './plan';

const persistTo = mkdtempSync(join(tmpdir(), 'argyle-kv-test-'));
afterAll(() => rmSync(persistTo, { recursive: true, force: true }));

async function run(argv: Parameters<typeof runCommand>[0]) {
  const lines: string[] = [];
  const io: Io = { out: (l) => lines.push(l), err: (l) => lines.push(l), progress: () => {} };
  const code = await runCommand(argv, {
    openStore: () => localKvStore({ persistTo }),
    defaultEnvironment: () => 'production',
    io,
  });
  return { code, lines };
}

describe('local KV store (wrangler dev state)', () => {
  // Starts workerd through getPlatformProxy: seconds on a quiet machine, over 30 s on a loaded one.
  it('seeds idempotently and purges by slug', { timeout: 90_000 }, async () => {
    const total = contentPlan('production').length;
    const base = { store: { kind: 'local', persistTo }, dryRun: false, full: false } as const;

    const first = await run({ ...base, command: 'seed' });
    expect(first.code).toBe(0);
    expect(first.lines.at(-1)).toBe(`written (new): ${total}, updated (changed): 0, unchanged: 0, failed: 0`);

    const second = await run({ ...base, command: 'seed' });
    expect(second.lines.at(-1)).toBe(`written (new): 0, updated (changed): 0, unchanged: ${total}, failed: 0`);

    const purge = await run({ ...base, command: 'purge', purge: { by: 'slug', slug: 'homepage' } });
    expect(purge.lines.slice(1, -1)).toEqual([
      '  - content:v1:production:de:de-DE:story:homepage:published',
      '  - content:v1:production:eu:default:story:homepage:published',
      '  - content:v1:production:fr:fr-FR:story:homepage:published',
      '  - content:v1:production:gl:default:story:homepage:published',
      '  - content:v1:production:uk:en-GB:story:homepage:published',
      '  - content:v1:production:us:default:story:homepage:published',
      expect.stringMatching(/^page cache: content generation \d+$/),
    ]);

    const store = await localKvStore({ persistTo });
    try {
      expect(await store.get('content:v1:production:de:de-DE:story:homepage:published')).toBeNull();
      const faq = await store.get('content:v1:production:de:de-DE:story:faq:published');
      expect(faq?.value).toMatchObject({ fullSlug: 'de/faq' });
      expect(faq?.metadata).toEqual({ storedAt: expect.any(Number) });
      expect(await store.list('content:v1:production:')).toHaveLength(total - 6);
    } finally {
      await store.dispose();
    }
  });
});
