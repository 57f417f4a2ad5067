// The search port's origin (upstreams/ports.ts builds it). The embedded search origin is called
// in-process (no HTTP, no JSON: upstreams/search/in-process.ts, decision 060); a remote one
// through the HTTP client, which validates its answers. Its calls count as `search` in the
// request's Server-Timing.
import { timed } from '../timing';
import type { PortContext } from '../upstreams/port-context';
import { remoteFetch } from '../upstreams/remote-fetch';
import { createSearchClient, type SearchPort } from '../upstreams/search/client';
import { createInProcessSearch } from '../upstreams/search/in-process';

export const buildSearchPort = ({ config, env, log, requestId, timing }: PortContext): SearchPort =>
  timed(
    config.searchBaseUrl
      ? createSearchClient({ fetch: remoteFetch, baseUrl: config.searchBaseUrl, ...(requestId ? { requestId } : {}), log })
      : createInProcessSearch(env.DB, { ...(requestId ? { requestId } : {}), log }),
    timing,
    'search',
  );
