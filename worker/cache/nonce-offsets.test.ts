import { describe, expect, it } from 'vitest';
import { findNonce, formatNoncePlaces, parseNoncePlaces, writeNonce } from './nonce-offsets';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('nonce places of a cached page', () => {
  const page = '<script nonce="abc+/=">1</script><p>£5 – Größe</p><script nonce="abc+/=">2</script><p>abc+/</p>';

  it('finds every byte offset of the nonce, after multi-byte characters too', () => {
    const places = findNonce(encode(page), 'abc+/=');
    expect(places).toEqual({ length: 6, offsets: [15, 70] });
    expect(decode(encode(page).subarray(70, 76))).toBe('abc+/=');
  });

  it('writes another nonce in its places, of the same or another length', () => {
    const bytes = encode(page);
    const places = findNonce(bytes, 'abc+/=');
    expect(decode(writeNonce(bytes, places, 'XYZ123'))).toBe(page.replaceAll('abc+/=', 'XYZ123'));
    expect(decode(writeNonce(bytes, places, 'longer-nonce'))).toBe(page.replaceAll('abc+/=', 'longer-nonce'));
    // The stored copy itself is left as it was.
    expect(decode(bytes)).toBe(page);
  });

  it('finds nothing for an absent or empty nonce', () => {
    expect(findNonce(encode(page), 'nope')).toEqual({ length: 4, offsets: [] });
    expect(findNonce(encode(page), '')).toEqual({ length: 0, offsets: [] });
  });

  it('round-trips through its header, and refuses a malformed one', () => {
    expect(parseNoncePlaces(formatNoncePlaces({ length: 24, offsets: [105, 2087] }))).toEqual({ length: 24, offsets: [105, 2087] });
    expect(parseNoncePlaces('24:')).toEqual({ length: 24, offsets: [] });
    expect(parseNoncePlaces('24:1,x')).toBeNull();
    expect(parseNoncePlaces(null)).toBeNull();
  });
});

describe('finding a nonce in a large page', () => {
  /** Every offset of `pattern` in `bytes`, by the slow obvious way. */
  function everyOffset(bytes: Uint8Array, pattern: Uint8Array): number[] {
    const found: number[] = [];
    for (let at = 0; at + pattern.length <= bytes.length; at++) {
      if (pattern.every((b, i) => bytes[at + i] === b)) {
        found.push(at);
        at += pattern.length - 1;
      }
    }
    return found;
  }

  it('finds the same offsets as a byte-by-byte scan, among near misses and multi-byte text', () => {
    const nonce = 'Qk9vZ3VzK0FiY2RlZmdoaWo=';
    const rows = Array.from({ length: 400 }, (_, i) =>
      [
        `<tr><td>${nonce.slice(0, i % 24)}</td>`, // every prefix of the nonce: near misses
        `<td>${nonce.slice(i % 24)}=</td>`, // and suffixes
        i % 50 === 0 ? `<script nonce="${nonce}">${i}</script>` : '',
        `<td>Größe £${i} – ${'Qk9v'.repeat(i % 5)}</td></tr>`,
      ].join(''),
    );
    const bytes = encode(`${rows.join('')}${nonce}`); // one at the very end
    const expected = everyOffset(bytes, encode(nonce));
    expect(expected.length).toBeGreaterThan(8);
    expect(findNonce(bytes, nonce)).toEqual({ length: 24, offsets: expected });
  });

  it('finds a nonce that is the whole page, or a one-byte nonce', () => {
    expect(findNonce(encode('abc'), 'abc').offsets).toEqual([0]);
    expect(findNonce(encode('a-a-a'), 'a').offsets).toEqual([0, 2, 4]);
  });
});
