// The storefront's segment content as one query (decision 038): read after hydration by the
// segment host and the basket's upsell, from the edge-cached `/api/content/{storefront}/segments`.
// Not in client/queries/content.ts: that module is part of the first load, this is not.
import { queryOptions } from '@tanstack/react-query';
import type { StorefrontCode } from '../../markets';
import type { Api } from '../queries/api';
import { STALE_TIME_MS } from '../queries/query-client';

export const segmentsOptions = (api: Api, storefront: StorefrontCode) =>
  queryOptions({
    queryKey: ['content', storefront, 'segments'],
    queryFn: () => api.content.segments(storefront),
    staleTime: STALE_TIME_MS,
  });
