// Query and loader of the benchmark table page (npm run bench:ssr): its rows come through the
// normal data path like any page's data; without BENCH_ROUTES the service's 404 is not found.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError, type Api } from '../queries/api';
import { STALE_TIME_MS } from '../queries/query-client';

export const benchTableOptions = (api: Api) =>
  queryOptions({
    queryKey: ['bench', 'ssr-table'],
    queryFn: () => api.bench.ssrTable(),
    staleTime: STALE_TIME_MS,
  });

export async function loadBenchTable({ context }: { context: { queryClient: QueryClient; api: Api } }) {
  try {
    return await context.queryClient.ensureQueryData(benchTableOptions(context.api));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
