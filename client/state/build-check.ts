// New-build detection: poll builds/latest.json; when the id differs from ours, the next
// navigation becomes a full page load. A reload guard (10 s) prevents reload loops.
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = 'argyle:reload-guard';

let newBuildAvailable = false;

export function isNewBuildAvailable() {
  return newBuildAvailable;
}

export async function checkForNewBuild(currentBuildId: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) return newBuildAvailable;
    const latest = (await res.json()) as { id?: unknown };
    if (typeof latest.id === 'string' && latest.id !== currentBuildId) newBuildAvailable = true;
  } catch {
    // Offline or blocked: try again at the next interval.
  }
  return newBuildAvailable;
}

export function startBuildCheck(currentBuildId: string) {
  const check = () => void checkForNewBuild(currentBuildId);
  const timer = setInterval(check, BUILD_CHECK_INTERVAL_MS);
  const onVisible = () => document.visibilityState === 'visible' && check();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** True (and the guard is stamped) when a full reload may happen now. */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  const last = Number(storage.getItem(GUARD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(GUARD_KEY, String(now));
  return true;
}
