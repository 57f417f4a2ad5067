// Route prefetch policy (docs/spec/storefront-shell.md §9.5): at most 4 preloads at once, none on data-saver or 2g.
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the shopper asked to save data or the connection is 2g (or slower). */
export function canPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

export const MAX_CONCURRENT_PRELOADS = 4;

/** Runs tasks with at most `max` in flight; extra tasks wait their turn. */
export function createLimiter(max: number) {
  let active = 0;
  const queue: Array<() => void> = [];
  const next = () => {
    if (active >= max) return;
    const start = queue.shift();
    if (start) start();
  };
  return function limit<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push(() => {
        active++;
        task()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          });
      });
      next();
    });
  };
}
