// Content queries: one builder per content item, the storefront (and preview flags) in every
// key. The answers' types are the content services'.
import { queryOptions } from '@tanstack/react-query';
import { PREVIEW_PARAMS, type StorefrontCode } from '../../markets';
import type { Api } from './api';
import { STALE_TIME_MS } from './query-client';

/** Stories and the layout as the content service answers them (the API's types, contract/). */
export type { Layout } from '../../contract/api';
export type { Story } from '../../contract/content';

/** Preview flags carried from the page URL to the content services (`bust`, release, editor). */
export type PreviewQuery = string;

/** The preview part of a page's query string, e.g. '?_storyblok_release=12' or ''. */
export function previewQueryOf(searchStr: string): PreviewQuery {
  const from = new URLSearchParams(searchStr);
  const to = new URLSearchParams();
  for (const name of PREVIEW_PARAMS) {
    const value = from.get(name);
    if (value !== null) to.set(name, value);
  }
  const s = to.toString();
  return s ? `?${s}` : '';
}

/** Content changes rarely; the spec's stale time is one hour. */
const staleTime = STALE_TIME_MS;

export const layoutOptions = (api: Api, storefront: StorefrontCode, preview: PreviewQuery = '') =>
  queryOptions({
    queryKey: ['content', storefront, 'layout', preview],
    queryFn: () => api.content.layout(storefront, preview),
    staleTime,
  });

export const storyOptions = (api: Api, storefront: StorefrontCode, slug: string, preview: PreviewQuery = '') =>
  queryOptions({
    queryKey: ['content', storefront, 'story', slug, preview],
    queryFn: () => api.content.story(storefront, slug, preview),
    staleTime,
  });

/** A story whose absence is normal (e.g. 'checkout-message-banner'): null when there is none. */
export const optionalStoryOptions = (api: Api, storefront: StorefrontCode, slug: string, preview: PreviewQuery = '') =>
  queryOptions({
    queryKey: ['content', storefront, 'optional-story', slug, preview],
    queryFn: () => api.content.optionalStory(storefront, slug, preview),
    staleTime,
  });

/** The product page's enhanced blocks story for a product (decision 018), or null. */
export const productEnhancedOptions = (
  api: Api,
  storefront: StorefrontCode,
  product: { sku: string; collections: readonly string[] },
  preview: PreviewQuery = '',
) =>
  queryOptions({
    queryKey: ['content', storefront, 'pdp-enhanced', product.sku, product.collections, preview],
    queryFn: () => api.content.productEnhanced(storefront, product, preview),
    staleTime,
  });

export const sharedContentOptions = (api: Api, storefront: StorefrontCode, preview: PreviewQuery = '') =>
  queryOptions({
    queryKey: ['content', storefront, 'shared', preview],
    queryFn: () => api.content.sharedContent(storefront, preview),
    staleTime,
  });

export const translationsOptions = (api: Api, storefront: StorefrontCode, preview: PreviewQuery = '') =>
  queryOptions({
    queryKey: ['content', storefront, 'translations', preview],
    queryFn: async () => (await api.content.translations(storefront, preview)).translations,
    staleTime,
  });

/** Shop constants (datasource 'constants'): strings such as returnDays or freeShippingDefault. */
export const constantsOptions = (api: Api, storefront: StorefrontCode, preview: PreviewQuery = '') =>
  queryOptions({
    queryKey: ['content', storefront, 'constants', preview],
    queryFn: () => api.content.constants(storefront, preview),
    staleTime,
  });
