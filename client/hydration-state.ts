// The query state a page hands to the browser: TanStack's dehydrated queries, less what
// hydration never reads. Translations keep only the keys the client uses whose text differs
// from its built-in default (clientTranslations); the client's dictionary comes out the same.
import { dehydrate, hashKey, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Translations } from '../markets';
import { clientTranslations } from './i18n';

export function hydrationState(queryClient: QueryClient, translationsKey: QueryKey): DehydratedState {
  const state = dehydrate(queryClient);
  const translationsHash = hashKey(translationsKey);
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.queryHash === translationsHash && query.state.data
        ? { ...query, state: { ...query.state, data: clientTranslations(query.state.data as Translations) } }
        : query,
    ),
  };
}
