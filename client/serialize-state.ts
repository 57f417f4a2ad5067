// Page state (bootstrap + dehydrated queries) as JSON that is safe inside a <script>:
// '<', '>', '&' and the JS line separators are escaped, so CMS or search text cannot
// close the script element or inject markup.
import type { DehydratedState } from '@tanstack/react-query';
import type { Bootstrap } from './ssr-contract';

export interface PageState {
  bootstrap: Bootstrap;
  queries: DehydratedState;
}

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
