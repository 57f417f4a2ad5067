// Query and loader of the benchmark table page (npm run bench:ssr): its rows come through the
// normal data path like any page's data; without BENCH_ROUTES the API's 404 is not found.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { TableRow } from '../../scripts/bench/table-rows';
import { ApiError, getJson, type ApiFetch } from '../queries/api';
import { STALE_TIME_MS } from '../queries/query-client';

export const benchTableOptions = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['bench', 'ssr-table'],
    queryFn: () => getJson<{ rows: TableRow[] }>(api, '/api/bench/ssr-table'),
    staleTime: STALE_TIME_MS,
  });

export async function loadBenchTable({ context }: { context: { queryClient: QueryClient; api: ApiFetch } }) {
  try {
    return await context.queryClient.ensureQueryData(benchTableOptions(context.api));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
