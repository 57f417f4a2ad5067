import { describe, expect, it } from 'vitest';
import { CONTENT_FRESH_MS } from '../../worker/content/cache-keys';
import { formatAge, formatInspect, formatList, freshnessOf, INSPECT_MAX_CHARS } from './inspect';

const now = 10 * CONTENT_FRESH_MS;

describe('freshness', () => {
  it('is fresh below CONTENT_FRESH_MS, stale from it on, stale without storedAt', () => {
    expect(freshnessOf({ storedAt: now - CONTENT_FRESH_MS + 1 }, now).fresh).toBe(true);
    expect(freshnessOf({ storedAt: now - CONTENT_FRESH_MS }, now).fresh).toBe(false);
    expect(freshnessOf(null, now)).toEqual({ storedAt: undefined, ageMs: undefined, fresh: false });
    expect(freshnessOf({ storedAt: 'x' }, now).fresh).toBe(false);
  });

  it('formats ages', () => {
    expect([42_000, 303_000, 8_100_000, 273_600_000].map(formatAge)).toEqual(['42s', '5m 3s', '2h 15m', '3d 4h']);
    expect(formatAge(undefined)).toBe('age ?');
  });
});

describe('formatList', () => {
  it('prints one line per key with age and state, and a count', () => {
    const lines = formatList(
      [
        { name: 'a', metadata: { storedAt: now - 5_000 } },
        { name: 'b', metadata: { storedAt: now - 2 * CONTENT_FRESH_MS } },
        { name: 'c', metadata: null },
      ],
      now,
    );
    expect(lines).toEqual(['   5s  fresh  a', '2h 0m  stale  b', 'age ?  stale (no storedAt)  c', '3 keys (1 fresh, 2 stale)']);
  });
});

describe('formatInspect', () => {
  const key = 'content:v1:production:de:de-DE:story:faq/cookie-policy:published';

  it('shows the parsed key, metadata, stored time, age and the value', () => {
    const lines = formatInspect(key, { value: { a: 1 }, metadata: { storedAt: now - 60_000 } }, now);
    expect(lines).toEqual([
      `key       ${key}`,
      'ref       env production · content key de · locale de-DE · story faq/cookie-policy · published',
      `metadata  {"storedAt":${now - 60_000}}`,
      `stored    ${new Date(now - 60_000).toISOString()}`,
      'age       1m 0s (fresh; fresh for 60 min)',
      'value     12 chars',
      '{\n  "a": 1\n}',
    ]);
  });

  it('truncates long values unless full', () => {
    const entry = { value: { text: 'x'.repeat(2 * INSPECT_MAX_CHARS) }, metadata: null };
    const short = formatInspect('other', entry, now);
    expect(short[1]).toBe('ref       not a content cache key');
    expect(short.at(-1)).toHaveLength(INSPECT_MAX_CHARS + 2);
    expect(short.at(-2)).toContain('--full');
    expect(formatInspect('other', entry, now, { full: true }).at(-1)).toHaveLength(2 * INSPECT_MAX_CHARS + 16);
  });
});
