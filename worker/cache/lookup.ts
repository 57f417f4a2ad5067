// A leaf module: worker/types.ts names the page's lookup without importing the edge cache,
// which imports types.ts (decision 063).

/** A copy looked up under its key; `renderedAt` NaN when it has none. */
export interface Lookup {
  key: string;
  stored: Response | undefined;
  age: number;
  renderedAt: number;
}
