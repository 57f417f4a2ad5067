// Page state (bootstrap + dehydrated queries) as JSON that is safe inside a <script>:
// '<', '>', '&' and the JS line separators are escaped, so CMS or search text cannot
// close the script element or inject markup. The server writes the script after React's
// stream (its JSON never passes through React's encoder); the client reads it before hydrating.
import { hashKey, type DehydratedState } from '@tanstack/react-query';
import type { PageQueries } from './hydration-state';
import type { Bootstrap } from './ssr-contract';

export interface PageState {
  bootstrap: Bootstrap;
  queries: PageQueries;
}

export const STATE_SCRIPT_ID = '__ARGYLE_STATE__';

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeState(state: PageState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

export function parseState(json: string): PageState {
  return JSON.parse(json) as PageState;
}

/** The state script element, carrying the response's CSP nonce. */
export function stateScript(state: PageState, nonce: string): string {
  const safeNonce = nonce.replace(/[^A-Za-z0-9+/=_-]/g, '');
  return `<script id="${STATE_SCRIPT_ID}" type="application/json" nonce="${safeNonce}">${serializeState(state)}</script>`;
}

/**
 * The page's queries as TanStack's `hydrate` takes them: each one fetched successfully when the
 * server rendered (the only ones the page state carries), never failed, not fetching.
 */
export function toDehydratedState(page: PageQueries): DehydratedState {
  return {
    mutations: [],
    queries: page.queries.map(({ queryKey, state: { data, dataUpdatedAt } }) => ({
      queryKey,
      queryHash: hashKey(queryKey),
      dehydratedAt: dataUpdatedAt,
      state: {
        data,
        dataUpdatedAt,
        dataUpdateCount: 1,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  };
}

/** The state the server wrote into this document (its queries ready to hydrate), and the nonce it carries. */
export function readState(doc: Document): { state: { bootstrap: Bootstrap; queries: DehydratedState }; nonce: string } {
  const script = doc.getElementById(STATE_SCRIPT_ID) as HTMLScriptElement | null;
  const { bootstrap, queries } = parseState(script?.textContent ?? '');
  return { state: { bootstrap, queries: toDehydratedState(queries) }, nonce: script?.nonce ?? '' };
}
