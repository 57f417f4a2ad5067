// One QueryClient per server request, one for the browser's lifetime.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../contract/api-error';

/** Spec 9.5: stale-time constant 3600000 ms. */
export const STALE_TIME_MS = 3_600_000;

/**
 * A client error (4xx) will not change on retry, nor will a service the worker found down (503:
 * the page says so and offers to try again); one retry for anything else.
 */
export const shouldRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && (error.status < 500 || error.status === 503)) && failureCount < 1;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
