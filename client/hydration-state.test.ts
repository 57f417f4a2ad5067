import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import seed from '../kv-seed/content/datasources/translations.json';
import { hydrationState } from './hydration-state';
import { clientTranslations, DEFAULT_TRANSLATIONS, withDefaults } from './i18n';

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
    const data = Object.fromEntries(state.queries.map((q) => [q.queryHash, q.state.data]));
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
