// UI texts. Until content translations are wired in, the built-in English defaults serve;
// the same `translate` rule ({placeholder} tokens) applies to CMS translations later.
import { createContext, use, type ReactNode } from 'react';

export const DEFAULT_TRANSLATIONS: Record<string, string> = {
  cantFindIt: "We can't find it",
  errorDescription: 'The page you were looking for has wandered off like a single sock. Let’s get you back on track.',
  backToStart: 'Back to the start page',
  skipToContent: 'Skip to content',
  search: 'Search',
  cart: 'Cart',
  cartCount: '{count} items',
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
  searchResultsFor: 'Search results for “{term}”',
};

type Translations = Record<string, string>;
const TranslationsContext = createContext<Translations>(DEFAULT_TRANSLATIONS);

export function TranslationsProvider(props: { translations?: Translations; children: ReactNode }) {
  return <TranslationsContext value={{ ...DEFAULT_TRANSLATIONS, ...props.translations }}>{props.children}</TranslationsContext>;
}

/** Replace {name} tokens; unknown keys fall back to the key itself so gaps are visible. */
export function translate(dict: Translations, key: string, vars?: Record<string, string | number>): string {
  const template = dict[key] ?? key;
  return vars ? template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : template;
}

export function useT() {
  const dict = use(TranslationsContext);
  return (key: string, vars?: Record<string, string | number>) => translate(dict, key, vars);
}
