// The early-bird record store (docs/spec/storefront-shell.md §3-4, `ebRecoIds`): the ids of the recommended
// records the page shows, plus the last one added, mirrored to window.ebRecoIds for the tag
// manager. Cleared on navigation, not while the server-rendered page hydrates.

declare global {
  interface Window {
    ebRecoIds?: string[];
  }
}

export function createEarlyBirdStore(target: { ebRecoIds?: string[] }) {
  const ids = new Set<string>();
  let last: string | undefined;
  const mirror = () => {
    target.ebRecoIds = [...ids];
  };
  return {
    /** Adds a record's id; a record without one is only warned about (spec). */
    add(record: { id?: string | null | undefined } | null | undefined) {
      const id = record?.id;
      if (!id) {
        console.warn('Missing record for ebRecoIds');
        return;
      }
      ids.add(id);
      last = id;
      mirror();
    },
    /** On navigation: the next page reports its own records. */
    clear() {
      ids.clear();
      last = undefined;
      mirror();
    },
    ids: () => [...ids],
    last: () => last,
  };
}
