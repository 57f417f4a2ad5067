import { describe, expect, it } from 'vitest';
import { checkForNewBuild, claimReload, RELOAD_GUARD_MS } from './build-check';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('new build detection', () => {
  it('notices a different build id in builds/latest.json', async () => {
    const same = (async () => Response.json({ id: 'abc', timestamp: 1 })) as unknown as typeof fetch;
    expect(await checkForNewBuild('abc', same)).toBe(false);
    const newer = (async () => Response.json({ id: 'def', timestamp: 2 })) as unknown as typeof fetch;
    expect(await checkForNewBuild('abc', newer)).toBe(true);
  });

  it('allows one reload per 10 s (the reload guard)', () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload(storage, 100_000)).toBe(true);
    expect(claimReload(storage, 105_000)).toBe(false);
    expect(claimReload(storage, 110_001)).toBe(true);
  });
});
