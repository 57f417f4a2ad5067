import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import seed from '../kv-seed/content/datasources/translations.json';
import { hydrationState } from './hydration-state';
import { clientTranslations, DEFAULT_TRANSLATIONS, withDefaults } from './i18n';
import { parseState, serializeState, toDehydratedState } from './serialize-state';
import type { Bootstrap } from './ssr-contract';

/** The seeded translations of one locale, as the content API answers them. */
const seeded = (locale: string): Record<string, string> =>
  Object.fromEntries(
    (seed as Array<{ name: string; value: string; dimension_values?: Record<string, string> }>).map((e) => [
      e.name,
      e.dimension_values?.[locale] || e.value,
    ]),
  );

const clientView = (dict: Record<string, string>) =>
  Object.fromEntries(Object.keys(DEFAULT_TRANSLATIONS).map((key) => [key, withDefaults(dict)[key]]));

describe('translations in the page state', () => {
  it.each(['en-GB', 'de-DE', 'fr-FR', 'nl-NL'])('%s: give the client the same texts with fewer keys', (locale) => {
    const all = { ...seeded(locale), serverOnlyKey: 'never read by the client' };
    const trimmed = clientTranslations(all);
    expect(clientView(trimmed)).toEqual(clientView(all));
    expect(trimmed).not.toHaveProperty('serverOnlyKey');
    expect(Object.keys(trimmed).length).toBeLessThan(Object.keys(all).length);
  });

  it('drop a text equal to its default, keep one that differs', () => {
    expect(clientTranslations({ page: 'Page', nextPage: 'Nächste Seite' })).toEqual({ nextPage: 'Nächste Seite' });
  });

  it('trims only the translations query of the dehydrated state', () => {
    const queryClient = new QueryClient();
    const key = ['content', 'de', 'translations', ''];
    queryClient.setQueryData(key, { page: 'Seite', cart: 'Cart', unusedKey: 'x' });
    queryClient.setQueryData(['content', 'de', 'story', 'faq', ''], { unusedKey: 'x' });
    const state = hydrationState(queryClient, key);
    const data = Object.fromEntries(state.queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
    expect(data['["content","de","translations",""]']).toEqual({ page: 'Seite' });
    expect(data['["content","de","story","faq",""]']).toEqual({ unusedKey: 'x' });
  });

  it('works out the client subset once per loaded dictionary, and again for a new one', () => {
    const key = ['content', 'de', 'translations', ''];
    const loaded = { page: 'Seite', unusedKey: 'x' };
    const pageState = (dict: Record<string, string>) => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(key, dict);
      return hydrationState(queryClient, key).queries[0]?.state.data;
    };
    const first = pageState(loaded);
    expect(pageState(loaded)).toBe(first);
    expect(pageState({ ...loaded, page: 'Blatt' })).toEqual({ page: 'Blatt' });
  });
});

describe('queries in the page state', () => {
  /** A server render's cache: two fetched queries and one that failed. */
  async function serverCache() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['catalogue', 'uk', 'GB', 'product', 'ARG-1'], { sku: 'ARG-1', name: 'Stripe' });
    queryClient.setQueryData(['content', 'uk', 'translations', ''], { nextPage: 'Next' });
    await queryClient.prefetchQuery({ queryKey: ['content', 'uk', 'story', 'gone', ''], queryFn: () => Promise.reject(new Error('404')) });
    return queryClient;
  }

  it('carry per query only its key, data and time', async () => {
    const state = hydrationState(await serverCache(), ['content', 'uk', 'translations', '']);
    expect(state.queries).toHaveLength(2);
    for (const query of state.queries) {
      expect(Object.keys(query).sort()).toEqual(['queryKey', 'state']);
      expect(Object.keys(query.state).sort()).toEqual(['data', 'dataUpdatedAt']);
    }
  });

  it('hydrate a browser cache to what TanStack’s whole dehydrated state gives, through the script text', async () => {
    const server = await serverCache();
    const translationsKey = ['content', 'uk', 'translations', ''];
    const json = serializeState({ bootstrap: {} as Bootstrap, queries: hydrationState(server, translationsKey) });
    const fromPage = new QueryClient();
    hydrate(fromPage, toDehydratedState(parseState(json).queries));
    const fromTanStack = new QueryClient();
    hydrate(fromTanStack, JSON.parse(JSON.stringify(dehydrate(server))));
    const states = (client: QueryClient) =>
      client
        .getQueryCache()
        .getAll()
        .map((q) => [q.queryHash, q.state]);
    expect(states(fromPage)).toEqual(states(fromTanStack));
    expect(states(fromPage)).toHaveLength(2);
  });
});
