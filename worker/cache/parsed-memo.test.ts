import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createParsedMemo } from './parsed-memo';

/** A schema that counts its passes. */
function counted() {
  let passes = 0;
  const schema = z.object({ name: z.string() }).refine(() => ++passes > 0);
  return { schema, passes: () => passes };
}

const text = (name: string) => JSON.stringify({ name });

describe('parsed memo', () => {
  it('parses and validates a text once: the same text answers the same object', () => {
    const memo = createParsedMemo();
    const { schema, passes } = counted();
    const first = memo.parse('k', text('a'), schema, () => {});
    const second = memo.parse('k', text('a'), schema, () => {});
    expect(first?.value).toEqual({ name: 'a' });
    expect(second?.value).toBe(first?.value);
    expect(passes()).toBe(1);
  });

  it('sees a changed text at once', () => {
    const memo = createParsedMemo();
    const { schema } = counted();
    memo.parse('k', text('a'), schema, () => {});
    expect(memo.parse('k', text('b'), schema, () => {})?.value).toEqual({ name: 'b' });
    expect(memo.parse('k', text('a'), schema, () => {})?.value).toEqual({ name: 'a' });
  });

  it('parses again for another schema', () => {
    const memo = createParsedMemo();
    memo.parse('k', text('a'), z.object({ name: z.string() }), () => {});
    expect(memo.parse('k', text('a'), z.object({ other: z.string() }), () => {})).toBeUndefined();
  });

  it('never answers an unreadable text, and reports it once per version', () => {
    const memo = createParsedMemo();
    const { schema } = counted();
    const reports: string[] = [];
    for (const bad of ['{"name":1}', '{"name":1}', 'not json', 'not json', '{"name":1}']) {
      expect(memo.parse('k', bad, schema, () => reports.push(bad))).toBeUndefined();
    }
    expect(reports).toEqual(['{"name":1}', 'not json', '{"name":1}']);
    // Once the entry is good again, it is served.
    expect(memo.parse('k', text('a'), schema, () => reports.push('good'))?.value).toEqual({ name: 'a' });
    expect(reports).toHaveLength(3);
  });

  it('holds at most maxEntries, dropping the least recently used', () => {
    const memo = createParsedMemo({ maxEntries: 2, maxChars: 1_000_000 });
    const { schema, passes } = counted();
    memo.parse('a', text('a'), schema, () => {});
    memo.parse('b', text('b'), schema, () => {});
    memo.parse('a', text('a'), schema, () => {}); // a is now the most recent
    memo.parse('c', text('c'), schema, () => {}); // b goes
    expect(memo.size().entries).toBe(2);
    expect(passes()).toBe(3);
    memo.parse('a', text('a'), schema, () => {});
    expect(passes()).toBe(3);
    memo.parse('b', text('b'), schema, () => {});
    expect(passes()).toBe(4);
  });

  it('holds at most maxChars of text, and never one text larger than that', () => {
    const memo = createParsedMemo({ maxEntries: 500, maxChars: 30 });
    const { schema } = counted();
    memo.parse('a', text('aaaa'), schema, () => {}); // 15 characters
    memo.parse('b', text('bbbb'), schema, () => {});
    expect(memo.size()).toEqual({ entries: 2, chars: 30 });
    memo.parse('c', text('cccc'), schema, () => {});
    expect(memo.size()).toEqual({ entries: 2, chars: 30 });
    memo.parse('d', text('d'.repeat(40)), schema, () => {});
    expect(memo.size()).toEqual({ entries: 2, chars: 30 });
  });
});
