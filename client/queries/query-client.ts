// One QueryClient per server request, one for the browser's lifetime.
import { QueryClient } from '@tanstack/react-query';

/** Spec 9.5: stale-time constant 3600000 ms. */
export const STALE_TIME_MS = 3_600_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
