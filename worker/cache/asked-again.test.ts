import { describe, expect, it } from 'vitest';
import { createAskedAgain } from './asked-again';

describe('keys asked for again within the window', () => {
  it('answers false for a first request and true for the second within 60 s', () => {
    const askedAgain = createAskedAgain(60_000, 10);
    expect(askedAgain('/uk', 1_000)).toBe(false);
    expect(askedAgain('/uk', 61_000)).toBe(true);
    // Counted once: the next request starts over.
    expect(askedAgain('/uk', 62_000)).toBe(false);
    expect(askedAgain('/eu', 62_000)).toBe(false);
  });

  it('starts over after the window', () => {
    const askedAgain = createAskedAgain(60_000, 10);
    expect(askedAgain('/uk', 1_000)).toBe(false);
    expect(askedAgain('/uk', 61_001)).toBe(false);
    expect(askedAgain('/uk', 62_000)).toBe(true);
  });

  it('forgets the oldest first requests beyond its capacity', () => {
    const askedAgain = createAskedAgain(60_000, 2);
    askedAgain('/a', 1);
    askedAgain('/b', 2);
    askedAgain('/c', 3);
    expect(askedAgain('/a', 4)).toBe(false);
    expect(askedAgain('/c', 5)).toBe(true);
  });
});
