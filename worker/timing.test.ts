import { describe, expect, it } from 'vitest';
import { createTiming, timed } from './timing';

/** A clock the test moves by hand. */
function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('request timings', () => {
  it('counts overlapping calls of one name once, as the wall time they covered', async () => {
    const c = clock();
    const timing = createTiming(c.now);
    let releaseA!: () => void;
    let releaseB!: () => void;
    const a = timing.time('content', () => new Promise<void>((r) => (releaseA = r)));
    c.advance(5);
    const b = timing.time('content', () => new Promise<void>((r) => (releaseB = r)));
    c.advance(10);
    releaseA();
    await a;
    c.advance(3);
    releaseB();
    await b;
    expect(timing.durations()).toEqual({ content: 18 });
  });

  it('writes a Server-Timing header in first-use order, with a description when given', async () => {
    const c = clock();
    const timing = createTiming(c.now);
    await timing.time('total', async () => {
      await timing.time('search', async () => c.advance(12.34));
      timing.record('cache', 0.5, 'MISS "x"');
      c.advance(1);
    });
    expect(timing.header()).toBe('total;dur=13.3, search;dur=12.3, cache;desc="MISS x";dur=0.5');
  });

  it('counts a failed call too, and passes its error on', async () => {
    const c = clock();
    const timing = createTiming(c.now);
    const failing = timing.time('content', async () => {
      c.advance(7);
      throw new Error('down');
    });
    await expect(failing).rejects.toThrow('down');
    expect(timing.durations()).toEqual({ content: 7 });
  });

  it('wraps every method of a port', async () => {
    const c = clock();
    const timing = createTiming(c.now);
    const port = timed(
      {
        async story(slug: string) {
          c.advance(4);
          return slug.toUpperCase();
        },
      },
      timing,
      'content',
    );
    expect(await port.story('faq')).toBe('FAQ');
    expect(timing.durations()).toEqual({ content: 4 });
  });
});
