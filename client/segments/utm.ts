// The visit's utm parameters (docs/spec/commerce-core.md §4, shell 4): taken from a landing URL that has any,
// kept in sessionStorage for the rest of the session (the tab), replaced by the next landing
// that carries utm parameters. Pure over the storage it is handed, so it is unit-tested in Node.

export const UTM_STORAGE_KEY = 'utm';
const FIELDS = ['source', 'medium', 'campaign', 'content'] as const;

/** utm_source, utm_medium, utm_campaign, utm_content without their prefix; absent ones left out. */
export type Utm = Partial<Record<(typeof FIELDS)[number], string>>;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The utm parameters of a query string, or undefined when it has none. @example utmOf('?utm_campaign=xmas') // { campaign: 'xmas' } */
export function utmOf(search: string): Utm | undefined {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const field of FIELDS) {
    const value = params.get(`utm_${field}`)?.trim();
    if (value) utm[field] = value.slice(0, 200);
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** The stored utm parameters; none when storage is empty, unreadable or holds something else. */
export function readUtm(storage: Store | undefined): Utm {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(UTM_STORAGE_KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    const stored = raw as Record<string, unknown>;
    return Object.fromEntries(FIELDS.flatMap((f) => (typeof stored[f] === 'string' ? [[f, stored[f]]] : [])));
  } catch {
    return {};
  }
}

/** A landing with utm parameters stores them (all four replaced); any other page keeps the session's. */
export function captureUtm(search: string, storage: Store | undefined): Utm {
  const landed = utmOf(search);
  if (!landed) return readUtm(storage);
  try {
    storage?.setItem(UTM_STORAGE_KEY, JSON.stringify(landed));
  } catch {
    // Storage disabled: the segment holds for this page only.
  }
  return landed;
}
