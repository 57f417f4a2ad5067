import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEarlyBirdStore } from './early-bird';

describe('early-bird store (ebRecoIds)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds record ids, remembers the last and mirrors the list to the window', () => {
    const win: { ebRecoIds?: string[] } = {};
    const store = createEarlyBirdStore(win);
    store.add({ id: 'r1' });
    store.add({ id: 'r2' });
    store.add({ id: 'r1' });
    expect(win.ebRecoIds).toEqual(['r1', 'r2']);
    expect(store.last()).toBe('r1');
  });

  it("only warns 'Missing record for ebRecoIds' for a record without an id", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win: { ebRecoIds?: string[] } = {};
    const store = createEarlyBirdStore(win);
    store.add({});
    store.add(undefined);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('Missing record for ebRecoIds');
    expect(win.ebRecoIds).toBeUndefined();
    expect(store.ids()).toEqual([]);
  });

  it('is emptied by clear, window list included', () => {
    const win: { ebRecoIds?: string[] } = {};
    const store = createEarlyBirdStore(win);
    store.add({ id: 'r1' });
    store.clear();
    expect(win.ebRecoIds).toEqual([]);
    expect(store.last()).toBeUndefined();
  });
});
