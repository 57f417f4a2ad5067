import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGO_COLLAPSE_EVENTS, LOGO_COLLAPSE_MS, watchLogoCollapse } from './logo-collapse';

describe('logo collapse (docs/spec/storefront-shell.md §2.4, §9.5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collapses after 4000 ms, once', () => {
    const onCollapse = vi.fn();
    watchLogoCollapse(new EventTarget(), onCollapse);
    expect(LOGO_COLLAPSE_MS).toBe(4000);
    vi.advanceTimersByTime(3999);
    expect(onCollapse).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCollapse).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onCollapse).toHaveBeenCalledTimes(1);
  });

  for (const type of LOGO_COLLAPSE_EVENTS) {
    it(`collapses at the first ${type}, and not again after 4 s`, () => {
      const target = new EventTarget();
      const onCollapse = vi.fn();
      watchLogoCollapse(target, onCollapse);
      vi.advanceTimersByTime(1000);
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event(type));
      expect(onCollapse).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(5000);
      expect(onCollapse).toHaveBeenCalledTimes(1);
    });
  }

  it('does nothing after cleanup (unmount)', () => {
    const target = new EventTarget();
    const onCollapse = vi.fn();
    const stop = watchLogoCollapse(target, onCollapse);
    stop();
    target.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(5000);
    expect(onCollapse).not.toHaveBeenCalled();
  });
});
