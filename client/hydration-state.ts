// The query state a page hands to the browser: each fetched query's key, data and time, which is
// all `hydrate` needs to restore it (serialize-state.ts fills in the rest). TanStack's own
// dehydrated form repeats per query what is the same for every fetched query on a server render
// (the key again as a hash, status, counters, null error fields, `dehydratedAt`): about 290
// bytes a query. Translations keep only the keys the client uses whose text differs from its
// built-in default (clientTranslations); the client's dictionary comes out the same.
import { dehydrate, hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Translations } from '../markets';
import { clientTranslations } from './i18n';

/** A fetched query as the page state carries it. */
export interface PageQuery {
  queryKey: QueryKey;
  state: { data: unknown; dataUpdatedAt: number };
}

export interface PageQueries {
  queries: PageQuery[];
}

/** The successful queries of a server render (TanStack's default choice), as the page state carries them. */
export function hydrationState(queryClient: QueryClient, translationsKey: QueryKey): PageQueries {
  const translationsHash = hashKey(translationsKey);
  return {
    queries: dehydrate(queryClient).queries.map(({ queryKey, queryHash, state }) => ({
      queryKey,
      state: {
        data: queryHash === translationsHash && state.data ? clientTranslations(state.data as Translations) : state.data,
        dataUpdatedAt: state.dataUpdatedAt,
      },
    })),
  };
}
