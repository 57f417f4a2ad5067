import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from './browser-storage';

describe('browserStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the storage asked for', () => {
    const local = { getItem: () => 'l' } as unknown as Storage;
    const session = { getItem: () => 's' } as unknown as Storage;
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    expect(browserStorage('local')).toBe(local);
    expect(browserStorage('session')).toBe(session);
  });

  it('is undefined where reaching storage throws (blocked by privacy settings)', () => {
    const before = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(browserStorage('session')).toBeUndefined();
    } finally {
      if (before) Object.defineProperty(globalThis, 'sessionStorage', before);
      else delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });
});
