// A cached page carries the CSP nonce of the render that made it, in every `nonce` attribute
// (the entry script, module preloads, React's inline scripts, the state script). A copy records
// where those bytes stand when it is stored, so a hit writes this response's nonce there without
// parsing the HTML (docs/decisions/029). Nonces are random per render (16 bytes, base64), so the
// old one can occur in the page only where the render wrote it.

const encoder = new TextEncoder();

/** Where a copy's nonce stands: its length in bytes and its byte offsets. */
export interface NoncePlaces {
  length: number;
  offsets: number[];
}

/**
 * Every offset of `nonce` in `bytes` (none for an empty nonce). Horspool's search: each step
 * looks at the byte under the pattern's last position and skips as far as that byte allows, so
 * a 24-byte nonce is found in a 200 kB page in about a tenth of the steps of a byte-by-byte scan
 * (a table page of hex UUIDs matched a nonce's first byte every few bytes).
 */
export function findNonce(bytes: Uint8Array, nonce: string): NoncePlaces {
  const pattern = encoder.encode(nonce);
  const m = pattern.length;
  const offsets: number[] = [];
  if (m === 0) return { length: 0, offsets };
  const skip = new Uint8Array(256).fill(Math.min(m, 255));
  for (let i = 0; i < m - 1; i++) skip[pattern[i] as number] = Math.min(m - 1 - i, 255);
  const lastByte = pattern[m - 1];
  for (let at = 0; at <= bytes.length - m;) {
    const byte = bytes[at + m - 1] as number;
    if (byte === lastByte) {
      let i = 0;
      while (i < m - 1 && bytes[at + i] === pattern[i]) i++;
      if (i === m - 1) {
        offsets.push(at);
        at += m; // nonces do not overlap
        continue;
      }
    }
    at += skip[byte] as number;
  }
  return { length: m, offsets };
}

/** `24:105,2087` for a header, and back (null when malformed). */
export const formatNoncePlaces = (places: NoncePlaces) => `${places.length}:${places.offsets.join(',')}`;

export function parseNoncePlaces(value: string | null): NoncePlaces | null {
  const match = /^(\d+):((?:\d+(?:,\d+)*)?)$/.exec(value ?? '');
  if (!match) return null;
  return { length: Number(match[1]), offsets: match[2] ? match[2].split(',').map(Number) : [] };
}

/** The copy with `nonce` written at its places (a copy of the bytes; lengths may differ). */
export function writeNonce(bytes: Uint8Array, places: NoncePlaces, nonce: string): Uint8Array {
  const fresh = encoder.encode(nonce);
  const out = new Uint8Array(bytes.length + places.offsets.length * (fresh.length - places.length));
  let from = 0;
  let to = 0;
  for (const at of places.offsets) {
    out.set(bytes.subarray(from, at), to);
    to += at - from;
    out.set(fresh, to);
    to += fresh.length;
    from = at + places.length;
  }
  out.set(bytes.subarray(from), to);
  return out;
}
