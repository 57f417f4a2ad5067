import { describe, expect, it } from 'vitest';
import { parseState, serializeState, type PageState } from './serialize-state';

const state = (text: string): PageState =>
  ({
    bootstrap: { storefront: 'uk' },
    queries: { mutations: [], queries: [{ queryKey: ['x'], state: { data: text } }] },
  }) as unknown as PageState;

describe('page state serialization', () => {
  it('cannot close the script element or open a comment, and round-trips', () => {
    const evil = '</script><script>alert(1)</script><!-- & \u2028\u2029';
    const json = serializeState(state(evil));
    expect(json).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(parseState(json)).toEqual(state(evil));
  });
});
