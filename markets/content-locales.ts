// Which content, category and translation locale a storefront reads (docs/spec/storefront-shell.md §9.4, docs/spec/commerce-core.md §7).
import { getStorefront, type ContentKey, type ContentLocale, type DefaultStorefrontCode, type StorefrontCode } from './storefronts';

/** Locales the translations datasource has a dimension for; anything else reads 'default'. */
export const TRANSLATION_LOCALES = ['de-DE', 'en-GB', 'nl-NL', 'fr-FR'] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number] | 'default';

/** Locales categories exist in; anything else reads 'default'. */
export const CATEGORY_LOCALES = ['de-DE', 'en-GB', 'fr-FR'] as const;
export type CategoryLocale = (typeof CATEGORY_LOCALES)[number] | 'default';

const TRANSLATION_LOCALE_BY_STOREFRONT: Partial<Record<StorefrontCode, TranslationLocale>> = {
  uk: 'en-GB',
  de: 'de-DE',
  at: 'de-DE',
  ch: 'de-DE',
  nl: 'nl-NL',
  be: 'nl-NL',
  fr: 'fr-FR',
};

/**
 * Content key and locale of a storefront's stories.
 * @example contentOf('at') // { contentKey: 'de', contentLocale: 'de-DE' }
 */
export function contentOf(storefront: StorefrontCode | DefaultStorefrontCode): { contentKey: ContentKey; contentLocale: ContentLocale } {
  const { contentKey, contentLocale } = getStorefront(storefront);
  return { contentKey, contentLocale };
}

/**
 * Translation dimension for a storefront: de-DE, en-GB, nl-NL, fr-FR, else default.
 * @example translationLocaleOf('be') // 'nl-NL'
 */
export function translationLocaleOf(storefront: StorefrontCode | DefaultStorefrontCode): TranslationLocale {
  return storefront === '_default' ? 'default' : (TRANSLATION_LOCALE_BY_STOREFRONT[storefront] ?? 'default');
}

/**
 * The locale a storefront's UI texts are written in, whose plural rule counted texts follow:
 * its translation dimension, English for the default one.
 * @example textLocaleOf('be') // 'nl-NL'; textLocaleOf('us') // 'en'
 */
export function textLocaleOf(storefront: StorefrontCode | DefaultStorefrontCode): string {
  const locale = translationLocaleOf(storefront);
  return locale === 'default' ? 'en' : locale;
}

/**
 * Category locale: the content locale when categories exist in it, else default.
 * @example categoryLocaleOf('fr') // 'fr-FR'
 */
export function categoryLocaleOf(storefront: StorefrontCode | DefaultStorefrontCode): CategoryLocale {
  const { contentLocale } = getStorefront(storefront);
  return (CATEGORY_LOCALES as readonly string[]).includes(contentLocale) ? (contentLocale as CategoryLocale) : 'default';
}
