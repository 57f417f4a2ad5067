// UI texts: the CMS translations of the storefront's translation locale, over built-in English
// defaults (used when a key is missing or translations could not load).
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import { translate, type Translations } from '../markets';
import { useTranslationsData } from './content/use-content';

export const DEFAULT_TRANSLATIONS: Translations = {
  cantFindIt: 'We can’t find that page',
  errorDescription: 'This pair seems to have gone missing in the wash. The page may have moved or no longer exists.',
  backToStart: 'Back to the start page',
  temporarilyUnavailable: 'This page is temporarily unavailable',
  temporarilyUnavailableDescription: 'Part of our shop is not answering right now. Please try again in a moment.',
  retry: 'Try again',
  skipToContent: 'Skip to content',
  search: 'Search',
  cart: 'Cart',
  faq: 'FAQ',
  aboutUs: 'About us',
  shippingDestination: 'Shipping to',
  loading: 'Loading…',
  checkout: 'Checkout',
  checkoutCart: 'Cart',
  checkoutAddress: 'Address',
  checkoutPayment: 'Payment',
  checkoutSuccess: 'Thank you',
  login: 'Log in',
  cookiePolicy: 'Cookie policy',
  searchResultsFor: 'Search results for “{term}”',
};

const TranslationsContext = createContext<Translations>(DEFAULT_TRANSLATIONS);

export function TranslationsProvider(props: { children: ReactNode }) {
  const loaded = useTranslationsData();
  const value = useMemo(() => ({ ...DEFAULT_TRANSLATIONS, ...loaded }), [loaded]);
  return <TranslationsContext value={value}>{props.children}</TranslationsContext>;
}

export function useT() {
  const dict = use(TranslationsContext);
  // Stable while the translations are: effects may depend on it.
  return useCallback((key: string, vars?: Record<string, string | number>) => translate(dict, key, vars), [dict]);
}
