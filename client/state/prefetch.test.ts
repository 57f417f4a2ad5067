import { describe, expect, it } from 'vitest';
import { canPrefetch, createLimiter, MAX_CONCURRENT_PRELOADS } from './prefetch';

describe('prefetch policy (docs/spec/storefront-shell.md §9.5)', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ saveData: true, effectiveType: '4g' }, false],
  ])('connection %j allows prefetch: %s', (connection, expected) => {
    expect(canPrefetch(connection)).toBe(expected);
  });

  it('runs at most 4 preloads at once and starts the rest as others finish', async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    const limit = createLimiter(MAX_CONCURRENT_PRELOADS);
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const task = () =>
      new Promise<void>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        releases.push(() => {
          running--;
          resolve();
        });
      });
    const all = Array.from({ length: 10 }, () => limit(task));
    await Promise.resolve();
    expect(running).toBe(4);
    while (releases.length) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(all);
    expect(peak).toBe(4);
  });

  it('keeps going after a failed preload', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(limit(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
