// The rows of the SSR benchmark table (npm run bench:ssr): 1000 rows of two UUID columns, the
// same on every call so the bare worker and the storefront render the same bytes. Pure, with no
// imports: the bare worker must not depend on storefront code.

export interface TableRow {
  id: string;
  value: string;
}

export const TABLE_ROW_COUNT = 1000;

/** mulberry32: a tiny seeded PRNG, so the UUIDs are fixed without storing them. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version-4-shaped UUID from the generator. */
function uuid(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

let cached: TableRow[] | undefined;

/** The benchmark rows; computed once per isolate (the bench measures rendering, not this). */
export function tableRows(): TableRow[] {
  if (!cached) {
    const next = random(11);
    cached = Array.from({ length: TABLE_ROW_COUNT }, () => ({ id: uuid(next), value: uuid(next) }));
  }
  return cached;
}
