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
